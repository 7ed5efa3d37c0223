/**
 * The contact page in Chromium against production builds and the local backend: every
 * validation message in three languages, the sending state, the success panel that stays, the stored
 * enquiry, a failed insert keeping the visitor's text, the contact details, the #demo / #nabidka anchors
 * and the cards' buttons choosing what the enquiry is about. (Intents from other pages, limits, the
 * honeypot and the newsletter pages: public-leads.e2e.ts.)
 */
import type { Page } from 'playwright-core';
import { getMessages, type Locale } from '@app/i18n';
import { collectPageErrors, gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { useStackAndBrowser } from './support/stack-fixture';

// testTimeout in a jest project entry is ignored; browser tests need more than the default 5 s.
jest.setTimeout(60_000);

const running = useStackAndBrowser();

// Every test here sends from the same address: keep the per-client limit out of the way.
beforeEach(() => running.stack.backend.db.query('delete from private.throttle_hits'));

async function newPage(): Promise<Page> {
  const context = await running.browser.newContext();
  return context.newPage();
}

const CONTACT_PATHS: Record<Locale, string> = { cs: '/kontakt', en: '/en/contact', de: '/de/kontakt' };

async function fillForm(page: Page, form: ReturnType<typeof getMessages>['contact']['form'], message: string) {
  await page.getByLabel(form.name).fill('Jana Nováková');
  await page.getByLabel(form.email).fill('jana.novakova@example.com');
  await page.getByLabel(form.phone, { exact: true }).fill('+420 777 123 456');
  await page.getByLabel(form.company, { exact: true }).fill('Nováková a spol.');
  await page.getByLabel(form.message).fill(message);
  await page.getByRole('checkbox').check();
}

test.each(Object.entries(CONTACT_PATHS) as [Locale, string][])('every validation message in %s', async (locale, path) => {
  const { contact } = getMessages(locale);
  const page = await newPage();
  await gotoApp(page, `${running.stack.hostUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: contact.title }).waitFor();
  await page.getByRole('button', { name: contact.form.submit }).click();
  const required = page.getByText(contact.validation.required, { exact: true });
  await required.nth(2).waitFor();
  await eventually(async () => expect(await required.count()).toBe(3));
  await page.getByText(contact.validation.consentRequired).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'contact-name');
  // The empty fields turn red at the border only: their placeholders keep the placeholder grey, unlike typed text.
  // The border's colour fades in (a CSS transition), so it is read once it has settled.
  await eventually(async () => {
    const placeholderColors = await page.locator('#contact-name, #contact-email, #contact-message').evaluateAll((fields) =>
      fields.map((field) => [getComputedStyle(field, '::placeholder').color, getComputedStyle(field).borderColor]),
    );
    expect(placeholderColors).toEqual(Array.from({ length: 3 }, () => ['rgb(107, 115, 133)', 'rgb(201, 42, 42)']));
  });
  await expect(page.locator('#contact-name').getAttribute('placeholder')).resolves.toBe(contact.form.namePlaceholder);
  expect(contact.form.namePlaceholder).toMatch(/^(např\.|e\.g\.|z\. B\.) /);

  await page.getByLabel(contact.form.name).fill('Jana');
  await page.getByLabel(contact.form.email).fill('jana@firma');
  await page.getByLabel(contact.form.message).fill('Dobrý den');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: contact.form.submit }).click();
  await page.getByText(contact.validation.invalidEmail).waitFor();
  await required.first().waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.id === 'contact-email');
  await page.context().close();
});

test('the Czech texts are word for word the agreed ones', async () => {
  const page = await newPage();
  await gotoApp(page, `${running.stack.hostUrl}/kontakt`);
  for (const label of ['Jméno a příjmení *', 'E-mail *', 'Zpráva *']) {
    await page.getByLabel(label).waitFor();
  }
  await page.getByRole('button', { name: 'Odeslat zprávu' }).click();
  await page.getByText('Musíte souhlasit se zpracováním údajů').waitFor();
  const required = page.getByText('Toto pole je povinné', { exact: true });
  await required.nth(2).waitFor();
  await eventually(async () => expect(await required.count()).toBe(3));
  await page.getByLabel('E-mail *').fill('x@');
  await page.getByText('Neplatný e-mail').waitFor();
  await expect(page.getByRole('link', { name: 'zpracováním osobních údajů' }).getAttribute('href')).resolves.toBe('/gdpr');
  await page.context().close();
});

test('a valid enquiry shows the sending state, then a success panel in place of the form, and is stored', async () => {
  const { contact } = getMessages('cs');
  const page = await newPage();
  const errors = collectPageErrors(page);
  const message = `Máme zájem o demo fakturace ${Date.now()}`;
  await gotoApp(page, `${running.stack.hostUrl}/kontakt`);
  await fillForm(page, contact.form, message);
  // A person spends a few seconds on the form; the database finds a faster one doubtful.
  await page.waitForTimeout(3_000);
  await page.getByRole('button', { name: 'Odeslat zprávu' }).click();
  const sending = page.getByRole('button', { name: 'Odesílám...' });
  await sending.waitFor();
  await expect(sending.isDisabled()).resolves.toBe(true);
  const panel = page.getByRole('status').filter({ hasText: 'Zpráva odeslána!' });
  await panel.getByText('Děkujeme za váš zájem. Budeme vás kontaktovat do 24 hodin.').waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('contact-sent') === true);
  await page.getByLabel(contact.form.message).waitFor({ state: 'detached' });

  const { rows } = await running.stack.backend.db.query<Record<string, unknown>>(
    'select name, email, phone, company, gdpr_consent, handled, locale, intent, is_spam from public.contact_enquiries where message = $1',
    [message],
  );
  expect(rows).toEqual([
    {
      name: 'Jana Nováková',
      email: 'jana.novakova@example.com',
      phone: '+420 777 123 456',
      company: 'Nováková a spol.',
      gdpr_consent: true,
      handled: false,
      locale: 'cs',
      intent: null,
      is_spam: false,
    },
  ]);

  await page.getByRole('button', { name: contact.outcome.sendAnother }).click();
  await page.waitForFunction(() => document.activeElement?.id === 'contact-message');
  await expect(page.getByLabel(contact.form.name).inputValue()).resolves.toBe('Jana Nováková');
  await expect(page.getByLabel(contact.form.message).inputValue()).resolves.toBe('');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('when the database refuses the enquiry the form says so above its button and keeps the text', async () => {
  const { contact } = getMessages('en');
  const message = `Please call me back ${Date.now()}`;
  await running.stack.backend.db.query('revoke insert on public.contact_enquiries from anon');
  try {
    const page = await newPage();
    await gotoApp(page, `${running.stack.hostUrl}/en/contact`);
    await fillForm(page, contact.form, message);
    await page.getByRole('button', { name: contact.form.submit }).click();
    await page.getByRole('alert').getByText(contact.outcome.errorTitle).waitFor();
    await eventually(async () => expect(await page.getByRole('button', { name: contact.form.submit }).isEnabled()).toBe(true));
    await eventually(async () => expect(await page.getByLabel(contact.form.message).inputValue()).toBe(message));
    await eventually(async () => expect(await page.getByLabel(contact.form.name).inputValue()).toBe('Jana Nováková'));
    await eventually(async () => expect(await page.getByRole('checkbox').isChecked()).toBe(true));
    await expect(page.getByText(contact.outcome.successTitle).count()).resolves.toBe(0);
    await page.context().close();
  } finally {
    await running.stack.backend.db.query(
      'grant insert (name, email, phone, company, message, gdpr_consent, locale, intent, plan_name, honeypot, form_token, service, module_key) on public.contact_enquiries to anon',
    );
  }
  const { rows } = await running.stack.backend.db.query('select 1 from public.contact_enquiries where message = $1', [message]);
  expect(rows).toHaveLength(0);
});

test('the details panel shows the contact_info setting, hours and the map link from the settings', async () => {
  const page = await newPage();
  await gotoApp(page, `${running.stack.hostUrl}/kontakt`);
  const main = page.getByRole('main');
  await main.locator('.contact-details').getByText('Na Poříčí 1047/26, 110 00 Praha 1', { exact: true }).waitFor();
  await eventually(async () => expect(await page.getByRole('link', { name: 'info@example.com' }).getAttribute('href')).toBe('mailto:info@example.com'));
  await eventually(async () => expect(await page.getByRole('link', { name: '+420 222 333 444' }).getAttribute('href')).toBe('tel:+420222333444'));
  await main.getByText('IČO: 08412537 · DIČ: CZ08412537', { exact: true }).waitFor();
  await main.getByText('Spisová značka: C 312457 vedená u Městského soudu v Praze', { exact: true }).waitFor();
  await main.getByRole('link', { name: 'gdpr@example.com' }).waitFor();
  await page.getByText('Po–Pá 9:00–17:00').waitFor();
  await page.getByText('Víkendy pouze po domluvě').waitFor();
  await page.getByRole('heading', { name: 'Mapa našeho sídla' }).waitFor();
  await expect(page.getByRole('region', { name: 'Mapa našeho sídla' }).getByRole('link').getAttribute('href')).resolves.toBe(
    'https://www.openstreetmap.org/?mlat=50.08985&mlon=14.43105#map=17/50.08985/14.43105',
  );
  await page.context().close();
});

async function waitUntilNearTop(page: Page, id: string) {
  await page.waitForFunction((elementId) => {
    const box = document.getElementById(elementId)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.top < 200;
  }, id);
}

test.each([
  ['/de/kontakt?zajem=question#nabidka', 'Stellen Sie uns Ihre Frage'],
  ['/kontakt?zajem=question#nabidka', 'Zeptejte se nás'],
  ['/en/contact?zajem=quote#nabidka', 'Get a quote tailored to you'],
  ['/en/contact?zajem=demo#demo', 'Book a short online demo'],
])("a link to %s opens the contact page with the heading of its intent in the page's language", async (path, heading) => {
  const page = await newPage();
  const errors = collectPageErrors(page);
  await gotoApp(page, `${running.stack.hostUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('#demo and #nabidka land on their sections; the cards\' buttons lead to the form with their intent', async () => {
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 600 });
  await gotoApp(page, `${running.stack.hostUrl}/kontakt#nabidka`);
  await waitUntilNearTop(page, 'nabidka');
  await gotoApp(page, `${running.stack.hostUrl}/kontakt#demo`);
  await waitUntilNearTop(page, 'demo');
  await page.locator('#demo').getByRole('heading', { name: 'Obchodní poptávky' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Napsat zprávu' }).click();
  await page.waitForFunction(() => document.activeElement?.id === 'contact-name');
  await waitUntilNearTop(page, 'nabidka');
  await expect(page.getByRole('combobox', { name: 'O co máte zájem' }).inputValue()).resolves.toBe('question');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Domluvit demo' }).click();
  await waitUntilNearTop(page, 'nabidka');
  await expect(page.getByRole('combobox', { name: 'O co máte zájem' }).inputValue()).resolves.toBe('demo');
  await page.context().close();
});
