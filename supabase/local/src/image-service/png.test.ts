import { inflateSync } from 'node:zlib';
import { encodeRgbPng, PNG_SIGNATURE } from './png';
import { renderPromptImage } from './prompt-image';

function chunks(png: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  let offset = PNG_SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    found.set(type, png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  return found;
}

describe('encodeRgbPng', () => {
  it('writes the signature, the size and the pixels row by row', () => {
    const pixels = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]);
    const png = encodeRgbPng(2, 2, pixels);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const parts = chunks(png);
    expect(parts.get('IHDR')?.readUInt32BE(0)).toBe(2);
    expect(parts.get('IHDR')?.readUInt32BE(4)).toBe(2);
    const raw = inflateSync(parts.get('IDAT') as Buffer);
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 9, 9, 9]);
    expect(parts.has('IEND')).toBe(true);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodeRgbPng(2, 2, new Uint8Array(3))).toThrow(RangeError);
  });
});

describe('renderPromptImage', () => {
  it('is the same for the same prompt and differs between prompts', () => {
    const first = renderPromptImage('invoices', 64, 36);
    expect(renderPromptImage('invoices', 64, 36).equals(first)).toBe(true);
    expect(renderPromptImage('HR team', 64, 36).equals(first)).toBe(false);
  });
});
