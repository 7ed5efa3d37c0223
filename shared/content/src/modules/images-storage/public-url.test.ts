import { moduleImagePathOfUrl } from './public-url';

test('a module image\'s object path comes from its public URL; other addresses have none', () => {
  expect(moduleImagePathOfUrl('https://x.supabase.co/storage/v1/object/public/module-images/1700-ab%20c.png?v=2')).toBe('1700-ab c.png');
  expect(moduleImagePathOfUrl('https://x.supabase.co/storage/v1/object/public/media/2026/11/a.png')).toBeNull();
  expect(moduleImagePathOfUrl('/images/modules/crm-1.webp')).toBeNull();
  expect(moduleImagePathOfUrl(null)).toBeNull();
});
