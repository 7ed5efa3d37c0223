/**
 * Revisions with real data: "Smazané" pages through 300 deleted posts (1,500 revisions) and restores one;
 * "Historie" of a module whose images were stored as plain URLs reports only the feature text that was
 * edited, and shows changed images as thumbnails with their active state.
 */
import type { Page } from 'playwright-core';
import { collectPageErrors } from './support/chromium';
import { eventually } from './support/eventually';
import { signedInAdminPage } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { useStackAndBrowser } from './support/stack-fixture';

// Starting the stack and driving Chromium on this shared machine takes longer than jest's default.
jest.setTimeout(180_000);

const running = useStackAndBrowser();

const signedInPage = (): Promise<Page> => signedInAdminPage(running.browser, running.stack.hostUrl);

const DELETED = 300;
const TITLE = 'Smazaný článek e2e';

test('"Smazané" lists 300 deleted posts a page at a time, searches them and restores one', async () => {
  // A retry starts from no such posts again.
  await running.stack.backend.db.query("delete from public.blog_posts where slug_cs like 'smazany-e2e-%'");
  await running.stack.backend.db.query("delete from public.content_revisions where snapshot ->> 'slug_cs' like 'smazany-e2e-%'");
  // Each post created, saved three times and deleted: 1,500 revisions.
  await running.stack.backend.db.query(
    `insert into public.blog_posts (title_cs, slug_cs, content_cs, published)
     select $1 || ' ' || lpad(n::text, 3, '0'), 'smazany-e2e-' || n, '<p>Text</p>', false from generate_series(1, $2::int) n`,
    [TITLE, DELETED],
  );
  for (const version of [1, 2, 3]) {
    await running.stack.backend.db.query("update public.blog_posts set excerpt_cs = $1 where slug_cs like 'smazany-e2e-%'", [`Verze ${version}`]);
  }
  await running.stack.backend.db.query("delete from public.blog_posts where slug_cs like 'smazany-e2e-%'");

  const page = await signedInPage();
  const errors = collectPageErrors(page);
  const longestUrl = { length: 0 };
  page.on('request', (request) => {
    longestUrl.length = Math.max(longestUrl.length, request.url().length);
  });

  await page.goto(`${running.stack.hostUrl}/admin/blog`);
  await page.getByRole('heading', { name: 'Blog' }).waitFor();
  await page.getByRole('button', { name: 'Smazané' }).click();
  const drawer = page.getByRole('dialog', { name: 'Smazané za posledních 30 dní' });
  const deleted = drawer.getByRole('list', { name: 'Smazané' });
  await deleted.getByRole('listitem').first().waitFor();
  expect(await deleted.getByRole('listitem').count()).toBe(25);
  await eventually(async () => expect(await drawer.getByTestId('list-total').innerText()).toBe(`Celkem: ${DELETED}`));
  await deleted.getByRole('listitem').first().getByText(/^Smazal\(a\) systém /).waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  const firstPage = await deleted.getByRole('listitem').first().innerText();
  await drawer.getByRole('button', { name: 'Strana 2' }).click();
  await eventually(async () => expect(await deleted.getByRole('listitem').first().innerText()).not.toBe(firstPage));
  expect(await deleted.getByRole('listitem').count()).toBe(25);

  const wanted = `${TITLE} 123`;
  await drawer.getByLabel('Hledat ve smazaných').fill(wanted);
  await eventually(async () => expect(await deleted.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(wanted)]));
  await drawer.getByRole('button', { name: `Obnovit: ${wanted}` }).click();
  await page.getByText(`„${wanted}“ je zpět`).waitFor();
  await drawer.getByText('Hledání ani filtrům nic neodpovídá.').waitFor();
  await drawer.getByRole('button', { name: 'Zrušit filtry' }).first().click();
  await eventually(async () => expect(await drawer.getByTestId('list-total').innerText()).toBe(`Celkem: ${DELETED - 1}`));

  const { rows } = await running.stack.backend.db.query<{ title_cs: string }>("select title_cs from public.blog_posts where slug_cs like 'smazany-e2e-%'");
  expect(rows).toEqual([{ title_cs: wanted }]);
  await page.keyboard.press('Escape');
  await page.getByLabel('Hledat').first().fill(wanted);
  await page.getByRole('row', { name: new RegExp(wanted) }).waitFor();

  expect(longestUrl.length).toBeLessThan(1500);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('editing one feature of a module whose images were plain URLs shows only that change in "Historie"; changed images show as images', async () => {
  const { rows } = await running.stack.backend.db.query<{ id: string; features_cs: string[] }>(
    "select id::text as id, features_cs from public.modules where image_url = '/images/modules/hr-1.webp'",
  );
  const module = rows[0]!;
  // As the seed (and older saves) stored them: plain URLs, which mean active images.
  await running.stack.backend.db.query('update public.modules set images = $2 where id = $1', [module.id, '["/images/modules/hr-1.webp", "/images/modules/hr-2.webp"]']);
  const page = await signedInPage();
  const errors = collectPageErrors(page);
  const editUrl = `${running.stack.hostUrl}/admin/modules/edit/${module.id}`;

  await page.goto(editUrl);
  const feature = page.getByLabel('Funkce (CZ) 1', { exact: true });
  await eventually(async () => expect(await feature.inputValue()).toBe(module.features_cs[0]));
  await feature.fill(`${module.features_cs[0]} a docházka`);
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await page.getByText('Modul byl aktualizován').waitFor();
  // The save wrote the images in their stored form ({url, active}), so the database lists them as changed.
  const saved = await running.stack.backend.db.query<{ changed_fields: string[] }>(
    "select changed_fields from public.content_revisions where table_name = 'modules' and record_id = $1 order by id desc limit 1",
    [module.id],
  );
  expect(saved.rows[0]!.changed_fields).toEqual(expect.arrayContaining(['features_cs', 'images']));

  await page.goto(editUrl);
  await page.getByRole('button', { name: 'Historie' }).click();
  const history = page.getByRole('list', { name: 'Revize' });
  const latest = history.getByRole('listitem').first();
  await latest.getByText('Aktuální').waitFor();
  await latest.getByText('Funkce (CZ)').waitFor();
  expect(await latest.locator('.revision-change').count()).toBe(1);
  expect(await latest.locator('ins').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('docházka')]));
  expect(await latest.innerText()).not.toMatch(/Obrázky|"url"|active/);
  await page.keyboard.press('Escape');

  const secondImage = page.getByRole('switch', { name: 'Aktivní: obrázek 2' });
  await secondImage.focus();
  await page.keyboard.press('Space');
  await eventually(async () => expect(await secondImage.isChecked()).toBe(false));
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await page.getByText('Modul byl aktualizován').waitFor();
  await page.goto(editUrl);
  await page.getByRole('button', { name: 'Historie' }).click();
  const imagesChange = history.getByRole('listitem').first().getByRole('list', { name: 'Obrázky' });
  await imagesChange.waitFor();
  const images = imagesChange.getByRole('listitem');
  expect(await images.count()).toBe(2);
  expect(await images.nth(0).getByRole('img', { name: 'hr-1.webp' }).getAttribute('src')).toBe('/images/modules/hr-1.webp');
  expect(await images.nth(0).innerText()).toMatch(/Aktivní/);
  expect(await images.nth(1).innerText()).toMatch(/Neaktivní[\s\S]*Nově neaktivní/);
  expect(await history.getByRole('listitem').first().innerText()).not.toMatch(/"url"|\{/);
  expect(await seriousViolations(page)).toEqual([]);

  expect(errors).toEqual([]);
  await page.context().close();
});
