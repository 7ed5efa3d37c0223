const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * URL slug from a title: diacritics stripped first ("Účetnictví" → "ucetnictvi"), lowercase,
 * every run of other characters replaced by one hyphen, hyphens trimmed from both ends.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What the database accepts as a slug: lowercase letters and digits in hyphen-separated groups. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
