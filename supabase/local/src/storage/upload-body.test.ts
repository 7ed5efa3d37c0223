import { bareMimeType, isMimeTypeAllowed, servedMimeType } from './upload-body';

describe('isMimeTypeAllowed', () => {
  it('admits everything when the bucket sets no list', () => {
    expect(isMimeTypeAllowed('application/x-anything', null)).toBe(true);
    expect(isMimeTypeAllowed('application/x-anything', [])).toBe(true);
  });

  it('matches exact types and type/* wildcards', () => {
    expect(isMimeTypeAllowed('image/png', ['image/png'])).toBe(true);
    expect(isMimeTypeAllowed('image/webp', ['image/*'])).toBe(true);
    expect(isMimeTypeAllowed('text/plain', ['image/*', 'application/pdf'])).toBe(false);
    expect(isMimeTypeAllowed('imagex/png', ['image/*'])).toBe(false);
  });
});

describe('bareMimeType', () => {
  it('drops parameters and case of one well-formed media type', () => {
    expect(bareMimeType('image/PNG; q=1')).toBe('image/png');
    expect(bareMimeType(' text/plain;charset=UTF-8 ')).toBe('text/plain');
    expect(bareMimeType('image/png; name="a;b, c"; x=1')).toBe('image/png');
    expect(bareMimeType('image/png;')).toBe('image/png');
  });

  it('refuses anything that is not exactly one media type', () => {
    for (const value of ['image/png; x=y, text/html', 'image/png, text/html', 'image/png text/html', 'image/png; x="y', 'image', '', 'image/png; x=y z', 'image/ png']) {
      expect({ value, bare: bareMimeType(value) }).toEqual({ value, bare: null });
    }
  });
});

describe('servedMimeType', () => {
  const images = ['image/png', 'image/jpeg'];
  it('serves the part before the first ";" or "," when the bucket allows it, else bytes', () => {
    expect(servedMimeType('image/png', images)).toBe('image/png');
    expect(servedMimeType('image/png; x=y, text/html', images)).toBe('image/png');
    expect(servedMimeType('image/png, text/html', images)).toBe('image/png');
    expect(servedMimeType('text/html', images)).toBe('application/octet-stream');
    expect(servedMimeType('garbage', images)).toBe('application/octet-stream');
    expect(servedMimeType('text/html; charset=utf-8', null)).toBe('text/html');
  });
});
