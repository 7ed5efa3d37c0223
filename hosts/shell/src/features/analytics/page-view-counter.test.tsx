const countPageView = jest.fn(() => true);
jest.mock('./visit', () => ({ countPageView }));

/** The counter afresh (its memory is per page load), with the router and React it renders in. */
async function freshPage() {
  let modules:
    | { counter: typeof import('./page-view-counter'); router: typeof import('react-router-dom'); react: typeof import('react'); dom: typeof import('react-dom/client') }
    | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      counter: await import('./page-view-counter'),
      router: await import('react-router-dom'),
      react: await import('react'),
      dom: await import('react-dom/client'),
    };
  });
  return modules!;
}

// React's act() outside testing-library (which the isolated modules cannot share).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A visit that starts at the first path and follows the others by client-side navigation. */
async function visit(paths: string[]) {
  const { counter, router, react, dom } = await freshPage();
  let navigate: ((path: string) => void | Promise<void>) | undefined;
  function NavigateHandle() {
    navigate = router.useNavigate();
    return null;
  }
  const root = dom.createRoot(document.body.appendChild(document.createElement('div')));
  await react.act(async () => {
    root.render(
      <router.MemoryRouter initialEntries={[paths[0]!]}>
        <counter.PageViewCounter>
          <NavigateHandle />
        </counter.PageViewCounter>
      </router.MemoryRouter>,
    );
    await pause(10);
  });
  for (const path of paths.slice(1)) {
    await react.act(async () => {
      await navigate!(path);
      await pause(10);
    });
  }
  await react.act(() => pause(20));
  react.act(() => root.unmount());
}

const sentPaths = () => countPageView.mock.calls.map(([path]: unknown[]) => path);

beforeEach(() => {
  countPageView.mockClear();
  Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true });
  window.__countAutomatedVisits = undefined;
});

test('hands every path the visitor reaches, client-side navigations included, to the sender it loads after the page', async () => {
  window.history.replaceState(null, '', '/en/blog/jaro?utm_campaign=spring');
  Object.defineProperty(document, 'referrer', { value: 'https://news.example.org/7', configurable: true });
  await visit(['/en/blog/jaro', '/en/pricing', '/en/pricing?filter=1', '/en/contact']);
  expect(sentPaths()).toEqual(['/en/blog/jaro', '/en/pricing', '/en/contact']);
  expect(countPageView).toHaveBeenCalledWith('/en/blog/jaro', { url: 'http://localhost/en/blog/jaro?utm_campaign=spring', referrer: 'https://news.example.org/7' });
});

test('an automated browser does not load the sender at all, unless a test opted in', async () => {
  Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
  await visit(['/en/blog/jaro', '/en/pricing']);
  expect(countPageView).not.toHaveBeenCalled();

  window.__countAutomatedVisits = true;
  await visit(['/en/blog/jaro']);
  expect(sentPaths()).toEqual(['/en/blog/jaro']);
});
