/**
 * Pricing and references in Chromium against production builds and the local backend:
 * the toggle, data from the database in every language, a change made in the database, the fallbacks.
 */
import type { Page } from 'playwright-core';
import { getHref, getMessages, type Locale } from '@app/i18n';
import { collectPageErrors, gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { useStackAndBrowser } from './support/stack-fixture';

// testTimeout in a jest project entry is ignored; browser tests need more than the default 5 s.
jest.setTimeout(60_000);

const running = useStackAndBrowser();

async function newPage(): Promise<Page> {
  return (await running.browser.newContext()).newPage();
}

const planCards = (page: Page) => page.locator('[data-testid="pricing-plan"]');
const amounts = (page: Page) => page.locator('.pricing-card__amount').allTextContents();
const normalized = (texts: string[]) => texts.map((text) => text.replace(/\s/g, ' '));

const PRICING_PATHS: Record<Locale, { path: string; ssoFromDatabase: string; savingFromDatabase: string }> = {
  cs: { path: '/cenik', ssoFromDatabase: 'SSO přihlášení', savingFromDatabase: 'Úspora 2 měsíce' },
  en: { path: '/en/pricing', ssoFromDatabase: 'SSO sign-in', savingFromDatabase: 'Save 2 months' },
  de: { path: '/de/preise', ssoFromDatabase: 'SSO-Anmeldung', savingFromDatabase: '2 Monate gespart' },
};

/** The prices as each language writes them: Czech '49 900 Kč', German '49.900 Kč', English 'CZK 49,900'. */
const YEARLY: Record<Locale, [string, string]> = { cs: ['49 900 Kč', '99 900 Kč'], en: ['CZK 49,900', 'CZK 99,900'], de: ['49.900 Kč', '99.900 Kč'] };
const MONTHLY: Record<Locale, [string, string]> = { cs: ['4 990 Kč', '9 990 Kč'], en: ['CZK 4,990', 'CZK 9,990'], de: ['4.990 Kč', '9.990 Kč'] };

describe.each(Object.entries(PRICING_PATHS) as [Locale, (typeof PRICING_PATHS)[Locale]][])(
  'pricing in %s',
  (locale, { path, ssoFromDatabase, savingFromDatabase }) => {
    test('defaults to yearly with the saving note; monthly changes the prices and drops the note', async () => {
      const { pricing } = getMessages(locale);
      const page = await newPage();
      const errors = collectPageErrors(page);
      await gotoApp(page, `${running.stack.hostUrl}${path}`);
      await page.getByText(ssoFromDatabase).first().waitFor();
      await page.locator('h1').nth(1).waitFor({ state: 'detached' });
      await eventually(async () => expect(await page.locator('h1').count()).toBe(1));
      await eventually(async () => expect(await page.getByRole('radio', { name: pricing.yearly }).isChecked()).toBe(true));
      await planCards(page).nth(2).waitFor();
      await eventually(async () => expect(await planCards(page).count()).toBe(3));
      await eventually(async () => expect(normalized(await amounts(page))).toEqual([...YEARLY[locale], pricing.custom]));
      await page.getByText(savingFromDatabase, { exact: true }).nth(1).waitFor();
      await eventually(async () => expect(await page.getByText(savingFromDatabase, { exact: true }).count()).toBe(2));
      const business = planCards(page).nth(1);
      await business.getByText(pricing.recommended).waitFor();
      await eventually(async () =>
        expect(await business.evaluate((element) => element.classList.contains('pricing-card--highlighted'))).toBe(true),
      );
      await business.getByText(pricing.vatNote).waitFor();
      await planCards(page).first().locator('.pricing-card__feature--excluded').first().waitFor();

      await page.locator('label', { hasText: pricing.monthly }).click();
      await eventually(async () => expect(await page.getByRole('radio', { name: pricing.monthly }).isChecked()).toBe(true));
      await eventually(async () => expect(normalized(await amounts(page))).toEqual([...MONTHLY[locale], pricing.custom]));
      await page.getByText(savingFromDatabase, { exact: true }).first().waitFor({ state: 'detached' });
      await page.getByText(pricing.perMonth).first().waitFor();

      const footerLink = page.getByRole('link', { name: pricing.footerCard.button });
      await expect(footerLink.getAttribute('href')).resolves.toBe(getHref('contact', locale, { query: { zajem: 'quote' }, hash: 'nabidka' }));
      await page.getByText(pricing.footerCard.title).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  },
);

test('a price and a name changed in the database show on /cenik; a deactivated plan disappears', async () => {
  await running.stack.backend.db.query(
    `update public.pricing_plans set price = 5490, name_cs = 'Start Plus' where tier = 'start' and billing_period = 'monthly'`,
  );
  await running.stack.backend.db.query(`update public.pricing_plans set active = false where tier = 'enterprise' and billing_period = 'monthly'`);
  try {
    const page = await newPage();
    await gotoApp(page, `${running.stack.hostUrl}/cenik`);
    await page.getByText('SSO přihlášení').first().waitFor();
    await page.locator('label', { hasText: 'Měsíčně' }).click();
    await page.getByRole('heading', { name: 'Start Plus' }).waitFor();
    await eventually(async () => expect(normalized(await amounts(page))).toEqual(['5 490 Kč', '9 990 Kč']));
    await page.locator('label', { hasText: 'Ročně' }).click();
    await eventually(async () => expect(normalized(await amounts(page))).toEqual(['49 900 Kč', '99 900 Kč', 'Na míru']));
    await page.context().close();
  } finally {
    await running.stack.backend.db.query(
      `update public.pricing_plans set price = 4990, name_cs = 'Start' where tier = 'start' and billing_period = 'monthly'`,
    );
    await running.stack.backend.db.query(`update public.pricing_plans set active = true where tier = 'enterprise'`);
  }
});

test('when the pricing table cannot be reached the fixed plans stay', async () => {
  const context = await running.browser.newContext();
  await context.route('**/rest/v1/pricing_plans*', (route) => route.abort());
  const page = await context.newPage();
  await gotoApp(page, `${running.stack.hostUrl}/cenik`);
  await page.getByText('Pokročilý workflow').first().waitFor();
  await eventually(async () => expect(normalized(await amounts(page))).toEqual(['49 900 Kč', '99 900 Kč', 'Na míru']));
  await page.getByText('Úspora 2 měsíce', { exact: true }).nth(1).waitFor();
  await eventually(async () => expect(await page.getByText('Úspora 2 měsíce', { exact: true }).count()).toBe(2));
  await context.close();
});

const REFERENCE_PATHS: Record<Locale, { path: string; industry: string }> = {
  cs: { path: '/reference', industry: 'Strojírenská výroba' },
  en: { path: '/en/customers', industry: 'Engineering manufacturing' },
  de: { path: '/de/referenzen', industry: 'Maschinenbau' },
};

test.each(Object.entries(REFERENCE_PATHS) as [Locale, (typeof REFERENCE_PATHS)[Locale]][])(
  'references in %s come from the database, featured first, with the closing call to action',
  async (locale, { path, industry }) => {
    const { references } = getMessages(locale);
    const page = await newPage();
    const errors = collectPageErrors(page);
    await gotoApp(page, `${running.stack.hostUrl}${path}`);
    await page.getByText(industry, { exact: true }).waitFor();
    const cards = page.locator('[data-testid="reference"]');
    await cards.nth(2).waitFor();
    await eventually(async () => expect(await cards.count()).toBe(3));
    await eventually(async () =>
      expect(await cards.locator('h2').allTextContents()).toEqual(['Strojírny Vysočina a.s.', 'LogiTrans CZ s.r.o.', 'Pekárny Morava s.r.o.']),
    );
    await cards.first().getByText(references.featured).waitFor();
    await cards.first().locator('.reference-card__results li').nth(2).waitFor();
    await eventually(async () => expect(await cards.first().locator('.reference-card__results li').count()).toBe(3));
    await page.getByRole('heading', { name: references.cta.title }).waitFor();
    const cta = page.getByRole('link', { name: references.cta.button });
    await expect(cta.getAttribute('href')).resolves.toMatch(/#demo$/);
    await page.locator('h1').nth(1).waitFor({ state: 'detached' });
    await eventually(async () => expect(await page.locator('h1').count()).toBe(1));
    expect(errors).toEqual([]);
    await page.context().close();
  },
);

test('when the references cannot be loaded the three built-in case studies show', async () => {
  const context = await running.browser.newContext();
  await context.route('**/rest/v1/references*', (route) => route.abort());
  const page = await context.newPage();
  await gotoApp(page, `${running.stack.hostUrl}/reference`);
  await page.getByRole('heading', { name: 'Chcete být další?' }).waitFor();
  const builtIn = getMessages('cs').references.caseStudies.map((study) => study.company);
  // The prerendered page shows the build-time rows until the failed read swaps in the built-in studies.
  await page.locator('[data-testid="reference"] h2', { hasText: builtIn[0] }).waitFor();
  await eventually(async () => expect(await page.locator('[data-testid="reference"] h2').allTextContents()).toEqual(builtIn));
  await context.close();
});
