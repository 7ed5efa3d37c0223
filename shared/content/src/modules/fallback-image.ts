import { activeModuleImages } from './module-images';

/** Dashboard screenshots the home page shows for a module without images of its own, chosen by keywords of its Czech name. */
export const MODULE_FALLBACK_IMAGES = {
  invoicing: '/images/fallback/invoicing-dashboard.webp',
  hr: '/images/fallback/hr-dashboard.webp',
  crm: '/images/fallback/crm-dashboard.webp',
  ai: '/images/fallback/ai-dashboard.webp',
  dashboard: '/images/fallback/dashboard.webp',
} as const;

type FallbackCategory = keyof typeof MODULE_FALLBACK_IMAGES;

// Checked in this order; the first category with a matching keyword wins. Names are compared without
// diacritics ("Personální" matches "personal"); the short acronyms must stand as whole words, so "e-mail"
// or "schránka" are not taken for the AI or HR module.
const CATEGORY_KEYWORDS: { category: Exclude<FallbackCategory, 'dashboard'>; fragments: string[]; words: string[] }[] = [
  { category: 'invoicing', fragments: ['faktur', 'účet'], words: [] },
  { category: 'hr', fragments: ['personal'], words: ['hr'] },
  { category: 'crm', fragments: ['prodej'], words: ['crm'] },
  { category: 'ai', fragments: ['asistent'], words: ['ai'] },
];

function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The fallback image for a module by the keywords of its (Czech) name; the dashboard image otherwise. */
export function fallbackModuleImage(moduleName: string): string {
  const name = withoutDiacritics(moduleName);
  const words = wordsOf(name);
  const match = CATEGORY_KEYWORDS.find(
    ({ fragments, words: keywords }) =>
      fragments.some((fragment) => name.includes(withoutDiacritics(fragment))) || keywords.some((keyword) => words.includes(keyword)),
  );
  return MODULE_FALLBACK_IMAGES[match?.category ?? 'dashboard'];
}

/** The home page card image of a module: its first active image, else the fallback chosen by its name. */
export function moduleCardImage(module: { name_cs: string; images: unknown }): string {
  return activeModuleImages(module.images)[0] ?? fallbackModuleImage(module.name_cs);
}
