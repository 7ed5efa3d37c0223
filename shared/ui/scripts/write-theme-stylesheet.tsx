import { writeFileSync } from 'node:fs';
import { THEME_STYLESHEET_FILE, themeStylesheet } from '../src/theme-stylesheet';

writeFileSync(THEME_STYLESHEET_FILE, themeStylesheet());
console.log(`Wrote ${THEME_STYLESHEET_FILE}`);
