import type { MediaVariant } from '@app/content';
import { pictureMarkup } from './picture-markup';
import { mediaPathsInHtml, picturesInHtml } from './pictures-in-html';

const BASE = 'https://abc.supabase.co/storage/v1/object/public/media';
const ORIGINAL = `${BASE}/2026/11/x-kancelar.jpg`;

const variants: MediaVariant[] = [320, 640, 1920].flatMap((width) =>
  (['avif', 'webp', 'jpeg'] as const).map((format) => ({
    path: `2026/11/x-kancelar.w${width}.${format === 'jpeg' ? 'jpg' : format}`,
    format,
    width,
    height: (width * 3) / 4,
    bytes: 1000,
  })),
);

function parse(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder;
}

test('a library image with variants: <picture> with AVIF and WebP srcsets, a JPEG fallback with its size, the LCP image fetched first', () => {
  const markup = pictureMarkup(ORIGINAL, { width: 4000, height: 3000, variants }, { alt: 'Kancelář', sizes: '(min-width: 50rem) 760px, 100vw', priority: true, className: 'post-cover' });
  const page = parse(markup);
  const [avif, webp] = [...page.querySelectorAll('picture > source')];
  expect(avif).toHaveAttribute('type', 'image/avif');
  expect(avif).toHaveAttribute('srcset', `${BASE}/2026/11/x-kancelar.w320.avif 320w, ${BASE}/2026/11/x-kancelar.w640.avif 640w, ${BASE}/2026/11/x-kancelar.w1920.avif 1920w`);
  expect(avif).toHaveAttribute('sizes', '(min-width: 50rem) 760px, 100vw');
  expect(webp).toHaveAttribute('type', 'image/webp');
  expect(webp?.getAttribute('srcset')).toContain(`${BASE}/2026/11/x-kancelar.w640.webp 640w`);
  const img = page.querySelector('picture > img')!;
  expect(img).toHaveAttribute('src', `${BASE}/2026/11/x-kancelar.w1920.jpg`);
  expect(img.getAttribute('srcset')).toContain(`${BASE}/2026/11/x-kancelar.w320.jpg 320w`);
  expect(img).toHaveAttribute('width', '4000');
  expect(img).toHaveAttribute('height', '3000');
  expect(img).toHaveAttribute('alt', 'Kancelář');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveClass('post-cover');
});

test('below the fold it loads lazily; without variants (not made yet) it is the original with its recorded size', () => {
  const lazy = parse(pictureMarkup(ORIGINAL, { width: 4000, height: 3000, variants }, { alt: '', sizes: '100vw' }));
  expect(lazy.querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(lazy.querySelector('img')).not.toHaveAttribute('fetchpriority');

  const pending = parse(pictureMarkup(ORIGINAL, { width: 4000, height: 3000, variants: [] }, { alt: 'Kancelář', sizes: '100vw' }));
  expect(pending.querySelector('picture')).toBeNull();
  const img = pending.querySelector('img')!;
  expect(img).toHaveAttribute('src', ORIGINAL);
  expect(img).not.toHaveAttribute('srcset');
  expect(img).toHaveAttribute('width', '4000');
});

test('the images of a post text: library images with variants become <picture>, others stay as they were', () => {
  const html = `<p>Úvod</p><p><img src="${ORIGINAL}" alt="Kancelář &amp; tým"></p><p><img src="https://jinde.example/obrazek.png" alt="Jinde"></p>`;
  expect(mediaPathsInHtml(html)).toEqual(['2026/11/x-kancelar.jpg']);
  const media = new Map([['2026/11/x-kancelar.jpg', { path: '2026/11/x-kancelar.jpg', width: 4000, height: 3000, variants }]]);
  const page = parse(picturesInHtml(html, media, '100vw'));
  const img = page.querySelector('picture > img')!;
  expect(img).toHaveAttribute('alt', 'Kancelář & tým');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('width', '4000');
  expect(page.querySelectorAll('picture source[type="image/avif"]')).toHaveLength(1);
  expect(page.querySelector('img[src="https://jinde.example/obrazek.png"]')).not.toBeNull();
  expect(page.querySelectorAll('picture')).toHaveLength(1);
});

test('attribute values are escaped: an alt text cannot end its attribute', () => {
  const markup = pictureMarkup(ORIGINAL, { width: 10, height: 10, variants }, { alt: 'a" onerror="alert(1) <b>', sizes: '100vw', lang: 'cs' });
  const img = parse(markup).querySelector('img')!;
  expect(img).toHaveAttribute('alt', 'a" onerror="alert(1) <b>');
  expect(img).not.toHaveAttribute('onerror');
  expect(img).toHaveAttribute('lang', 'cs');
});
