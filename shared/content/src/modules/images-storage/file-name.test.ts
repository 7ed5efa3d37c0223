import { MODULE_IMAGE_MAX_BYTES, moduleImageFileName } from './file-name';

describe('moduleImageFileName', () => {
  it('joins the timestamp, a random part and the original extension', () => {
    expect(moduleImageFileName('Snímek obrazovky.PNG', 'image/png', 1_700_000_000_000, 'ab12cd')).toBe(
      '1700000000000-ab12cd.png',
    );
    expect(moduleImageFileName('foto.final.jpeg', 'image/jpeg', 5, 'x')).toBe('5-x.jpeg');
  });

  it('derives the extension from the content type when the name has none', () => {
    expect(moduleImageFileName('blob', 'image/gif', 1, 'r')).toBe('1-r.gif');
    expect(moduleImageFileName('', 'application/octet-stream', 1, 'r')).toBe('1-r.bin');
  });

  it('gives different names to two uploads in the same millisecond', () => {
    const first = moduleImageFileName('a.png', 'image/png', 42);
    const second = moduleImageFileName('a.png', 'image/png', 42);
    expect(first).toMatch(/^42-[a-z0-9]+\.png$/);
    expect(first).not.toBe(second);
  });

  it('matches the bucket limit of 5 MB', () => {
    expect(MODULE_IMAGE_MAX_BYTES).toBe(5_242_880);
  });
});
