/**
 * The back office's side of leads through the data layer and the real API: spam is a list of its own and
 * leaves the dashboard and the CSV export; taking an enquiry out of spam queues its notification to sales;
 * the newsletter list shows each state and exports only confirmed subscribers; the e-mail outbox and
 * personal-data requests are for admins only.
 */
import { signedInTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import {
  ENQUIRY_LIST_SPEC,
  ERASURE_LIST_SPEC,
  MAIL_OUTBOX_LIST_SPEC,
  SUBSCRIBER_LIST_SPEC,
  adminContactEnquiriesPage,
  adminDashboardCounts,
  adminErasePersonalData,
  adminExportContactEnquiries,
  adminExportNewsletterSubscribers,
  adminExportPersonalData,
  adminGetSiteSettings,
  adminSaveSiteSettings,
  adminMailOutboxPage,
  adminNewsletterSubscribersPage,
  adminPersonalDataErasuresPage,
  adminSetEnquirySpam,
  holdsPersonalData,
  type ListQuery,
  type ListSpec,
} from '@app/content';

let backend: RunningBackend;
let admin: AppSupabaseClient;
let editor: AppSupabaseClient;

const MARK = 'Leadový test';

const signedIn = async (email: string, password: string) =>
  await signedInTestClient<Database>(backend, email, password);

const query = (spec: ListSpec, change: Partial<ListQuery> = {}): ListQuery => ({
  search: '',
  filters: {},
  sort: spec.defaultSort,
  page: 1,
  pageSize: 25,
  ...change,
});

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signedIn('admin@example.com', 'admin1234');
  editor = await signedIn('editor@example.com', 'editor1234');
  // As the screening trigger stores them: 3 ordinary enquiries (notified) and 2 suspect ones (spam, never notified).
  await backend.db.query(
    `insert into public.contact_enquiries (name, email, message, gdpr_consent, locale, intent, plan_name, is_spam, spam_reason, doubt_reason, module_name, service)
     values ($1 || ' 1', 'lead1@example.cz', 'Ukázku prosím', true, 'en', 'quote', null, false, null, 'sent too fast', 'CRM', null),
            ($1 || ' 2', 'lead2@example.cz', 'Tarif Business', true, 'de', 'plan', 'Business', false, null, null, null, null),
            ($1 || ' 3', 'lead3@example.cz', 'Dotaz', true, 'cs', 'question', null, false, null, null, null, 'training'),
            ($1 || ' spam 1', 'spam1@example.cz', 'Koupit levně', true, 'cs', null, null, true, 'honeypot filled', null, null, null),
            ($1 || ' spam 2', 'spam2@example.cz', 'Odesláno hned', true, 'en', 'quote', null, true, 'form token used', null, null, null)`,
    [MARK],
  );
  await backend.db.query(
    `update public.contact_enquiries set landing_path = '/en/blog/jaro', utm_source = 'newsletter', utm_medium = 'email', utm_campaign = 'spring'
     where email = 'lead2@example.cz'`,
  );
  await backend.db.query(
    `insert into public.newsletter_subscribers (email, locale)
     values ('odber-ceka@example.cz', 'cs'), ('odber-potvrzeny@example.cz', 'en'), ('odber-odhlaseny@example.cz', 'de')`,
  );
  await backend.db.query(
    `update public.newsletter_subscribers set status = 'confirmed', confirmed_at = now() where email = 'odber-potvrzeny@example.cz'`,
  );
  await backend.db.query(
    `update public.newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now() where email = 'odber-odhlaseny@example.cz'`,
  );
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

describe('spam', () => {
  test('the ordinary list leaves spam out; the spam filter lists only spam, with its language, intent and reason', async () => {
    const ordinary = await adminContactEnquiriesPage(editor, query(ENQUIRY_LIST_SPEC, { search: MARK }));
    expect(ordinary.total).toBe(3);
    expect(ordinary.rows.every((row) => !row.is_spam)).toBe(true);
    const plan = ordinary.rows.find((row) => row.email === 'lead2@example.cz');
    expect(plan).toMatchObject({ locale: 'de', intent: 'plan', plan_name: 'Business' });

    const spam = await adminContactEnquiriesPage(editor, query(ENQUIRY_LIST_SPEC, { search: MARK, filters: { spam: 'ano' } }));
    expect(spam.total).toBe(2);
    expect(spam.rows.map((row) => row.spam_reason).sort()).toEqual(['form token used', 'honeypot filled']);
    expect(ordinary.rows.find((row) => row.email === 'lead1@example.cz')).toMatchObject({ doubt_reason: 'sent too fast', module_name: 'CRM', is_spam: false });
  });

  test('the CSV export never holds spam, even from the spam view, and names language, intent and where the visit came from', async () => {
    for (const filters of [{}, { spam: 'ano' }] as Record<string, string>[]) {
      const csv = await adminExportContactEnquiries(editor, query(ENQUIRY_LIST_SPEC, { search: MARK, filters }));
      const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe('Přijato (čas v Praze);Jméno;E-mail;Telefon;Firma;Jazyk;Zájem;Zpráva;Přečteno;Vyřízeno;Týká se;Možná spam;Vstupní stránka;Zdroj;Kampaň');
      expect(lines).toHaveLength(4);
      expect(csv).not.toContain('spam1@example.cz');
      expect(lines.find((line) => line.includes('lead2@example.cz'))).toContain(';DE;Tarif Business;');
      expect(lines.find((line) => line.includes('lead1@example.cz'))).toMatch(/;EN;Nabídka;.*;Modul CRM;Odesláno hned po otevření stránky;;;$/);
      expect(lines.find((line) => line.includes('lead3@example.cz'))).toMatch(/;Služba Školení týmu;;;;$/);
      expect(lines.find((line) => line.includes('lead2@example.cz'))).toMatch(/;\/en\/blog\/jaro;newsletter \/ email;spring$/);
    }
  });

  test('an editor marks an enquiry spam and takes it out: then the notification to sales is queued, once', async () => {
    const [target] = (await adminContactEnquiriesPage(editor, query(ENQUIRY_LIST_SPEC, { search: `${MARK} spam 1`, filters: { spam: 'ano' } }))).rows;
    expect(target).toMatchObject({ is_spam: true, notified_at: null });
    const notifications = async () =>
      (
        await backend.db.query<{ count: number }>(
          `select count(*)::int as count from public.mail_outbox where enquiry_id = $1 and kind = 'enquiry_notification'`,
          [target!.id],
        )
      ).rows[0]!.count;
    expect(await notifications()).toBe(0);

    const confirmations = async () =>
      (
        await backend.db.query<{ count: number }>(
          `select count(*)::int as count from public.mail_outbox where enquiry_id = $1 and kind = 'enquiry_confirmation' and recipient = 'spam1@example.cz'`,
          [target!.id],
        )
      ).rows[0]!.count;
    expect(await confirmations()).toBe(0);

    const restored = await adminSetEnquirySpam(editor, target!.id, false);
    expect(restored.is_spam).toBe(false);
    expect(restored.notified_at).not.toBeNull();
    expect(restored.confirmation_queued_at).not.toBeNull();
    expect(await notifications()).toBe(1);
    expect(await confirmations()).toBe(1);
    const { rows } = await adminMailOutboxPage(admin, query(MAIL_OUTBOX_LIST_SPEC, { search: 'info@example.com', filters: { druh: 'upozorneni' } }));
    expect(rows.some((mail) => mail.enquiry_id === target!.id && mail.status === 'queued')).toBe(true);

    // Into spam and out again: sales was told already.
    expect((await adminSetEnquirySpam(editor, target!.id, true)).is_spam).toBe(true);
    expect((await adminSetEnquirySpam(editor, target!.id, false)).notified_at).toBe(restored.notified_at);
    expect(await notifications()).toBe(1);
    expect(await confirmations()).toBe(1);
    await adminSetEnquirySpam(editor, target!.id, true);
  });

  test('the dashboard counts neither spam nor unconfirmed sign-ups', async () => {
    const before = await adminDashboardCounts(editor);
    const { rows } = await backend.db.query<{ enquiries: number; subscribers: number }>(
      `select (select count(*)::int from public.contact_enquiries where not is_spam and read_at is null) as enquiries,
              (select count(*)::int from public.newsletter_subscribers where status = 'confirmed') as subscribers`,
    );
    expect(before.unreadEnquiries).toBe(rows[0]!.enquiries);
    expect(before.newsletterSubscribers).toBe(rows[0]!.subscribers);
    await backend.db.query(`insert into public.contact_enquiries (name, email, message, gdpr_consent, is_spam) values ('Spam', 'x@example.cz', 'x', true, true)`);
    await backend.db.query(`insert into public.newsletter_subscribers (email) values ('dalsi-ceka@example.cz')`);
    expect(await adminDashboardCounts(editor)).toMatchObject({ unreadEnquiries: before.unreadEnquiries, newsletterSubscribers: before.newsletterSubscribers });
  });
});

describe('newsletter', () => {
  test('every state is listed and can be filtered; the export holds only confirmed subscribers', async () => {
    const all = await adminNewsletterSubscribersPage(editor, query(SUBSCRIBER_LIST_SPEC, { search: 'odber-' }));
    expect(Object.fromEntries(all.rows.map((row) => [row.email, row.status]))).toEqual({
      'odber-ceka@example.cz': 'pending',
      'odber-potvrzeny@example.cz': 'confirmed',
      'odber-odhlaseny@example.cz': 'unsubscribed',
    });
    for (const [stav, email] of [
      ['ceka', 'odber-ceka@example.cz'],
      ['potvrzeno', 'odber-potvrzeny@example.cz'],
      ['odhlaseno', 'odber-odhlaseny@example.cz'],
    ]) {
      const page = await adminNewsletterSubscribersPage(editor, query(SUBSCRIBER_LIST_SPEC, { search: 'odber-', filters: { stav: stav! } }));
      expect(page.rows.map((row) => row.email)).toEqual([email]);
    }

    const csv = await adminExportNewsletterSubscribers(editor, query(SUBSCRIBER_LIST_SPEC, { search: 'odber-', filters: { stav: 'ceka' } }));
    const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('E-mail;Jazyk;Přihlášeno (čas v Praze);Potvrzeno (čas v Praze)');
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 2))).toEqual([['odber-potvrzeny@example.cz', 'EN']]);
  });
});

