/**
 * Bad input at the edges. A save whose body is over the backend's limit gets a JSON
 * 413; the back office shows its failure text ("Nepodařilo se aktualizovat modul"), keeps the form, and the backend keeps serving.
 * The limit is lowered to 4 KB here so an ordinary form can pass it (production: 6 MB, like Supabase's).
 */
import { signedInAdminPage } from './support/admin-session';
import { eventually } from './support/eventually';
import { useStackAndBrowser } from './support/stack-fixture';

jest.setTimeout(120_000);

const running = useStackAndBrowser({ maxBodyBytes: 4096 });

test('a module save over the body limit: 413, the failure toast, the form kept; a normal save still works', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl);
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/rest/v1/modules') && response.request().method() === 'PATCH') answers.push(response.status());
  });
  await page.goto(`${running.stack.hostUrl}/admin/modules`);
  await page.getByRole('article').first().getByRole('link', { name: 'Upravit' }).click();
  await page.waitForURL(/\/admin\/modules\/edit\/[0-9a-f-]+$/);
  const description = page.getByLabel('Popis (CZ)');
  await eventually(async () => expect(await description.inputValue()).not.toBe(''));
  const long = 'Velmi dlouhý popis modulu. '.repeat(200);
  await description.fill(long);

  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await page.getByText('Nepodařilo se aktualizovat modul').first().waitFor();
  expect(answers).toEqual([413]);
  expect(await description.inputValue()).toBe(long);

  await description.fill('Krátký popis, který se vejde.');
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await page.getByText('Modul byl aktualizován').waitFor();
  expect(answers).toEqual([413, 200]);
  await page.context().close();
});
