/**
 * A post in three languages, in Chromium against production builds: the language menu leads from every
 * published post in every language to the same post in every other one (on a prerendered first load and
 * after client-side navigation), every hreflang alternate of every prerendered page answers 200, and a
 * post shown in Czech on an English or German page says so and carries lang="cs" (list and post page,
 * 1280 and 375 px, axe clean), its badge naming the category as the filter does; the back office's preview
 * warns when the previewed language falls back to Czech.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { LOCALES, LOCALE_NAMES, getMessages, type Locale } from '@app/i18n';
import { collectPageErrors, gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { seriousViolations } from './support/axe';
import { signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

jest.setTimeout(300_000);

const running = useStackAndBrowser();

// The base URL the build wrote into canonical and alternate links (SITE_URL at build time).
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

interface PublishedPost {
  slug_cs: string;
  slug_en: string | null;
  slug_de: string | null;
  title_cs: string;
  title_en: string | null;
  title_de: string | null;
}

let posts: PublishedPost[];

beforeAll(async () => {
  const published = await running.stack.backend.db.query<PublishedPost>(
    'select slug_cs, slug_en, slug_de, title_cs, title_en, title_de from public.blog_posts where published order by created_at desc',
  );
  posts = published.rows;
}, 120_000);

const prefix = (locale: Locale) => (locale === 'cs' ? '' : `/${locale}`);
const own = (value: string | null) => (value && value.trim() !== '' ? value : null);

/** Where the post lives in a language: its slug there, else the Czech one (shown in Czech under that prefix). */
function postPath(post: PublishedPost, locale: Locale): string {
  const slug = locale === 'cs' ? post.slug_cs : (own(post[`slug_${locale}`]) ?? post.slug_cs);
  return `${prefix(locale)}/blog/${encodeURIComponent(slug)}`;
}

