import { createHash } from 'node:crypto';
import { encodeRgbPng } from './png';

export const IMAGE_WIDTH = 768;
export const IMAGE_HEIGHT = 432;

type Rgb = [number, number, number];

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/**
 * A stand-in "generated" picture: a diagonal two-colour gradient with a few soft discs, all chosen from a
 * hash of the prompt, so the same prompt always gives the same image and different prompts differ.
 */
export function renderPromptImage(prompt: string, width = IMAGE_WIDTH, height = IMAGE_HEIGHT): Buffer {
  const seed = createHash('sha256').update(prompt).digest();
  const byte = (index: number) => seed[index % seed.length] as number;
  const from = hslToRgb((byte(0) / 255) * 360, 0.55 + byte(1) / 1020, 0.35 + byte(2) / 1275);
  const to = hslToRgb((byte(3) / 255) * 360, 0.55 + byte(4) / 1020, 0.55 + byte(5) / 1275);
  const discs = [0, 1, 2, 3].map((disc) => ({
    x: (byte(6 + disc * 4) / 255) * width,
    y: (byte(7 + disc * 4) / 255) * height,
    radius: (0.08 + byte(8 + disc * 4) / 1020) * width,
    colour: hslToRgb((byte(9 + disc * 4) / 255) * 360, 0.7, 0.6),
  }));

  const pixels = new Uint8Array(width * height * 3);
  const span = width + height;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / span;
      let r = from[0] + (to[0] - from[0]) * t;
      let g = from[1] + (to[1] - from[1]) * t;
      let b = from[2] + (to[2] - from[2]) * t;
      for (const disc of discs) {
        const dx = x - disc.x;
        const dy = y - disc.y;
        const distance = Math.sqrt(dx * dx + dy * dy);
        if (distance < disc.radius) {
          const alpha = 0.55 * (1 - distance / disc.radius);
          r += (disc.colour[0] - r) * alpha;
          g += (disc.colour[1] - g) * alpha;
          b += (disc.colour[2] - b) * alpha;
        }
      }
      const offset = (y * width + x) * 3;
      pixels[offset] = r;
      pixels[offset + 1] = g;
      pixels[offset + 2] = b;
    }
  }
  return encodeRgbPng(width, height, pixels);
}
