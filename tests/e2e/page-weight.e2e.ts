/**
 * Lean delivery: each public URL's cold visit stays within the byte budget and downloads no
 * admin code (bytes are deterministic for a build; speed is measured by `npm run bench`, not here).
 */
import { useStackAndBrowser } from './support/stack-fixture';
import { measurePage } from '../../scripts/lib/page-weight';
import { publicPaths, unlistedPaths } from '../../scripts/lib/public-urls';
import { PUBLIC_PAGE_BUDGET } from '../../scripts/lib/budgets';

const running = useStackAndBrowser();

jest.setTimeout(180_000);

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test('every public URL stays within the JS and CSS budget and downloads nothing of the admin', async () => {
  const paths = [...publicPaths(), ...unlistedPaths()];
  expect(paths).toHaveLength(36);
  const overBudget: string[] = [];
  for (const path of paths) {
    const weight = await measurePage(running.browser, running.stack.hostUrl, path);
    expect(weight.js.files).toBeGreaterThan(0);
    if (kb(weight.js.gzip) > PUBLIC_PAGE_BUDGET.jsGzipKb) overBudget.push(`${path}: JS ${kb(weight.js.gzip)} KB gz`);
    if (kb(weight.css.gzip) > PUBLIC_PAGE_BUDGET.cssGzipKb) overBudget.push(`${path}: CSS ${kb(weight.css.gzip)} KB gz`);
    const adminScripts = weight.scriptUrls.filter((url) => url.startsWith(running.stack.adminUrl) || /admin-federation|remoteEntry/.test(url));
    expect({ path, adminScripts }).toEqual({ path, adminScripts: [] });
  }
  expect(overBudget).toEqual([]);
});

test('/admin, by contrast, does load the remote (the measurement sees lazily loaded code)', async () => {
  const weight = await measurePage(running.browser, running.stack.hostUrl, '/admin');
  expect(weight.scriptUrls.some((url) => url.startsWith(running.stack.adminUrl))).toBe(true);
});
