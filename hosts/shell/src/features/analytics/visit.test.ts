type Visit = typeof import('./visit');

const API = { supabaseUrl: 'https://api.example.test', supabaseAnonKey: 'anon-key', adminRemoteUrl: 'https://admin.example.test/mf-manifest.json' };
let fetchMock: jest.Mock;

/** The modules afresh: their memory of the visit is per page load. */
async function freshModules(): Promise<Visit> {
  let modules: Visit | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = await import('./visit');
    (await import('@app/supabase')).setRuntimeConfig(API);
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

/** The bodies of the page views sent, once `count` of them were (the runtime configuration is awaited first). */
async function sentViews(count: number): Promise<Record<string, unknown>[]> {
  for (let attempt = 0; attempt < 200 && fetchMock.mock.calls.length < count; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return fetchMock.mock.calls.map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)) as Record<string, unknown>);
}

beforeEach(() => {
  fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  global.fetch = fetchMock;
  window.history.replaceState(null, '', '/en/blog/jaro?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  Object.defineProperty(document, 'referrer', { value: 'https://www.news.example.org/issue/7', configurable: true });
});

afterEach(() => {
  setBrowser();
});

test('sends the landing view with the referrer domain, UTM and device, then views of other public paths without them', async () => {
  setBrowser({ width: 390 });
  const analytics = await freshModules();
  analytics.countPageView('/admin', { url: window.location.href, referrer: document.referrer });
  window.history.pushState(null, '', '/en/pricing');
  expect(analytics.sendPageView('/en/blog/jaro')).toBe(true);
  expect(analytics.sendPageView('/en/blog/jaro')).toBe(false);
  expect(analytics.sendPageView('/en/pricing')).toBe(true);
  expect(analytics.sendPageView('/admin/posts')).toBe(false);
  expect(analytics.sendPageView('/en/no-such-page')).toBe(false);
  expect(await sentViews(2)).toEqual([
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
  // What the contact form sends is the landing, not the page the visitor is on now.
  expect(analytics.visitAttribution()).toEqual({
    landing_path: '/en/blog/jaro',
    referrer_domain: 'news.example.org',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
  });
});

test.each([
  ['Global Privacy Control', { gpc: true }],
  ['Do Not Track', { dnt: '1' }],
])('%s: nothing is sent and no attribution is given to forms', async (_signal, browser) => {
  setBrowser(browser);
  const analytics = await freshModules();
  analytics.countPageView('/admin', { url: window.location.href, referrer: document.referrer });
  expect(analytics.sendPageView('/en/blog/jaro')).toBe(false);
  expect(analytics.visitAttribution()).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an automated browser (navigator.webdriver) sends nothing unless the test opted in', async () => {
  setBrowser({ webdriver: true });
  const automated = await freshModules();
  expect(automated.sendPageView('/en/contact')).toBe(false);

  setBrowser({ webdriver: true, optIn: true });
  const optedIn = await freshModules();
  expect(optedIn.sendPageView('/en/contact')).toBe(true);
  expect(await sentViews(1)).toEqual([expect.objectContaining({ page_key: 'contact', device: 'desktop' })]);
});
