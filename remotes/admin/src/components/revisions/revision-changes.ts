import { diffWords } from 'diff';
import { contentTypeOfTable, parseListedImages, type ContentRevision, type ContentTypeDefinition, type ListedImage, type RevisedTable } from '@app/content';

const LANGUAGE_SUFFIX: Record<string, string> = { cs: 'CZ', en: 'EN', de: 'DE' };

const FIELD_NAMES: Record<string, string> = {
  title: 'Název',
  slug: 'URL slug',
  excerpt: 'Perex',
  content: 'Obsah',
  category: 'Kategorie',
  meta_title: 'Meta titulek',
  meta_description: 'Meta popis',
  og_image_url: 'Obrázek pro sdílení',
  image_url: 'URL obrázku',
  images: 'Obrázky',
  read_time: 'Doba čtení',
  published: 'Publikováno',
  publish_at: 'Publikovat od',
  featured: 'Doporučený',
  fallback_languages: 'Česká verze jako náhrada',
  author_id: 'Autor',
  name: 'Název',
  description: 'Popis',
  features: 'Funkce',
  features_excluded: 'Nezahrnuté funkce',
  icon: 'Ikona',
  display_order: 'Pořadí zobrazení',
  active: 'Aktivní',
  company_name: 'Firma',
  website_url: 'Web',
  industry: 'Obor',
  size: 'Velikost firmy',
  result_summary: 'Shrnutí výsledků',
  results: 'Výsledky',
  price: 'Cena',
  price_note: 'Poznámka k ceně',
  currency: 'Měna',
  tier: 'Úroveň',
  billing_period: 'Období',
  highlighted: 'Zvýrazněný',
};

/** "title_en" → "Název (EN)"; an unknown column keeps its name. */
export function fieldLabel(column: string): string {
  const match = /^(.*)_(cs|en|de)$/.exec(column);
  const base = match ? match[1]! : column;
  const name = FIELD_NAMES[base] ?? column;
  return match && FIELD_NAMES[base] ? `${name} (${LANGUAGE_SUFFIX[match[2]!]})` : name;
}

/** Whether a table's column holds a list of images (its type's `admin.imageLists`). */
function holdsImages(table: RevisedTable, column: string): boolean {
  const { admin }: ContentTypeDefinition = contentTypeOfTable(table);
  return admin.imageLists?.includes(column) ?? false;
}

/** Data with its object keys in one order, so equal data written differently serialises the same. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0)
  );
}

/**
 * A stored value as what it means rather than how it was written: a list of images as its `{ url, active }`
 * entries (as its type reads them, text or parsed list alike), JSON text as its data, object keys in one
 * order, and nothing (null, empty text, an empty list) as null.
 */
export function normalizedValue(table: RevisedTable, column: string, value: unknown): unknown {
  let meaning = value;
  if (holdsImages(table, column)) meaning = parseListedImages(value);
  else if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      meaning = JSON.parse(value);
    } catch {
      meaning = value;
    }
  }
  return isEmpty(meaning) ? null : sortedKeys(meaning);
}

/** Whether two stored values of a column mean the same (see `normalizedValue`). */
export function sameValue(table: RevisedTable, column: string, before: unknown, after: unknown): boolean {
  return JSON.stringify(normalizedValue(table, column, before)) === JSON.stringify(normalizedValue(table, column, after));
}

/**
 * A stored value as the reader compares it: rich text as its text with each link's address and each image
 * (a link added to words already there is a change too), lists one item a line, yes/no in Czech.
 */
