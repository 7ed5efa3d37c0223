import type { ContentRevision } from '@app/content';
import { fieldLabel, revisionChanges, valueAsText } from './revision-changes';

const revision = (id: number, snapshot: Record<string, unknown>, changedFields: string[]): ContentRevision => ({
  id,
  operation: 'update',
  snapshot,
  changedFields,
  actorName: 'Erik Editor',
  createdAt: '2026-11-25T09:00:00+00:00',
});

test('columns read as the editor knows them', () => {
  expect(fieldLabel('title_en')).toBe('Název (EN)');
  expect(fieldLabel('display_order')).toBe('Pořadí zobrazení');
  expect(fieldLabel('something_new')).toBe('something_new');
});

test('rich text compares as its text, lists a line per item, booleans in Czech', () => {
  expect(valueAsText('<h2>Nadpis</h2><p>První <strong>odstavec</strong>.</p><ul><li>a</li><li>b</li></ul>')).toBe('Nadpis\nPrvní odstavec.\na\nb');
  expect(valueAsText(['Fakturace', 'OCR'])).toBe('Fakturace\nOCR');
  expect(valueAsText(true)).toBe('ano');
  expect(valueAsText(null)).toBe('');
});

test('a revision shows the words each changed field lost and gained against the previous one', () => {
  const older = revision(1, { title_cs: 'Jak šetřit čas', content_cs: '<p>Starý text článku.</p>', updated_at: 'a' }, []);
  const newer = revision(2, { title_cs: 'Jak šetřit peníze', content_cs: '<p>Starý text článku.</p>', updated_at: 'b' }, ['title_cs', 'updated_at']);
  expect(revisionChanges(newer, older)).toEqual([
    {
      column: 'title_cs',
      label: 'Název (CZ)',
      parts: [
        { kind: 'same', text: 'Jak šetřit ' },
        { kind: 'removed', text: 'čas' },
        { kind: 'added', text: 'peníze' },
      ],
    },
  ]);
});

test('who saved is shown once per revision, so the author column is not diffed', () => {
  const older = revision(1, { author_id: 'a', title_cs: 'A' }, []);
  const newer = revision(2, { author_id: 'b', title_cs: 'A' }, ['author_id']);
  expect(revisionChanges(newer, older)).toEqual([]);
});
