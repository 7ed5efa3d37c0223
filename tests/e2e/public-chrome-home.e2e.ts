/**
 * Public site chrome and home page: every route renders its page in cs/en/de, the
 * navigation and footer lead where they say, the language switch keeps the page and the cookie, the
 * mobile menu, the hero carousel and the FAQ.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { LOCALES, PAGE_KEYS, getHref, getMessages, type Locale, type Messages, type PageKey } from '@app/i18n';
import { collectPageErrors, gotoApp, hydrateSection } from './support/chromium';
import { eventually } from './support/eventually';
import { useStackAndBrowser } from './support/stack-fixture';

const running = useStackAndBrowser();

jest.setTimeout(90_000);

async function newContext(options: { width?: number; motion?: boolean } = {}): Promise<BrowserContext> {
  const width = options.width ?? 1280;
  return running.browser.newContext({ viewport: { width, height: width < 500 ? 812 : 800 }, ...(options.motion ? { reducedMotion: 'no-preference' } : {}) });
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await gotoApp(page, `${running.stack.hostUrl}${path}`);
  await page.locator('.maintenance-gate:not(.maintenance-gate--checking)').waitFor();
  return page;
}

const NAV_PAGES: (PageKey & keyof Messages['nav'])[] = ['home', 'services', 'modules', 'references', 'pricing', 'blog', 'contact'];
const FOOTER_PAGES: (PageKey & keyof Messages['footer']['links'])[] = ['services', 'modules', 'references', 'pricing', 'privacy', 'terms', 'blog', 'contact'];

test('all 27 URLs of the route table render their own page, language and title', async () => {
  const context = await newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const notFound = getMessages('en').notFound;
  for (const locale of LOCALES) {
    for (const pageKey of PAGE_KEYS) {
      const path = getHref(pageKey, locale);
      await gotoApp(page, `${running.stack.hostUrl}${path}`);
      const heading = page.locator('main h1');
      await heading.first().waitFor();
      const text = (await heading.first().textContent())?.trim();
      expect({ path, h1: text }).not.toEqual({ path, h1: notFound.title });
      await page.getByText(notFound.message).waitFor({ state: 'detached' });
      await heading.nth(1).waitFor({ state: 'detached' });
      await eventually(async () => expect(await heading.count()).toBe(1));
      await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
      await page.waitForFunction((title) => document.title === title, getMessages(locale).meta[pageKey].title);
    }
  }
  expect(errors).toEqual([]);
  await context.close();
});

test.each([
  ['/tohle-neexistuje', 'Jejda! Stránka nebyla nalezena', 'Zpět na úvodní stránku', '/'],
  ['/en/no-such-page', 'Oops! Page not found', 'Return to Home', '/en'],
  ['/de/gibt-es-nicht', 'Hoppla! Seite nicht gefunden', 'Zurück zur Startseite', '/de'],
])('the unknown path %s shows the 404 page in its language with a link to its home', async (path, text, homeLink, home) => {
  const context = await newContext();
  const page = await open(context, path);
  await page.getByText(text).waitFor();
  await page.getByRole('link', { name: homeLink }).click();
  await page.waitForURL(`${running.stack.hostUrl}${home}`);
  await context.close();
});

test('a link to an unknown path inside the site shows the 404 page of the language without a reload', async () => {
  const context = await newContext();
  const page = await open(context, '/de');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/de/gibt-es-nicht');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByText('Hoppla! Seite nicht gefunden').waitFor();
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).resolves.toBe('/de');
  await context.close();
});

test.each(LOCALES)('%s: header and footer links point to the pages of that language and lead there', async (locale: Locale) => {
  const messages = getMessages(locale);
  const context = await newContext();
  const page = await open(context, getHref('home', locale));
  const mainNav = page.getByRole('navigation', { name: messages.nav.mainNavigation });
  for (const pageKey of NAV_PAGES) {
    await expect(mainNav.getByRole('link', { name: messages.nav[pageKey], exact: true }).getAttribute('href')).resolves.toBe(getHref(pageKey, locale));
  }
  const footer = page.getByRole('contentinfo');
  for (const pageKey of FOOTER_PAGES) {
    await expect(footer.getByRole('link', { name: messages.footer.links[pageKey], exact: true }).getAttribute('href')).resolves.toBe(getHref(pageKey, locale));
  }
  await eventually(async () => expect(await footer.textContent()).toContain(String(new Date().getFullYear())));
  await expect(page.getByRole('link', { name: messages.nav.demo }).first().getAttribute('href')).resolves.toBe(
    getHref('contact', locale, { query: { zajem: 'demo' }, hash: 'demo' }),
  );

  for (const pageKey of NAV_PAGES.slice(1)) {
    await mainNav.getByRole('link', { name: messages.nav[pageKey], exact: true }).click();
    await page.waitForURL(`${running.stack.hostUrl}${getHref(pageKey, locale)}`);
    await page.waitForFunction((title) => document.title === title, messages.meta[pageKey].title);
  }
  for (const pageKey of ['privacy', 'terms'] as const) {
    await footer.getByRole('link', { name: messages.footer.links[pageKey], exact: true }).click();
    await page.waitForURL(`${running.stack.hostUrl}${getHref(pageKey, locale)}`);
    await page.waitForFunction((title) => document.title === title, messages.meta[pageKey].title);
  }
  await page.getByRole('link', { name: messages.nav.logoLabel }).click();
  await page.waitForURL(`${running.stack.hostUrl}${getHref('home', locale)}`);
  await context.close();
});

test('the language menu keeps the page and stores the choice for 365 days', async () => {
  const context = await newContext();
  const page = await open(context, '/en/pricing');
  await page.getByRole('button', { name: /^Choose language: English$/ }).click();
  await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/de/preise`);
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
  expect(cookie?.value).toBe('de');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  await page.getByRole('button', { name: /^Sprache wählen: Deutsch$/ }).click();
  await page.getByRole('list', { name: 'Sprache' }).getByRole('link', { name: 'Čeština' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/cenik`);
  expect((await context.cookies()).find((candidate) => candidate.name === 'locale')?.value).toBe('cs');
  await context.close();
});

test('the header is transparent at the top and opaque once the page is scrolled', async () => {
  const context = await newContext();
  const page = await open(context, '/');
  const header = page.locator('header.site-header');
  await expect(header.getAttribute('data-opaque')).resolves.toBeNull();
  await page.mouse.wheel(0, 900);
  await page.waitForFunction(() => document.querySelector('header.site-header')?.hasAttribute('data-opaque'));
  await context.close();
});

test('at 375 px the mobile menu opens, closes and closes when a link is picked', async () => {
  const messages = getMessages('cs');
  const context = await newContext({ width: 375 });
  const page = await open(context, '/');
  await page.getByRole('navigation', { name: messages.nav.mainNavigation }).first().waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: messages.nav.openMenu }).click();
  const menu = page.locator('#mobile-menu');
  await menu.waitFor();
  await page.getByRole('button', { name: messages.nav.closeMenu }).click();
  await menu.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await menu.getByRole('link', { name: messages.nav.pricing }).click();
  await page.waitForURL(`${running.stack.hostUrl}/cenik`);
  await menu.waitFor({ state: 'detached' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test('a tap on the menu button before the scripts have run opens the menu once the page is ready', async () => {
  const messages = getMessages('cs');
  const context = await newContext({ width: 375 });
  const page = await context.newPage();
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`${running.stack.hostUrl}/`, { waitUntil: 'domcontentloaded' });
  // The prerendered button, before React runs: a tap does nothing yet.
  await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await page.waitForTimeout(300);
  await expect(page.locator('html[data-app-ready]').count()).resolves.toBe(0);
  await expect(page.locator('#mobile-menu').count()).resolves.toBe(0);
  releaseScripts();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.locator('#mobile-menu').waitFor();
  await eventually(async () => expect(await page.getByRole('button', { name: messages.nav.closeMenu }).count()).toBe(1));
  await context.close();
});

test('pointing at the home link loads the home page and its sections: after the click they show with no further code', async () => {
  const messages = getMessages('cs');
  const context = await newContext();
  const page = await open(context, '/cenik');
  const homeLink = page.getByRole('navigation', { name: messages.nav.mainNavigation }).first().getByRole('link', { name: messages.nav.home, exact: true });
  await homeLink.hover();
  await page.waitForLoadState('networkidle');
  const blockedScripts: string[] = [];
  await page.route(/\.js$/, async (route) => {
    blockedScripts.push(route.request().url());
    await route.abort();
  });
  await homeLink.click();
  await page.waitForURL(`${running.stack.hostUrl}/`);
  await page.getByRole('heading', { name: messages.home.faq.title }).waitFor();
  await page.locator('[data-deferred-section="closing-cta"] h2').waitFor();
  expect(blockedScripts).toEqual([]);
  await context.close();
});

test('the hero carousel advances by itself, its buttons wrap around and it can be paused', async () => {
  const texts = getMessages('cs').common.carousel;
  const context = await newContext({ motion: true });
  const page = await open(context, '/');
  const activeDot = () =>
    page.evaluate(() => [...document.querySelectorAll('.hero-carousel .carousel-dot')].findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
  const firstImage = page.locator('.hero-carousel img').first();
  await expect(firstImage.getAttribute('loading')).resolves.toBe('eager');
  await page.locator('.hero-carousel img').nth(3).waitFor({ state: 'attached' });
  await eventually(async () => expect(await page.locator('.hero-carousel img').count()).toBe(4));

  expect(await activeDot()).toBe(0);
  await page.waitForFunction(
    () => [...document.querySelectorAll('.hero-carousel .carousel-dot')].findIndex((dot) => dot.getAttribute('aria-current') === 'true') === 1,
    undefined,
    { timeout: 6000 },
  );

  const carousel = page.getByRole('region', { name: getMessages('cs').home.hero.carouselLabel });
  // The pointer rests on the carousel after each click, which holds autoplay: only the click moves the dot.
  for (const expected of [2, 3, 0]) {
    await carousel.getByRole('button', { name: texts.next }).click();
    await eventually(async () => expect(await activeDot()).toBe(expected));
  }
  await carousel.getByRole('button', { name: texts.previous }).click();
  await eventually(async () => expect(await activeDot()).toBe(3));
  await carousel.getByRole('button', { name: `${texts.goToSlide(2)}: ${getMessages('cs').home.hero.slides[1]?.title}` }).click();
  await eventually(async () => expect(await activeDot()).toBe(1));

  await carousel.getByRole('button', { name: texts.pause }).click();
  await page.mouse.move(0, 700);
  await page.waitForTimeout(4600);
  expect(await activeDot()).toBe(1);
  await carousel.getByRole('button', { name: texts.play }).focus();
  await context.close();
});

test('the FAQ keeps one answer open at a time and can close it', async () => {
  const { faq } = getMessages('en').home;
  const context = await newContext();
  const page = await open(context, '/en');
  const question = (index: number) => page.getByRole('button', { name: faq.items[index]?.question });
  await hydrateSection(page, 'faq');
  await question(0).click();
  await eventually(async () => expect(await question(0).getAttribute('aria-expanded')).toBe('true'));
  await page.getByText(faq.items[0]?.answer ?? '').waitFor();
  await question(3).click();
  await eventually(async () => expect(await question(3).getAttribute('aria-expanded')).toBe('true'));
  await eventually(async () => expect(await question(0).getAttribute('aria-expanded')).toBe('false'));
  await page.locator('.faq [aria-expanded="true"]').nth(1).waitFor({ state: 'detached' });
  await eventually(async () => expect(await page.locator('.faq [aria-expanded="true"]').count()).toBe(1));
  await question(3).click();
  await page.locator('.faq [aria-expanded="true"]').first().waitFor({ state: 'detached' });
  await context.close();
});

test('the home page shows every section in order and the modules from the database', async () => {
  const messages = getMessages('de');
  const context = await newContext();
  const page = await open(context, '/de');
  const home = messages.home;
  await eventually(async () =>
    expect(await page.locator('main h1, main h2').allTextContents()).toEqual([
      home.hero.title,
      home.clients.title,
      home.stats.title,
      home.benefits.title,
      home.modules.title,
      home.howItWorks.title,
      home.testimonials.title,
      home.faq.title,
      home.cta.title,
    ]),
  );
  await page.getByRole('heading', { name: 'KI-Assistent' }).waitFor();
  await eventually(async () =>
    expect(await page.locator('[data-testid="module-card"] h3').allTextContents()).toEqual([
      'Rechnungen und Buchhaltung',
      'HR und Personalwesen',
      'CRM und Vertrieb',
      'KI-Assistent',
    ]),
  );
  const hero = page.locator('section.hero');
  await expect(hero.getByRole('link', { name: home.hero.ctaPrimary }).getAttribute('href')).resolves.toBe('/de/kontakt?zajem=demo#demo');
  await expect(hero.getByRole('link', { name: home.hero.ctaSecondary }).getAttribute('href')).resolves.toBe('/de/kontakt?zajem=quote#nabidka');
  await context.close();
});
