import { render, waitFor } from '@app/ui/testing';
import { PostCover } from './post-cover';
import { coverPicture } from './post-pictures';

test('a prerendered cover is the server\'s picture, kept as it is', () => {
  const markup = '<picture><source type="image/avif" srcset="a.w640.avif 640w"><img class="post-cover" src="a.w640.jpg" alt="Kancelář" fetchpriority="high"></picture>';
  const { container } = render(<PostCover cover={{ src: 'a.jpg', alt: 'Kancelář', width: 4000, height: 3000, variants: [], markup }} />);
  expect(container.querySelector('.post-cover-frame')?.innerHTML).toBe(markup);
});

test('a cover without variants is the original with its recorded size, fetched first', () => {
  const { container } = render(<PostCover cover={{ src: 'https://x.example/a.jpg', alt: 'Kancelář', width: 4000, height: 3000, variants: [] }} />);
  const img = container.querySelector('img')!;
  expect(container.querySelector('picture')).toBeNull();
  expect(img).toHaveAttribute('src', 'https://x.example/a.jpg');
  expect(img).toHaveAttribute('width', '4000');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).toHaveClass('post-cover');
});

test('drawn in the browser alone, a library cover with variants is the same picture the server draws, never the original first', async () => {
  const MEDIA = 'https://abc.supabase.co/storage/v1/object/public/media';
  const variants = [320, 640].flatMap((width) => (['avif', 'webp', 'jpeg'] as const).map((format) => ({ path: `2026/11/a.w${width}.${format === 'jpeg' ? 'jpg' : format}`, format, width, height: width / 2, bytes: 1 })));
  const cover = { src: `${MEDIA}/2026/11/a.jpg`, alt: 'Kancelář', width: 4000, height: 2000, variants };
  const { container } = render(<PostCover cover={cover} />);
  expect(container.querySelector('img')).toBeNull();
  await waitFor(() => expect(container.querySelector('picture')).not.toBeNull());
  expect(container.querySelector('.post-cover-frame')?.innerHTML).toBe(coverPicture(cover));
  expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', `${MEDIA}/2026/11/a.w320.avif 320w, ${MEDIA}/2026/11/a.w640.avif 640w`);
  expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
});
