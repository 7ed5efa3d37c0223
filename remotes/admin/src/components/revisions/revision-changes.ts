import { diffWords } from 'diff';
import type { ContentRevision } from '@app/content';

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

/** A stored value as the reader compares it: rich text as its text, lists one item a line, yes/no in Czech. */
export function valueAsText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'ano' : 'ne';
  if (Array.isArray(value)) return value.map(valueAsText).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (!/<[a-z][\s\S]*>/i.test(text)) return text;
  const document = new DOMParser().parseFromString(text.replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '$&\n'), 'text/html');
  return (document.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface FieldChange {
  column: string;
  label: string;
  parts: DiffPart[];
}

/** Columns that say nothing to an editor (who saved shows above each revision). */
const HIDDEN = new Set(['id', 'created_at', 'updated_at', 'author_id']);

/** What a revision changed against the one before it, field by field, as a word diff of their texts. */
export function revisionChanges(revision: ContentRevision, previous: ContentRevision | undefined): FieldChange[] {
  return revision.changedFields
    .filter((column) => !HIDDEN.has(column))
    .map((column) => {
      const before = previous ? valueAsText(previous.snapshot[column]) : '';
      const after = valueAsText(revision.snapshot[column]);
      const parts = diffWords(before, after).map((part): DiffPart => ({
        kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
        text: part.value,
      }));
      return { column, label: fieldLabel(column), parts };
    })
    .filter((change) => change.parts.some((part) => part.kind !== 'same'));
}
