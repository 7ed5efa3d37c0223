/**
 * The public site on a 375 px phone: every control of the header, mobile menu, language menu, footer, blog
 * category filter and contact form is at least 44 × 44 px to tap, and German pages stay within the screen
 * even with words longer than a column (hyphenated where the browser knows German, broken as a last resort).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { LOCALES, PAGE_KEYS, getBlogPostHref, getHref, getMessages } from '@app/i18n';
import { useStackAndBrowser } from './support/stack-fixture';
import { seriousViolations } from './support/axe';
import { collectPageErrors, gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { repoRoot } from '../../scripts/lib/paths';

const running = useStackAndBrowser();

jest.setTimeout(180_000);

const PHONE = { width: 375, height: 812 };
const MIN_TARGET = 44;
const SCREENSHOTS = path.join(repoRoot, '.tmp', 'screenshots', 'phone-layout');

async function phonePage(): Promise<Page> {
  const context = await running.browser.newContext({ viewport: PHONE });
  return context.newPage();
}

async function open(page: Page, pagePath: string): Promise<void> {
  await gotoApp(page, `${running.stack.hostUrl}${pagePath}`);
  await page.locator('.maintenance-gate:not(.maintenance-gate--checking)').waitFor();
}

interface Target {
  name: string;
  width: number;
  height: number;
}

/**
 * The visible controls under `selector` with their size. Left out: the honeypot (off-screen for robots) and
 * the link inside the consent sentence, an inline link in a line of text (WCAG 2.5.5 exempts those: making
 * it 44 px tall would pull the sentence apart).
 */
async function targets(page: Page, selector: string): Promise<Target[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      if (element.closest('.form-trap') || element.matches('.contact-consent-link, .skip-link:not(:focus)')) return [];
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? element.tagName).trim();
      return [{ name: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 }];
    }),
  );
}

const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
const within = (region: string) => CONTROLS.split(', ').map((control) => `${region} ${control}`).join(', ');

function tooSmall(found: Target[]): string[] {
  return found.filter((target) => target.width < MIN_TARGET || target.height < MIN_TARGET).map((target) => `${target.name} ${target.width}×${target.height}`);
}

test.each(['cs', 'de'] as const)('every control of the header, menus, footer, module carousel, blog filter and contact form is 44 × 44 px at 375 px (%s)', async (locale) => {
  const page = await phonePage();
  const errors = collectPageErrors(page);
  const messages = getMessages(locale);
  const failures: string[] = [];
  const measure = async (where: string, selector: string, atLeast: number) => {
    const found = await targets(page, selector);
    expect({ where, count: found.length >= atLeast }).toEqual({ where, count: true });
    failures.push(...tooSmall(found).map((failure) => `${where}: ${failure}`));
  };

  await open(page, getHref('home', locale));
  // Logo, language button and menu button; the demo button shows from 576 px.
  await measure('header', within('.site-header'), 3);
  // The brand, the seed's two social profiles (the others are not set) and eight page links.
  await measure('footer', within('.site-footer'), 11);
  // The module cards' previous/next buttons and dots.
  await measure('module carousel', within('.carousel-controls'), 3);
  await page.keyboard.press('Tab');
  await eventually(async () => expect(await page.locator('.skip-link').evaluate((link) => link === document.activeElement)).toBe(true));
  await measure('skip link', '.skip-link', 1);

  await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await measure('mobile menu', within('#mobile-menu'), 8);
  await measure('header with the menu open', within('.site-header__bar'), 3);
  await page.getByRole('button', { name: messages.nav.closeMenu }).click();

  await page.locator('.language-button').click();
  await measure('language menu', within('.language-menu'), 4);
  await page.keyboard.press('Escape');

  await open(page, getHref('blog', locale));
  await page.locator('[data-testid="blog-post"]').first().waitFor();
  await measure('blog categories', within('.blog-categories'), 5);

  await open(page, getHref('contact', locale));
  // Interest, name, e-mail, phone, company, message, consent, send.
  await measure('contact form', within('main form'), 8);

  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the mobile menu button keeps its bars where they were, inside the screen', async () => {
  const page = await phonePage();
  await open(page, '/');
  const button = await page.locator('.site-header__burger').boundingBox();
  const bars = await page.locator('.burger__bar').first().boundingBox();
  expect(button).not.toBeNull();
  expect(bars).not.toBeNull();
  if (!button || !bars) return;
  expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
  // The bars stay where the 28 px button had them (the 20 px page margin plus its 5 px inset); only the hit area grew.
  expect(Math.round(PHONE.width - (bars.x + bars.width))).toBe(25);
  await page.context().close();
});

test('the changed pages pass axe at 375 px', async () => {
  const page = await phonePage();
  for (const pagePath of ['/', '/blog', '/kontakt', '/en/contact', '/de/preise']) {
    await open(page, pagePath);
    expect({ pagePath, violations: await seriousViolations(page) }).toEqual({ pagePath, violations: [] });
  }
  await page.context().close();
});

/** Longer than a phone's column at any of the site's sizes: only breaking inside it keeps the page in the screen. */
const LONG = 'Rechnungsverarbeitungsautomatisierungsplattformintegrationsdienstleistung';

