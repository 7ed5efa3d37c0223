/**
 * `npm run bench`: sizes and speeds, never asserted in tests. Prints tables and writes
 * bench-results/bench.json:
 *  - JS and CSS bytes (raw, gzip -9) each public URL downloads on a cold visit, and what /admin adds;
 *  - anonymous REST reads through the local backend under 50 concurrent clients (req/s, p50, p99);
 *  - publish to live: median and max time from a committed update to the served prerendered HTML showing it;
 *  - save to live as the editor sees it: median and max time from the editor's save (its answer) until the
 *    post's publish_state, read every 200 ms as the editor's status reads it, says live;
 *  - enquiry to sales mail: median and max time from a visitor's enquiry to the sales notification received
 *    over SMTP (mail worker → the local backend's SMTP listener);
 *  - site search with 200 generated posts in cs/en/de: each language's first query, then median, p95 and max
 *    of the following ones through searchSite() as the browser calls it, and the bytes per query;
 *  - visits: the page-view beacon at 500 beacons/s from 50 clients (p50, p99), and the "Návštěvnost" 30-day
 *    read over 1,000,000 generated raw views, rolled up (median, p95, max through the API);
 *  - Lighthouse (mobile preset, simulated throttling) on a static control page, then on every public URL;
 *  - the site at scale (scripts/lib/scale-bench.ts): 0, 300 and 2,000 generated posts × cs/en/de with
 *    phone-photo covers and images, each on a fresh stack: the publisher's render of them and its peak memory,
 *    edit → live, /blog's and the sitemap's bytes, Lighthouse on a post and on /blog.
 * Options (env): BENCH_RUNS (Lighthouse runs per URL, default 5), BENCH_URLS (comma list of paths instead of
 * every public URL), BENCH_SCALE_SIZES (comma list of post counts, default 0,300,2000), SKIP_BUILD=1, and to
 * leave a part out SKIP_WEIGHT=1 (bundle weights), SKIP_REST=1, SKIP_PUBLISH=1 (publish and save to live),
 * SKIP_MAIL=1, SKIP_SEARCH=1, SKIP_VISITS=1, SKIP_LIGHTHOUSE=1, SKIP_SCALE=1. BENCH_DATABASE=postgres runs the
 * backend over a throwaway PostgreSQL cluster (the server hosted Supabase runs) instead of PGlite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runRestBench } from '@app/local-backend';
import { launchChromium } from '../tests/e2e/support/chromium';
import {
  formatAuditFindings,
  formatBenchmarkIndex,
  formatLighthouseTable,
  overallBenchmarkIndex,
  parseLighthouseOptions,
  type LighthouseOptions,
  type LighthouseTableRow,
} from './lib/lighthouse';
import { auditTarget, type AuditedTarget, type LighthouseTarget } from './lib/lighthouse-runner';
import { measurePage, type PageWeight } from './lib/page-weight';
import { publicPaths } from './lib/public-urls';
import { ADMIN_READY_SELECTOR, ADMIN_ROUTES, signedInState } from './lib/admin-routes';
import { ADMIN_DASHBOARD_BUDGET } from './lib/budgets';
import { hostDist, repoRoot } from './lib/paths';
import { measurePublishToLive, measureSaveToLiveAsSeen, type SaveToLive } from './lib/publish-latency';
import { measureEnquiryToSalesMail } from './lib/mail-latency';
import { formatSiteSearch, measureSiteSearch } from './lib/search-latency';
import { formatVisitBench, measureBeaconThroughput, measureDashboardQuery } from './lib/visit-bench';
import { describeLatency, type Latency } from './lib/latency';
import { mustRun } from './lib/run';
import { formatScaleTable, measureScale, type ScaleRow } from './lib/scale-bench';
import { startStack } from './lib/stack';
import { startStaticServer } from './lib/static-server';
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './lib/throwaway-postgres';

const controlPageDir = path.join(repoRoot, 'scripts', 'control-page');
const CONTROL_LABEL = 'control page (static)';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function tableRow(audited: AuditedTarget, weight: PageWeight | undefined): LighthouseTableRow {
  return {
    summary: audited.summary,
    weight: weight ? { jsGzipBytes: weight.js.gzip, cssGzipBytes: weight.css.gzip } : undefined,
  };
}

async function runLighthouse(
  options: LighthouseOptions,
  targets: { control: LighthouseTarget; pages: LighthouseTarget[] },
  weights: { control: PageWeight | undefined; pages: PageWeight[] },
) {
  const started = Date.now();
  // One line per URL once its runs are done (Lighthouse's trace engine may log errors in between).
  const audit = async (target: LighthouseTarget) => {
    const urlStarted = Date.now();
    const audited = await auditTarget(target, options.runs);
    const scores = audited.summary.runs.map((run) => (run.error ? 'failed' : (run.performance ?? 'unscored')));
    const index = audited.summary.benchmarkIndex ? Math.round(audited.summary.benchmarkIndex.median) : 'n/a';
    console.log(`Lighthouse ${target.label}: performance ${scores.join(', ')}; benchmarkIndex ${index}; ${((Date.now() - urlStarted) / 1000).toFixed(0)} s`);
    return audited;
  };
  console.log(`\nLighthouse: ${options.runs} sequential run(s) per URL, mobile preset, simulated throttling`);
  const control = await audit(targets.control);
  const pages: AuditedTarget[] = [];
  for (const target of targets.pages) pages.push(await audit(target));
  const durationSeconds = (Date.now() - started) / 1000;

  const rows = [
    tableRow(control, weights.control),
    ...pages.map((audited) => tableRow(audited, weights.pages.find((weight) => weight.path === audited.summary.label))),
  ];
  const table = formatLighthouseTable(rows);
  const summaries = [control, ...pages].map((audited) => audited.summary);
  const benchmarkIndex = overallBenchmarkIndex(summaries);
  const environment = [control, ...pages].find((audited) => audited.environment)?.environment ?? null;
  const runCount = summaries.reduce((count, summary) => count + summary.runs.length, 0);

  console.log(`\nLighthouse ${environment?.lighthouseVersion ?? '?'}, ${environment?.hostUserAgent ?? 'Chromium'}`);
  console.log(table);
  const findings = formatAuditFindings(summaries);
  if (findings.length > 0) {
    console.log('\nAudits that failed outside performance, and why a score is missing:');
    for (const line of findings) console.log(`- ${line}`);
  }
  console.log(`\n${formatBenchmarkIndex(benchmarkIndex)}`);
  console.log(`Lighthouse took ${durationSeconds.toFixed(0)} s for ${runCount} runs (${(durationSeconds / runCount).toFixed(1)} s per run).`);

  return {
    lighthouseVersion: environment?.lighthouseVersion ?? null,
    hostUserAgent: environment?.hostUserAgent ?? null,
    preset: 'mobile (default config), simulated throttling',
    runsPerUrl: options.runs,
    durationSeconds,
    benchmarkIndex,
    control: control.summary,
    pages: pages.map((audited) => audited.summary),
    table,
    findings,
  };
}

/** SKIP_<NAME>=1 leaves that part of the benchmark out. */
const skipped = (name: string) => process.env[`SKIP_${name}`] === '1';

