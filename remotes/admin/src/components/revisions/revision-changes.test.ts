import type { ContentRevision } from '@app/content';
import { fieldLabel, imageChanges, normalizedValue, revisionChanges, sameValue, valueAsText } from './revision-changes';

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
  expect(revisionChanges('blog_posts', newer, older)).toEqual([
    {
      kind: 'text',
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
  expect(revisionChanges('blog_posts', newer, older)).toEqual([]);
});

test("a value compares by what it means: a type's list of images as {url, active}, JSON whatever its key order and spacing, nothing as null", () => {
  const asText = '["/images/modules/hr-1.webp", "/images/modules/hr-2.webp"]';
  const asEntries = '[{"url":"/images/modules/hr-1.webp","active":true},{"url":"/images/modules/hr-2.webp","active":true}]';
  const asParsedList = [{ active: true, url: '/images/modules/hr-1.webp' }, { url: '/images/modules/hr-2.webp' }];
  expect(normalizedValue('modules', 'images', asText)).toEqual([
    { url: '/images/modules/hr-1.webp', active: true },
    { url: '/images/modules/hr-2.webp', active: true },
  ]);
  expect(sameValue('modules', 'images', asText, asEntries)).toBe(true);
  expect(sameValue('modules', 'images', asText, asParsedList)).toBe(true);
  expect(sameValue('modules', 'images', null, '[]')).toBe(true);
  expect(sameValue('modules', 'images', asText, '[{"url":"/images/modules/hr-1.webp","active":false},"/images/modules/hr-2.webp"]')).toBe(false);
  expect(sameValue('modules', 'images', asText, '["/images/modules/hr-2.webp", "/images/modules/hr-1.webp"]')).toBe(false);

  expect(sameValue('modules', 'settings', '{"b": 1, "a": {"y": 2, "x": [1, 2]}}', '{"a":{"x":[1,2],"y":2},"b":1}')).toBe(true);
  expect(sameValue('modules', 'settings', { b: 1, a: 2 }, '{ "a": 2, "b": 1 }')).toBe(true);
  expect(sameValue('modules', 'features_en', null, [])).toBe(true);
  expect(sameValue('modules', 'description_en', null, '')).toBe(true);
  expect(sameValue('modules', 'title_cs', '[Beta] Fakturace', '[Beta] Fakturace ')).toBe(false);
  expect(normalizedValue('modules', 'title_cs', '[Beta] Fakturace')).toBe('[Beta] Fakturace');
  // A list of images is its type's column: another table's column of the name is plain JSON.
  expect(normalizedValue('references', 'images', asText)).toEqual(['/images/modules/hr-1.webp', '/images/modules/hr-2.webp']);
});

test('editing one feature of a module whose images were stored as plain URLs reports only that feature', () => {
  const older = revision(
    1,
    { features_cs: ['Fakturace', 'OCR'], features_en: null, images: '["/images/modules/hr-1.webp", {"url": "/images/modules/hr-2.webp"}]' },
    [],
  );
  const newer = revision(
    2,
    {
      features_cs: ['Fakturace', 'OCR a vytěžování'],
      features_en: [],
      images: '[{"url":"/images/modules/hr-1.webp","active":true},{"url":"/images/modules/hr-2.webp","active":true}]',
    },
    ['features_cs', 'features_en', 'images'],
  );
  const changes = revisionChanges('modules', newer, older);
  expect(changes.map((change) => change.column)).toEqual(['features_cs']);
  expect(changes[0]).toMatchObject({ kind: 'text', label: 'Funkce (CZ)' });
});

test('changed images are listed as images: kept, switched on or off, added, removed, and whether they moved', () => {
  const before = [
    { url: '/a.webp', active: true },
    { url: '/b.webp', active: true },
    { url: '/c.webp', active: false },
  ];
  expect(imageChanges(before, [{ url: '/a.webp', active: true }, { url: '/c.webp', active: true }, { url: '/d.webp', active: true }])).toEqual({
    images: [
      { url: '/a.webp', active: true, change: 'same' },
      { url: '/c.webp', active: true, change: 'activated' },
      { url: '/d.webp', active: true, change: 'added' },
      { url: '/b.webp', active: true, change: 'removed' },
    ],
    reordered: false,
  });
  expect(imageChanges(before, [before[1]!, { url: '/a.webp', active: false }, before[2]!]).reordered).toBe(true);
  expect(imageChanges(before, [before[1]!, { url: '/a.webp', active: false }, before[2]!]).images[1]).toEqual({ url: '/a.webp', active: false, change: 'deactivated' });

  const older = revision(1, { images: '["/a.webp", "/b.webp"]' }, []);
  const newer = revision(2, { images: '[{"url":"/a.webp","active":false},{"url":"/b.webp","active":true}]' }, ['images']);
  expect(revisionChanges('modules', newer, older)).toEqual([
    {
      kind: 'images',
      column: 'images',
      label: 'Obrázky',
      images: [
        { url: '/a.webp', active: false, change: 'deactivated' },
        { url: '/b.webp', active: true, change: 'same' },
      ],
      reordered: false,
    },
  ]);
});

test('a link added to words already in the body is a change of the body: its address shows as added', () => {
  const older = revision(1, { content_cs: '<p>Více v dokumentaci.</p>', slug_cs: 'stary' }, []);
  const newer = revision(
    2,
    { content_cs: '<p>Více v <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/doc">dokumentaci</a>.</p>', slug_cs: 'novy' },
    ['content_cs', 'slug_cs'],
  );
  const changes = revisionChanges('blog_posts', newer, older);
  expect(changes.map((change) => change.label)).toEqual(['Obsah (CZ)', 'URL slug (CZ)']);
  const body = changes[0]!;
  expect(body.kind === 'text' && body.parts).toEqual([
    { kind: 'same', text: 'Více v dokumentaci ' },
    { kind: 'removed', text: '.' },
    { kind: 'added', text: '[odkaz: https://example.com/doc].' },
  ]);
  expect(valueAsText('<p><img src="/media/a.webp" alt="Faktura"></p>')).toBe('[obrázek: Faktura]');
});

test('a body whose text reads the same but whose formatting changed still shows, marked as formatting', () => {
  const older = revision(1, { content_de: '<p>Wichtig</p>' }, []);
  const newer = revision(2, { content_de: '<p><strong>Wichtig</strong></p>' }, ['content_de']);
  expect(revisionChanges('blog_posts', newer, older)).toEqual([
    { kind: 'text', column: 'content_de', label: 'Obsah (DE)', parts: [{ kind: 'same', text: 'Wichtig' }], note: 'Změněno jen formátování' },
  ]);
});
