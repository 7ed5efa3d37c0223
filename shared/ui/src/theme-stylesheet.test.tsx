import { readFileSync } from 'node:fs';
import { THEME_STYLESHEET_FILE, themeStylesheet } from './theme-stylesheet';

test('theme-variables.css is what MantineProvider injects for the theme (run `npm run ui:theme` after changing theme.ts)', () => {
  const file = readFileSync(THEME_STYLESHEET_FILE, 'utf8');
  expect(file).toBe(themeStylesheet());
  expect(file).toContain('--mantine-color-brand-8: #1f3f8f;');
  expect(file).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled);');
});
