/**
 * Checks before publishing in Chromium: the blog editor lists, per language beside the publish switch,
 * each rule's finding (missing English version, an image without alt text, a cover without English alt
 * text, a title over 60 characters, a description outside 50–160, a link to no page, a cover under 1 200 px wide),
 * following what is typed; the preview lists the previewed language's. With "Vyžadovat úplné překlady"
 * turned on in Nastavení, publishing the post without English is refused with the Czech explanation and
 * the form kept; marking English as falling back to Czech lets it publish. Screenshots at 1280 and 375 px
 * go to .tmp/screenshots/prepublish-checks.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import { repoRoot } from '../../scripts/lib/paths';
import { collectPageErrors } from './support/chromium';
import { eventually } from './support/eventually';
import { DEMO_ADMIN, DEMO_EDITOR, signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

const SCREENSHOTS = path.join(repoRoot, '.tmp', 'screenshots', 'prepublish-checks');

jest.setTimeout(180_000);

const running = useStackAndBrowser();
let postId: string;

// A 2×1 PNG (a cover far narrower than 1 200 px); the heavy one carries 1.3 MB after its end (browsers still draw it).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGAEAHf8B/2lJk1AAAAAASUVORK5CYII=', 'base64');
const HEAVY_PNG = Buffer.concat([PNG, Buffer.alloc(1_300_000)]);

const TITLE = 'Jak jsme v malé účetní firmě zrušili papírové faktury a ušetřili čas';
const GERMAN = {
  title_de: 'Rechnungen ohne Papier',
  slug_de: 'rechnungen-ohne-papier',
  excerpt_de: 'Wie ein kleines Buchhaltungsbüro Papierrechnungen abgeschafft und dabei viel Zeit gespart hat.',
  content_de: '<p>Der Text des Beitrags.</p>',
};

/** Uploads an image into the media library as the service would, and describes it. */
async function libraryImage(name: string, bytes: Buffer, alt: { alt_cs: string; alt_en: string | null; alt_de: string | null }): Promise<{ id: string; url: string }> {
  const service = createClient(running.stack.backend.url, running.stack.backend.serviceRoleKey, { auth: { persistSession: false } });
  const objectPath = `2026/11/kontrola-${name}`;
  const { error } = await service.storage.from('media').upload(objectPath, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), { contentType: 'image/png' });
  if (error) throw error;
  const { rows } = await running.stack.backend.db.query<{ id: string }>(
    `insert into public.media_assets (path, file_name, mime_type, size_bytes, width, height, alt_cs, alt_en, alt_de)
     values ($1, $2, 'image/png', $3, 2, 1, $4, $5, $6) returning id::text as id`,
    [objectPath, name, bytes.length, alt.alt_cs, alt.alt_en, alt.alt_de],
  );
  return { id: rows[0]!.id, url: service.storage.from('media').getPublicUrl(objectPath).data.publicUrl };
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const plain = await libraryImage('graf.png', PNG, { alt_cs: 'Graf úspor', alt_en: 'Savings chart', alt_de: 'Diagramm' });
  const heavy = await libraryImage('kancelar.png', HEAVY_PNG, { alt_cs: 'Kancelář', alt_en: null, alt_de: 'Büro' });
  const content = [
    '<p>Úvod článku. Podívejte se na <a href="/sluzby">naše služby</a> nebo na <a href="/sluzbyy">cenik služeb</a>.</p>',
    `<img src="${plain.url}">`,
    `<img src="${heavy.url}" alt="Kancelář">`,
  ].join('');
  const { rows } = await running.stack.backend.db.query<{ id: string }>(
    `insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, content_cs, image_url, cover_media_id, title_de, slug_de, excerpt_de, content_de)
     values ($1, 'bez-papirovych-faktur', 'Krátký perex.', $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
    [TITLE, content, heavy.url, heavy.id, GERMAN.title_de, GERMAN.slug_de, GERMAN.excerpt_de, GERMAN.content_de],
  );
  postId = rows[0]!.id;
}, 180_000);

const checks = (page: Page): Locator => page.getByRole('region', { name: 'Kontrola před zveřejněním' });
const language = (page: Page, name: 'Česky' | 'Anglicky' | 'Německy'): Locator => checks(page).getByRole('group', { name: `Kontrola: ${name}` });

async function fitsWidth(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function published(): Promise<{ published: boolean; fallback_languages: string[] }> {
  const { rows } = await running.stack.backend.db.query<{ published: boolean; fallback_languages: string[] }>(
    'select published, fallback_languages from public.blog_posts where id = $1',
    [postId],
  );
  return rows[0]!;
}

test('the editor lists every check per language beside the publish switch, follows what is typed, and the preview lists them too', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, `/admin/blog/${postId}`);
  const errors = collectPageErrors(page);
  await language(page, 'Česky').waitFor();

  const czech = language(page, 'Česky');
  await czech.getByText('Obrázek „graf.png“ v obsahu nemá alternativní text.').waitFor();
  await czech.getByText(`Název (bez meta titulku je titulkem stránky) má ${[...TITLE].length} znaků, doporučeno nejvýše 60.`).waitFor();
  await czech.getByText('Perex (bez meta popisu je popisem stránky) má 13 znaků, doporučeno 50–160.').waitFor();
  await czech.getByText('Odkaz „/sluzbyy“ nevede na žádnou stránku webu.').waitFor();
  await czech.getByText('Titulní obrázek „kancelar.png“ je široký jen 2 px, na velkých displejích a při sdílení bude neostrý; doporučeno aspoň 1\u00a0200 px.').waitFor();
  expect(await czech.getByText('Odkaz „/sluzby“').count()).toBe(0);
  await language(page, 'Anglicky').getByText('Chybí anglická verze; návštěvníci uvidí českou.').waitFor();
  await language(page, 'Německy').getByText('v pořádku').waitFor();
  await checks(page).getByText('6 upozornění').waitFor();
  await page.getByRole('switch', { name: 'Publikováno' }).waitFor();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-1280.png') });
  await checks(page).screenshot({ path: path.join(SCREENSHOTS, 'checks-1280.png') });

  // The checks follow the form: a meta description of the right length and an English title.
  await page.getByRole('button', { name: 'SEO a sdílení (CZ)' }).click();
  await page.getByLabel('Meta popis (CZ)').fill('Jak malá účetní firma přešla na elektronické faktury a co jí to za rok ušetřilo.');
  await czech.getByText(/^Perex \(bez meta popisu/).waitFor({ state: 'detached' });
  await page.getByLabel('Název (EN)').fill('Paperless invoices in a small accounting firm');
  await language(page, 'Anglicky').getByText(/^Neúplná anglická verze \(chybí perex a\u00a0obsah\)/).waitFor();
  // The cover has no English alt text: the English page (now with its own title) would show the Czech one.
  await language(page, 'Anglicky').getByText('Obrázek článku „kancelar.png“ nemá alternativní text v angličtině (použije se český); doplňte ho v knihovně médií.').waitFor();

  // The preview (a window of its own) lists the previewed language's findings above the page.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Náhled' }).click();
  await page.getByRole('menuitem', { name: 'Česky (počítač)' }).click();
  const preview = await popupOpened;
  const previewChecks = preview.getByRole('region', { name: 'Kontrola před zveřejněním' });
  await previewChecks.getByText('Odkaz „/sluzbyy“ nevede na žádnou stránku webu.').waitFor();
  await previewChecks.getByText('Obrázek „graf.png“ v obsahu nemá alternativní text.').waitFor();
  await previewChecks.getByText('Titulní obrázek „kancelar.png“ je široký jen 2 px, na velkých displejích a při sdílení bude neostrý; doporučeno aspoň 1\u00a0200 px.').waitFor();
  await preview.screenshot({ path: path.join(SCREENSHOTS, 'preview-1280.png') });
  await preview.setViewportSize({ width: 375, height: 812 });
  await fitsWidth(preview);
  await preview.screenshot({ path: path.join(SCREENSHOTS, 'preview-375.png') });
  await preview.close();

  await page.setViewportSize({ width: 375, height: 812 });
  await checks(page).scrollIntoViewIfNeeded();
  await fitsWidth(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-375.png') });
  await checks(page).screenshot({ path: path.join(SCREENSHOTS, 'checks-375.png') });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('with "Vyžadovat úplné překlady" on, publishing without English is refused with the Czech reason and the form kept; English falling back to Czech publishes', async () => {
  // As seeded (a retried run starts over).
  await running.stack.backend.db.query(
    "update public.site_settings set setting_value = '{\"require_complete_translations\": false}' where setting_key = 'publishing_settings'",
  );
  await running.stack.backend.db.query("update public.blog_posts set published = false, fallback_languages = '{}' where id = $1", [postId]);
  const admin = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN, '/admin/settings');
  const strict = admin.getByRole('checkbox', { name: 'Vyžadovat úplné překlady' });
  await strict.waitFor();
  expect(await strict.isChecked()).toBe(false);
  await strict.check();
  await admin.getByRole('button', { name: 'Uložit nastavení' }).first().click();
  await admin.getByText('Nastavení byla uložena.').waitFor();
  await admin.getByRole('region', { name: 'Zveřejňování článků' }).screenshot({ path: path.join(SCREENSHOTS, 'settings-1280.png') });
  await admin.setViewportSize({ width: 375, height: 812 });
  // The saved toast slides in from the side: the page fits once it has arrived.
  await eventually(() => fitsWidth(admin));
  await admin.getByRole('region', { name: 'Zveřejňování článků' }).screenshot({ path: path.join(SCREENSHOTS, 'settings-375.png') });
  await admin.context().close();

  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, `/admin/blog/${postId}`);
  const english = language(page, 'Anglicky');
  await english.getByText('Chybí anglická verze; návštěvníci uvidí českou. V Nastavení je zapnuté „Vyžadovat úplné překlady“: bez ní databáze článek nezveřejní.').waitFor();
  await checks(page).screenshot({ path: path.join(SCREENSHOTS, 'checks-strict-1280.png') });

  await page.getByLabel('Perex (CZ)').fill('Perex upravený před zveřejněním, který zůstane ve formuláři.');
  await page.getByRole('switch', { name: 'Publikováno' }).check({ force: true });
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek nebyl uložen').waitFor();
  await page
    .getByText(
      'Článek nelze zveřejnit: v Nastavení je zapnuté „Vyžadovat úplné překlady“ a chybí anglická verze. Doplňte překlad (název, URL slug, perex a obsah), nebo u jazyka zaškrtněte „Zveřejnit s českou verzí jako náhradou“. Nic se neuložilo.',
    )
    .waitFor();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'refused-1280.png') });
  expect(page.url()).toBe(`${running.stack.hostUrl}/admin/blog/${postId}`);
  expect(await page.getByLabel('Perex (CZ)').inputValue()).toBe('Perex upravený před zveřejněním, který zůstane ve formuláři.');
  expect(await published()).toEqual({ published: false, fallback_languages: [] });

  await english.getByRole('switch', { name: 'Zveřejnit s českou verzí jako náhradou (EN)' }).check({ force: true });
  await english.getByText('česká verze jako náhrada').waitFor();
  await english.getByText(/^Chybí anglická verze/).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek byl aktualizován').waitFor();
  await eventually(async () => expect(await published()).toEqual({ published: true, fallback_languages: ['en'] }));
  await page.context().close();
});
