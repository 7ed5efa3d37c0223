import { MEDIA_MAX_BYTES, mediaFileProblem, mediaObjectPath, mediaPathOfUrl } from './media-files';

test('only JPG, PNG, WebP and GIF up to 5 MB go into the library, with a Czech reason otherwise', () => {
  expect(mediaFileProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
  expect(mediaFileProblem({ name: 'a.webp', type: 'image/webp', size: MEDIA_MAX_BYTES })).toBeNull();
  expect(mediaFileProblem({ name: 'kresba.svg', type: 'image/svg+xml', size: 10 })).toBe(
    'Soubor „kresba.svg“ nelze nahrát: knihovna přijímá jen obrázky JPG, PNG, WebP a GIF.',
  );
  expect(mediaFileProblem({ name: 'velký.jpg', type: 'image/jpeg', size: MEDIA_MAX_BYTES + 1 })).toBe(
    'Soubor „velký.jpg“ je větší než 5 MB. Zmenšete ho a zkuste to znovu.',
  );
  expect(mediaFileProblem({ name: 'prázdný.gif', type: 'image/gif', size: 0 })).toBe('Soubor „prázdný.gif“ je prázdný.');
});

test('an object path is dated, unique and readable, with the extension of the file type', () => {
  const at = new Date('2026-11-25T10:00:00Z');
  expect(mediaObjectPath('Tým v kanceláři.PNG', 'image/png', at, 'abc123')).toBe('2026/11/abc123-tym-v-kancelari.png');
  expect(mediaObjectPath('foto', 'image/jpeg', at, 'x')).toBe('2026/11/x-foto.jpg');
  expect(mediaObjectPath('!!!.gif', 'image/gif', at, 'y')).toBe('2026/11/y-obrazek.gif');
});

test('the library path of a public URL', () => {
  expect(mediaPathOfUrl('https://x.supabase.co/storage/v1/object/public/media/2026/11/a-b.png?width=10')).toBe('2026/11/a-b.png');
  expect(mediaPathOfUrl('https://x.supabase.co/storage/v1/object/public/module-images/a.png')).toBeNull();
  expect(mediaPathOfUrl(null)).toBeNull();
});
