import { setRuntimeConfig } from '@app/supabase';

type Counter = typeof import('./page-view-counter');
type Visit = typeof import('./visit');

const API = { supabaseUrl: 'https://api.example.test', supabaseAnonKey: 'anon-key', adminRemoteUrl: 'https://admin.example.test/mf-manifest.json' };
let fetchMock: jest.Mock;

/** The modules afresh: their memory of the visit is per page load. */
async function freshModules(): Promise<{ counter: Counter; visit: Visit }> {
  let modules: { counter: Counter; visit: Visit } | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = { counter: await import('./page-view-counter'), visit: await import('./visit') };
  });
  return modules!;
}

function setBrowser(options: { gpc?: boolean; dnt?: string | null; webdriver?: boolean; optIn?: boolean; width?: number } = {}) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: options.gpc, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: options.dnt ?? null, configurable: true });
  Object.defineProperty(navigator, 'webdriver', { value: options.webdriver ?? false, configurable: true });
  Object.defineProperty(window, 'innerWidth', { value: options.width ?? 1280, configurable: true });
  window.__countAutomatedVisits = options.optIn;
}

/** The bodies of the page views sent, once the sender (loaded after the page) has sent `count` of them. */
async function sentViews(count: number): Promise<Record<string, unknown>[]> {
  for (let attempt = 0; attempt < 200 && fetchMock.mock.calls.length < count; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return fetchMock.mock.calls.map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)) as Record<string, unknown>);
}

beforeEach(() => {
  fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  global.fetch = fetchMock;
  setRuntimeConfig(API);
  window.history.replaceState(null, '', '/en/blog/jaro?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  Object.defineProperty(document, 'referrer', { value: 'https://www.news.example.org/issue/7', configurable: true });
});

afterEach(() => {
  setBrowser();
});

test('sends the landing view with the referrer domain, UTM and device, then client-side views without them', async () => {
  setBrowser({ width: 390 });
  const { counter, visit } = await freshModules();
  visit.rememberVisitStart();
  expect(counter.countPageView('/en/blog/jaro')).toBe(true);
  expect(counter.countPageView('/en/blog/jaro')).toBe(false);
  expect(counter.countPageView('/en/pricing')).toBe(true);
  expect(counter.countPageView('/admin/posts')).toBe(false);
  const views = await sentViews(2);
  expect(views).toEqual([
    {
      page_key: 'blogPost',
      locale: 'en',
      path: '/en/blog/jaro',
      is_landing: true,
      referrer_domain: 'news.example.org',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      device: 'mobile',
    },
    expect.objectContaining({ page_key: 'pricing', path: '/en/pricing', is_landing: false, referrer_domain: null, utm_campaign: null }),
  ]);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('https://api.example.test/rest/v1/rpc/record_page_view');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { apikey: 'anon-key' } });
  expect(visit.visitAttribution()).toEqual({
    landingPath: '/en/blog/jaro',
    referrerDomain: 'news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
  });
});

test.each([
  ['Global Privacy Control', { gpc: true }],
  ['Do Not Track', { dnt: '1' }],
])('%s: nothing is sent and no attribution is given to forms', async (_signal, browser) => {
  setBrowser(browser);
  const { counter, visit } = await freshModules();
  visit.rememberVisitStart();
  expect(counter.countPageView('/en/blog/jaro')).toBe(false);
  expect(visit.visitAttribution()).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an automated browser (navigator.webdriver) sends nothing unless the test opted in', async () => {
  setBrowser({ webdriver: true });
  const automated = await freshModules();
  expect(automated.counter.countPageView('/en/contact')).toBe(false);
  expect(fetchMock).not.toHaveBeenCalled();

  setBrowser({ webdriver: true, optIn: true });
  const optedIn = await freshModules();
  expect(optedIn.counter.countPageView('/en/contact')).toBe(true);
  expect(await sentViews(1)).toEqual([expect.objectContaining({ page_key: 'contact', device: 'desktop' })]);
});