export function valueAsText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'ano' : 'ne';
  if (Array.isArray(value)) return value.map(valueAsText).join('\n');
  if (typeof value === 'object') return JSON.stringify(sortedKeys(value));
  const text = String(value);
  if (!/<[a-z][\s\S]*>/i.test(text)) return text;
  const document = new DOMParser().parseFromString(text.replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '$&\n'), 'text/html');
  document.body.querySelectorAll('a[href]').forEach((link) => link.append(` [odkaz: ${link.getAttribute('href')}]`));
  document.body.querySelectorAll('img').forEach((image) => {
    const name = image.getAttribute('alt') || image.getAttribute('src') || '';
    image.replaceWith(`[obrázek: ${name}]`);
  });
  return (document.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

/** Shown for a field whose text reads the same while its value changed (bold, a heading, a list). */
export const FORMATTING_ONLY = 'Změněno jen formátování';

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** One image of a changed image list, as it stands after the revision (a removed one as it stood before). */
export interface ImageChange extends ListedImage {
  change: 'same' | 'added' | 'removed' | 'activated' | 'deactivated';
}

export type FieldChange =
  | { kind: 'text'; column: string; label: string; parts: DiffPart[]; note?: string }
  | { kind: 'images'; column: string; label: string; images: ImageChange[]; reordered: boolean };

/**
 * The images after a revision against those before, matched by URL: each kept one with whether it was
 * switched on or off, the new ones, then the removed ones; `reordered` when kept ones changed places.
 */
export function imageChanges(before: readonly ListedImage[], after: readonly ListedImage[]): { images: ImageChange[]; reordered: boolean } {
  const unmatched = before.map((image, index) => ({ image, index }));
  const keptOrder: number[] = [];
  const images = after.map((image): ImageChange => {
    const at = unmatched.findIndex((candidate) => candidate.image.url === image.url);
    if (at < 0) return { ...image, change: 'added' };
    const [match] = unmatched.splice(at, 1);
    keptOrder.push(match!.index);
    const change = match!.image.active === image.active ? 'same' : image.active ? 'activated' : 'deactivated';
    return { ...image, change };
  });
  const reordered = keptOrder.some((index, position) => position > 0 && index < keptOrder[position - 1]!);
  return { images: [...images, ...unmatched.map(({ image }): ImageChange => ({ ...image, change: 'removed' }))], reordered };
}

/**
 * A word diff splits at punctuation, so an added address ("https://example.com/doc") matched a full stop of
 * the old text and showed in pieces: a change, a dot, a change. A dot or so between two changes becomes part
 * of both, lost and gained; what was lost comes before what was gained.
 */
function joinedAcrossPunctuation(parts: DiffPart[]): DiffPart[] {
  const joined: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) joined.push({ kind: 'removed', text: removed });
    if (added) joined.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  parts.forEach((part, index) => {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else if ((removed || added) && parts[index + 1] && parts[index + 1]!.kind !== 'same' && /^[^\s\p{L}\p{N}]{1,3}$/u.test(part.text)) {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      joined.push(part);
    }
  });
  flush();
  return joined;
}

/** Columns that say nothing to an editor (who saved shows above each revision; listed_at follows publish_at). */
const HIDDEN = new Set(['id', 'created_at', 'updated_at', 'author_id', 'listed_at']);

/**
 * What a revision changed against the one before it, field by field: a word diff of their texts, or the
 * images before and after; every changed field shows. A field whose value means the same as before (written
 * in another form, e.g. images once stored as plain URLs and now as `{ url, active }`) is not a change.
 */
export function revisionChanges(table: RevisedTable, revision: ContentRevision, previous: ContentRevision | undefined): FieldChange[] {
  return revision.changedFields
    .filter((column) => !HIDDEN.has(column))
    .flatMap((column): FieldChange[] => {
      const before = previous?.snapshot[column];
      const after = revision.snapshot[column];
      if (sameValue(table, column, before, after)) return [];
      const label = fieldLabel(column);
      if (holdsImages(table, column)) return [{ kind: 'images', column, label, ...imageChanges(parseListedImages(before), parseListedImages(after)) }];
      const parts = joinedAcrossPunctuation(
        diffWords(valueAsText(before), valueAsText(after)).map((part): DiffPart => ({
          kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
          text: part.value,
        })),
      );
      // The field did change: when its text reads the same, the change is in the formatting.
      return parts.some((part) => part.kind !== 'same') ? [{ kind: 'text', column, label, parts }] : [{ kind: 'text', column, label, parts, note: FORMATTING_ONLY }];
    });
}
