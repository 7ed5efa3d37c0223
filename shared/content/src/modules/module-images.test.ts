import { activeModuleImages, parseModuleImages, serializeModuleImages } from './module-images';

describe('parseModuleImages', () => {
  it('reads plain URL strings as active images', () => {
    expect(parseModuleImages(['/a.webp', '/b.webp'])).toEqual([
      { url: '/a.webp', active: true },
      { url: '/b.webp', active: true },
    ]);
  });

  it('reads {url, active} objects, active defaulting to true', () => {
    expect(parseModuleImages([{ url: '/a.webp', active: false }, { url: '/b.webp' }])).toEqual([
      { url: '/a.webp', active: false },
      { url: '/b.webp', active: true },
    ]);
  });

  it('reads the list serialized as JSON text, mixing both forms', () => {
    expect(parseModuleImages('["/a.webp", {"url": "/b.webp", "active": false}]')).toEqual([
      { url: '/a.webp', active: true },
      { url: '/b.webp', active: false },
    ]);
  });

  it('yields nothing for empty, invalid or malformed values', () => {
    expect(parseModuleImages(null)).toEqual([]);
    expect(parseModuleImages('')).toEqual([]);
    expect(parseModuleImages('not json')).toEqual([]);
    expect(parseModuleImages('{"url": "/a.webp"}')).toEqual([]);
    expect(parseModuleImages([42, { href: '/x' }, '  ', { url: '' }])).toEqual([]);
  });
});

describe('activeModuleImages', () => {
  it('keeps only active images, in order', () => {
    expect(activeModuleImages('[{"url":"/a","active":false},"/b",{"url":"/c","active":true}]')).toEqual(['/b', '/c']);
  });
});

describe('serializeModuleImages', () => {
  it('stores serialized {url, active} objects that parse back to the same list', () => {
    const images = [
      { url: '/a.webp', active: true },
      { url: '/b.webp', active: false },
    ];
    const stored = serializeModuleImages(images);
    expect(stored).toBe('[{"url":"/a.webp","active":true},{"url":"/b.webp","active":false}]');
    expect(parseModuleImages(stored)).toEqual(images);
  });

  it('stores null when there are no images', () => {
    expect(serializeModuleImages([])).toBeNull();
  });
});
