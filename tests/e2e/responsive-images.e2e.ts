/**
 * A phone photo as a post's cover, from upload to a phone: the editor's 4000 × 3000 JPEG goes into the media
 * library, the image-variants worker makes its copies, the publisher renders the post again, and the served
 * HTML draws the cover (and the same image in the text) as <picture> with AVIF and WebP srcsets; the shared
 * image is the 1200 × 630 copy. In Chromium at 375 px the page downloads a phone-sized copy, never the
 * original, and the cover takes its place before it loads (no layout shift). Screenshots at 375 and 1280 px
 * go to .tmp/screenshots/responsive-images. A module image uploaded into `module-images` is drawn the same way.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../scripts/lib/paths';
import { phonePhoto } from '../integration/support/phone-photo';
import { gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { meta, servedSite } from './support/served-site';
import { useStackAndBrowser } from './support/stack-fixture';

const running = useStackAndBrowser({ publisher: true, images: true });
const { staticDocument, insertPost } = servedSite(running);
const SCREENSHOTS = path.join(repoRoot, '.tmp', 'screenshots', 'responsive-images');
const SLUG = 'fotka-z-mobilu';

jest.setTimeout(240_000);

let original: Buffer;
let originalUrl: string;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  original = await phonePhoto();
  const service = createClient(running.stack.backend.url, running.stack.backend.serviceRoleKey, { auth: { persistSession: false } });
  const objectPath = '2026/11/telefon-kancelar.jpg';
  const { error } = await service.storage.from('media').upload(objectPath, new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), { contentType: 'image/jpeg' });
  if (error) throw error;
  originalUrl = service.storage.from('media').getPublicUrl(objectPath).data.publicUrl;
  // As the back office records it (the browser's measured size); the insert queues the variants.
  const { rows } = await running.stack.backend.db.query<{ id: string }>(
    `insert into public.media_assets (path, file_name, mime_type, size_bytes, width, height, alt_cs)
     values ($1, 'kancelar.jpg', 'image/jpeg', $2, 4000, 3000, 'Kancelář ráno') returning id::text as id`,
    [objectPath, original.length],
  );
  await insertPost({
    title_cs: 'Fotka z mobilu jako obálka',
    slug_cs: SLUG,
    excerpt_cs: 'Obálka nafocená telefonem.',
    content_cs: `<p>${'Text článku. '.repeat(120)}</p><p><img src="${originalUrl}" alt="Kancelář v textu"></p>`,
    image_url: originalUrl,
    cover_media_id: rows[0]!.id,
    published: true,
  });
});

test('the served post draws the phone-photo cover and the same image in its text as <picture> with srcsets; the shared image is the 1200 × 630 copy', async () => {
  await eventually(
    async () => {
      const { document } = await staticDocument(`/blog/${SLUG}`);
      expect(document.querySelector('#root main picture img.post-cover')).not.toBeNull();
      expect(document.querySelector('#root [data-testid="post-content"] picture img')).not.toBeNull();
    },
    { timeout: 120_000, interval: 500 },
  );
  const { document } = await staticDocument(`/blog/${SLUG}`);
  const cover = document.querySelector('#root main img.post-cover')!.closest('picture')!;
  const avif = cover.querySelector('source[type="image/avif"]')!.getAttribute('srcset')!;
  expect(avif.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w', '1920w']);
  expect(cover.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toContain('.w640.webp 640w');
  const img = cover.querySelector('img')!;
  expect({ width: img.getAttribute('width'), height: img.getAttribute('height'), fetchpriority: img.getAttribute('fetchpriority'), loading: img.getAttribute('loading') }).toEqual({
    width: '4000',
    height: '3000',
    fetchpriority: 'high',
    loading: 'eager',
  });
  expect(img.getAttribute('src')).toMatch(/\/telefon-kancelar\.w1920\.jpg$/);
  const inText = document.querySelector('[data-testid="post-content"] picture img')!;
  expect(inText.getAttribute('loading')).toBe('lazy');
  expect(inText.getAttribute('alt')).toBe('Kancelář v textu');
  expect(meta(document, 'og:image')).toBe(originalUrl.replace(/\.jpg$/, '.og.jpg'));
  expect([meta(document, 'og:image:width'), meta(document, 'og:image:height')]).toEqual(['1200', '630']);
});

test('a post opened by a link inside the site (drawn in the browser alone) shows its cover and text images as the same pictures', async () => {
  const context = await running.browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await gotoApp(page, `${running.stack.hostUrl}/blog`);
  await page.locator(`a[href="/blog/${SLUG}"]`).first().click();
  await page.locator('main picture img.post-cover').waitFor();
  await page.locator('[data-testid="post-content"] picture img').waitFor();
  const cover = page.locator('main picture:has(img.post-cover)');
  expect(await cover.locator('source[type="image/avif"]').getAttribute('srcset')).toContain('.w640.avif 640w');
  expect(await page.locator('[data-testid="post-content"] picture img').getAttribute('alt')).toBe('Kancelář v textu');
  await context.close();
});

test('a module\'s screenshot from the media library is a picture on the modules page, served and after the browser took the page over', async () => {
  await running.stack.backend.db.query(
    "insert into public.modules (name_cs, description_cs, slug, images, display_order) values ('Fotky z terénu', 'Fotky z mobilu u zakázky', 'fotky-z-terenu', $1, 99)",
    [JSON.stringify([originalUrl])],
  );
  const gallery = (document: Document) => document.querySelector('#module-fotky-z-terenu picture source[type="image/avif"]');
  await eventually(async () => expect(gallery((await staticDocument('/moduly')).document)).not.toBeNull(), { timeout: 60_000, interval: 500 });
  const context = await running.browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await gotoApp(page, `${running.stack.hostUrl}/moduly`);
  await page.waitForLoadState('networkidle');
  const picture = page.locator('#module-fotky-z-terenu picture');
  expect(await picture.locator('source[type="image/avif"]').getAttribute('srcset')).toContain('.w640.avif 640w');
  expect(await picture.locator('img').getAttribute('src')).toMatch(/\/telefon-kancelar\.w1920\.jpg$/);

  await context.close();

  // Opened by a link from another page (drawn in the browser alone): the same picture once its variants are read.
  const desktop = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const linked = await desktop.newPage();
  await gotoApp(linked, `${running.stack.hostUrl}/cenik`);
  await linked.locator('header a[href="/moduly"]').first().click();
  await linked.locator('#module-fotky-z-terenu picture source[type="image/avif"]').waitFor({ state: 'attached' });
  expect(await linked.locator('#module-fotky-z-terenu picture img').getAttribute('src')).toMatch(/\/telefon-kancelar\.w1920\.jpg$/);
  await desktop.close();
});

test('a module image uploaded into module-images gets its variants and is a lazy picture with its size on the modules page', async () => {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a5a2a' } }).jpeg().toBuffer();
  const service = createClient(running.stack.backend.url, running.stack.backend.serviceRoleKey, { auth: { persistSession: false } });
  const { error } = await service.storage.from('module-images').upload('1700000000000-sklad.jpg', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), { contentType: 'image/jpeg' });
  if (error) throw error;
  const url = service.storage.from('module-images').getPublicUrl('1700000000000-sklad.jpg').data.publicUrl;
  await running.stack.backend.db.query(
    "insert into public.modules (name_cs, description_cs, slug, images, display_order) values ('Sklad z mobilu', 'Zásoby nafocené telefonem', 'sklad-z-mobilu', $1, 98)",
    [JSON.stringify([url])],
  );
  const picture = (document: Document) => document.querySelector('#module-sklad-z-mobilu picture');
  await eventually(async () => expect(picture((await staticDocument('/moduly')).document)).not.toBeNull(), { timeout: 60_000, interval: 500 });
  const drawn = picture((await staticDocument('/moduly')).document)!;
  expect(drawn.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain('/module-images/1700000000000-sklad.w640.avif 640w');
  const img = drawn.querySelector('img')!;
  expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
    url.replace(/\.jpg$/, '.w1200.jpg'),
    '1200',
    '800',
    'lazy',
  ]);
});

async function visit(page: Page): Promise<{ imageBytes: number; imageUrls: string[] }> {
  const images: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    images.push(response.body().then((body) => ({ url: response.url(), bytes: body.length }), () => ({ url: response.url(), bytes: 0 })));
  });
  await gotoApp(page, `${running.stack.hostUrl}/blog/${SLUG}`);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(images);
  return { imageBytes: loaded.reduce((sum, image) => sum + image.bytes, 0), imageUrls: loaded.map((image) => image.url) };
}

test('a 375 px phone downloads a phone-sized AVIF, never the original; a 1280 px high-density screen a wider one; the cover holds its place', async () => {
  const phone = await running.browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  const phonePage = await phone.newPage();
  const onPhone = await visit(phonePage);
  const photoUrls = (visited: { imageUrls: string[] }) => [...new Set(visited.imageUrls.filter((url) => url.includes('telefon-kancelar')))];
  // 343 CSS px at 2 device pixels each: the 960 px copy.
  expect(photoUrls(onPhone)).toEqual([expect.stringMatching(/\.w960\.avif$/)]);
  expect(onPhone.imageUrls).not.toContain(originalUrl);
  expect(onPhone.imageBytes).toBeLessThan(original.length / 20);
  // The cover's box has its final height before and after the image: width/height give the aspect ratio.
  const box = await phonePage.locator('img.post-cover').boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(0.75, 2);
  await phonePage.screenshot({ path: path.join(SCREENSHOTS, 'post-375.png') });
  await phone.close();

  // The 760 px column at 2 device pixels each: the 1920 px copy.
  const desktop = await running.browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
  const desktopPage = await desktop.newPage();
  const onDesktop = await visit(desktopPage);
  expect(photoUrls(onDesktop)).toEqual([expect.stringMatching(/\.w1920\.avif$/)]);
  await desktopPage.screenshot({ path: path.join(SCREENSHOTS, 'post-1280.png') });
  await desktop.close();
});
