/**
 * Leads on the public site in Chromium against production builds and the local backend: the buttons that
 * lead to the contact form carry what the visitor wants (a plan's name included) and the enquiry is stored
 * with it; the success panel stays; the per-client limit (another client still gets through, the throttled
 * one is told to try later and keeps the text); the honeypot (stored as spam, the visitor sees the usual
 * answer); the newsletter's double opt-in through its confirmation and unsubscribe pages, in Czech and
 * German; axe on every changed page at 1280 and 375 px.
 *
 * Forms are sent as a person typing them sends them, at least 3 s after the page opened (faster ones are only
 * doubtful; leads-mail.e2e.ts sends them at autofill speed); only the flood from Node uses minted tokens.
 */
import http from 'node:http';
import type { Page } from 'playwright-core';
import { getBlogPostHref, getHref, getMessages, type Locale } from '@app/i18n';
import { formTokenIssuedAgo } from '@app/local-backend';
import { seriousViolations } from './support/axe';
import { collectPageErrors, gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { useStackAndBrowser } from './support/stack-fixture';

jest.setTimeout(120_000);

const running = useStackAndBrowser();

// The per-client limits count this whole file's sends (the browser and Node share 127.0.0.1).
beforeEach(() => running.stack.backend.db.query('delete from private.throttle_hits'));

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

/** The time a person typing takes at least; the database finds anything faster doubtful (autofill, or a robot). */
const PERSON_PACE_MS = 3_200;

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await running.browser.newContext({ viewport });
  return context.newPage();
}

