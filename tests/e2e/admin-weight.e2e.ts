/**
 * A fast remote: each admin route is its own chunk, so a signed-in cold visit of the dashboard
 * stays within its JavaScript budget and only routes that edit rich text download the editor.
 */
import { useStackAndBrowser } from './support/stack-fixture';
import { measurePage } from '../../scripts/lib/page-weight';
import { ADMIN_DASHBOARD_BUDGET } from '../../scripts/lib/budgets';
import { ADMIN_READY_SELECTOR, ADMIN_ROUTES, RICH_TEXT_MARKER, RICH_TEXT_ROUTES, signedInState } from '../../scripts/lib/admin-routes';

const running = useStackAndBrowser();

jest.setTimeout(240_000);

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test('the dashboard downloads at most 250 KB gz of JS and no rich-text editor; only rich-text routes load the editor', async () => {
  const storageState = await signedInState(running.browser, running.stack.hostUrl);
  const measured: { path: string; jsGzipKb: number; editor: boolean }[] = [];
  for (const path of ADMIN_ROUTES) {
    const weight = await measurePage(running.browser, running.stack.hostUrl, path, {
      storageState,
      readySelector: ADMIN_READY_SELECTOR,
      markers: [RICH_TEXT_MARKER],
    });
    measured.push({ path, jsGzipKb: kb(weight.js.gzip), editor: weight.markers.includes(RICH_TEXT_MARKER) });
  }
  const dashboard = measured[0]!;
  expect(dashboard.path).toBe('/admin');
  expect(dashboard.jsGzipKb).toBeLessThanOrEqual(ADMIN_DASHBOARD_BUDGET.jsGzipKb);
  expect(measured.filter((route) => route.editor).map((route) => route.path)).toEqual(RICH_TEXT_ROUTES);
  // Splitting pays: the editor route carries the editor, the dashboard does not.
  const editorRoute = measured.find((route) => route.path === RICH_TEXT_ROUTES[0])!;
  expect(editorRoute.jsGzipKb - dashboard.jsGzipKb).toBeGreaterThan(100);
});
