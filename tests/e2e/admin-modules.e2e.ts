/**
 * Modules in the back office: validation message, create with features and an uploaded
 * image, the image on the public modules page, hide (gone from /moduly), a failed save keeps the form,
 * delete after the confirm.
 */
import type { Page } from 'playwright-core';
import { collectPageErrors } from './support/chromium';
import { eventually } from './support/eventually';
import { answerConfirmation } from './support/confirm-dialog';
import { DEMO_ADMIN, DEMO_EDITOR, signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

// Starting the stack and driving Chromium on this shared machine takes longer than jest's default.
jest.setTimeout(120_000);

const running = useStackAndBrowser();

const signedInPage = (path?: string): Promise<Page> => signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, path);

// A 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const NAME = 'Skladové hospodářství e2e';

function card(page: Page) {
  return page.getByRole('article', { name: NAME });
}

test('saving without the Czech name and description shows the validation message', async () => {
  const page = await signedInPage('/admin/modules/new');
  await page.getByLabel('Název (EN)').fill('Only English');
  await page.getByRole('button', { name: 'Vytvořit modul' }).click();
  await page.getByText('Vyplňte povinná pole (název a popis v češtině)').first().waitFor();
  expect(page.url()).toBe(`${running.stack.hostUrl}/admin/modules/new`);
  await page.context().close();
});