describe('the e-mail outbox', () => {
  test('admins page through it with filters; editors get no rows', async () => {
    const failed = (await backend.db.query<{ id: string }>(`select id from public.mail_outbox order by created_at limit 1`)).rows[0]!;
    await backend.db.query(`update public.mail_outbox set status = 'failed', attempts = 3, last_error = 'SMTP 421 zkuste později' where id = $1`, [failed.id]);

    const all = await adminMailOutboxPage(admin, query(MAIL_OUTBOX_LIST_SPEC, { pageSize: 10 }));
    const { rows } = await backend.db.query<{ count: number }>('select count(*)::int as count from public.mail_outbox');
    expect(all.total).toBe(rows[0]!.count);
    expect(all.rows.length).toBe(Math.min(10, rows[0]!.count));
    expect(Object.keys(all.rows[0]!)).not.toContain('secret');

    const failures = await adminMailOutboxPage(admin, query(MAIL_OUTBOX_LIST_SPEC, { filters: { stav: 'selhalo' } }));
    expect(failures.rows).toEqual([expect.objectContaining({ id: failed.id, status: 'failed', attempts: 3, last_error: 'SMTP 421 zkuste později' })]);

    await expect(adminMailOutboxPage(editor, query(MAIL_OUTBOX_LIST_SPEC))).resolves.toEqual({ rows: [], total: 0 });
  });
});

