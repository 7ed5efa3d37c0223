/**
 * The company's legal details (IČO, DIČ, registered office, privacy e-mail, Commercial Register entry, the
 * last in each language) come from Nastavení, not from code: changed there, they reach the footer, the contact page and both legal texts
 * in cs/en/de of the prerendered pages (the live publisher re-renders them), an emptied one is left out, and
 * no public page of the build ever shows a bracketed placeholder such as "[IČO]".
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { LOCALES, getHref, type Locale } from '@app/i18n';
import { collectPageErrors, gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { DEMO_ADMIN, signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

/** What a published change may take to reach the served HTML (the live-publishing target is 10 s). */
const LIVE_WITHIN = { timeout: 20_000, interval: 250 };

/**
 * A bracketed placeholder: brackets around text with a letter and without quotes or slashes, so "[IČO]",
 * "[Anschrift des Firmensitzes]" or "[e-mail]" match while "[1]" or a serialized list of image paths do not.
 */
const BRACKETED_PLACEHOLDER = /\[[^[\]\n"/]*\p{L}[^[\]\n"/]*\]/gu;

const SEEDED = {
  companyId: '08412537',
  vatId: 'CZ08412537',
  registeredAddress: 'Na Poříčí 1047/26, 110 00 Praha 1',
  privacyEmail: 'gdpr@example.com',
  courtRegistration: 'C 312457 vedená u Městského soudu v Praze',
  courtRegistrationEn: 'C 312457 kept by the Municipal Court in Prague',
  courtRegistrationDe: 'C 312457, geführt beim Stadtgericht Prag',
};

const CHANGED = {
  companyId: '24681351',
  vatId: 'CZ24681351',
  registeredAddress: 'Vinohradská 2165/48, 120 00 Praha 2',
  privacyEmail: 'ochrana.udaju@example.com',
  courtRegistration: 'C 287654 vedená u Městského soudu v Praze',
  courtRegistrationEn: 'C 287654 kept by the Municipal Court in Prague',
  courtRegistrationDe: 'C 287654, geführt beim Stadtgericht Prag',
};

/** The register entry a page of `locale` shows: its language's own (the Czech one is never on the others). */
function registrationIn(details: Partial<typeof CHANGED>, locale: Locale): string | undefined {
  return { cs: details.courtRegistration, en: details.courtRegistrationEn, de: details.courtRegistrationDe }[locale];
}

jest.setTimeout(180_000);

// A long poll interval: what arrives within seconds arrives through the database's webhook.
const running = useStackAndBrowser({ publisher: true, publisherPollMs: 60_000 });

function htmlFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return htmlFilesUnder(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Everything of a page a visitor or a crawler reads: the text, the head's texts, the embedded data. */
function publicTextsOf(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const data = [...document.querySelectorAll('script[type="application/json"], script[type="application/ld+json"]')].flatMap((script) =>
    stringsIn(JSON.parse(script.textContent ?? 'null')),
  );
  const headTexts = [...document.querySelectorAll('meta[content]')].map((meta) => meta.getAttribute('content') ?? '');
  const images = [...document.querySelectorAll('[alt], [title], [aria-label]')].flatMap((element) =>
    ['alt', 'title', 'aria-label'].map((name) => element.getAttribute(name) ?? ''),
  );
  for (const element of document.querySelectorAll('script, style')) element.remove();
  return [document.title, document.body.textContent ?? '', ...headTexts, ...images, ...data];
}

/** Every bracketed placeholder in the served build's HTML files, with the file it is in. */
async function placeholdersInBuild(): Promise<string[]> {
  const files = htmlFilesUnder(running.stack.hostRoot);
  expect(files.length).toBeGreaterThanOrEqual(27);
  const found: string[] = [];
  for (const file of files) {
    const texts = publicTextsOf(await readFile(file, 'utf8'));
    for (const match of texts.flatMap((text) => [...text.matchAll(BRACKETED_PLACEHOLDER)].map((m) => m[0]))) {
      found.push(`${path.relative(running.stack.hostRoot, file)}: ${match}`);
    }
  }
  return found;
}

/** The served HTML of a path as a crawler gets it (no scripts run). */
async function servedDocument(urlPath: string): Promise<Document> {
  const response = await fetch(`${running.stack.hostUrl}${urlPath}`);
  expect({ urlPath, status: response.status }).toEqual({ urlPath, status: 200 });
  return new JSDOM(await response.text()).window.document;
}

const textOf = (document: Document, selector: string): string => (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ');

/** What each page must show of the details: the footer on every page, and per page its own part. */
async function expectServedDetails(details: Partial<typeof CHANGED>, locale: Locale): Promise<void> {
  const registration = registrationIn(details, locale);
  const footerDetails = [details.companyId, details.vatId, details.registeredAddress, registration].filter(Boolean);
  const legalDetails = [details.companyId, details.vatId, details.registeredAddress, registration].filter(Boolean);
  for (const page of ['home', 'contact', 'privacy', 'terms'] as const) {
    const document = await servedDocument(getHref(page, locale));
    const footer = textOf(document, '#root footer');
    for (const value of footerDetails) expect({ page, locale, inFooter: value, shown: footer.includes(value!) }).toEqual({ page, locale, inFooter: value, shown: true });
    const main = textOf(document, '#root main');
    const expected =
      page === 'contact'
        ? [details.companyId, details.vatId, details.registeredAddress, registration, details.privacyEmail]
        : page === 'privacy'
          ? [...legalDetails, details.privacyEmail]
          : page === 'terms'
            ? legalDetails
            : [];
    for (const value of expected.filter(Boolean)) expect({ page, locale, inMain: value, shown: main.includes(value!) }).toEqual({ page, locale, inMain: value, shown: true });
    // No Czech register wording on an English or German page.
    if (locale !== 'cs') expect({ page, locale, czech: `${footer} ${main}`.includes('vedená') }).toEqual({ page, locale, czech: false });
  }
}

async function saveCompanyDetails(page: Page, values: Partial<typeof CHANGED>): Promise<void> {
  await page.goto(`${running.stack.hostUrl}/admin/settings`);
  await page.getByRole('heading', { name: 'Nastavení' }).waitFor();
  const fields: [keyof typeof CHANGED, string][] = [
    ['companyId', 'IČO'],
    ['vatId', 'DIČ'],
    ['registeredAddress', 'Sídlo'],
    ['privacyEmail', 'E-mail pro ochranu osobních údajů'],
    ['courtRegistration', 'Spisová značka'],
    ['courtRegistrationEn', 'Spisová značka (anglicky)'],
    ['courtRegistrationDe', 'Spisová značka (německy)'],
  ];
  // The form shows the stored values once loaded.
  await eventually(async () => expect(await page.getByLabel('IČO', { exact: true }).inputValue()).not.toBe(''));
  for (const [key, label] of fields) {
    if (key in values) await page.getByLabel(label, { exact: true }).fill(values[key] ?? '');
  }
  await page.getByRole('button', { name: 'Uložit nastavení' }).click();
  await page.getByText('Nastavení byla uložena.').last().waitFor();
}

test('the build prerenders the seeded company details and not one bracketed placeholder on any page', async () => {
  expect(await placeholdersInBuild()).toEqual([]);
  for (const locale of LOCALES) await expectServedDetails(SEEDED, locale);
});

test('IČO, DIČ, registered office, privacy e-mail and register entry changed in Nastavení reach every language’s pages', async () => {
  const admin = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  const errors = collectPageErrors(admin);
  await saveCompanyDetails(admin, CHANGED);
  expect(errors).toEqual([]);
  const { rows } = await running.stack.backend.db.query<{ value: Record<string, string> }>(
    "select setting_value as value from public.site_settings where setting_key = 'contact_info'",
  );
  expect(rows[0]?.value).toMatchObject({
    company_id: CHANGED.companyId,
    vat_id: CHANGED.vatId,
    registered_address: CHANGED.registeredAddress,
    privacy_email: CHANGED.privacyEmail,
    court_registration: CHANGED.courtRegistration,
    court_registration_en: CHANGED.courtRegistrationEn,
    court_registration_de: CHANGED.courtRegistrationDe,
  });

  await eventually(async () => {
    for (const locale of LOCALES) await expectServedDetails(CHANGED, locale);
  }, LIVE_WITHIN);
  for (const locale of LOCALES) {
    const privacy = textOf(await servedDocument(getHref('privacy', locale)), '#root main');
    expect({ locale, stale: privacy.includes(SEEDED.companyId) || privacy.includes(SEEDED.privacyEmail) }).toEqual({ locale, stale: false });
  }

  // The hydrated pages agree with their HTML (the fresh read gives the same values), without errors.
  const visitor = await (await running.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const visitorErrors = collectPageErrors(visitor);
  await gotoApp(visitor, `${running.stack.hostUrl}${getHref('privacy', 'de')}`);
  const article = visitor.getByRole('article');
  await article.getByText(`Firmennummer (IČO): ${CHANGED.companyId}`).waitFor();
  await eventually(async () =>
    expect(await article.getByRole('link', { name: CHANGED.privacyEmail }).first().getAttribute('href')).toBe(`mailto:${CHANGED.privacyEmail}`),
  );
  await gotoApp(visitor, `${running.stack.hostUrl}${getHref('contact', 'en')}`);
  await visitor.getByRole('main').getByText(`Company ID (IČO): ${CHANGED.companyId} · VAT ID (DIČ): ${CHANGED.vatId}`, { exact: true }).waitFor();
  await visitor.getByRole('contentinfo').getByText(`Registered office: ${CHANGED.registeredAddress}`, { exact: true }).waitFor();
  expect(visitorErrors).toEqual([]);
  await visitor.context().close();

  expect(await placeholdersInBuild()).toEqual([]);
  await admin.context().close();
});

test('a detail emptied in Nastavení is left out of every page, with no label and no placeholder left behind', async () => {
  const admin = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  await saveCompanyDetails(admin, { vatId: '', courtRegistration: '', courtRegistrationEn: '', courtRegistrationDe: '', privacyEmail: '' });

  const registerLabels: Record<Locale, RegExp> = {
    cs: /DIČ|spisová značka/i,
    en: /VAT ID|file no\./,
    de: /USt-IdNr|Aktenzeichen/,
  };
  await eventually(async () => {
    for (const locale of LOCALES) {
      for (const page of ['contact', 'privacy', 'terms'] as const) {
        const document = await servedDocument(getHref(page, locale));
        const text = `${textOf(document, '#root main')} ${textOf(document, '#root footer')}`;
        expect({ locale, page, stale: text.includes(CHANGED.vatId) || text.includes('C 287654') }).toEqual({ locale, page, stale: false });
        expect({ locale, page, labels: text.match(registerLabels[locale]) }).toEqual({ locale, page, labels: null });
        expect({ locale, page, companyId: text.includes(CHANGED.companyId) }).toEqual({ locale, page, companyId: true });
      }
      // Without a privacy e-mail the policy names the contact e-mail instead.
      const privacy = textOf(await servedDocument(getHref('privacy', locale)), '#root main');
      expect({ locale, privacyEmail: privacy.includes(CHANGED.privacyEmail), contactEmail: privacy.includes('info@example.com') }).toEqual({
        locale,
        privacyEmail: false,
        contactEmail: true,
      });
    }
  }, LIVE_WITHIN);
  expect(await placeholdersInBuild()).toEqual([]);
  await admin.context().close();
});
