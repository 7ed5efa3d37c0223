/**
 * Leads reach people by e-mail, end to end: the forms in Chromium, the database's outbox, the mail worker
 * delivering over SMTP to the local backend's captured mail. An enquiry from /kontakt and /de/kontakt
 * reaches sales with a link that opens it in the back office and the visitor in their language; with the
 * SMTP server down the form still succeeds and the mail follows once it is back; the newsletter's
 * confirmation e-mail confirms through its link and its one-click List-Unsubscribe unsubscribes. At autofill
 * speed (fields filled and sent at once): a German module's enquiry reaches sales marked as doubtful with the
 * module, the visitor is confirmed, the back office shows it marked; a newsletter sign-up with Enter is mailed.
 */
import type { Page } from 'playwright-core';
import { getHref, getMessages, type Locale } from '@app/i18n';
import { collectPageErrors, gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { signedInAdminPage, DEMO_ADMIN } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

jest.setTimeout(150_000);

const running = useStackAndBrowser({ mail: true });

beforeEach(() => running.stack.backend.db.query('delete from private.throttle_hits'));

/** The time a person typing takes at least; the database finds anything faster doubtful (still mailed, marked). */
const PERSON_PACE_MS = 3_200;

interface CapturedMail {
  subject: string;
  text: string;
  links: string[];
  headers: Record<string, string>;
}

async function mailTo(address: string, matching: (mail: CapturedMail) => boolean, timeoutMs = 60_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${running.stack.backend.url}/mail/v1/messages?to=${encodeURIComponent(address)}`);
    const found = ((await response.json()) as CapturedMail[]).find(matching);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function newPage(): Promise<Page> {
  return (await running.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
}

async function sendEnquiry(page: Page, locale: Locale, email: string, message: string) {
  const { form, outcome } = getMessages(locale).contact;
  await gotoApp(page, `${running.stack.hostUrl}${getHref('contact', locale)}`);
  await page.getByLabel(form.name).fill('Jana Nováková');
  await page.getByLabel(form.email).fill(email);
  await page.getByLabel(form.message).fill(message);
  await page.getByRole('checkbox').check();
  await page.waitForTimeout(PERSON_PACE_MS);
  await page.getByRole('button', { name: form.submit }).click();
  await page.getByRole('status').filter({ hasText: outcome.successTitle }).waitFor();
}

const CONFIRMATION_SUBJECT: Record<Locale, RegExp> = {
  cs: /^Děkujeme za vaši zprávu/,
  en: /^Thank you for your message/,
  de: /^Vielen Dank für Ihre Nachricht/,
};

test.each(['cs', 'de'] as const)('an enquiry from the %s contact page reaches sales with a link to it in the back office, and the visitor in their language', async (locale) => {
  const page = await newPage();
  const errors = collectPageErrors(page);
  const visitor = `zajemce-${locale}-${Date.now()}@example.com`;
  const message = `Poptávka ${locale} ${Date.now()}`;
  await sendEnquiry(page, locale, visitor, message);

  const sales = await mailTo('info@example.com', (mail) => mail.text.includes(message));
  expect(sales.subject).toMatch(/^Nová poptávka: Jana Nováková/);
  expect(sales.headers['reply-to']).toContain(visitor);
  expect(sales.text).toContain(`Jazyk stránky: ${locale === 'de' ? 'němčina' : 'čeština'}`);
  const adminLink = sales.links.find((link) => link.startsWith(`${running.stack.hostUrl}/admin/enquiries`));
  expect(adminLink).toBeDefined();

  const confirmation = await mailTo(visitor, (mail) => CONFIRMATION_SUBJECT[locale].test(mail.subject));
  // No relay: nothing the visitor typed comes back, and the site linked is the visitor's language's.
  expect(confirmation.text).not.toContain(message);
  expect(confirmation.links).toEqual([`${running.stack.hostUrl}${getHref('home', locale) === '/' ? '' : getHref('home', locale)}`]);

  const staff = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  await staff.goto(adminLink!);
  await staff.getByRole('row', { name: new RegExp(visitor.replace(/[.+]/g, '\\$&')) }).waitFor();
  await staff.context().close();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('at autofill speed from a German module\'s button: sales is told, marked as doubtful and with the module; the visitor is confirmed; the inbox shows it marked', async () => {
  const de = getMessages('de');
  const page = await newPage();
  const errors = collectPageErrors(page);
  const visitor = `autofill-${Date.now()}@example.com`;
  const message = `Angebot für CRM ${Date.now()}`;
  await gotoApp(page, `${running.stack.hostUrl}${getHref('modules', 'de')}`);
  const crm = page.getByTestId('module-section').filter({ has: page.getByRole('heading', { name: 'CRM', exact: false }) });
  await crm.getByRole('link', { name: de.modulesPage.contactCta }).click();
  await page.waitForURL(`${running.stack.hostUrl}/de/kontakt?zajem=quote&modul=crm#nabidka`);
  // What the browser's autofill does: every field at once, then the button straight away.
  await page.getByLabel(de.contact.form.name).fill('Jana Nováková');
  await page.getByLabel(de.contact.form.email).fill(visitor);
  await page.getByLabel(de.contact.form.message).fill(message);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: de.contact.form.submit }).click();
  await page.getByRole('status').filter({ hasText: de.contact.outcome.successTitle }).waitFor();

  const sales = await mailTo('info@example.com', (mail) => mail.text.includes(message));
  expect(sales.subject).toBe('[Možná spam] Nová poptávka: Jana Nováková – modul CRM a obchod');
  expect(sales.text).toContain('Možná jde o spam (odesláno hned po otevření stránky)');
  expect(sales.text).toContain('Modul: CRM a obchod');
  expect(sales.text).toContain('Jazyk stránky: němčina');
  const confirmation = await mailTo(visitor, (mail) => CONFIRMATION_SUBJECT.de.test(mail.subject));
  expect(confirmation.links).toEqual([`${running.stack.hostUrl}/de`]);

  const staff = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  await staff.goto(sales.links.find((link) => link.startsWith(`${running.stack.hostUrl}/admin/enquiries`))!);
  const row = staff.getByRole('row', { name: new RegExp(visitor.replace(/[.+]/g, '\\$&')) });
  await row.getByTestId('enquiry-doubt').filter({ hasText: 'Možná spam' }).waitFor();
  await row.getByText('Odesláno hned po otevření stránky').waitFor();
  await row.getByTestId('enquiry-topic').filter({ hasText: 'Týká se: Modul CRM a obchod' }).waitFor();
  await staff.context().close();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('at autofill speed a newsletter sign-up (the address filled, Enter at once) is stored and its confirmation mailed', async () => {
  const { newsletter } = getMessages('en').blogList;
  const page = await newPage();
  const email = `autofill-odber-${Date.now()}@example.com`;
  await gotoApp(page, `${running.stack.hostUrl}${getHref('blog', 'en')}`);
  const field = page.getByRole('textbox', { name: newsletter.emailLabel, exact: true });
  await field.fill(email);
  await field.press('Enter');
  await page.getByRole('status').filter({ hasText: newsletter.successTitle }).waitFor();
  const mail = await mailTo(email, () => true);
  expect(mail.subject).toMatch(/^Confirm your newsletter subscription/);
  expect(mail.links.some((link) => new URL(link).pathname === getHref('newsletterConfirm', 'en'))).toBe(true);
  await page.context().close();
});

