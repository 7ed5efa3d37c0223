/**
 * Comments and test names stand on their own: a reader of this repository has neither the product
 * specification nor the issue tracker, so "spec 2.8" or "issue 12" tells them nothing. State the rule, or
 * link a decision record in docs/. Applied migrations are never edited, so supabase/migrations is not
 * checked; neither are the Markdown documents.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
const thisFile = path.relative(repoRoot, __filename).split(path.sep).join('/');

const CITATION = new RegExp(
  [
    String.raw`\b[Ss]pec(ification)?('s)?[.,:]? ?(sections? |§ ?|point )?[0-9]`, // spec 2.8, Spec 4:, spec section 9
    String.raw`§ ?[0-9]`,
    String.raw`\b[Ii]ssues? ?#?[0-9]`, // issue 12, Issue #3
    String.raw`\b[Tt]he spec\b`,
    String.raw`\bspec's\b`,
    String.raw`\bspec (message|toast|texts?|plans?|figures|section)\b`,
  ].join('|'),
);

const SKIPPED = [/^supabase\/migrations\//, /^docs\//, /\.(md|json|png|jpe?g|webp|gif|ico|svg|woff2?)$/, /(^|\/)package-lock\.json$/];

function checkedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && file !== thisFile && !SKIPPED.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(path.join(repoRoot, file)));
}

function citations(text: string): number[] {
  return text.split('\n').flatMap((line, index) => (CITATION.test(line) ? [index + 1] : []));
}

test('the pattern finds citations and leaves ordinary words alone', () => {
  const cited = ['// spec 2.8', ' * Spec 4: reads', '(spec section 9)', 'issue 12', 'Issue #3', '§ 5', 'as the spec says', "the spec's plans", 'shows the spec message'];
  const plain = ['function parseSort(raw: string, spec: ListSpec)', 'issue_form_token()', 'const specTexts = []', 'each table’s list spec', 'sections 2 and 3 of the form'];
  expect(cited.filter((line) => citations(line).length === 0)).toEqual([]);
  expect(plain.filter((line) => citations(line).length > 0)).toEqual([]);
});

test('no source file cites the specification or an issue by number', () => {
  const files = checkedFiles();
  expect(files.length).toBeGreaterThan(100);
  const offenders = files.flatMap((file) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    return citations(text).map((line) => `${file}:${line}: ${text.split('\n')[line - 1]!.trim()}`);
  });
  expect(offenders).toEqual([]);
});
