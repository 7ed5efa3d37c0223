import { startTestBackend, type RunningBackend } from '@app/local-backend';
import { recordPageView, type PageView } from '@app/content';

let backend: RunningBackend;
const realFetch = global.fetch;

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  global.fetch = realFetch;
  await backend?.stop();
});

/** recordPageView as a browser sends it (its user agent and privacy headers), resolved once the answer is in. */
async function sendAsBrowser(view: PageView, headers: Record<string, string> = {}): Promise<number> {
  let answered: Promise<Response> | undefined;
  global.fetch = (input, init) => {
    answered = realFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'User-Agent': FIREFOX, ...headers } });
    return answered;
  };
  recordPageView({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey }, view);
  global.fetch = realFetch;
  return (await answered!).status;
}

const view = (path: string): PageView => ({
  page_key: 'blogPost',
  locale: 'en',
  path,
  is_landing: true,
  referrer_domain: 'news.example.org',
  utm_source: 'newsletter',
  utm_medium: null,
  utm_campaign: 'spring',
  device: 'desktop',
});

async function storedViews(path: string) {
  await backend.db.query('select private.roll_up_new_page_views()');
  const { rows } = await backend.db.query<Record<string, unknown>>(
    'select page_key, locale, is_landing, referrer_domain, utm_source, utm_campaign, device, visitor_key from private.page_views where path = $1',
    [path],
  );
  return rows;
}

test('the beacon records a page view through the Data API with the anon key alone', async () => {
  const path = `/en/blog/api-${Date.now()}`;
  expect(await sendAsBrowser(view(path))).toBeLessThan(300);
  expect(await storedViews(path)).toEqual([
    {
      page_key: 'blogPost',
      locale: 'en',
      is_landing: true,
      referrer_domain: 'news.example.org',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      device: 'desktop',
      visitor_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    },
  ]);
});

test('a request with Sec-GPC or from a headless browser is answered alike and stores nothing', async () => {
  const path = `/en/blog/api-signal-${Date.now()}`;
  expect(await sendAsBrowser(view(path), { 'Sec-GPC': '1' })).toBeLessThan(300);
  expect(await sendAsBrowser(view(path), { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36' })).toBeLessThan(300);
  expect(await storedViews(path)).toEqual([]);
});
