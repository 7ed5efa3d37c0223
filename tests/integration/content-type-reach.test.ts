/**
 * How far a content type reaches: the non-test TypeScript files outside the type's own folders that name
 * it. Adding or changing a type should touch its folders, the registry and little else.
 *
 * A file names a type when it holds:
 * - an identifier one of the type's own folders exports (its definition, queries, rows, components,
 *   screens), as a whole word;
 * - its table in a table's place: `.from('<table>')`, `table: '<table>'`, `Tables['<table>']`,
 *   `Tables<'<table>'>` (the table's name alone is also a page's name: `modules`, `references`);
 * - its table in SQL the file holds: `from|join|update|into [public.]<table>`;
 * - its kind (`private.content_types.kind`) as a quoted literal on a line that speaks of a kind;
 * - its entry of the registry: `CONTENT_TYPES.<name>`, `CONTENT_TYPES['<name>']`.
 * An identifier that a file outside the type's folders also exports (`REQUIRED`) says nothing.
 * A folder re-exported whole (`export * from './modules'`) names no identifier and is not counted.
 *
 * Not searched: tests (`*.test.*`, `*.e2e.*`, `tests/`), `node_modules`, `dist`, migrations and the generated
 * database types (made from the migrations).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_TYPES, CONTENT_TYPE_NAMES, type ContentTypeName } from '@app/content';

const root = join(__dirname, '..', '..');
const SEARCHED_ROOTS = ['hosts', 'remotes', 'services', 'shared', 'scripts', 'supabase', 'rspack.base.ts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'migrations', 'tests', '.data', 'coverage']);
const GENERATED = new Set(['shared/supabase/src/database.types.ts']);

/** Each type's own folders: its content package folder, its admin screens, its public pages. */
const OWN_FOLDERS: Record<ContentTypeName, readonly string[]> = {
  blogPosts: ['shared/content/src/blog-posts', 'remotes/admin/src/features/blog', 'hosts/shell/src/pages/blog', 'hosts/shell/src/pages/blog-post'],
  modules: ['shared/content/src/modules', 'remotes/admin/src/features/modules', 'hosts/shell/src/pages/modules'],
  references: ['shared/content/src/references', 'remotes/admin/src/features/references', 'hosts/shell/src/pages/references'],
  pricingPlans: ['shared/content/src/pricing-plans', 'remotes/admin/src/features/pricing', 'hosts/shell/src/pages/pricing'],
};

/**
 * At most three: the registry and the route tables (the site's pages and previews, the back office's
 * screens). Posts, with a page per record, their list pages, a feed and the benchmarks' content: ten.
 */
const MAX_FILES: Record<ContentTypeName, number> = { blogPosts: 10, modules: 3, references: 3, pricingPlans: 3 };

const isSource = (path: string) => /\.tsx?$/.test(path) && !/\.d\.ts$/.test(path) && !/\.(test|e2e)\.tsx?$/.test(path);

function sourceFiles(path: string): string[] {
  const entries = readdirSync(join(root, path), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(child);
    return isSource(child) ? [child] : [];
  });
}

const allFiles = SEARCHED_ROOTS.flatMap((path) => (isSource(path) ? [path] : sourceFiles(path))).filter((path) => !GENERATED.has(path));
const sources = new Map(allFiles.map((path) => [path, readFileSync(join(root, path), 'utf8')]));

const isInside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names the files in some folders export; re-exports (`export { x } from`) only when asked. */
function exportedNames(inFolders: (path: string) => boolean, withReexports = true): Set<string> {
  const names = new Set<string>();
  for (const [path, source] of sources) {
    if (!inFolders(path)) continue;
    for (const match of source.matchAll(/export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|function\*?|type|interface|class|enum)\s+(\w+)/g)) {
      names.add(match[1] ?? '');
    }
    for (const match of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}(\s*from\b)?/g)) {
      if (match[2] && !withReexports) continue;
      for (const part of (match[1] ?? '').split(',')) {
        const name = /(?:\bas\s+)?(\w+)\s*$/.exec(part.trim())?.[1];
        if (name && name !== 'default') names.add(name);
      }
    }
  }
  names.delete('');
  return names;
}

/** What a type's own folders export and no other file does. */
function ownIdentifiers(name: ContentTypeName): string[] {
  const isOwn = (path: string) => OWN_FOLDERS[name].some((folder) => isInside(path, folder));
  const elsewhere = exportedNames((path) => !isOwn(path), false);
  return [...exportedNames(isOwn)].filter((identifier) => !elsewhere.has(identifier));
}

function namingPatterns(name: ContentTypeName): RegExp[] {
  const { table, kind } = CONTENT_TYPES[name];
  const identifiers = ownIdentifiers(name);
  return [
    ...(identifiers.length ? [new RegExp(`\\b(?:${identifiers.map(escape).join('|')})\\b`)] : []),
    new RegExp(`(?:\\.from\\(|\\btable:\\s*|Tables\\[|Tables<|Tables(?:Insert|Update)<)'${escape(table)}'`),
    new RegExp(`\\b(?:from|join|update|into)\\s+(?:public\\.)?${escape(table)}\\b`, 'i'),
    new RegExp(`\\bCONTENT_TYPES(?:\\.${name}\\b|\\[\\s*'${name}'\\s*\\])`),
    new RegExp(`\\bkind\\b[^\\n]*'${escape(kind)}'|'${escape(kind)}'[^\\n]*\\bkind\\b`),
  ];
}

/** The files outside a type's own folders that name it. */
function filesNaming(name: ContentTypeName): string[] {
  const patterns = namingPatterns(name);
  return [...sources]
    .filter(([path]) => !OWN_FOLDERS[name].some((folder) => isInside(path, folder)))
    .filter(([, source]) => patterns.some((pattern) => pattern.test(source)))
    .map(([path]) => path)
    .sort();
}

test('every registered type has its own folders, and they exist', () => {
  expect(Object.keys(OWN_FOLDERS).sort()).toEqual([...CONTENT_TYPE_NAMES].sort());
  for (const folders of Object.values(OWN_FOLDERS)) for (const folder of folders) expect(readdirSync(join(root, folder)).length).toBeGreaterThan(0);
});

test('the measurement sees what names a type', () => {
  const names = (source: string) => namingPatterns('pricingPlans').some((pattern) => pattern.test(source));
  expect(names("import { pricingPlanContentType } from '../pricing-plans/pricing-plan-content-type';")).toBe(true);
  expect(names("await client.from('pricing_plans').select('id');")).toBe(true);
  expect(names('select id from public.pricing_plans')).toBe(true);
  expect(names("if (result.kind === 'pricing_plan') return;")).toBe(true);
  expect(names('const { table } = CONTENT_TYPES.pricingPlans;')).toBe(true);
  expect(names("export * from './pricing-plans';")).toBe(false);
  expect(names("const page: PageKey = 'pricing';")).toBe(false);
  // The registry imports every definition.
  for (const name of CONTENT_TYPE_NAMES) expect(filesNaming(name)).toContain('shared/content/src/content-types/registry.ts');
});

test.each(CONTENT_TYPE_NAMES)('%s is named in few files outside its own folders', (name) => {
  const files = filesNaming(name);
  const report = `${name}: ${files.length} files outside its own folders name it (at most ${MAX_FILES[name]}):\n${files.join('\n')}`;
  expect(files.length <= MAX_FILES[name] ? 'within' : report).toBe('within');
});
