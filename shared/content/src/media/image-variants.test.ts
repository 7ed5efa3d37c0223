import { mediaVariantsNote, parseMediaVariants, responsiveSources, variantPath, variantWidths } from './image-variants';

test('the widths made: the standard ones below the original and its own width up to 1920, never more', () => {
  expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
  expect(variantWidths(800)).toEqual([320, 640, 800]);
  expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
  expect(variantWidths(200)).toEqual([200]);
  expect(variantPath('2026/11/x-foto.jpeg', 640, 'jpeg')).toBe('2026/11/x-foto.w640.jpg');
});

test('a stored list keeps what is well formed; the sources fall back to the original without variants', () => {
  expect(parseMediaVariants([{ path: 'a.w320.avif', format: 'avif', width: 320, height: 240, bytes: 10 }, { path: 'x', format: 'bmp', width: 1, height: 1 }, null, 'x'])).toEqual([
    { path: 'a.w320.avif', format: 'avif', width: 320, height: 240, bytes: 10 },
  ]);
  expect(parseMediaVariants(null)).toEqual([]);
  const original = 'https://abc.supabase.co/storage/v1/object/public/media/a.jpg';
  expect(responsiveSources(original, { width: 4000, height: 3000, variants: [] })).toEqual({ avif: '', webp: '', src: original, srcset: '', width: 4000, height: 3000 });
  const png = responsiveSources(original, { width: 500, height: 200, variants: [{ path: 'a.w500.png', format: 'png', width: 500, height: 200, bytes: 1 }] });
  expect(png).toMatchObject({ src: 'https://abc.supabase.co/storage/v1/object/public/media/a.w500.png', srcset: 'https://abc.supabase.co/storage/v1/object/public/media/a.w500.png 500w' });
});

test('the media library says when the copies are being made or failed, with the reason', () => {
  expect(mediaVariantsNote({ variants_status: 'ready', variants_error: null })).toBeNull();
  expect(mediaVariantsNote({ variants_status: 'pending', variants_error: null })).toEqual({ tone: 'waiting', text: 'Připravují se zmenšené verze pro web…' });
  expect(mediaVariantsNote({ variants_status: 'failed', variants_error: 'Soubor nelze přečíst jako obrázek.' })).toEqual({
    tone: 'failed',
    text: 'Zmenšené verze se nepodařilo vytvořit, web ukazuje původní soubor. Soubor nelze přečíst jako obrázek.',
  });
});
