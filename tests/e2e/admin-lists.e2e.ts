/**
 * List tools with many rows: search, filters, sort and paging run in the database and live in
 * the URL (back and reload restore them); enquiries are marked read/unread and exported as CSV; the
 * dashboard counts what is there.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from './support/stack-fixture';
import { DEMO_ADMIN, DEMO_EDITOR, signedInAdminPage } from './support/admin-session';
import { eventually } from './support/eventually';
import { seriousViolations } from './support/axe';

const running = useStackAndBrowser();

jest.setTimeout(180_000);

beforeAll(async () => {
  const { db } = running.stack.backend;
  await db.query(`
    insert into public.blog_posts (title_cs, slug_cs, category_cs, published, featured, created_at)
    select format('Dlouhý seznam %s', lpad(n::text, 3, '0')), format('dlouhy-seznam-%s', n),
           case when n % 2 = 0 then 'Sudé' else 'Liché' end, n % 4 <> 0, false,
           timestamptz '2019-01-01' + n * interval '1 hour'
    from generate_series(1, 120) as n`);
  await db.query(`
    insert into public.contact_enquiries (name, email, message, gdpr_consent, created_at)
    select format('Poptávající %s', n), format('poptavajici%s@example.cz', n), format('Zpráva %s', n), true,
           timestamptz '2022-01-01' + n * interval '1 minute'
    from generate_series(1, 500) as n`);
});

const titles = (page: Page) => page.locator('table tbody tr td:first-child').allInnerTexts();
const total = (page: Page) => page.getByTestId('list-total').innerText();

test('blog: 120 extra posts page by 25; search, filter, sort and page sit in the URL; back and reload restore them', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/blog');
  await page.getByRole('search').getByLabel('Hledat').fill('Dlouhý seznam');
  await page.waitForURL(/hledat=Dlouh%C3%BD\+seznam|hledat=Dlouh%C3%BD%20seznam/);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 120'));
  expect(await titles(page)).toHaveLength(25);
  expect((await titles(page))[0]).toContain('Dlouhý seznam 120');

  await page.getByRole('button', { name: 'Strana 2' }).click();
  await page.waitForURL(/strana=2/);
  await eventually(async () => expect((await titles(page))[0]).toContain('Dlouhý seznam 095'));
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: the title column's sort button, focused and pressed with Enter.
  await page.getByRole('columnheader', { name: /Název/ }).getByRole('button').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/razeni=title_cs\.asc/);
  expect(page.url()).not.toContain('strana=');
  await eventually(async () => expect((await titles(page))[0]).toContain('Dlouhý seznam 001'));
  expect(await page.getByRole('columnheader', { name: /Název/ }).getAttribute('aria-sort')).toBe('ascending');

  await page.getByRole('combobox', { name: 'Stav' }).click();
  await page.getByRole('option', { name: 'Koncept' }).click();
  await page.waitForURL(/stav=koncept/);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 30'));
  expect((await titles(page))[0]).toContain('Dlouhý seznam 004');

  await page.reload();
  await eventually(async () => expect(await total(page)).toBe('Celkem: 30'));
  expect(await page.getByRole('search').getByLabel('Hledat').inputValue()).toBe('Dlouhý seznam');

  await page.goBack();
  await page.waitForURL((url) => !url.search.includes('stav='));
  await eventually(async () => expect(await total(page)).toBe('Celkem: 120'));

  await page.getByRole('combobox', { name: 'Na stránce' }).click();
  await page.getByRole('option', { name: '100' }).click();
  await eventually(async () => expect(await titles(page)).toHaveLength(100));

  await page.getByRole('search').getByLabel('Hledat').fill('nic takového neexistuje');
  await page.getByText('Hledání ani filtrům nic neodpovídá.').waitFor();
  await page.getByRole('button', { name: 'Zrušit filtry' }).first().click();
  await page.waitForURL((url) => !url.search.includes('hledat='));
  await page.context().close();
});

test('enquiries: 500 rows, unread filter, marking read and unread, CSV export of the filtered list, newsletter tab in the URL', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/enquiries?hledat=poptavajici');
  await eventually(async () => expect(await total(page)).toBe('Celkem: 500'));
  await page.getByRole('combobox', { name: 'Přečtení' }).click();
  await page.getByRole('option', { name: 'Nepřečtené' }).click();
  await page.waitForURL(/precteno=ne/);
  await eventually(async () => expect(await total(page)).toBe('Celkem: 500'));
  const newest = page.getByTestId('enquiry-row').first();
  await newest.getByText('Poptávající 500').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await newest.getByRole('button', { name: 'Označit jako přečtené: Poptávající 500' }).click();
  await page.getByText('Poptávka byla označena jako přečtená.').waitFor();
  await newest.getByRole('button', { name: 'Označit jako nepřečtené: Poptávající 500' }).waitFor();
  await page.reload();
  await eventually(async () => expect(await total(page)).toBe('Celkem: 499'));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovat CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^poptavky-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!)).toString('utf8');
  const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Přijato (čas v Praze);Jméno;E-mail;Telefon;Firma;Jazyk;Zájem;Zpráva;Přečteno;Vyřízeno;Týká se;Možná spam;Vstupní stránka;Zdroj;Kampaň');
  expect(lines).toHaveLength(500);
  expect(lines.some((line) => line.includes('Poptávající 500;'))).toBe(false);

  await page.getByRole('tab', { name: 'Newsletter' }).click();
  await page.waitForURL(/zalozka=newsletter/);
  expect(page.url()).not.toContain('precteno=');
  await page.goBack();
  await page.getByRole('tab', { name: 'Kontaktní formulář', selected: true }).waitFor();
  await page.context().close();
});

test('users: an admin searches by e-mail and filters by role', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN, '/admin/users');
  await page.getByTestId('user-row').first().waitFor();
  await page.getByRole('combobox', { name: 'Systémová role' }).click();
  await page.getByRole('option', { name: /Editor/ }).click();
  await page.waitForURL(/role=editor/);
  await eventually(async () => expect(await page.getByTestId('user-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-email')))).toEqual(['editor@example.com']));
  await page.getByRole('search').getByLabel('Hledat').fill('nikdo@');
  await page.getByText('Hledání ani filtrům nic neodpovídá.').waitFor();
  await page.context().close();
});

test('the dashboard counts drafts and unread enquiries (the same on every visit) and lists the last edited items', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl);
  const { rows } = await running.stack.backend.db.query<{ drafts: number }>('select count(*)::int as drafts from public.blog_posts where not published');
  const figures = page.getByRole('list', { name: 'Čísla webu' });
  await figures.getByRole('link', { name: new RegExp(`^${rows[0]!.drafts}\\s*Koncepty`) }).waitFor();
  // Unread enquiries: looking at the dashboard reads none of them, so a second visit shows the same number.
  const unread = figures.getByRole('link', { name: /Nepřečtené poptávky/ });
  const { rows: enquiries } = await running.stack.backend.db.query<{ unread: number }>(
    'select count(*)::int as unread from public.contact_enquiries where read_at is null and not is_spam',
  );
  expect(enquiries[0]!.unread).toBeGreaterThan(0);
  await eventually(async () => expect((await unread.getByTestId('figure-value').innerText()).trim()).toBe(String(enquiries[0]!.unread)));
  expect(await unread.getAttribute('href')).toBe('/admin/enquiries?precteno=ne');
  await page.goto(`${running.stack.hostUrl}/admin/blog`);
  await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  await page.goto(`${running.stack.hostUrl}/admin`);
  await eventually(async () => expect((await unread.getByTestId('figure-value').innerText()).trim()).toBe(String(enquiries[0]!.unread)));
  const recent = page.getByRole('list', { name: 'Naposledy upravené položky' });
  expect(await recent.getByRole('listitem').count()).toBe(5);

  // Live: the open dashboard counts again when its tab comes back to the front (and every minute).
  const subscribers = async () => Number((await figures.getByRole('link', { name: /Odběratelé novinek/ }).getByTestId('figure-value').innerText()).trim());
  const before = await subscribers();
  // Only a confirmed subscriber counts: the sign-up, then its confirmation.
  await running.stack.backend.db.query(`insert into public.newsletter_subscribers (email) values ('nove-prihlaseny@example.cz')`);
  await running.stack.backend.db.query(`update public.newsletter_subscribers set status = 'confirmed', confirmed_at = now() where email = 'nove-prihlaseny@example.cz'`);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await eventually(async () => expect(await subscribers()).toBe(before + 1));
  await figures.getByRole('link', { name: /Koncepty/ }).click();
  await page.waitForURL(/\/admin\/blog\?stav=koncept/);
  await page.context().close();
});

describe('references, pricing and modules: 30 extra rows each, searched, filtered, sorted and paged with the URL kept', () => {
  beforeAll(async () => {
    const { db } = running.stack.backend;
    await db.query(`
      insert into public."references" (company_name, title_cs, industry_cs, featured, created_at)
      select format('Seznamová firma %s', lpad(n::text, 2, '0')), format('Příběh %s', n), 'Výroba', n % 5 = 0, timestamptz '2018-01-01' + n * interval '1 day'
      from generate_series(1, 30) as n`);
    await db.query(`
      insert into public.pricing_plans (name_cs, description_cs, price, display_order, active)
      select format('Seznamový tarif %s', lpad(n::text, 2, '0')), 'Tarif pro test seznamu', n * 100, 100 + n, n % 3 <> 0
      from generate_series(1, 30) as n`);
    await db.query(`
      insert into public.modules (name_cs, description_cs, display_order, active)
      select format('Seznamový modul %s', lpad(n::text, 2, '0')), 'Modul pro test seznamu', 100 + n, n % 2 = 0
      from generate_series(1, 30) as n`);
  });

  test('references: search, featured filter, sort by company, page 2, reload', async () => {
    const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/references?hledat=Seznamov%C3%A1+firma&na-strance=10');
    await eventually(async () => expect(await total(page)).toBe('Celkem: 30'));
    await page.getByRole('columnheader', { name: /Firma/ }).getByRole('button').click();
    await page.waitForURL(/razeni=company_name\.asc/);
    await eventually(async () => expect((await titles(page))[0]).toContain('Seznamová firma 01'));
    await page.getByRole('button', { name: 'Strana 2' }).click();
    await eventually(async () => expect((await titles(page))[0]).toContain('Seznamová firma 11'));
    await page.reload();
    await eventually(async () => expect((await titles(page))[0]).toContain('Seznamová firma 11'));
    await page.getByRole('combobox', { name: 'Doporučené' }).click();
    await page.getByRole('option', { name: 'Jen doporučené' }).click();
    await page.waitForURL(/doporucene=ano/);
    await eventually(async () => expect(await total(page)).toBe('Celkem: 6'));
    await page.context().close();
  });

  test('pricing: search, inactive filter, sort by price descending, paging', async () => {
    const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/pricing?hledat=Seznamov%C3%BD+tarif&na-strance=10');
    await eventually(async () => expect(await total(page)).toBe('Celkem: 30'));
    await page.getByRole('combobox', { name: 'Stav' }).click();
    await page.getByRole('option', { name: 'Neaktivní' }).click();
    await page.waitForURL(/stav=neaktivni/);
    await eventually(async () => expect(await total(page)).toBe('Celkem: 10'));
    const price = page.getByRole('columnheader', { name: /Cena/ }).getByRole('button');
    await price.click();
    await price.click();
    await page.waitForURL(/razeni=price\.desc/);
    await eventually(async () => expect((await titles(page))[0]).toContain('Seznamový tarif 30'));
    await page.goBack();
    await page.waitForURL(/razeni=price\.asc/);
    await eventually(async () => expect((await titles(page))[0]).toContain('Seznamový tarif 03'));
    await page.context().close();
  });

  test('modules: search, active filter, sort by name, paging of the cards', async () => {
    const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/modules?hledat=Seznamov%C3%BD+modul&na-strance=10&razeni=name_cs.asc');
    await eventually(async () => expect(await total(page)).toBe('Celkem: 30'));
    const cards = () => page.locator('article h2, article h3').allInnerTexts();
    await eventually(async () => expect((await cards())[0]).toContain('Seznamový modul 01'));
    await page.getByRole('button', { name: 'Strana 3' }).click();
    await page.waitForURL(/strana=3/);
    await eventually(async () => expect((await cards())[0]).toContain('Seznamový modul 21'));
    await page.getByRole('combobox', { name: 'Stav' }).click();
    await page.getByRole('option', { name: 'Neaktivní' }).click();
    await page.waitForURL((url) => url.search.includes('stav=skryte') && !url.search.includes('strana='));
    await eventually(async () => expect(await total(page)).toBe('Celkem: 15'));
    await page.context().close();
  });
});