describe('personal-data requests', () => {
  test('an admin exports and erases an address; the record keeps who and how many, not the address', async () => {
    const email = 'lead1@example.cz';
    const held = await adminExportPersonalData(admin, ` ${email.toUpperCase()} `);
    expect(held.email).toBe(email);
    expect(held.enquiries.map((row) => row.email)).toEqual([email]);
    expect(held.mails.length).toBeGreaterThan(0);
    expect(holdsPersonalData(held)).toBe(true);

    const erased = await adminErasePersonalData(admin, email);
    expect(erased).toMatchObject({ enquiries: 1, subscriptions: 0, mails: held.mails.length });
    expect(holdsPersonalData(await adminExportPersonalData(admin, email))).toBe(false);

    const record = await adminPersonalDataErasuresPage(admin, query(ERASURE_LIST_SPEC));
    expect(record.rows[0]).toMatchObject({ erased_by_email: 'admin@example.com', enquiries: 1, subscriptions: 0, mails: held.mails.length });
    expect(JSON.stringify(record.rows)).not.toContain(email);
  });

  test('an editor may neither export nor erase, nor read the record', async () => {
    await expect(adminExportPersonalData(editor, 'lead3@example.cz')).rejects.toMatchObject({ code: '42501' });
    await expect(adminErasePersonalData(editor, 'lead3@example.cz')).rejects.toMatchObject({ code: '42501' });
    expect((await adminContactEnquiriesPage(editor, query(ENQUIRY_LIST_SPEC, { search: 'lead3@example.cz' }))).total).toBe(1);
    await expect(adminPersonalDataErasuresPage(editor, query(ERASURE_LIST_SPEC))).resolves.toEqual({ rows: [], total: 0 });
  });
});

