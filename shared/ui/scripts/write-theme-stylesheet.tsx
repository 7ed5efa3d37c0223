import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_STYLESHEET_PATH, themeStylesheet } from '../src/theme-stylesheet';

const target = path.resolve(__dirname, '../../..', THEME_STYLESHEET_PATH);
writeFileSync(target, themeStylesheet());
console.log(`Wrote ${THEME_STYLESHEET_PATH}`);
