/**
 * Leads in the back office, in Chromium against the production builds: enquiries show their language and
 * intent; spam is a filter of its own (in the URL) and an enquiry goes into spam and back, which makes the
 * database queue the notification to sales; the newsletter tab shows each sign-up's state and exports only
 * confirmed ones; admins see the e-mails the site sends; "Osobní údaje" exports and erases an address. axe
 * finds no serious violation on any of it at 1280 and 375 px, with hundreds of rows.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from './support/stack-fixture';
import { signedInAdminPage, DEMO_ADMIN, DEMO_EDITOR } from './support/admin-session';
import { eventually } from './support/eventually';
import { seriousViolations } from './support/axe';

const running = useStackAndBrowser();

jest.setTimeout(240_000);

const MARK = 'Obchodní zájemce';
const PERSON = 'vymazat.me@example.cz';

beforeAll(async () => {
  const { db } = running.stack.backend;
  // 300 enquiries as people's (each notified, with its confirmation e-mail) and 40 suspect ones kept as spam.
  await db.query(
    `insert into public.contact_enquiries (name, email, company, message, gdpr_consent, locale, intent, plan_name, is_spam, spam_reason, created_at)
     select format('%s %s', $1::text, lpad(n::text, 3, '0')), format('zajemce%s@example.cz', n), case when n % 3 = 0 then 'Výrobní družstvo' end,
            format('Dobrý den, máme zájem o ukázku pro %s uživatelů.', n), true, (array['cs', 'en', 'de'])[1 + n % 3],
            (array['demo', 'consultation', 'quote', 'plan', 'question'])[1 + n % 5], case when n % 5 = 3 then 'Business' end,
            n > 300, case when n > 320 then 'honeypot filled' when n > 300 then 'sent too fast' end,
            timestamptz '2025-01-01' + n * interval '1 hour'
     from generate_series(1, 340) as n`,
    [MARK],
  );
  await db.query(
    `insert into public.newsletter_subscribers (email, locale)
     select format('odberatel%s@example.cz', n), (array['cs', 'en', 'de'])[1 + n % 3] from generate_series(1, 200) as n`,
  );
  await db.query(`update public.newsletter_subscribers set status = 'confirmed', confirmed_at = now() where email ~ '^odberatel[0-9]*[02468]@'`);
  await db.query(`update public.newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now() where email ~ '^odberatel[0-9]*5@'`);
  await db.query(
    `update public.mail_outbox set status = 'failed', attempts = 1, last_error = format('550 5.1.1 <%s>: Recipient address rejected: User unknown', recipient)
      where recipient ~ '^zajemce1[0-9]@'`,
  );
  await db.query(`update public.mail_outbox set status = 'retrying', attempts = 3, last_error = 'SMTP 421 server je přetížen' where recipient ~ '^zajemce3[0-9]@'`);
  await db.query(`update public.mail_outbox set status = 'sent', attempts = 1, sent_at = now() where recipient ~ '^zajemce2[0-9]@'`);
  // The person who asks for their data: an enquiry (with its e-mails) and a confirmed subscription.
  await db.query(
    `insert into public.contact_enquiries (name, email, message, gdpr_consent, intent) values ('Marie Vymazalová', $1, 'Pošlete mi nabídku.', true, 'quote')`,
    [PERSON],
  );
  await db.query(`insert into public.newsletter_subscribers (email, locale) values ($1, 'en')`, [PERSON]);
  await db.query(`update public.newsletter_subscribers set status = 'confirmed', confirmed_at = now() where email = $1`, [PERSON]);
});

const total = (page: Page) => page.getByTestId('list-total').innerText();

async function narrowPage(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(300);
}

test('enquiries show language and intent; the spam filter in the URL; into spam and back, which notifies sales', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN, `/admin/enquiries?hledat=${encodeURIComponent(MARK)}`);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 300'));
  const newest = page.getByTestId('enquiry-row').first();
  await newest.getByText(`${MARK} 300`).waitFor();
  expect(await newest.textContent()).toContain('Jazyk: CS');
  expect(await newest.getByTestId('enquiry-intent').innerText()).toBe('Zájem: Ukázka');
  const planRow = page.getByTestId('enquiry-row').filter({ hasText: `${MARK} 298` });
  expect(await planRow.getByTestId('enquiry-intent').innerText()).toBe('Zájem: Tarif Business');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Spam' }).click();
  await page.getByRole('option', { name: 'Jen spam' }).click();
  await page.waitForURL(/spam=ano/);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 40'));
  expect(await page.getByRole('button', { name: 'Exportovat CSV' }).count()).toBe(0);
  await page.reload();
  await eventually(async () => expect(await total(page)).toBe('Celkem: 40'));
  expect(await page.getByRole('combobox', { name: 'Spam' }).inputValue()).toBe('Jen spam');
  const spamRow = page.getByTestId('enquiry-row').first();
  await spamRow.getByText('Vyplněné skryté pole formuláře').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  // Out of spam: the database queues the notification to sales then.
  const name = `${MARK} 340`;
  const { rows } = await running.stack.backend.db.query<{ id: string }>('select id from public.contact_enquiries where name = $1', [name]);
  const id = rows[0]!.id;
  const notifications = async () =>
    (
      await running.stack.backend.db.query<{ count: number }>(
        `select count(*)::int as count from public.mail_outbox where enquiry_id = $1 and kind = 'enquiry_notification'`,
        [id],
      )
    ).rows[0]!.count;
  expect(await notifications()).toBe(0);
  await spamRow.getByRole('button', { name: `Není spam: ${name}` }).click();
  await page.getByText('Poptávka byla vrácena mezi poptávky a obchodu se teď odesílá upozornění na ni e-mailem.').waitFor();
  await eventually(async () => expect(await total(page)).toBe('Celkem: 39'));
  expect(await notifications()).toBe(1);

  // Back in the ordinary list, and into spam again: nothing is sent twice.
  await page.getByRole('combobox', { name: 'Spam' }).click();
  await page.getByRole('option', { name: 'Bez spamu' }).click();
  await page.waitForURL((url) => !url.search.includes('spam='));
  await eventually(async () => expect(await total(page)).toBe('Celkem: 301'));
  const restored = page.getByTestId('enquiry-row').filter({ hasText: name });
  await restored.getByRole('button', { name: `Označit jako spam: ${name}` }).click();
  await page.getByText('Poptávka byla označena jako spam. Najdete ji pod filtrem Spam.').waitFor();
  await eventually(async () => expect(await total(page)).toBe('Celkem: 300'));
  const stored = await running.stack.backend.db.query<{ is_spam: boolean }>('select is_spam from public.contact_enquiries where id = $1', [id]);
  expect(stored.rows[0]!.is_spam).toBe(true);
  expect(await notifications()).toBe(1);

  // The export leaves spam out and names language and intent.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovat CSV' }).click();
  const csv = (await readFile((await (await download).path())!)).toString('utf8');
  const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Přijato (čas v Praze);Jméno;E-mail;Telefon;Firma;Jazyk;Zájem;Zpráva;Přečteno;Vyřízeno;Týká se;Možná spam;Vstupní stránka;Zdroj;Kampaň');
  expect(lines).toHaveLength(301);
  expect(csv).not.toContain(name);

  await narrowPage(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${running.stack.hostUrl}/admin/enquiries?hledat=${encodeURIComponent(MARK)}&spam=ano`);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 40'));
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('the newsletter tab shows each state, filters by it and exports only confirmed subscribers; the dashboard counts those', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/enquiries?zalozka=newsletter&hledat=odberatel&na-strance=100');
  await eventually(async () => expect(await total(page)).toBe('Celkem: 200'));
  const states = await page.getByTestId('subscriber-state').allInnerTexts();
  expect(new Set(states)).toEqual(new Set(['Čeká na potvrzení', 'Potvrzeno', 'Odhlášeno']));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Stav' }).click();
  await page.getByRole('option', { name: 'Odhlášeno' }).click();
  await page.waitForURL(/stav=odhlaseno/);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 20'));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovat potvrzené (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^odberatele-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!)).toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('E-mail;Jazyk;Přihlášeno (čas v Praze);Potvrzeno (čas v Praze)');
  expect(lines).toHaveLength(101);
  expect(lines.slice(1).every((line) => /^odberatel\d*[02468]@example\.cz;/.test(line))).toBe(true);

  await narrowPage(page);
  expect(await seriousViolations(page)).toEqual([]);

  const { rows } = await running.stack.backend.db.query<{ count: number }>(
    `select count(*)::int as count from public.newsletter_subscribers where status = 'confirmed'`,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${running.stack.hostUrl}/admin`);
  const figure = page.getByRole('list', { name: 'Čísla webu' }).getByRole('link', { name: /Odběratelé novinek/ });
  await eventually(async () => expect(Number((await figure.getByTestId('figure-value').innerText()).trim())).toBe(rows[0]!.count));
  await figure.click();
  await page.waitForURL(/zalozka=newsletter&stav=potvrzeno/);
  await eventually(async () => expect(await total(page)).toBe(`Celkem: ${rows[0]!.count}`));
  await page.context().close();
});

test('admins page through the e-mails the site sends, by state; editors have no such tab', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN, '/admin/enquiries');
  await page.getByRole('tab', { name: 'E-maily' }).click();
  await page.waitForURL(/zalozka=emaily/);
  const { rows } = await running.stack.backend.db.query<{ count: number }>('select count(*)::int as count from public.mail_outbox');
  expect(rows[0]!.count).toBeGreaterThan(600);
  await eventually(async () => expect(await total(page)).toBe(`Celkem: ${rows[0]!.count}`));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Stav' }).click();
  await page.getByRole('option', { name: 'Selhalo' }).click();
  await page.waitForURL(/stav=selhalo/);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 10'));
  // Refused for good: the server's reply, and no next attempt.
  const failed = page.getByTestId('mail-row').first();
  await failed.getByText('Server e-mail trvale odmítl, znovu se neodešle. Odpověď serveru:').waitFor();
  await failed.getByText(/^550 5\.1\.1 <zajemce1[0-9]@example\.cz>: Recipient address rejected: User unknown$/).waitFor();
  expect(await failed.getByText('Selhalo').count()).toBe(1);
  expect(await failed.locator('td').nth(6).textContent()).toBe('—');

  await page.getByRole('combobox', { name: 'Stav' }).click();
  await page.getByRole('option', { name: 'Zkusí se znovu' }).click();
  await page.waitForURL(/stav=zkusi-se-znovu/);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 10'));
  const retrying = page.getByTestId('mail-row').first();
  await retrying.getByText('SMTP 421 server je přetížen').waitFor();
  expect(await retrying.getByText('Zkusí se znovu').count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Stav' }).click();
  await page.getByRole('option', { name: 'Selhalo' }).click();
  await page.waitForURL(/stav=selhalo/);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 10'));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Druh' }).click();
  await page.getByRole('option', { name: 'Upozornění obchodu' }).click();
  await page.waitForURL(/druh=upozorneni/);
  // Notifications go to sales (info@example.com), and none of them failed.
  await page.getByText('Hledání ani filtrům nic neodpovídá.').waitFor();

  await narrowPage(page);
  await page.goto(`${running.stack.hostUrl}/admin/enquiries?zalozka=emaily&stav=odeslano`);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 10'));
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${running.stack.hostUrl}/admin/enquiries?zalozka=emaily&stav=selhalo`);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 10'));
  await page.getByTestId('mail-refusal').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();

  const editor = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/enquiries?zalozka=emaily');
  await editor.getByRole('tab', { name: 'Kontaktní formulář', selected: true }).waitFor();
  expect(await editor.getByRole('tab', { name: 'E-maily' }).count()).toBe(0);
  await editor.context().close();
});

test('Osobní údaje: an admin sees what is held, downloads it as JSON and erases it after confirming; nothing with the address is left', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  await page.getByRole('navigation').getByRole('link', { name: 'Osobní údaje' }).first().click();
  await page.waitForURL(/\/admin\/personal-data$/);
  await page.getByLabel(/E-mail člověka/).fill(PERSON.toUpperCase());
  await page.getByRole('button', { name: 'Vyhledat' }).click();
  await page.getByRole('heading', { name: `Údaje adresy ${PERSON}` }).waitFor();
  await page.getByRole('heading', { name: 'Poptávky (1)' }).waitFor();
  await page.getByRole('heading', { name: 'Odběr novinek (1)' }).waitFor();
  await page.getByRole('heading', { name: 'E-maily (3)' }).waitFor();
  expect(page.url()).not.toContain('example.cz');
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stáhnout JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^osobni-udaje-vymazat-me-example-cz-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse((await readFile((await file.path())!)).toString('utf8')) as {
    email: string;
    enquiries: { name: string }[];
    newsletter: { status: string }[];
    mails: { kind: string }[];
  };
  expect(exported.email).toBe(PERSON);
  expect(exported.enquiries.map((enquiry) => enquiry.name)).toEqual(['Marie Vymazalová']);
  expect(exported.newsletter.map((subscription) => subscription.status)).toEqual(['confirmed']);
  expect(exported.mails.map((mail) => mail.kind).sort()).toEqual(['enquiry_confirmation', 'enquiry_notification', 'newsletter_confirmation']);

  await page.getByRole('button', { name: 'Vymazat osobní údaje' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vymazat osobní údaje' });
  await dialog.getByText('Poptávky: 1 · Přihlášky k odběru: 1 · E-maily: 3').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const held = await running.stack.backend.db.query('select id from public.contact_enquiries where email = $1', [PERSON]);
  expect(held.rows).toHaveLength(1);

  await page.getByRole('button', { name: 'Vymazat osobní údaje' }).click();
  await dialog.getByRole('button', { name: 'Vymazat', exact: true }).click();
  await page.getByTestId('erasure-result').getByText('Poptávky: 1 · Přihlášky k odběru: 1 · E-maily: 3', { exact: false }).waitFor();
  const row = page.getByTestId('erasure-row').first();
  await row.getByText('admin@example.com').waitFor();
  expect(await row.innerText()).not.toContain(PERSON);

  const { rows } = await running.stack.backend.db.query<{ count: number }>(
    `select (select count(*) from public.contact_enquiries where lower(email) = $1)
          + (select count(*) from public.newsletter_subscribers where lower(email) = $1)
          + (select count(*) from public.mail_outbox where lower(recipient) = $1) as count`,
    [PERSON],
  );
  expect(Number(rows[0]!.count)).toBe(0);
  const record = await running.stack.backend.db.query('select enquiries, subscriptions, mails from public.personal_data_erasures');
  expect(record.rows).toEqual([{ enquiries: 1, subscriptions: 1, mails: 3 }]);

  await page.getByRole('button', { name: 'Vyhledat' }).click();
  await page.getByText(`O adrese ${PERSON} neuchováváme žádné údaje.`).waitFor();
  await narrowPage(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();

  const editor = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR);
  expect(await editor.getByRole('navigation').getByRole('link', { name: 'Osobní údaje' }).count()).toBe(0);
  await editor.goto(`${running.stack.hostUrl}/admin/personal-data`);
  await editor.getByText('Tuto část administrace mohou používat jen administrátoři.').waitFor();
  await editor.context().close();
});

test('Nastavení: the card "Poptávky a e-maily" saves the notification e-mail and the retention period with the other settings', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN, '/admin/settings');
  const card = page.getByRole('region', { name: 'Poptávky a e-maily' });
  const notification = card.getByLabel('E-mail pro upozornění na poptávky');
  const retention = card.getByLabel('Uchovávat poptávky (měsíců)');
  await card.getByText('Když ho nevyplníte, upozornění přijdou na kontaktní e-mail (info@example.com).').waitFor();
  expect(await notification.inputValue()).toBe('');
  expect(await retention.inputValue()).toBe('24');
  expect(await seriousViolations(page)).toEqual([]);

  await notification.fill('obchod');
  await retention.fill('');
  await page.getByRole('button', { name: 'Uložit nastavení' }).click();
  await card.getByText('Neplatný e-mail').waitFor();
  await card.getByText('Zadejte, kolik měsíců poptávky uchovávat').waitFor();

  await notification.fill('obchod@example.cz');
  await retention.fill('36');
  await page.getByRole('button', { name: 'Uložit nastavení' }).click();
  await page.getByText('Nastavení byla uložena.').waitFor();
  const stored = await running.stack.backend.db.query<{ leads: unknown; contact: { email: string } }>(
    `select (select setting_value from public.site_settings where setting_key = 'lead_settings') as leads,
            (select setting_value from public.site_settings where setting_key = 'contact_info') as contact`,
  );
  expect(stored.rows[0]!.leads).toEqual({ notification_email: 'obchod@example.cz', retention_months: 36 });
  expect(stored.rows[0]!.contact.email).toBe('info@example.com');

  await page.reload();
  await eventually(async () => expect(await retention.inputValue()).toBe('36'));
  expect(await notification.inputValue()).toBe('obchod@example.cz');
  await narrowPage(page);
  await card.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});
