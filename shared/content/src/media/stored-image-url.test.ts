import { storedImageOfUrl } from './stored-image-url';

test("a stored image's bucket and object path come from its public URL; other addresses have none", () => {
  expect(storedImageOfUrl('https://x.supabase.co/storage/v1/object/public/module-images/1700-ab%20c.png?v=2')).toEqual({ bucket: 'module-images', path: '1700-ab c.png' });
  expect(storedImageOfUrl('http://localhost:54321/storage/v1/object/public/media/2026/11/a.png#top')).toEqual({ bucket: 'media', path: '2026/11/a.png' });
  expect(storedImageOfUrl('/images/modules/crm-1.webp')).toBeNull();
  expect(storedImageOfUrl('https://example.com/storage/v1/object/sign/media/a.png')).toBeNull();
  expect(storedImageOfUrl(null)).toBeNull();
});
