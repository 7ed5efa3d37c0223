/**
 * The image generator against the local stand-in service: 5 images for an active module
 * without images, stored in the bucket and appended to the module; the token checks and the failure message.
 */
import type { Page } from 'playwright-core';
import { collectPageErrors } from './support/chromium';
import { eventually } from './support/eventually';
import { DEMO_EDITOR, signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

// Starting the stack and driving Chromium on this shared machine takes longer than jest's default.
jest.setTimeout(120_000);

const running = useStackAndBrowser();

const signedInPage = (path?: string): Promise<Page> => signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, path);

const NAME = 'Personalistika e2e';

test('generating for modules without images adds 5 images to the new module only', async () => {
  await running.stack.backend.db.query(
    `insert into public.modules (name_cs, description_cs, icon, features_cs, display_order, active)
     values ($1, 'Docházka, dovolené a mzdy.', 'Users', '{Docházka}', 20, true)`,
    [NAME],
  );
  const before = await running.stack.backend.db.query<{ name_cs: string; images: string | null }>(
    'select name_cs, images from public.modules where name_cs <> $1 order by name_cs',
    [NAME],
  );

  const page = await signedInPage('/admin/image-generator');
  const errors = collectPageErrors(page);
  await page.getByRole('heading', { name: 'AI Obrázky' }).waitFor();
  await page.getByText('Jak to funguje').waitFor();

  await page.getByRole('button', { name: 'Generovat pro moduly bez obrázků' }).click();
  await page.getByText('Musíte zadat Hugging Face token').waitFor();

  await page.getByLabel('Hugging Face token').fill('hf_local');
  await page.getByRole('button', { name: 'Generovat pro moduly bez obrázků' }).click();
  await page.getByText(new RegExp(`^Generuji obrázek [1-5]/5 pro modul ${NAME}…$`)).waitFor();

  const result = page.getByTestId('generated-module');
  await result.waitFor({ timeout: 60_000 });
  await eventually(async () => expect(await result.count()).toBe(1));
  await result.getByText(`${NAME}: 5/5 obrázků`).waitFor();
  const thumbnails = result.getByRole('img');
  await thumbnails.nth(4).waitFor();
  await eventually(async () => expect(await thumbnails.count()).toBe(5));
  // The five results are in: each address is fetched once (no retry loop around network requests).
  for (const src of await thumbnails.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))) {
    const response = await page.request.get(src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="generated-module"] img')).every(
      (image) => image.complete && image.naturalWidth > 0,
    ),
  );

  const stored = await running.stack.backend.db.query<{ images: string }>('select images from public.modules where name_cs = $1', [NAME]);
  const images = JSON.parse(stored.rows[0]?.images ?? '[]') as { url: string; active: boolean }[];
  expect(images).toHaveLength(5);
  expect(images.every((image) => image.active && /\/module-images\/\d+-[a-z0-9]+\.png$/.test(image.url))).toBe(true);
  const after = await running.stack.backend.db.query('select name_cs, images from public.modules where name_cs <> $1 order by name_cs', [NAME]);
  expect(after.rows).toEqual(before.rows);

  expect(errors).toEqual([]);
  await page.context().close();
});

test('a failing service ends with the failure message and changes nothing', async () => {
  const before = await running.stack.backend.db.query('select id, images from public.modules order by id');
  const page = await signedInPage('/admin/image-generator');
  await page.getByLabel('Hugging Face token').fill('fail');
  await page.getByRole('button', { name: 'Přegenerovat vše' }).click();
  await page.getByText('Nepodařilo se vygenerovat obrázky').waitFor({ timeout: 60_000 });
  expect((await running.stack.backend.db.query('select id, images from public.modules order by id')).rows).toEqual(before.rows);
  await page.context().close();
});