describe('lead settings', () => {
  test('an admin saves the notification e-mail and the retention period with the other settings and reads them back; the next enquiry is announced there', async () => {
    const before = await adminGetSiteSettings(admin);
    expect(before.leads).toEqual({ notificationEmail: '', retentionMonths: 24 });
    await adminSaveSiteSettings(admin, { ...before, maintenance: { ...before.maintenance, password: '' }, leads: { notificationEmail: ' obchod@example.cz ', retentionMonths: 36 } });
    const after = await adminGetSiteSettings(admin);
    expect(after.leads).toEqual({ notificationEmail: 'obchod@example.cz', retentionMonths: 36 });
    expect(after.contactInfo).toEqual(before.contactInfo);

    const inserted = await backend.db.query<{ id: string }>(
      `insert into public.contact_enquiries (name, email, message, gdpr_consent) values ('Nastavení', 'nastaveni@example.cz', 'x', true) returning id`,
    );
    const { rows } = await backend.db.query<{ recipient: string }>(
      `select recipient from public.mail_outbox where enquiry_id = $1 and kind = 'enquiry_notification'`,
      [inserted.rows[0]!.id],
    );
    expect(rows).toEqual([{ recipient: 'obchod@example.cz' }]);

    // Saving without lead settings leaves them as they are.
    await adminSaveSiteSettings(admin, { contactInfo: after.contactInfo, maintenance: { ...after.maintenance, password: '' } });
    expect((await adminGetSiteSettings(admin)).leads.retentionMonths).toBe(36);
  });

  test('an editor neither reads the lead settings (sees the defaults) nor saves them', async () => {
    const seen = await adminGetSiteSettings(editor);
    expect(seen.leads).toEqual({ notificationEmail: '', retentionMonths: 24 });
    await expect(
      adminSaveSiteSettings(editor, { contactInfo: seen.contactInfo, maintenance: { enabled: false, message: 'x', password: '' }, leads: { notificationEmail: 'x@example.cz', retentionMonths: 1 } }),
    ).rejects.toMatchObject({ code: '42501' });
    const { rows } = await backend.db.query<{ value: unknown }>(`select setting_value as value from public.site_settings where setting_key = 'lead_settings'`);
    expect(rows[0]!.value).toEqual({ notification_email: 'obchod@example.cz', retention_months: 36 });
  });
});
