import sharp from 'sharp';

/** A phone photo as an editor uploads it: 4000 × 3000 JPEG of gradients with sensor-like noise (about 3.5 MB). */
export async function phonePhoto(options: { orientation?: number } = {}): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const noise = (i * 2654435761) >>> 27;
      pixels[i] = (x / 16 + noise) & 0xff;
      pixels[i + 1] = (y / 12 + noise) & 0xff;
      pixels[i + 2] = ((x + y) / 28 + noise) & 0xff;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
}
