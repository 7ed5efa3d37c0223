import { isMimeTypeAllowed } from './upload-body';

describe('isMimeTypeAllowed', () => {
  it('admits everything when the bucket sets no list', () => {
    expect(isMimeTypeAllowed('application/x-anything', null)).toBe(true);
    expect(isMimeTypeAllowed('application/x-anything', [])).toBe(true);
  });

  it('matches exact types and type/* wildcards, ignoring parameters and case', () => {
    expect(isMimeTypeAllowed('image/PNG; q=1', ['image/png'])).toBe(true);
    expect(isMimeTypeAllowed('image/webp', ['image/*'])).toBe(true);
    expect(isMimeTypeAllowed('text/plain;charset=UTF-8', ['image/*', 'application/pdf'])).toBe(false);
    expect(isMimeTypeAllowed('imagex/png', ['image/*'])).toBe(false);
  });
});