test('with the SMTP server down the visitor\'s enquiry still succeeds; the mail is sent once it is back', async () => {
  const page = await newPage();
  const message = `Poptávka při výpadku ${Date.now()}`;
  await running.stack.backend.smtp.pause();
  try {
    await sendEnquiry(page, 'cs', `vypadek-${Date.now()}@example.com`, message);
    await eventually(async () => {
      const { rows } = await running.stack.backend.db.query<{ status: string; last_error: string | null; attempts: number }>(
        `select o.status, o.last_error, o.attempts from public.mail_outbox o join public.contact_enquiries e on e.id = o.enquiry_id
          where e.message = $1 and o.kind = 'enquiry_notification'`,
        [message],
      );
      expect(rows[0]).toMatchObject({ status: 'retrying', last_error: expect.any(String) });
      expect(rows[0]!.attempts).toBeGreaterThanOrEqual(1);
    }, { timeout: 30_000 });
  } finally {
    await running.stack.backend.smtp.resume();
  }
  const sales = await mailTo('info@example.com', (mail) => mail.text.includes(message), 90_000);
  expect(sales.subject).toMatch(/^Nová poptávka/);
  await page.context().close();
});

test.each(['cs', 'de'] as const)('newsletter in %s: the confirmation e-mail\'s link confirms, its one-click List-Unsubscribe unsubscribes', async (locale) => {
  const messages = getMessages(locale);
  const page = await newPage();
  const email = `odber-${locale}-${Date.now()}@example.com`;
  await gotoApp(page, `${running.stack.hostUrl}${getHref('blog', locale)}`);
  await page.getByRole('textbox', { name: messages.blogList.newsletter.emailLabel, exact: true }).fill(email);
  await page.waitForTimeout(PERSON_PACE_MS);
  await page.getByRole('button', { name: messages.blogList.newsletter.button }).click();
  await page.getByRole('status').filter({ hasText: messages.blogList.newsletter.successTitle }).waitFor();

  const mail = await mailTo(email, () => true);
  const confirmPath = getHref('newsletterConfirm', locale);
  const confirmLink = mail.links.find((link) => new URL(link).pathname === confirmPath);
  expect(confirmLink).toBeDefined();
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /<(https?:[^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(oneClick).toBeDefined();

  await gotoApp(page, confirmLink!);
  await page.getByText(messages.newsletterPages.confirm.confirmedTitle).waitFor();
  const status = async () =>
    (await running.stack.backend.db.query<{ status: string }>('select status from public.newsletter_subscribers where email = $1', [email])).rows[0]?.status;
  expect(await status()).toBe('confirmed');

  // What a mail client does for "unsubscribe" (RFC 8058): a POST to the header's URL, no key, no sign-in.
  const response = await fetch(oneClick!, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(response.ok).toBe(true);
  expect(await status()).toBe('unsubscribed');
  await page.context().close();
});