async function scrollThrough(page: Page): Promise<void> {
  // Home's lower sections render as they come near the viewport.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

test("German pages at 375 px break the site's long words only where a hyphen shows, even in a browser without German hyphenation", async () => {
  // This Chromium has no hyphenation dictionaries (hyphens: auto does nothing): what the site writes itself
  // carries soft hyphens where its long words meet a phone's column.
  const page = await phonePage();
  const paths = (['home', 'services', 'pricing', 'contact', 'privacy', 'terms'] as const).map((key) => getHref(key, 'de'));
  for (const pagePath of [...paths, '/de/gibt-es-nicht']) {
    await open(page, pagePath);
    await scrollThrough(page);
    await page.waitForTimeout(300);
    const brokenWithoutHyphen = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('#root') ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // The honeypot and visually hidden texts are off-screen or one pixel wide on purpose.
        if (node.parentElement?.closest('.form-trap, .visually-hidden')) continue;
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/[\p{L}\u00ad-]{6,}/gu)) {
          const start = word.index;
          let previous: { index: number; top: number } | null = null;
          for (let index = start; index < start + word[0].length; index += 1) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            // A character after a soft-hyphen break also has the hyphen's box on the line before: its last box counts.
            const box = [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1);
            if (!box) continue;
            if (previous && Math.round(box.top) > Math.round(previous.top)) {
              const between = text.slice(previous.index, index);
              if (!between.includes('-') && !between.includes('\u00ad')) found.push(word[0].replace(/\u00ad/g, ''));
            }
            previous = { index, top: box.top };
          }
        }
      }
      return found;
    });
    expect({ pagePath, brokenWithoutHyphen }).toEqual({ pagePath, brokenWithoutHyphen: [] });
  }
  await page.context().close();
});

test('German pages stay within a 375 px screen, hyphenating long words, even with words longer than a column', async () => {
  const { db } = running.stack.backend;
  await db.query(
    `update public.modules set name_de = $1 || ' ' || coalesce(name_de, name_cs), description_de = 'Die ' || $1 || ' für Buchhaltungssoftwareanbieter',
       features_de = array[$1, 'Kundenbeziehungsmanagementsystemintegration']`,
    [LONG],
  );
  await db.query(`update public.pricing_plans set name_de = $1, description_de = $1 || ' inklusive', price_note_de = $1, features_de = array[$1], features_excluded_de = array[$1]`, [LONG]);
  await db.query(`update public.references set title_de = $1, industry_de = $1, size_de = $1, result_summary_de = $1, results_de = array[$1]`, [LONG]);
  await db.query(`update public.blog_posts set title_de = $1 || ' ' || coalesce(title_de, title_cs), excerpt_de = $1, category_de = $1`, [LONG]);
  const { rows } = await db.query<{ slug_de: string }>(`select slug_de from public.blog_posts where published and slug_de <> '' order by publish_at desc nulls last limit 1`);
  const postPath = getBlogPostHref(rows[0]?.slug_de ?? '', 'de');
  const showsLongWords = ['/de', '/de/module', '/de/referenzen', '/de/preise', '/de/blog', postPath];

  mkdirSync(SCREENSHOTS, { recursive: true });
  const page = await phonePage();
  const errors = collectPageErrors(page);
  const paths = [...PAGE_KEYS.map((key) => getHref(key, 'de')), postPath];
  expect(LOCALES).toContain('de');
  for (const pagePath of paths) {
    await open(page, pagePath);
    await scrollThrough(page);
    // The prerendered page has the seeded texts; the long words arrive with the fresh read.
    if (showsLongWords.includes(pagePath)) await page.getByText(LONG, { exact: false }).first().waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    const layout = await page.evaluate(() => {
      const { scrollingElement } = document;
      const wide = Array.from(document.querySelectorAll('main *, footer *'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // What is clipped by an ancestor (a carousel's hidden slides, visually hidden text) cannot widen the page.
          return box.right > window.innerWidth + 0.5 && getComputedStyle(element).position !== 'absolute' && !element.closest('[class*="carousel"], .visually-hidden, [class*="track"]');
        })
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      const unhyphenated = Array.from(document.querySelectorAll('main :is(h1, h2, h3, p, li, dd)'))
        .filter((element) => getComputedStyle(element).hyphens !== 'auto')
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      return { lang: document.documentElement.lang, scrollWidth: scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth, wide, unhyphenated };
    });
    expect({ pagePath, ...layout }).toEqual({ pagePath, lang: 'de', scrollWidth: PHONE.width, innerWidth: PHONE.width, wide: [], unhyphenated: [] });
    if (pagePath === getHref('modules', 'de')) {
      // A long name wraps beside its icon, which keeps its size.
      const iconWidths = await page.locator('.module-anchors__link svg').evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
      expect(iconWidths.length).toBeGreaterThan(0);
      expect(iconWidths.every((width) => width === 18)).toBe(true);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, `${pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}.png`), fullPage: true });
  }
  expect(errors).toEqual([]);
  await page.context().close();
});
