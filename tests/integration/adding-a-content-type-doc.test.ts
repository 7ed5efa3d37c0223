/**
 * docs/adding-a-content-type.md stays true: the files and names it points to exist, and its example
 * definition has the fields a definition has. (What each step gives is tested with a throwaway
 * definition beside the code: the registry's, the admin's routes and the site data's tests.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as content from '@app/content';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const guide = read('docs/adding-a-content-type.md');
/** The prose, without the code blocks (whose backticks are not code spans). */
const prose = guide.replace(/```[\s\S]*?```/g, '');

/** The guide's part under a heading (up to the next one). */
function part(heading: string, text = prose): string {
  const start = text.indexOf(`\n## ${heading}`);
  if (start < 0) throw new Error(`The guide has no part "${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
const isRepoPath = (span: string) => /^(shared|hosts|remotes|services|supabase|tests|docs)\/[\w./-]+\.(ts|tsx|sql|md)$/.test(span);
/** The identifier a span starts with (`ADMIN_PATHS['x']` → ADMIN_PATHS), if it names code. */
const identifierOf = (span: string) => /^[A-Za-z_]\w*(?=$|[([.])/.exec(span)?.[0];

test('every file the guide names exists', () => {
  const paths = codeSpans(prose).filter(isRepoPath);
  expect(paths.length).toBeGreaterThan(10);
  expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
});

test('each derived name is in the file the guide says derives it', () => {
  const rows = part('7. What derives from it')
    .split('\n')
    .filter((line) => line.startsWith('| `'));
  expect(rows.length).toBeGreaterThanOrEqual(9);
  const missing: string[] = [];
  for (const row of rows) {
    const [file = '', ...spans] = codeSpans(row);
    const source = read(file);
    for (const name of spans.map(identifierOf)) if (name && !new RegExp(`\\b${name}\\b`).test(source)) missing.push(`${file}: ${name}`);
  }
  expect(missing).toEqual([]);
});

test("each name the compiler asks for is in one of the files of the guide's step", () => {
  const steps = part('8. What the compiler asks for').split('\n- ').slice(1);
  expect(steps).toHaveLength(4);
  const missing: string[] = [];
  for (const step of steps) {
    const spans = codeSpans(step);
    const sources = spans.filter(isRepoPath).map(read);
    for (const name of spans.filter((span) => !isRepoPath(span)).map(identifierOf)) {
      if (!name || name === 'preview' || name === 'lazyPage') continue;
      if (!sources.some((source) => new RegExp(`\\b${name}\\b`).test(source)) && !(name in content)) missing.push(name);
    }
  }
  expect(missing).toEqual([]);
});

test("the guide's example definition has a definition's fields, and the registry is where it says", () => {
  const blocks = [...part('6. The definition', guide).matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  const example = blocks.find((block) => block.includes('satisfies ContentTypeDefinition')) ?? '';
  const exampleFields = [...example.matchAll(/^ {2}(\w+):/gm)].map((match) => match[1]);
  const declaration = read('shared/content/src/content-types/content-type.ts');
  const body = /export interface ContentTypeDefinition[^{]*\{([\s\S]*?)\n\}/.exec(declaration)?.[1] ?? '';
  const fields = [...body.matchAll(/^ {2}(\w+)(\??):/gm)].map((match) => ({ name: match[1], optional: match[2] === '?' }));
  expect(fields.length).toBeGreaterThan(5);
  expect(exampleFields.filter((name) => !fields.some((field) => field.name === name))).toEqual([]);
  expect(fields.filter((field) => !field.optional && !exampleFields.includes(field.name)).map((field) => field.name)).toEqual([]);
  expect(Object.keys(content.CONTENT_TYPES)).toEqual(content.CONTENT_TYPE_NAMES);
  expect(read('shared/content/src/content-types/registry.ts')).toContain('export const CONTENT_TYPES');
});
