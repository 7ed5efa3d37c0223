/**
 * `npm run bench`: sizes and speeds, never asserted in tests. Prints tables and writes
 * bench-results/bench.json:
 *  - JS and CSS bytes (raw, gzip -9) each public URL downloads on a cold visit, and what /admin adds;
 *  - anonymous REST reads through the local backend under 50 concurrent clients (req/s, p50, p99).
 */
import fs from 'node:fs';
import path from 'node:path';
import { runRestBench } from '@app/local-backend';
import { launchChromium } from '../tests/e2e/support/chromium';
import { measurePage, type PageWeight } from './lib/page-weight';
import { publicPaths } from './lib/public-urls';
import { repoRoot } from './lib/paths';
import { mustRun } from './lib/run';
import { startStack } from './lib/stack';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    await mustRun('node_modules/.bin/nx', ['run-many', '-t', 'build', '--outputStyle=static'], {
      cwd: repoRoot,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
  }
  const stack = await startStack();
  const browser = await launchChromium();
  try {
    const pages: PageWeight[] = [];
    for (const pagePath of publicPaths()) pages.push(await measurePage(browser, stack.hostUrl, pagePath));
    const admin = await measurePage(browser, stack.hostUrl, '/admin');
    const home = pages[0]!;

    console.log('\nBundle weight per public URL (cold visit)');
    console.log('| URL | JS files | JS raw KB | JS gz KB | CSS raw KB | CSS gz KB |');
    console.log('|---|---|---|---|---|---|');
    for (const p of [...pages, admin]) {
      console.log(`| ${p.path} | ${p.js.files} | ${kb(p.js.raw)} | ${kb(p.js.gzip)} | ${kb(p.css.raw)} | ${kb(p.css.gzip)} |`);
    }
    console.log(`\n/admin adds ${kb(admin.js.gzip - home.js.gzip)} KB gz of JS and ${kb(admin.css.gzip - home.css.gzip)} KB gz of CSS over the home page.`);

    const rest = await runRestBench({ url: stack.backend.url, anonKey: stack.backend.anonKey, concurrency: 50, durationMs: 5000 });
    console.log('\nLocal backend, anonymous reads, 50 concurrent clients on loopback');
    console.log('| request | requests | req/s | p50 ms | p99 ms | errors |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rest) {
      console.log(`| ${r.name} | ${r.requests} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.errors} |`);
    }

    const out = path.join(repoRoot, 'bench-results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, 'bench.json'),
      JSON.stringify({ measuredAt: new Date().toISOString(), pages, admin, rest }, null, 2),
    );
    console.log(`\nWritten to ${path.relative(repoRoot, path.join(out, 'bench.json'))}`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
