import sharp from 'sharp';
import { phonePhoto } from './support/phone-photo';
import { NotAnImageError, makeVariants } from '@app/image-variants';

test('a 4000 × 3000 phone photo gets AVIF, WebP and JPEG at 320–1920 px and a 1200 × 630 Open Graph JPEG', async () => {
  const original = await phonePhoto();
  const made = await makeVariants(original, '2026/11/abc-kancelar.jpg');

  expect({ width: made.width, height: made.height }).toEqual({ width: 4000, height: 3000 });
  expect(made.variants.map((variant) => `${variant.format} ${variant.width}×${variant.height} ${variant.path}`)).toEqual(
    [320, 640, 960, 1280, 1920].flatMap((width) => {
      const height = (width * 3) / 4;
      return [
        `avif ${width}×${height} 2026/11/abc-kancelar.w${width}.avif`,
        `webp ${width}×${height} 2026/11/abc-kancelar.w${width}.webp`,
        `jpeg ${width}×${height} 2026/11/abc-kancelar.w${width}.jpg`,
      ];
    }),
  );
  // What each file really is, and that a phone downloads a fraction of the original.
  for (const file of made.files) {
    const metadata = await sharp(file.data).metadata();
    const variant = made.variants.find((candidate) => candidate.path === file.path);
    if (variant) {
      expect({ format: metadata.format === 'heif' ? 'avif' : metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: variant.format,
        width: variant.width,
        height: variant.height,
      });
      expect(file.data.length).toBe(variant.bytes);
      expect(file.contentType).toBe(`image/${variant.format}`);
    } else {
      expect(file.path).toBe('2026/11/abc-kancelar.og.jpg');
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
  }
  expect(made.ogImagePath).toBe('2026/11/abc-kancelar.og.jpg');
  const phoneSized = made.variants.find((variant) => variant.format === 'avif' && variant.width === 640)!;
  expect(phoneSized.bytes).toBeLessThan(original.length / 10);
}, 120_000);

test('a photo taken upright (EXIF orientation 6) is turned and its shown size recorded', async () => {
  const made = await makeVariants(await phonePhoto({ orientation: 6 }), 'foto.jpg');
  expect({ width: made.width, height: made.height }).toEqual({ width: 3000, height: 4000 });
  const largest = made.variants.find((variant) => variant.format === 'jpeg' && variant.width === 1920)!;
  expect(largest.height).toBe(2560);
  const file = made.files.find((candidate) => candidate.path === largest.path)!;
  const metadata = await sharp(file.data).metadata();
  expect({ width: metadata.width, height: metadata.height, orientation: metadata.orientation }).toEqual({ width: 1920, height: 2560, orientation: undefined });
}, 120_000);

test('a small image with transparency is never upscaled and falls back to PNG', async () => {
  const logo = await sharp({ create: { width: 500, height: 200, channels: 4, background: { r: 20, g: 60, b: 140, alpha: 0.5 } } }).png().toBuffer();
  const made = await makeVariants(logo, '2026/11/x-logo.png');
  expect(made.variants.map((variant) => `${variant.format} ${variant.width}×${variant.height}`)).toEqual([
    'avif 320×128',
    'webp 320×128',
    'png 320×128',
    'avif 500×200',
    'webp 500×200',
    'png 500×200',
  ]);
  const og = made.files.find((file) => file.path === '2026/11/x-logo.og.jpg')!;
  const metadata = await sharp(og.data).metadata();
  expect(metadata.width! / metadata.height!).toBeCloseTo(1200 / 630, 1);
  expect(metadata.width).toBeLessThanOrEqual(500);
});

test('a file that is not an image, or a cut-off one, fails for good with a Czech reason', async () => {
  await expect(makeVariants(Buffer.from('<html>ne obrázek</html>'), 'x.jpg')).rejects.toThrow(NotAnImageError);
  await expect(makeVariants(Buffer.from('<html>ne obrázek</html>'), 'x.jpg')).rejects.toThrow(/Soubor nelze přečíst jako obrázek/);
  const photo = await phonePhoto();
  await expect(makeVariants(photo.subarray(0, photo.length / 2), 'x.jpg')).rejects.toThrow(NotAnImageError);
}, 60_000);
