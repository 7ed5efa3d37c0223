/**
 * Data access goes through the client typed with the generated `Database` (`AppSupabaseClient`, or
 * `createTestClient<Database>` in tests): a cast to the untyped `SupabaseClient` would let a renamed column
 * or a dropped table compile and fail only at run time. A table missing from the generated types needs
 * `npm run db:types`, not a cast.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
const thisFile = path.relative(repoRoot, __filename).split(path.sep).join('/');

const UNTYPED_CAST = /\bas\s+unknown\s+as\s+SupabaseClient\b/;

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => /\.(ts|tsx|mts|cts)$/.test(file) && file !== thisFile)
    .filter((file) => existsSync(path.join(repoRoot, file)));
}

test('the pattern finds a cast to the untyped client and leaves the typed client alone', () => {
  // Spelled in parts, so that this file passes a plain grep for the cast as well.
  const untyped = 'SupabaseClient';
  const casts = [`(client as unknown as ${untyped}).from`, `editor as unknown as ${untyped};`, `x as  unknown\tas ${untyped}<any>`];
  const plain = ['client as unknown as AppSupabaseClient', 'const client: SupabaseClient = createTestClient(backend);', `window as unknown as ${untyped}Count`];
  expect(casts.filter((line) => !UNTYPED_CAST.test(line))).toEqual([]);
  expect(plain.filter((line) => UNTYPED_CAST.test(line))).toEqual([]);
});

test('no source file casts a client to the untyped SupabaseClient', () => {
  const files = sourceFiles();
  expect(files.length).toBeGreaterThan(100);
  const offenders = files.flatMap((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (UNTYPED_CAST.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(offenders).toEqual([]);
});
