import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@app/ui/testing';
import { MemoryRouter, StaticRouter, matchRoutes } from 'react-router-dom';
import { CONTENT_PREVIEW_KINDS, contentPreviewPath } from '@app/remote-contract';
import { LOCALES, PAGE_KEYS, getHref, getMessages } from '@app/i18n';
import { AppRoutes, preloadAllRoutes, routes } from './routes';

// Pages are chunks of their own; loaded ahead, they render at once (as when hydrating a prerendered page).
beforeAll(() => preloadAllRoutes());

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

afterEach(() => jest.restoreAllMocks());

test('/en/pricing renders the English pricing heading, lang and title', async () => {
  renderAt('/en/pricing');
  const english = getMessages('en');
  expect(screen.getByRole('heading', { level: 1, name: english.pricing.title })).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  expect(document.title).toBe(english.meta.pricing.title);
});

test.each(LOCALES.flatMap((locale) => PAGE_KEYS.map((page) => [locale, page] as const)))(
  '%s %s renders inside the layout with its own navigation language',
  (locale, page) => {
    renderAt(getHref(page, locale));
    const messages = getMessages(locale);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: messages.nav.services })[0]).toHaveAttribute('href', getHref('services', locale));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  },
);

test.each(LOCALES)('the %s tree renders its home page on the server in its language: header, page, a deferred section and footer', (locale) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StaticRouter location={getHref('home', locale)}>
      <AppRoutes />
    </StaticRouter>,
  );
  const messages = getMessages(locale);
  const text = container.textContent ?? '';
  expect(container.querySelector('.site-header')?.textContent).toContain(messages.nav.services);
  expect(container.querySelector('h1')?.textContent).toBe(messages.home.hero.title);
  expect(text).toContain(messages.home.faq.title);
  expect(container.querySelector('.site-footer')?.textContent).toContain(messages.footer.tagline);
});

test("the home page shows the content types' sections the route table gives it, after its benefits", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StaticRouter location="/">
      <AppRoutes />
    </StaticRouter>,
  );
  const sections = [...container.querySelectorAll('[data-deferred-section]')].map((section) => section.getAttribute('data-deferred-section'));
  expect(sections).toEqual(['client-logos', 'stats', 'benefits', 'module-cards', 'how-it-works', 'testimonials', 'faq', 'closing-cta']);
});

test('a German blog post path renders the post page (not the 404) with the German way back', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/de/blog/mein-artikel');
  const back = await screen.findAllByRole('link', { name: getMessages('de').blogPost.backToBlog });
  expect(back[0]).toHaveAttribute('href', '/de/blog');
  expect(screen.queryByText(getMessages('de').notFound.message)).not.toBeInTheDocument();
});

test.each([
  ['/does-not-exist', 'Jejda! Stránka nebyla nalezena', 'Zpět na úvodní stránku', '/'],
  ['/en/does-not-exist', 'Oops! Page not found', 'Return to Home', '/en'],
  ['/de/gibt-es-nicht', 'Hoppla! Seite nicht gefunden', 'Zurück zur Startseite', '/de'],
])('the unknown path %s renders the 404 page in its language, links that home and logs the path', async (path, text, homeLink, home) => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderAt(path);
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: homeLink })).toHaveAttribute('href', home);
  await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), path));
});

test.each([
  ['/de/kontakt?zajem=question#nabidka', 'Stellen Sie uns Ihre Frage'],
  ['/kontakt?zajem=consultation', 'Domluvte si nezávaznou konzultaci'],
  ['/en/contact?zajem=demo#demo', 'Book a short online demo'],
  ['/en/contact', 'Book a short online demo'],
])("the contact page at %s opens with the heading of the link's intent in its language", async (path, heading) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test('/maintenance renders the Czech maintenance page with the admin sign-in link', () => {
  renderAt('/maintenance');
  expect(screen.getByRole('heading', { level: 1, name: 'Údržba webu' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Přihlásit se jako administrátora' })).toHaveAttribute('href', '/auth');
});

test("the editors' preview paths are the host's own page, not the admin remote's", () => {
  for (const kind of CONTENT_PREVIEW_KINDS) {
    expect(matchRoutes(routes, contentPreviewPath(kind))?.map((match) => match.route.path)).toEqual(['/admin/nahled/:kind']);
  }
  expect(matchRoutes(routes, '/admin/blog')?.map((match) => match.route.path)).toEqual(['/admin/*']);
});
