// Lints snippets (as if they were files at the given paths in the tree) and files with the workspace's own
// ESLint config, ignores off, and prints each result's rule ids as JSON. Run in a process of its own by
// boundaries.test.ts: the config is an ES module that jest's module system would have to load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {{ filePath: string; code?: string }[]} */
const cases = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: repoRoot, ignore: false });
const results = [];
for (const { filePath, code } of cases) {
  const absolute = path.resolve(repoRoot, filePath);
  const [result] = code === undefined ? await eslint.lintFiles([absolute]) : await eslint.lintText(code, { filePath: absolute });
  results.push({ filePath, messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })) });
}
process.stdout.write(JSON.stringify(results));