function postTitle(post: PublishedPost, locale: Locale): string {
  return locale === 'cs' ? post.title_cs : (own(post[`title_${locale}`]) ?? post.title_cs);
}

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function statusOf(urlPath: string): Promise<number> {
  const response = await fetch(`${running.stack.hostUrl}${urlPath}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

async function newPage(width = 1280): Promise<Page> {
  return (await running.browser.newContext({ viewport: { width, height: 900 } })).newPage();
}

/** Opens the language menu of a page in `from` and picks `to` (once its link points where it should). */
async function switchLanguage(page: Page, from: Locale, to: Locale, expectedPath: string): Promise<void> {
  const { nav } = getMessages(from);
  const button = page.getByRole('button', { name: `${nav.chooseLanguage}: ${LOCALE_NAMES[from].label}` });
  await button.click();
  const link = page.getByRole('list', { name: nav.language }).getByRole('link', { name: LOCALE_NAMES[to].label });
  await eventually(async () => expect(await link.getAttribute('href')).toBe(expectedPath));
  await link.click();
  await page.waitForURL(`${running.stack.hostUrl}${expectedPath}`);
}

/** The page shows the post (not "not found") in `locale`, and its URL answers 200 when loaded as a document. */
async function expectPost(page: Page, post: PublishedPost, locale: Locale): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await eventually(async () => expect(normalized(await heading.textContent())).toBe(normalized(postTitle(post, locale))));
  expect(await page.getByText(getMessages(locale).blogPost.notFoundTitle).count()).toBe(0);
  // After a client-side switch the document's language follows the new content within a frame or two.
  await eventually(async () => expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale));
  expect({ path: postPath(post, locale), status: await statusOf(postPath(post, locale)) }).toEqual({ path: postPath(post, locale), status: 200 });
}

describe('the language menu on a post', () => {
  const pairs = LOCALES.flatMap((source) => LOCALES.filter((target) => target !== source).map((target) => [source, target] as const));

  test.each(pairs)('every published post: %s → %s on a prerendered first load lands on the post, never on "not found"', async (source, target) => {
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const page = await newPage();
    const errors = collectPageErrors(page);
    for (const post of posts) {
      await gotoApp(page, `${running.stack.hostUrl}${postPath(post, source)}`);
      await expectPost(page, post, source);
      await switchLanguage(page, source, target, postPath(post, target));
      await expectPost(page, post, target);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('every published post, reached from the blog list, through all six language pairs after client-side navigation', async () => {
    const page = await newPage();
    const errors = collectPageErrors(page);
    // cs → en → de → cs → de → en → cs: each ordered pair once, none of them a fresh page load.
    const walk: Locale[] = ['cs', 'en', 'de', 'cs', 'de', 'en', 'cs'];
    for (const post of posts) {
      await gotoApp(page, `${running.stack.hostUrl}/blog`);
      const card = page.locator('[data-testid="blog-post"]').filter({ has: page.getByRole('heading', { name: post.title_cs, exact: true }) });
      await card.getByRole('link').click();
      await page.waitForURL(`${running.stack.hostUrl}${postPath(post, 'cs')}`);
      await expectPost(page, post, 'cs');
      for (let step = 1; step < walk.length; step += 1) {
        const [from, to] = [walk[step - 1] as Locale, walk[step] as Locale];
        await switchLanguage(page, from, to, postPath(post, to));
        await expectPost(page, post, to);
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Every prerendered page (index.html under the served folder), by URL path. */
function prerenderedPaths(root: string, folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return prerenderedPaths(root, path.join(folder, entry.name));
    if (entry.name !== 'index.html') return [];
    return [`/${folder.split(path.sep).filter(Boolean).join('/')}`];
  });
}

/** A page's hreflang alternates; null for a page kept out of search (noindex), which names none. */
function alternatesIn(html: string): Record<string, string> | null {
  const document = new JSDOM(html).window.document;
  if (document.querySelector('meta[name="robots"][content~="noindex"]')) return null;
  return Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
  );
}

test('every hreflang alternate of every prerendered page answers 200 and names the same set of pages back', async () => {
  const root = running.stack.hostRoot;
  const alternatesOf = new Map<string, Record<string, string>>();
  for (const page of prerenderedPaths(root)) {
    const alternates = alternatesIn(readFileSync(path.join(root, page, 'index.html'), 'utf8'));
    if (alternates) alternatesOf.set(page, alternates);
  }
  // At least the 27 pages and each published post in three languages.
  expect(alternatesOf.size).toBeGreaterThanOrEqual(27 + posts.length * 3);
  for (const post of posts) for (const locale of LOCALES) expect(alternatesOf.has(postPath(post, locale))).toBe(true);
  const failures: string[] = [];
  const checked = new Map<string, number>();
  for (const [page, alternates] of alternatesOf) {
    expect({ page, languages: Object.keys(alternates).sort() }).toEqual({ page, languages: ['cs', 'de', 'en', 'x-default'] });
    for (const [language, href] of Object.entries(alternates)) {
      expect(href.startsWith(`${SITE_URL}/`) || href === SITE_URL).toBe(true);
      const target = new URL(href).pathname;
      const status = checked.get(target) ?? (await statusOf(target));
      checked.set(target, status);
      if (status !== 200) failures.push(`${page} hreflang=${language} → ${href}: ${status}`);
      // The alternate is a prerendered page itself, naming the same versions (return links).
      const back = alternatesOf.get(target);
      if (!back) failures.push(`${page} hreflang=${language} → ${href}: not a prerendered page`);
      else if (JSON.stringify(back) !== JSON.stringify(alternates)) failures.push(`${page} and ${target} name different alternates`);
    }
  }
  expect(failures).toEqual([]);
});

describe('a post shown in Czech on the English or German site', () => {
  const untranslated = () => posts.find((post) => !own(post.title_de)) as PublishedPost;
  const GERMAN_NOTE = 'Dieser Artikel ist nur auf Tschechisch und Englisch verfügbar.';

  test.each([1280, 375])('the German list at %i px marks its Czech texts, says so, names the category in German, axe clean', async (width) => {
    const page = await newPage(width);
    const errors = collectPageErrors(page);
    await gotoApp(page, `${running.stack.hostUrl}/de/blog`);
    const post = untranslated();
    const card = page.locator('[data-testid="blog-post"]').filter({ has: page.getByRole('heading', { name: post.title_cs, exact: true }) });
    // After hydration and the fresh read of the list, not only in the prerendered markup.
    await eventually(async () => expect(await card.getByRole('heading', { level: 2 }).getAttribute('lang')).toBe('cs'));
    expect(await card.locator('.blog-card__excerpt').getAttribute('lang')).toBe('cs');
    expect(normalized(await card.locator('.post-language-note').textContent())).toBe(GERMAN_NOTE);
    expect(await card.locator('.post-language-note').getAttribute('lang')).toBeNull();
    // The note links the versions a German reader can switch to.
    const note = card.locator('.post-language-note');
    await expect(note.getByRole('link', { name: 'Englisch' }).getAttribute('href')).resolves.toBe(`/en/blog/${post.slug_en}`);
    await expect(note.getByRole('link', { name: 'Tschechisch' }).getAttribute('href')).resolves.toBe(`/blog/${post.slug_cs}`);
    // The badge says what the German category link says.
    expect(normalized(await card.locator('.site-tag--category').textContent())).toBe('Implementierung');
    await page.getByRole('link', { name: 'Implementierung', exact: true }).waitFor();
    // Translated posts carry no note and no lang of their own.
    const translated = page.locator('[data-testid="blog-post"]').filter({ hasNot: page.locator('.post-language-note') });
    expect(await translated.count()).toBe(posts.length - 1);
    expect(await translated.locator('[lang]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test.each([1280, 375])('the German post page at %i px: Czech title and body marked, the note, the German category, axe clean', async (width) => {
    const page = await newPage(width);
    const errors = collectPageErrors(page);
    const post = untranslated();
    await gotoApp(page, `${running.stack.hostUrl}${postPath(post, 'de')}`);
    const heading = page.getByRole('heading', { level: 1 });
    await eventually(async () => expect(normalized(await heading.textContent())).toBe(normalized(post.title_cs)));
    expect(await heading.getAttribute('lang')).toBe('cs');
    expect(await page.locator('[data-testid="post-content"]').getAttribute('lang')).toBe('cs');
    expect(normalized(await page.locator('.post-language-note').textContent())).toBe(GERMAN_NOTE);
    expect(normalized(await page.locator('.post-tags .site-tag--category').textContent())).toBe('Implementierung');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the English and Czech pages of the same post, and the lists, show no note where everything is translated', async () => {
    const page = await newPage();
    const post = untranslated();
    for (const [locale, urlPath] of [
      ['en', postPath(post, 'en')],
      ['cs', postPath(post, 'cs')],
      ['en', '/en/blog'],
      ['cs', '/blog'],
    ] as const) {
      await gotoApp(page, `${running.stack.hostUrl}${urlPath}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('main [data-testid="blog-post"], main [data-testid="post-content"]').first().waitFor();
      expect({ urlPath, notes: await page.locator('.post-language-note').count() }).toEqual({ urlPath, notes: 0 });
      expect({ urlPath, marked: await page.locator('main [lang]').count() }).toEqual({ urlPath, marked: 0 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.context().close();
  });

  test("the editor's preview warns when the previewed language falls back to Czech, and not when it is complete", async () => {
    const page = await signedInAdminPage(running.browser, running.stack.hostUrl);
    await page.evaluate(() => {
      localStorage.setItem(
        'admin-preview:clanek',
        JSON.stringify({
          id: 'draft',
          title_cs: 'Rozepsaný článek',
          title_en: 'A draft article',
          title_de: '',
          slug_cs: 'rozepsany-clanek',
          slug_en: 'a-draft-article',
          slug_de: '',
          excerpt_cs: 'Perex',
          excerpt_en: 'Excerpt',
          excerpt_de: '',
          content_cs: '<p>Český obsah</p>',
          content_en: '<p>English content</p>',
          content_de: '',
          category_cs: 'Implementace',
          published: false,
          featured: false,
          read_time: 5,
          created_at: '2026-11-20T09:00:00Z',
          publish_at: null,
          updated_at: '2026-11-20T09:00:00Z',
          image_url: null,
        }),
      );
    });
    await page.goto(`${running.stack.hostUrl}/admin/nahled/clanek?lang=de`);
    const warning = page.getByRole('note').filter({ hasText: 'Chybí německý překlad' });
    await warning.waitFor();
    expect(normalized(await warning.textContent())).toBe(
      'Chybí německý překlad (název, perex a obsah). Návštěvníci německé verze webu uvidí místo něj český text.',
    );
    expect(await warning.getAttribute('lang')).toBe('cs');
    // The preview itself is what the German visitor gets: the Czech text marked, the German note.
    expect(await page.getByRole('heading', { level: 1, name: 'Rozepsaný článek' }).getAttribute('lang')).toBe('cs');
    await page.getByText('Dieser Artikel ist nur auf Tschechisch und Englisch verfügbar.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${running.stack.hostUrl}/admin/nahled/clanek?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'A draft article' }).waitFor();
    expect(await page.getByText(/Chybí .* překlad/).count()).toBe(0);
    expect(await page.locator('.post-language-note').count()).toBe(0);
    await page.context().close();
  });
});