async function expectNoSeriousViolations(page: Page, where: string) {
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

async function fillEnquiry(page: Page, locale: Locale, message: string) {
  const { form } = getMessages(locale).contact;
  await page.getByLabel(form.name).fill('Jana Nováková');
  await page.getByLabel(form.email).fill('jana.novakova@example.com');
  await page.getByLabel(form.message).fill(message);
  await page.getByRole('checkbox').check();
}

function successPanel(page: Page, locale: Locale) {
  return page.getByRole('status').filter({ hasText: getMessages(locale).contact.outcome.successTitle });
}

async function enquiryRow(message: string) {
  const { rows } = await running.stack.backend.db.query<Record<string, unknown>>(
    'select id, locale, intent, plan_name, is_spam, spam_reason from public.contact_enquiries where message = $1',
    [message],
  );
  return rows;
}

/** An enquiry straight to the REST API, as a script would send it, from the given local address. */
function postEnquiry(fromAddress: string, body: Record<string, unknown>): Promise<{ status: number; code?: string }> {
  const url = new URL('/rest/v1/contact_enquiries', running.stack.backend.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: fromAddress,
        headers: {
          apikey: running.stack.backend.anonKey,
          Authorization: `Bearer ${running.stack.backend.anonKey}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          Prefer: 'return=minimal',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const code = text ? (JSON.parse(text) as { code?: string }).code : undefined;
          resolve({ status: response.statusCode ?? 0, code });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function scriptedEnquiry(fromAddress: string, index: number) {
  return postEnquiry(fromAddress, {
    name: 'Skript',
    email: `skript-${index}@example.com`,
    message: `Hromadná zpráva ${index} ${Date.now()}`,
    gdpr_consent: true,
    locale: 'cs',
    form_token: await formTokenIssuedAgo(running.stack.backend.db, 5),
  });
}

test('every button that leads to the contact form says why (the navigation and footer links do not)', async () => {
  const page = await newPage();
  const { rows } = await running.stack.backend.db.query<{ slug_cs: string }>('select slug_cs from public.blog_posts where published order by created_at limit 1');
  const contactPath = getHref('contact', 'cs');
  const pages = ['/', '/sluzby', '/moduly', '/reference', '/cenik', getBlogPostHref(rows[0]!.slug_cs, 'cs')];
  const found: Record<string, string[]> = {};
  for (const path of pages) {
    await gotoApp(page, `${running.stack.hostUrl}${path}`);
    const hrefs = await page
      .locator(`main a[href^="${contactPath}"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect({ path, some: hrefs.length > 0 }).toEqual({ path, some: true });
    found[path] = [...new Set(hrefs)].sort();
  }
  expect(found).toEqual({
    '/': ['/kontakt?zajem=demo#demo', '/kontakt?zajem=quote#nabidka'],
    '/sluzby': [
      '/kontakt?zajem=consultation#nabidka',
      '/kontakt?zajem=quote&sluzba=api-integration#nabidka',
      '/kontakt?zajem=quote&sluzba=consulting#nabidka',
      '/kontakt?zajem=quote&sluzba=implementation#nabidka',
      '/kontakt?zajem=quote&sluzba=process-analysis#nabidka',
      '/kontakt?zajem=quote&sluzba=support#nabidka',
      '/kontakt?zajem=quote&sluzba=training#nabidka',
    ],
    '/moduly': [
      '/kontakt?zajem=quote&modul=ai-assistant#nabidka',
      '/kontakt?zajem=quote&modul=crm#nabidka',
      '/kontakt?zajem=quote&modul=hr#nabidka',
      '/kontakt?zajem=quote&modul=invoicing#nabidka',
    ],
    '/reference': ['/kontakt?zajem=demo#demo'],
    '/cenik': [
      '/kontakt?zajem=plan&tarif=Business#nabidka',
      '/kontakt?zajem=plan&tarif=Enterprise#nabidka',
      '/kontakt?zajem=plan&tarif=Start#nabidka',
      '/kontakt?zajem=quote#nabidka',
    ],
    [pages[5]!]: ['/kontakt?zajem=consultation#nabidka'],
  });
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Vyzkoušet demo' }).first().getAttribute('href')).resolves.toBe('/kontakt?zajem=demo#demo');
  await expect(header.getByRole('link', { name: 'Kontakt', exact: true }).first().getAttribute('href')).resolves.toBe('/kontakt');
  await page.context().close();
});

test('"Tarif wählen" → the form with the plan preselected → the enquiry stored with intent, plan and language; the panel stays', async () => {
  const de = getMessages('de');
  const page = await newPage(PHONE);
  const errors = collectPageErrors(page);
  const message = `Wir möchten den Tarif Business ${Date.now()}`;
  await gotoApp(page, `${running.stack.hostUrl}/de/preise`);
  const business = page.getByTestId('pricing-plan').filter({ has: page.getByRole('heading', { name: 'Business', exact: true }) });
  await business.getByRole('link', { name: de.pricing.choosePlan }).click();
  await page.waitForURL(`${running.stack.hostUrl}/de/kontakt?zajem=plan&tarif=Business#nabidka`);
  const interest = page.getByRole('combobox', { name: de.contact.form.interest });
  await eventually(async () => expect(await interest.inputValue()).toBe('plan'));
  await expect(interest.locator('option:checked').textContent()).resolves.toBe('Tarif Business');
  await expectNoSeriousViolations(page, '/de/kontakt with a plan, 375 px');

  await fillEnquiry(page, 'de', message);
  await page.waitForTimeout(PERSON_PACE_MS);
  await page.getByRole('button', { name: de.contact.form.submit }).click();
  const panel = successPanel(page, 'de');
  await panel.getByText(de.contact.outcome.successMessage).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('contact-sent') === true);
  await expectNoSeriousViolations(page, '/de/kontakt sent, 375 px');
  expect(await enquiryRow(message)).toEqual([
    { id: expect.any(String), locale: 'de', intent: 'plan', plan_name: 'Business', is_spam: false, spam_reason: null },
  ]);
  // Still there long after a toast would have gone.
  await page.waitForTimeout(5_000);
  await expect(panel.isVisible()).resolves.toBe(true);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a link straight to the form with an intent preselects it after hydration (no mismatch), and the visitor may change it', async () => {
  const { contact } = getMessages('en');
  const page = await newPage();
  const errors = collectPageErrors(page);
  const message = `Rather a general question ${Date.now()}`;
  await gotoApp(page, `${running.stack.hostUrl}/en/contact?zajem=plan&tarif=Enterprise#nabidka`);
  const interest = page.getByRole('combobox', { name: contact.form.interest });
  await eventually(async () => expect(await interest.inputValue()).toBe('plan'));
  await expect(interest.locator('option:checked').textContent()).resolves.toBe('Enterprise plan');
  await expectNoSeriousViolations(page, '/en/contact with a plan, 1280 px');
  await interest.selectOption({ label: contact.form.interests.question });
  await fillEnquiry(page, 'en', message);
  await page.waitForTimeout(PERSON_PACE_MS);
  await page.getByRole('button', { name: contact.form.submit }).click();
  await successPanel(page, 'en').waitFor();
  expect(await enquiryRow(message)).toEqual([
    { id: expect.any(String), locale: 'en', intent: 'question', plan_name: null, is_spam: false, spam_reason: null },
  ]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a filled honeypot is stored as spam without mails, and the visitor sees the usual answer', async () => {
  const page = await newPage();
  const message = `Levné léky ${Date.now()}`;
  await gotoApp(page, `${running.stack.hostUrl}/kontakt`);
  await fillEnquiry(page, 'cs', message);
  // What a form-filling robot does: every field gets a value, the hidden one too.
  await page.locator('#contact-website').fill('https://levne-leky.example', { force: true });
  await page.waitForTimeout(PERSON_PACE_MS);
  await page.getByRole('button', { name: 'Odeslat zprávu' }).click();
  await successPanel(page, 'cs').getByText('Děkujeme za váš zájem. Budeme vás kontaktovat do 24 hodin.').waitFor();
  const rows = await enquiryRow(message);
  expect(rows).toEqual([{ id: expect.any(String), locale: 'cs', intent: null, plan_name: null, is_spam: true, spam_reason: 'honeypot filled' }]);
  const { rows: mails } = await running.stack.backend.db.query('select 1 from public.mail_outbox where enquiry_id = $1', [rows[0]!.id]);
  expect(mails).toEqual([]);
  await page.context().close();
});

test('a flood from one client is throttled while another still gets through; the throttled visitor keeps the text', async () => {
  const { contact } = getMessages('cs');
  for (let index = 1; index <= 5; index++) {
    await expect(scriptedEnquiry('127.0.0.2', index)).resolves.toEqual({ status: 201, code: undefined });
  }
  await expect(scriptedEnquiry('127.0.0.2', 6)).resolves.toEqual({ status: 429, code: 'PT429' });

  // The browser is another client: its enquiry goes through.
  const page = await newPage();
  const first = `První dotaz ${Date.now()}`;
  await gotoApp(page, `${running.stack.hostUrl}/kontakt`);
  await fillEnquiry(page, 'cs', first);
  await page.waitForTimeout(PERSON_PACE_MS);
  await page.getByRole('button', { name: contact.form.submit }).click();
  await successPanel(page, 'cs').waitFor();
  expect(await enquiryRow(first)).toHaveLength(1);

  // Now the browser's own address floods: its next enquiry is over the limit. The throttle keeps clients as
  // a keyed hash, so the browser's address is the loopback address whose hash is the other client's.
  const clientKey = async (address: string) =>
    (await running.stack.backend.db.query<{ key: string }>('select private.sign($1) as key', [address])).rows[0]!.key;
  const { rows } = await running.stack.backend.db.query<{ client_key: string }>(
    `select distinct client_key from private.throttle_hits where bucket = 'enquiry' and client_key <> $1`,
    [await clientKey('127.0.0.2')],
  );
  expect(rows).toHaveLength(1);
  let browserAddress: string | undefined;
  for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
    if ((await clientKey(address)) === rows[0]!.client_key) browserAddress = address;
  }
  expect(browserAddress).toBeDefined();
  for (let index = 7; index <= 10; index++) {
    await expect(scriptedEnquiry(browserAddress!, index)).resolves.toMatchObject({ status: 201 });
  }
  const second = `Druhý dotaz ${Date.now()}`;
  await page.getByRole('button', { name: contact.outcome.sendAnother }).click();
  await page.getByLabel(contact.form.message).fill(second);
  await page.getByRole('checkbox').check();
  await page.waitForTimeout(PERSON_PACE_MS);
  await page.getByRole('button', { name: contact.form.submit }).click();
  await page.getByRole('alert').getByText('Příliš mnoho pokusů. Zkuste to později.').waitFor();
  await eventually(async () => expect(await page.getByRole('button', { name: contact.form.submit }).isEnabled()).toBe(true));
  await expect(page.getByLabel(contact.form.message).inputValue()).resolves.toBe(second);
  await expect(page.getByLabel(contact.form.name).inputValue()).resolves.toBe('Jana Nováková');
  await expect(page.getByRole('checkbox').isChecked()).resolves.toBe(true);
  await expectNoSeriousViolations(page, '/kontakt throttled, 1280 px');
  expect(await enquiryRow(second)).toEqual([]);
  await page.context().close();
});

const NEWSLETTER_WALKS: [Locale, typeof DESKTOP][] = [
  ['cs', DESKTOP],
  ['de', PHONE],
];

test.each(NEWSLETTER_WALKS)('newsletter in %s: sign-up → confirmation page → unsubscribe page (at %o)', async (locale, viewport) => {
  const messages = getMessages(locale);
  const { newsletter } = messages.blogList;
  const texts = messages.newsletterPages;
  const width = `${viewport.width} px`;
  const page = await newPage(viewport);
  const errors = collectPageErrors(page);
  const email = `odber-${locale}-${Date.now()}@example.com`;

  await gotoApp(page, `${running.stack.hostUrl}${getHref('blog', locale)}`);
  await page.getByRole('textbox', { name: newsletter.emailLabel, exact: true }).fill(email);
  await page.waitForTimeout(PERSON_PACE_MS);
  await page.getByRole('button', { name: newsletter.button }).click();
  const status = page.getByRole('status').filter({ hasText: newsletter.successTitle });
  await status.getByText(newsletter.successMessage).waitFor();
  await expectNoSeriousViolations(page, `blog, signed up, ${width}`);

  const { rows: subscribers } = await running.stack.backend.db.query<{ id: string; status: string; locale: string }>(
    'select id, status, locale from public.newsletter_subscribers where email = $1',
    [email],
  );
  expect(subscribers).toEqual([{ id: expect.any(String), status: 'pending', locale }]);
  const subscriberId = subscribers[0]!.id;
  // The link of the confirmation e-mail (the mail worker may not run here; the outbox keeps its token until sent).
  const { rows: outbox } = await running.stack.backend.db.query<{ token: string }>(
    `select secret ->> 'confirm_token' as token from public.mail_outbox where subscriber_id = $1 and kind = 'newsletter_confirmation'`,
    [subscriberId],
  );
  expect(outbox).toEqual([{ token: expect.stringMatching(/^[0-9a-f]{64}$/) }]);

  await gotoApp(page, `${running.stack.hostUrl}${getHref('newsletterConfirm', locale, { query: { token: outbox[0]!.token } })}`);
  await page.getByRole('heading', { level: 1, name: texts.confirm.title }).waitFor();
  await page.getByRole('status').getByRole('heading', { name: texts.confirm.confirmedTitle }).waitFor();
  await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
  await expectNoSeriousViolations(page, `confirmation page, confirmed, ${width}`);
  const statusOf = async () =>
    (await running.stack.backend.db.query<{ status: string }>('select status from public.newsletter_subscribers where id = $1', [subscriberId])).rows[0]?.status;
  await expect(statusOf()).resolves.toBe('confirmed');

  const { rows: links } = await running.stack.backend.db.query<{ token: string }>('select private.newsletter_unsubscribe_token($1) as token', [subscriberId]);
  await gotoApp(page, `${running.stack.hostUrl}${getHref('newsletterUnsubscribe', locale, { query: { token: links[0]!.token } })}`);
  const button = page.getByRole('button', { name: texts.unsubscribe.button });
  await button.waitFor();
  // Switching the language keeps the link's token.
  const otherLocale = locale === 'cs' ? 'en' : 'cs';
  await eventually(async () =>
    expect(await page.locator(`.language-menu__item[lang="${otherLocale}"]`).getAttribute('href')).toBe(
      getHref('newsletterUnsubscribe', otherLocale, { query: { token: links[0]!.token } }),
    ),
  );
  await expectNoSeriousViolations(page, `unsubscribe page, before the button, ${width}`);
  // Opening the link (as a mail scanner does) unsubscribes nobody.
  await page.waitForTimeout(1_000);
  await expect(statusOf()).resolves.toBe('confirmed');
  await button.click();
  await page.getByRole('status').getByRole('heading', { name: texts.unsubscribe.doneTitle }).waitFor();
  await page.getByText(texts.unsubscribe.doneText).waitFor();
  await expect(statusOf()).resolves.toBe('unsubscribed');
  await expectNoSeriousViolations(page, `unsubscribe page, done, ${width}`);
  expect(errors).toEqual([]);
  await page.context().close();
});

test.each([DESKTOP, PHONE])('an invalid confirmation link says so and leads to the sign-up box (at %o)', async (viewport) => {
  const page = await newPage(viewport);
  const { confirm } = getMessages('cs').newsletterPages;
  const logged = collectPageErrors(page);
  await gotoApp(page, `${running.stack.hostUrl}/newsletter/potvrzeni?token=neplatny`);
  await page.getByRole('heading', { name: confirm.invalidTitle }).waitFor();
  await expectNoSeriousViolations(page, `confirmation page, invalid, ${viewport.width} px`);
  // The blog's list arrives after the newsletter box's code, as on a busy connection: the posts it shows
  // above the box must not push the box out of view.
  await page.route(/\/rest\/v1\/blog_posts\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('link', { name: confirm.signUpAgain }).click();
  await page.waitForURL(`${running.stack.hostUrl}/blog#newsletter`);
  await page.locator('.blog-list').waitFor();
  await page.waitForFunction(() => {
    const box = document.getElementById('newsletter')?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
  });
  await expectNoSeriousViolations(page, `blog newsletter box, ${viewport.width} px`);
  // The page logs the refused confirmation; nothing else goes wrong.
  expect(logged.filter((line) => !line.includes('Confirming the newsletter subscription failed') && !line.includes('400'))).toEqual([]);
  await page.context().close();
});