async function measureWeights(hostUrl: string, controlUrl: string, paths: string[]) {
  const browser = await launchChromium();
  try {
    const pages: PageWeight[] = [];
    for (const pagePath of paths) pages.push(await measurePage(browser, hostUrl, pagePath));
    const admin = await measurePage(browser, hostUrl, '/admin');
    const storageState = await signedInState(browser, hostUrl);
    const adminRoutes: PageWeight[] = [];
    for (const route of ADMIN_ROUTES) {
      adminRoutes.push(await measurePage(browser, hostUrl, route, { storageState, readySelector: ADMIN_READY_SELECTOR }));
    }
    const control = await measurePage(browser, controlUrl, '/', { appPage: false });
    return { pages, admin, adminRoutes, control };
  } finally {
    await browser.close();
  }
}

async function main() {
  const options = parseLighthouseOptions(process.env);
  if (!options.skipBuild) {
    await mustRun('node_modules/.bin/nx', ['run-many', '-t', 'build', '--outputStyle=static'], {
      cwd: repoRoot,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
  }
  const paths = options.paths ?? publicPaths();
  let postgres: ThrowawayPostgres | null = null;
  if (process.env.BENCH_DATABASE === 'postgres') {
    const bin = findPostgresBin();
    if (!bin) throw new Error('BENCH_DATABASE=postgres needs a PostgreSQL server package (apt-get install -y postgresql)');
    postgres = await startThrowawayPostgres(bin);
    process.env.TEST_DATABASE_URL = postgres.url;
  }
  // A copy of the host's build, kept by the live publisher as npm start does: it is prerendered again for the
  // origin it is served from (canonical URLs must be on the measured origin), and the working tree's builds
  // may change meanwhile.
  const stack = await startStack({
    hostRoot: process.env.BENCH_HOST_DIR ?? hostDist,
    adminRoot: process.env.BENCH_ADMIN_DIR,
    publisher: true,
    mail: !skipped('MAIL'),
  });
  const controlServer = await startStaticServer({ root: controlPageDir, port: 0 });
  try {
    const weights = skipped('WEIGHT') ? undefined : await measureWeights(stack.hostUrl, controlServer.url, paths);
    if (weights) {
      const { pages, admin, adminRoutes } = weights;
      const home = pages[0]!;
      console.log('\nBundle weight per public URL (cold visit)');
      console.log('| URL | JS files | JS raw KB | JS gz KB | CSS raw KB | CSS gz KB |');
      console.log('|---|---|---|---|---|---|');
      for (const p of [...pages, admin]) {
        console.log(`| ${p.path} | ${p.js.files} | ${kb(p.js.raw)} | ${kb(p.js.gzip)} | ${kb(p.css.raw)} | ${kb(p.css.gzip)} |`);
      }
      console.log(`\n/admin adds ${kb(admin.js.gzip - home.js.gzip)} KB gz of JS and ${kb(admin.css.gzip - home.css.gzip)} KB gz of CSS over ${home.path}.`);

      console.log(`\nAdmin routes, signed in, cold visit (host + remote; dashboard budget ${ADMIN_DASHBOARD_BUDGET.jsGzipKb} KB gz of JS)`);
      console.log('| route | JS files | JS gz KB | CSS gz KB |');
      console.log('|---|---|---|---|');
      for (const p of adminRoutes) console.log(`| ${p.path} | ${p.js.files} | ${kb(p.js.gzip)} | ${kb(p.css.gzip)} |`);
    }

    const rest = skipped('REST')
      ? undefined
      : await runRestBench({ url: stack.backend.url, anonKey: stack.backend.anonKey, concurrency: 50, durationMs: 5000 });
    if (rest) {
      console.log('\nLocal backend, anonymous reads, 50 concurrent clients on loopback');
      console.log('| request | requests | req/s | p50 ms | p99 ms | errors |');
      console.log('|---|---|---|---|---|---|');
      for (const r of rest) {
        console.log(`| ${r.name} | ${r.requests} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.errors} |`);
      }
    }

    let publishToLive: Latency | undefined;
    let saveToLive: SaveToLive | undefined;
    if (!skipped('PUBLISH')) {
      publishToLive = await measurePublishToLive(stack, 5);
      console.log('\nPublish to live: committed update of a post → its served prerendered HTML shows it (5 runs)');
      console.log(describeLatency(publishToLive));

      saveToLive = await measureSaveToLiveAsSeen(stack, 5);
      console.log(
        `\nSave to "Živě na webu" as the editor sees it: the demo editor's save answered → publish_state says live, read every ${saveToLive.pollMs} ms (5 runs)`,
      );
      console.log(`seen by the editor:        ${describeLatency(saveToLive.seen)}`);
      console.log(`recorded (the "za … s"):   ${describeLatency(saveToLive.recorded)}`);
    }

    const enquiryToMail = skipped('MAIL') ? undefined : await measureEnquiryToSalesMail(stack, 5);
    if (enquiryToMail) {
      console.log('\nEnquiry to sales mail: an enquiry sent as a visitor → the sales notification received over SMTP (5 runs)');
      console.log(describeLatency(enquiryToMail));
    }

    const siteSearch = skipped('SEARCH') ? undefined : await measureSiteSearch(stack);
    if (siteSearch) {
      console.log(
        `\nSite search: ${siteSearch.posts} generated posts × 3 languages besides the seeded site; searchSite() → POST /rest/v1/rpc/search_site with the anon key, max_results ${siteSearch.maxResults}, ${siteSearch.rounds} rounds of each language's queries over loopback${siteSearch.renderWaitMs === null ? '' : ` (after the publisher's render of them, ${(siteSearch.renderWaitMs / 1000).toFixed(1)} s)`}`,
      );
      for (const line of formatSiteSearch(siteSearch)) console.log(line);
    }

    const beacons = skipped('VISITS') ? undefined : await measureBeaconThroughput(stack);
    const visitDashboard = skipped('VISITS') ? undefined : await measureDashboardQuery(stack);
    if (beacons || visitDashboard) {
      console.log('\nVisits: the page-view beacon under load, and the "Návštěvnost" 30-day read over rolled-up raw views');
      for (const line of formatVisitBench(beacons, visitDashboard)) console.log(line);
    }

    // Last, so that nothing else of the benchmark competes for the CPU while Lighthouse measures.
    const lighthouse = options.skipLighthouse
      ? undefined
      : await runLighthouse(
          options,
          {
            control: { label: CONTROL_LABEL, url: `${controlServer.url}/` },
            pages: paths.map((pagePath) => ({ label: pagePath, url: stack.hostUrl + pagePath })),
          },
          { control: weights?.control, pages: weights?.pages ?? [] },
        );

    const scale: ScaleRow[] = [];
    if (!skipped('SCALE')) {
      const sizes = (process.env.BENCH_SCALE_SIZES ?? '0,300,2000').split(',').map(Number);
      for (const extraPosts of sizes) {
        console.log(`\nThe site with ${extraPosts} generated posts × cs/en/de…`);
        scale.push(await measureScale(extraPosts, { lighthouseRuns: options.skipLighthouse ? 0 : Math.min(options.runs, 3) }));
      }
      console.log('\nThe site at scale: generated posts with phone-photo covers and images, each size on a fresh stack');
      for (const line of formatScaleTable(scale)) console.log(line);
    }

    const out = path.join(repoRoot, 'bench-results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, 'bench.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          pages: weights?.pages,
          admin: weights?.admin,
          adminRoutes: weights?.adminRoutes,
          rest,
          publishToLive,
          saveToLive,
          enquiryToMail,
          siteSearch,
          beacons,
          visitDashboard,
          lighthouse,
          scale,
        },
        null,
        2,
      ),
    );
    console.log(`\nWritten to ${path.relative(repoRoot, path.join(out, 'bench.json'))}`);
  } finally {
    await controlServer.close();
    await stack.stop();
    postgres?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