test('an editor creates a module with features and an uploaded image, hides it and deletes it', async () => {
  const page = await signedInPage('/admin/modules');
  const errors = collectPageErrors(page);

  await page.getByRole('link', { name: '+ Nový modul' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/modules/new`);

  await page.getByLabel('Název (CZ)', { exact: false }).first().fill(NAME);
  await page.getByLabel('Popis (CZ)').fill('Příjem, výdej a inventura zásob na jednom místě.');
  await page.getByRole('combobox', { name: 'Ikona' }).click();
  await page.getByRole('option', { name: 'Obchod' }).click();
  await page.getByLabel('Pořadí zobrazení').fill('7');

  await page.getByRole('button', { name: 'Odebrat: Funkce (CZ) 1' }).waitFor({ state: 'detached' });
  const features = ['Příjem zboží', 'Inventura', 'Čárové kódy', 'Expedice', ''];
  const csSection = page.getByRole('region', { name: /Popis a funkce – Česky/ });
  for (const [index, feature] of features.entries()) {
    if (index > 0) await csSection.getByRole('button', { name: '+ Přidat funkci' }).click();
    await page.getByLabel(`Funkce (CZ) ${index + 1}`, { exact: true }).fill(feature);
  }
  await page.getByRole('button', { name: 'Odebrat: Funkce (CZ) 1' }).waitFor();

  await page.locator('input[type="file"]').setInputFiles({ name: 'sklad.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('Obrázek byl nahrán').waitFor();
  const thumbnail = page.getByTestId('module-images').getByRole('img', { name: 'Obrázek 1' });
  await thumbnail.waitFor();
  await eventually(async () =>
    expect(await thumbnail.getAttribute('src')).toMatch(/\/storage\/v1\/object\/public\/module-images\/\d+-[a-z0-9]+\.png$/),
  );
  const imageUrl = await thumbnail.getAttribute('src');

  await page.getByRole('button', { name: 'Vytvořit modul' }).click();
  await page.getByText('Modul byl vytvořen').waitFor();
  // The editor stays in the new module, at its own address.
  await page.waitForURL(/\/admin\/modules\/edit\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: /Zpět na moduly/ }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/modules`);
  await card(page).waitFor();
  await card(page).getByText('Aktivní').waitFor();
  await card(page).getByText('Pořadí: 7').waitFor();
  await card(page).getByText('+1 další funkce').waitFor();
  await eventually(async () =>
    expect(await card(page).getByRole('listitem').allTextContents()).toEqual(['Příjem zboží', 'Inventura', 'Čárové kódy']),
  );

  const stored = await running.stack.backend.db.query<{ features_cs: string[]; name_en: string | null; icon: string; images: string }>(
    'select features_cs, name_en, icon, images from public.modules where name_cs = $1',
    [NAME],
  );
  expect(stored.rows[0]).toMatchObject({ features_cs: features.slice(0, 4), name_en: null, icon: 'Handshake' });
  expect(JSON.parse(stored.rows[0]?.images ?? 'null')).toEqual([{ url: imageUrl, active: true }]);

  const visitor = await (await running.browser.newContext()).newPage();
  await visitor.goto(`${running.stack.hostUrl}/moduly`);
  await visitor.getByText(NAME).first().waitFor();
  await visitor.locator(`img[src="${imageUrl}"]`).first().waitFor({ state: 'attached' });

  await card(page).getByRole('button', { name: 'Skrýt' }).click();
  await page.getByText('Modul byl deaktivován').waitFor();
  await card(page).getByText('Neaktivní').waitFor();
  await card(page).getByRole('button', { name: 'Zobrazit' }).waitFor();

  await visitor.goto(`${running.stack.hostUrl}/moduly`);
  await visitor.getByRole('heading', { level: 1 }).first().waitFor();
  await visitor.waitForLoadState('networkidle');
  await visitor.getByText(NAME).first().waitFor({ state: 'detached' });
  await visitor.context().close();

  await card(page).getByRole('button', { name: 'Smazat' }).click();
  await answerConfirmation(page, 'Opravdu chcete smazat tento modul?');
  await page.getByText('Modul byl smazán').waitFor();
  await card(page).waitFor({ state: 'detached' });
  expect((await running.stack.backend.db.query('select 1 from public.modules where name_cs = $1', [NAME])).rows).toEqual([]);

  expect(errors).toEqual([]);
  await page.context().close();
});

test('a failed update keeps the form and shows the error toast', async () => {
  const page = await signedInPage('/admin/modules');
  const first = page.getByRole('article').first();
  await first.getByRole('link', { name: 'Upravit' }).click();
  await page.waitForURL(/\/admin\/modules\/edit\/[0-9a-f-]+$/);
  const editUrl = page.url();
  const name = page.getByLabel('Název (CZ)', { exact: false }).first();
  await eventually(async () => expect(await name.inputValue()).not.toBe(''));

  await running.stack.backend.db.query('revoke update on public.modules from authenticated');
  try {
    await name.fill('Přejmenovaný modul');
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await page.getByText('Nepodařilo se aktualizovat modul').waitFor();
    expect(page.url()).toBe(editUrl);
    await eventually(async () => expect(await name.inputValue()).toBe('Přejmenovaný modul'));
  } finally {
    await running.stack.backend.db.query('grant update on public.modules to authenticated');
  }

  await page.getByRole('button', { name: 'Zrušit' }).click();
  await page.getByRole('button', { name: 'Odejít bez uložení' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/modules`);
  await page.getByRole('article').first().waitFor();
  await page.getByRole('article', { name: 'Přejmenovaný modul' }).waitFor({ state: 'detached' });
  await page.context().close();
});

test('the backend stopping during a save: the form keeps every value, the failure toast shows, saving after the restart works', async () => {
  const page = await signedInPage('/admin/modules');
  await page.getByRole('article').first().getByRole('link', { name: 'Upravit' }).click();
  await page.waitForURL(/\/admin\/modules\/edit\/[0-9a-f-]+$/);
  const id = page.url().split('/').pop()!;
  const name = page.getByLabel('Název (CZ)', { exact: false }).first();
  const description = page.getByLabel('Popis (CZ)');
  const order = page.getByLabel('Pořadí zobrazení');
  await eventually(async () => expect(await name.inputValue()).not.toBe(''));
  await name.fill('Fakturace bez výpadku');
  await description.fill('Popis, který přežije výpadek serveru.');
  await order.fill('4');

  await running.stack.backend.pauseHttp();
  try {
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await page.getByText('Nepodařilo se aktualizovat modul').first().waitFor();
    expect(page.url()).toBe(`${running.stack.hostUrl}/admin/modules/edit/${id}`);
    expect([await name.inputValue(), await description.inputValue(), await order.inputValue()]).toEqual([
      'Fakturace bez výpadku',
      'Popis, který přežije výpadek serveru.',
      '4',
    ]);
  } finally {
    await running.stack.backend.resumeHttp();
  }

  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await page.getByText('Modul byl aktualizován').waitFor();
  const { rows } = await running.stack.backend.db.query<{ name_cs: string; description_cs: string; display_order: number }>(
    'select name_cs, description_cs, display_order from public.modules where id = $1',
    [id],
  );
  expect(rows[0]).toEqual({ name_cs: 'Fakturace bez výpadku', description_cs: 'Popis, který přežije výpadek serveru.', display_order: 4 });
  await page.context().close();
});

test('two people editing one module: the later save is refused with who saved, nothing is lost, and either choice works', async () => {
  const editor = await signedInPage();
  const admin = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  const { rows } = await running.stack.backend.db.query<{ id: string; name_cs: string }>('select id::text as id, name_cs from public.modules order by display_order limit 1');
  const { id, name_cs: originalName } = rows[0]!;
  const open = async (page: Page) => {
    await page.goto(`${running.stack.hostUrl}/admin/modules/edit/${id}`);
    const name = page.getByLabel('Název (CZ)', { exact: false }).first();
    await eventually(async () => expect(await name.inputValue()).toBe(originalName));
    return { name, description: page.getByLabel('Popis (CZ)') };
  };
  const editorForm = await open(editor);
  const adminForm = await open(admin);

  await editorForm.name.fill('Název od editora');
  await editor.getByRole('button', { name: 'Uložit změny' }).click();
  await editor.getByText('Modul byl aktualizován').waitFor();

  await adminForm.description.fill('Popis od administrátorky');
  await admin.getByRole('button', { name: 'Uložit změny' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Záznam mezitím změnil někdo jiný' });
  await dialog.getByText(/^Erik Editor ho uložil\(a\) /).waitFor();
  expect(await adminForm.description.inputValue()).toBe('Popis od administrátorky');
  const stored = async () =>
    (await running.stack.backend.db.query<{ name_cs: string; description_cs: string }>('select name_cs, description_cs from public.modules where id = $1', [id])).rows[0]!;
  expect((await stored()).name_cs).toBe('Název od editora');
  expect((await stored()).description_cs).not.toBe('Popis od administrátorky');

  // Keep mine: the admin's whole version is saved; the editor's stays in the history.
  await dialog.getByRole('button', { name: 'Ponechat moji verzi' }).click();
  await admin.getByText('Modul byl aktualizován').waitFor();
  expect(await stored()).toEqual({ name_cs: originalName, description_cs: 'Popis od administrátorky' });
  const history = await running.stack.backend.db.query<{ actor_name: string }>(
    "select actor_name from public.content_revisions where table_name = 'modules' and record_id = $1 and operation = 'update' order by id desc limit 2",
    [id],
  );
  expect(history.rows.map((row) => row.actor_name)).toEqual(['Alena Adminová', 'Erik Editor']);

  // Load the current version: the editor, still on the old version, takes the admin's.
  await editor.goto(`${running.stack.hostUrl}/admin/modules/edit/${id}`);
  const again = await open(admin);
  await again.name.fill('Druhý pokus administrátorky');
  await admin.getByRole('button', { name: 'Uložit změny' }).click();
  await admin.getByText('Modul byl aktualizován').waitFor();
  const editorName = editor.getByLabel('Název (CZ)', { exact: false }).first();
  await editorName.fill('Editorův souběžný název');
  await editor.getByRole('button', { name: 'Uložit změny' }).click();
  const editorDialog = editor.getByRole('dialog', { name: 'Záznam mezitím změnil někdo jiný' });
  await editorDialog.getByRole('button', { name: 'Načíst aktuální verzi' }).click();
  await eventually(async () => expect(await editorName.inputValue()).toBe('Druhý pokus administrátorky'));
  expect((await stored()).name_cs).toBe('Druhý pokus administrátorky');

  await running.stack.backend.db.query('update public.modules set name_cs = $2 where id = $1', [id, originalName]);
  await editor.context().close();
  await admin.context().close();
});

test('an unknown module id reports the load failure and returns to the list', async () => {
  const page = await signedInPage('/admin/modules/edit/00000000-0000-0000-0000-000000000000');
  await page.getByText('Nepodařilo se načíst modul').waitFor();
  await page.waitForURL(`${running.stack.hostUrl}/admin/modules`);
  await page.context().close();
});
