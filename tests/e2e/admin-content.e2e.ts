/**
 * References, pricing and enquiries in the back office: an editor creates, edits,
 * lists and deletes a reference and a pricing plan through the UI; a pricing edit shows on the public /cenik;
 * a failed save keeps the form; leaving with unsaved changes asks first; enquiries are marked handled.
 */
import type { Page } from 'playwright-core';
import { collectPageErrors } from './support/chromium';
import { eventually } from './support/eventually';
import { answerConfirmation } from './support/confirm-dialog';
import { DEMO_EDITOR, signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

// Each test drives a browser through several screens of production builds on a shared, slow machine.
jest.setTimeout(120_000);

const running = useStackAndBrowser();

function signedInPage(path?: string): Promise<Page> {
  return signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, path);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const COMPANY = 'Pekárna Novák s.r.o.';

test('an editor creates, edits, lists and deletes a reference', async () => {
  const page = await signedInPage();
  const errors = collectPageErrors(page);
  await page.getByTestId('dashboard-tiles').getByRole('link', { name: /^Reference/ }).click();
  await page.getByRole('heading', { name: 'Reference', exact: true }).waitFor();
  await page.getByRole('link', { name: 'Nová reference' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/references/new`);

  await page.getByRole('button', { name: 'Uložit' }).click();
  const required = page.getByText('Toto pole je povinné');
  await required.nth(1).waitFor();
  await eventually(async () => expect(await required.count()).toBe(2));

  await page.getByLabel('Název firmy').fill(COMPANY);
  await page.getByLabel('Webové stránky').fill('https://pekarna-novak.example');
  await page.getByLabel('Titulek (česky)').fill('Faktury bez papírů');
  await page.getByLabel('Odvětví (česky)').fill('Potravinářství');
  await page.getByLabel('Popis (česky)').fill('Pekárna zavedla digitální oběh faktur.');
  await page.getByRole('textbox', { name: 'Výsledky (česky) 1', exact: true }).fill('Faktury schválené do 2 dnů');
  await page.getByRole('button', { name: '+ Přidat výsledek' }).first().click();
  await page.getByRole('textbox', { name: 'Výsledky (česky) 2', exact: true }).fill('Bez ztracených dokladů');
  await page.getByLabel('Titulek (EN)').fill('Paperless invoices');
  await page.getByRole('switch', { name: 'Doporučená reference' }).check({ force: true });
  await page.getByRole('button', { name: 'Uložit' }).click();
  await page.getByText('Reference byla vytvořena').waitFor();
  // The editor stays in the record, now at its own address.
  await page.waitForURL(/\/admin\/references\/[0-9a-f-]{36}$/);
  await eventually(async () => expect(await page.getByLabel('Název firmy').inputValue()).toBe(COMPANY));
  await page.getByRole('link', { name: /Zpět na reference/ }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/references`);

  const row = page.getByRole('row', { name: new RegExp(COMPANY) });
  await row.waitFor();
  await row.getByText('Doporučená').waitFor();
  await row.getByRole('cell', { name: 'Potravinářství' }).waitFor();
  await row.getByRole('cell', { name: '2', exact: true }).waitFor();
  const stored = await running.stack.backend.db.query<{ results_cs: string[]; title_en: string; industry_en: string | null }>(
    'select results_cs, title_en, industry_en from public."references" where company_name = $1',
    [COMPANY],
  );
  expect(stored.rows).toEqual([
    { results_cs: ['Faktury schválené do 2 dnů', 'Bez ztracených dokladů'], title_en: 'Paperless invoices', industry_en: null },
  ]);

  await row.getByRole('link', { name: `Upravit: ${COMPANY}` }).click();
  await eventually(async () => expect(await page.getByLabel('Titulek (česky)').inputValue()).toBe('Faktury bez papírů'));
  await page.getByLabel('Titulek (česky)').fill('Faktury bez papíru za týden');
  await page.getByRole('button', { name: 'Odebrat: Výsledky (česky) 2' }).click();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await page.getByText('Reference byla aktualizována').waitFor();
  await page.getByRole('link', { name: /Zpět na reference/ }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/references`);
  await page.getByRole('row', { name: /Faktury bez papíru za týden/ }).waitFor();

  await page.getByRole('button', { name: `Smazat: ${COMPANY}` }).click();
  await answerConfirmation(page, 'Opravdu chcete smazat tuto referenci?');
  await page.getByText('Reference byla smazána').waitFor();
  await page.getByRole('row', { name: new RegExp(COMPANY) }).waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('leaving a form with unsaved changes asks first', async () => {
  const page = await signedInPage('/admin/references/new');
  await page.getByLabel('Název firmy').fill('Rozepsaná firma');
  await page.getByRole('link', { name: /Zpět na reference/ }).click();
  await page.getByText('Máte neuložené změny.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Zůstat' }).click();
  expect(new URL(page.url()).pathname).toBe('/admin/references/new');
  await eventually(async () => expect(await page.getByLabel('Název firmy').inputValue()).toBe('Rozepsaná firma'));

  await page.getByRole('button', { name: 'Zrušit' }).click();
  await page.getByRole('button', { name: 'Odejít bez uložení' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/references`);
  await page.context().close();
});

test('an editor creates, lists, edits and deletes a pricing plan; a failed save keeps the form', async () => {
  const page = await signedInPage();
  const errors = collectPageErrors(page);
  await page.getByTestId('dashboard-tiles').getByRole('link', { name: /^Ceník/ }).click();
  await page.getByRole('heading', { name: 'Ceník', exact: true }).waitFor();
  const enterprise = page.getByRole('row', { name: /Enterprise/ }).first();
  await enterprise.getByText('Na míru').waitFor();

  await page.getByRole('link', { name: 'Nový cenový plán' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/pricing/new`);
  await eventually(async () => expect(await page.getByRole('combobox', { name: /^Měna/ }).inputValue()).toBe('CZK'));
  await eventually(async () => expect(await page.getByRole('combobox', { name: /^Fakturační období/ }).inputValue()).toBe('Měsíčně'));
  await eventually(async () => expect(await page.getByLabel('Pořadí zobrazení').inputValue()).toBe('1'));

  await page.getByLabel('Název (česky)').fill('Premium');
  await page.getByLabel('Tarif').fill('premium');
  await page.getByLabel('Popis (česky)').fill('Pro rostoucí firmy s mnoha doklady.');
  await page.getByLabel('Cena').fill('14990');
  await choose(page, 'Fakturační období', 'Ročně');
  await choose(page, 'Měna', 'EUR');
  await page.getByLabel('Pořadí zobrazení').fill('4');
  await page.getByRole('textbox', { name: 'Zahrnuté funkce (česky) 1', exact: true }).fill('Neomezené doklady');
  await page.getByRole('button', { name: '+ Přidat funkci' }).first().click();
  await page.getByRole('textbox', { name: 'Zahrnuté funkce (česky) 2', exact: true }).fill('Podpora 24/7');
  await page.getByRole('textbox', { name: 'Nezahrnuté funkce (česky) 1', exact: true }).fill('Vlastní server');
  await page.getByRole('switch', { name: 'Zvýrazněný plán' }).check({ force: true });
  await page.getByRole('button', { name: 'Uložit' }).click();
  await page.getByText('Cenový plán byl vytvořen').waitFor();
  await page.waitForURL(/\/admin\/pricing\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: /Zpět na ceník/ }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/pricing`);

  const row = page.getByRole('row', { name: /Premium/ });
  await row.waitFor();
  await eventually(async () => expect(await row.textContent()).toMatch(/14\s990\s€ \/ rok/));
  await row.getByText('Zvýrazněný').waitFor();
  await row.getByRole('cell', { name: 'Ročně', exact: true }).waitFor();
  await row.getByRole('cell', { name: '2', exact: true }).waitFor();

  // The same tier and period again: the database refuses it and the form keeps what was typed.
  await page.getByRole('link', { name: 'Nový cenový plán' }).click();
  await page.getByLabel('Název (česky)').fill('Premium znovu');
  await page.getByLabel('Tarif').fill('premium');
  await choose(page, 'Fakturační období', 'Ročně');
  await page.getByRole('textbox', { name: 'Zahrnuté funkce (česky) 1', exact: true }).fill('Něco');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await page.getByText('Chyba při ukládání').waitFor();
  await page.getByText('Plán se stejným tarifem a fakturačním obdobím už existuje.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/pricing/new');
  await eventually(async () => expect(await page.getByLabel('Název (česky)').inputValue()).toBe('Premium znovu'));
  await page.getByRole('button', { name: 'Zrušit' }).click();
  await page.getByRole('button', { name: 'Odejít bez uložení' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/pricing`);

  await page.getByRole('link', { name: 'Upravit: Premium (Ročně)' }).click();
  await page.getByLabel('Cena').fill('');
  await page.getByRole('switch', { name: 'Aktivní (zobrazit na webu)' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Uložit' }).click();
  await page.getByText('Cenový plán byl aktualizován').waitFor();
  await page.getByRole('link', { name: /Zpět na ceník/ }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/pricing`);
  const edited = page.getByRole('row', { name: /Premium/ });
  await edited.getByText('Na míru').waitFor();
  await edited.getByText('Neaktivní').waitFor();

  await page.getByRole('button', { name: 'Smazat: Premium (Ročně)' }).click();
  await answerConfirmation(page, 'Opravdu chcete smazat tento cenový plán?');
  await page.getByRole('row', { name: /Premium/ }).waitFor({ state: 'detached' });
  const left = await running.stack.backend.db.query("select 1 from public.pricing_plans where tier = 'premium'");
  expect(left.rows).toHaveLength(0);
  const unexpected = errors.filter((error) => !error.includes('409 (Conflict)') && !error.startsWith('Saving the pricing plan failed'));
  expect(unexpected).toEqual([]);
  await page.context().close();
});

test('a pricing edit shows on the public pricing page', async () => {
  const page = await signedInPage('/admin/pricing');
  await page.getByRole('link', { name: 'Upravit: Business (Ročně)' }).click();
  await page.getByLabel('Popis (česky)').fill('Nový popis plánu Business z administrace.');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await page.getByText('Cenový plán byl aktualizován').waitFor();

  const visitor = await (await running.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(`${running.stack.hostUrl}/cenik`);
  await visitor.getByText('Nový popis plánu Business z administrace.').waitFor();
  await visitor.context().close();
  await page.context().close();
});

test('staff see contact enquiries newest first and mark them handled', async () => {
  await running.stack.backend.db.query(
    `insert into public.contact_enquiries (name, email, phone, company, message, gdpr_consent, created_at)
     values ('Starší Zájemce', 'starsi@example.com', null, null, 'Dřívější dotaz', true, now() - interval '1 day'),
            ('Jana Poptávková', 'jana@example.com', '+420 777 111 222', 'Jana s.r.o.', 'Máme zájem o ukázku fakturace.', true, now())`,
  );
  await running.stack.backend.db.query(`insert into public.newsletter_subscribers (email) values ('odber@example.com')`);

  const page = await signedInPage();
  await page.getByTestId('dashboard-tiles').getByRole('link', { name: /^Poptávky/ }).click();
  await page.getByRole('heading', { name: 'Poptávky' }).waitFor();
  const rows = page.getByTestId('enquiry-row');
  await rows.first().waitFor();
  await eventually(async () => expect(await rows.first().textContent()).toContain('Jana Poptávková'));
  await eventually(async () => expect(await rows.nth(1).textContent()).toContain('Starší Zájemce'));

  const jana = page.getByRole('row', { name: /Jana Poptávková/ });
  await eventually(async () => expect(await jana.textContent()).toContain('Máme zájem o ukázku fakturace.'));
  await jana.getByRole('button', { name: 'Označit jako vyřízené' }).click();
  await page.getByText('Poptávka byla označena jako vyřízená.').waitFor();
  await jana.getByText('Vyřízeno').waitFor();
  const handled = await running.stack.backend.db.query<{ handled: boolean }>(
    "select handled from public.contact_enquiries where email = 'jana@example.com'",
  );
  expect(handled.rows[0]?.handled).toBe(true);

  await page.getByRole('tab', { name: /Newsletter/ }).click();
  await page.getByText('odber@example.com').waitFor();
  await page.context().close();
});

test('"Náhled" of a reference and of a pricing plan shows the unsaved text in the public card, per language', async () => {
  const page = await signedInPage();
  const preview = async (item: string) => {
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Náhled' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    return popup;
  };

  await page.goto(`${running.stack.hostUrl}/admin/references/new`);
  await page.getByLabel('Název firmy').fill('Náhledová firma s.r.o.');
  await page.getByLabel('Titulek (česky)').fill('Neuložený příběh zákazníka');
  await page.getByLabel('Titulek (EN)').fill('An unsaved customer story');
  const reference = await preview('Anglicky (telefon)');
  const card = reference.getByTestId('reference');
  await card.getByRole('heading', { name: 'Náhledová firma s.r.o.' }).waitFor();
  await card.getByText('An unsaved customer story', { exact: true }).waitFor();
  expect(await reference.evaluate(() => window.innerWidth)).toBe(390);
  await page.getByLabel('Titulek (EN)').fill('An unsaved customer story, edited');
  await card.getByText('An unsaved customer story, edited', { exact: true }).waitFor();

  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${running.stack.hostUrl}/admin/pricing/new`);
  await page.getByLabel('Název (česky)').fill('Náhledový tarif');
  await page.getByLabel('Tarif').fill('nahled');
  await page.getByLabel('Popis (česky)').fill('Tarif, který zatím nikdo neuložil.');
  await page.getByLabel('Cena').fill('4990');
  const plan = await preview('Česky (počítač)');
  await plan.getByRole('heading', { name: 'Náhledový tarif' }).waitFor();
  await plan.getByText('Tarif, který zatím nikdo neuložil.').waitFor();
  const stored = await running.stack.backend.db.query("select 1 from public.pricing_plans where name_cs = 'Náhledový tarif' union all select 1 from public.\"references\" where company_name = 'Náhledová firma s.r.o.'");
  expect(stored.rows).toEqual([]);
  await page.context().close();
});
