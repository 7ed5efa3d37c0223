/**
 * The public site on a 375 px phone: every control of the header, mobile menu, language menu, footer, blog
 * category filter and contact form is at least 44 × 44 px to tap.
 */
import type { Page } from 'playwright-core';
import { getHref, getMessages } from '@app/i18n';
import { useStackAndBrowser } from './support/stack-fixture';
import { seriousViolations } from './support/axe';
import { collectPageErrors, gotoApp } from './support/chromium';
import { eventually } from './support/eventually';

const running = useStackAndBrowser();

jest.setTimeout(180_000);

const PHONE = { width: 375, height: 812 };
const MIN_TARGET = 44;

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

test.each(['cs', 'de'] as const)('every control of the header, menus, footer, blog filter and contact form is 44 × 44 px at 375 px (%s)', async (locale) => {
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
  await measure('footer', within('.site-footer'), 13);
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
