/**
 * Blog in the back office: an editor writes a post whose slug comes from a Czech title,
 * publishes it, sees it on the public blog, edits and deletes it; a failed save keeps the form; leaving with
 * unsaved changes asks first.
 */
import type { Page } from 'playwright-core';
import { collectPageErrors } from './support/chromium';
import { eventually } from './support/eventually';
import { answerConfirmation } from './support/confirm-dialog';
import { formatDateTime } from '@app/i18n';
import { DEMO_EDITOR, signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

// Starting the stack and driving Chromium on this shared machine takes longer than jest's default.
jest.setTimeout(120_000);

const running = useStackAndBrowser();

const signedInPage = (path?: string): Promise<Page> => signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, path);

const TITLE = 'Účetnictví a daně 2026: příručka pro malé firmy';
const SLUG = 'ucetnictvi-a-dane-2026-prirucka-pro-male-firmy';

test('an editor creates a post with a derived slug, publishes it, edits it, sees it publicly and deletes it', async () => {
  const page = await signedInPage('/admin/blog');
  const errors = collectPageErrors(page);

  await page.getByRole('heading', { name: 'Blog' }).waitFor();
  await page.getByRole('link', { name: '+ Nový článek' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/blog/new`);

  await page.getByLabel('Název (CZ)').fill(TITLE);
  await eventually(async () => expect(await page.getByLabel('URL slug (CZ)').inputValue()).toBe(SLUG));
  await page.getByLabel('Perex (CZ)').fill('Co hlídat v účetnictví v roce 2026.');
  const content = page.getByRole('textbox', { name: 'Obsah (CZ)' });
  await content.click();
  await page.keyboard.type('Úvodní odstavec článku. ');
  await page.getByRole('button', { name: 'Tučně' }).first().click();
  await page.keyboard.type('Důležité');
  await page.getByLabel('Název (EN)').fill('Accounting and taxes 2026');
  await eventually(async () => expect(await page.getByLabel('URL slug (EN)').inputValue()).toBe('accounting-and-taxes-2026'));
  await page.getByRole('combobox', { name: 'Kategorie', exact: true }).fill('Daně');
  // A short text reads in a minute: the estimate, not a fixed 5, until the editor sets it by hand.
  await eventually(async () => expect(await page.getByLabel('Doba čtení (minuty)').inputValue()).toBe('1'));
  await page.getByRole('switch', { name: 'Publikováno' }).check({ force: true });

  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek byl vytvořen').waitFor();
  // The editor stays in the post, now at its own address.
  await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await eventually(async () => expect(await page.getByLabel('Název (CZ)').inputValue()).toBe(TITLE));
  await page.getByRole('link', { name: /Zpět na články/ }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/blog`);

  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await row.waitFor();
  await row.getByText('Publikováno').waitFor();
  await row.getByText(SLUG).waitFor();
  await row.getByRole('cell', { name: 'Daně', exact: true }).waitFor();
  const preview = row.getByRole('link', { name: `Náhled: ${TITLE}` });
  await eventually(async () => expect(await preview.getAttribute('href')).toBe(`/blog/${SLUG}`));
  await eventually(async () => expect(await preview.getAttribute('target')).toBe('_blank'));

  const stored = await running.stack.backend.db.query<{ author_id: string; content_cs: string; read_time: number }>(
    'select p.author_id, p.content_cs, p.read_time from public.blog_posts p where slug_cs = $1',
    [SLUG],
  );
  expect(stored.rows[0]?.content_cs).toContain('<strong>Důležité</strong>');
  expect(stored.rows[0]?.read_time).toBe(1);
  const editorId = await running.stack.backend.db.query<{ id: string }>("select id from auth.users where email = 'editor@example.com'");
  expect(stored.rows[0]?.author_id).toBe(editorId.rows[0]?.id);

  await row.getByRole('link', { name: `Upravit: ${TITLE}` }).click();
  await eventually(async () => expect(await page.getByLabel('Název (CZ)').inputValue()).toBe(TITLE));
  await page.getByLabel('Perex (CZ)').fill('Nový perex po úpravě.');
  await page.getByRole('switch', { name: 'Doporučený článek' }).check({ force: true });
  await page.getByRole('switch', { name: 'Nastavit dobu čtení ručně' }).check({ force: true });
  await page.getByLabel('Doba čtení (minuty)').fill('8');
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek byl aktualizován').waitFor();
  const edited = await running.stack.backend.db.query<{ read_time: number; read_time_manual: boolean }>(
    'select read_time, read_time_manual from public.blog_posts where slug_cs = $1',
    [SLUG],
  );
  expect(edited.rows[0]).toEqual({ read_time: 8, read_time_manual: true });
  await page.getByRole('link', { name: /Zpět na články/ }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/blog`);
  await page.getByRole('row', { name: new RegExp(TITLE) }).getByLabel('Doporučený článek').waitFor();

  const visitor = await (await running.browser.newContext()).newPage();
  await visitor.goto(`${running.stack.hostUrl}/blog`);
  await visitor.getByText(TITLE).first().waitFor();
  await visitor.goto(`${running.stack.hostUrl}/blog/${SLUG}`);
  await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await visitor.getByText('Důležité').first().waitFor();

  await page.getByRole('row', { name: new RegExp(TITLE) }).getByRole('button', { name: `Smazat: ${TITLE}` }).click();
  await answerConfirmation(page, 'Opravdu chcete smazat tento článek?');
  await page.getByText('Článek byl smazán').waitFor();
  await page.getByRole('row', { name: new RegExp(TITLE) }).waitFor({ state: 'detached' });

  await visitor.goto(`${running.stack.hostUrl}/blog/${SLUG}`);
  await visitor.getByRole('heading', { name: 'Článek nenalezen' }).waitFor();
  await visitor.context().close();

  expect(errors).toEqual([]);
  await page.context().close();
});

test('cancelling the delete confirmation keeps the post', async () => {
  const page = await signedInPage('/admin/blog');
  const firstRow = page.getByRole('row').nth(1);
  await firstRow.waitFor();
  const rowsBefore = await page.getByRole('row').count();
  await firstRow.getByRole('button', { name: /^Smazat/ }).click();
  await answerConfirmation(page, 'Opravdu chcete smazat tento článek?', 'Zrušit');
  await page.waitForTimeout(300);
  expect(await page.getByRole('row').count()).toBe(rowsBefore);
  await page.context().close();
});

test('a failed save keeps everything typed and shows the error; leaving unsaved asks first', async () => {
  const page = await signedInPage('/admin/blog/new');
  await page.getByLabel('Název (CZ)').fill('Duplicitní článek');
  await page.getByLabel('URL slug (CZ)').fill('jak-automatizace-faktur-setri-cas');
  await page.getByLabel('Perex (CZ)').fill('Tento perex nesmí zmizet.');
  await page.getByRole('button', { name: 'Uložit' }).first().click();

  await page.getByText('Chyba při ukládání').waitFor();
  expect(page.url()).toBe(`${running.stack.hostUrl}/admin/blog/new`);
  await eventually(async () => expect(await page.getByLabel('Název (CZ)').inputValue()).toBe('Duplicitní článek'));
  await eventually(async () => expect(await page.getByLabel('Perex (CZ)').inputValue()).toBe('Tento perex nesmí zmizet.'));
  await eventually(async () => expect(await page.getByRole('button', { name: 'Uložit' }).first().textContent()).toBe('Uložit'));

  await page.getByRole('link', { name: /Zpět na články/ }).click();
  await page.getByRole('dialog', { name: 'Neuložené změny' }).waitFor();
  await page.getByRole('button', { name: 'Zůstat' }).click();
  await page.getByRole('dialog', { name: 'Neuložené změny' }).waitFor({ state: 'detached' });
  expect(page.url()).toBe(`${running.stack.hostUrl}/admin/blog/new`);

  await page.getByRole('link', { name: /Zpět na články/ }).click();
  await page.getByRole('button', { name: 'Odejít bez uložení' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/blog`);
  await page.context().close();
});

test('an editor schedules a post in the date-time picker (Czech format, Prague time) and gives it SEO fields; it stays hidden until then', async () => {
  const page = await signedInPage('/admin/blog/new');
  const errors = collectPageErrors(page);
  await page.getByLabel('Název (CZ)').fill('Naplánovaný článek z editoru');
  await page.getByRole('switch', { name: 'Publikováno' }).check({ force: true });

  // Next month, the 15th, 10:30.
  await page.getByLabel('Publikovat od').click();
  const picker = page.locator('.mantine-DateTimePicker-root');
  await picker.locator('button[data-direction="next"]').click();
  await picker.locator('table button:not([data-outside])', { hasText: /^15$/ }).click();
  await picker.getByRole('spinbutton').first().click();
  await page.keyboard.type('1030');
  await picker.getByRole('button', { name: 'Potvrdit datum a čas' }).click();
  const next = new Date();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const shown = `15. ${next.getUTCMonth() + 1}. ${next.getUTCFullYear()} 10:30`;
  await eventually(async () => expect(await page.getByLabel('Publikovat od').textContent()).toBe(shown));

  await page.getByRole('button', { name: 'SEO a sdílení (CZ)' }).click();
  await page.getByLabel('Meta titulek (CZ)').fill('Vlastní titulek pro vyhledávače');
  await page.getByLabel('Obrázek pro sdílení (CZ)').fill('obrazek.png');
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  // A wrong image address is refused with its message and nothing typed is lost.
  await page.getByText('Zadejte adresu obrázku začínající https://, http:// nebo /.').waitFor();
  await page.getByLabel('Obrázek pro sdílení (CZ)').fill('/images/sdileni.png');
  await page.getByRole('button', { name: 'SEO a sdílení (EN)' }).click();
  await page.getByLabel('Meta popis (EN)').fill('An English description');
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek byl vytvořen').waitFor();
  // The status says when it goes live, not "Živě na webu" / "Na webu se nezobrazuje".
  const status = page.getByTestId('publish-status');
  await status.getByText(`Naplánováno: na webu od ${shown}`).waitFor();
  await page.waitForTimeout(1_500);
  expect(await status.getAttribute('data-state')).toBe('scheduled');
  expect(await status.getByText('Na webu se nezobrazuje.').count()).toBe(0);

  const { rows } = await running.stack.backend.db.query<{ publish_at: Date; meta_title_cs: string; meta_description_en: string; og_image_url_cs: string; slug_cs: string }>(
    "select publish_at, meta_title_cs, meta_description_en, og_image_url_cs, slug_cs from public.blog_posts where title_cs = 'Naplánovaný článek z editoru'",
  );
  const stored = rows[0]!;
  expect(formatDateTime(stored.publish_at.toISOString())).toBe(shown);
  expect(stored).toMatchObject({ meta_title_cs: 'Vlastní titulek pro vyhledávače', meta_description_en: 'An English description', og_image_url_cs: '/images/sdileni.png' });

  await page.getByRole('link', { name: /Zpět na články/ }).click();
  const row = page.getByRole('row', { name: /Naplánovaný článek z editoru/ });
  await row.getByText('Naplánováno').waitFor();
  await row.getByText(shown).waitFor();

  // Visitors do not see it before its time.
  const visitor = await running.browser.newPage();
  await visitor.goto(`${running.stack.hostUrl}/blog/${stored.slug_cs}`);
  await visitor.getByText('Článek nenalezen').waitFor();
  await visitor.close();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the schedule time is taken as typed: a day picked, the hour clicked and "1545" typed is 15:45 Prague time', async () => {
  const { rows } = await running.stack.backend.db.query<{ id: string }>(
    `insert into public.blog_posts (title_cs, slug_cs) values ('Článek s časem publikace', 'clanek-s-casem-publikace')
     on conflict (slug_cs) do update set publish_at = null returning id::text as id`,
  );
  const page = await signedInPage(`/admin/blog/${rows[0]!.id}`);
  const errors = collectPageErrors(page);
  await eventually(async () => expect(await page.getByLabel('Název (CZ)').inputValue()).toBe('Článek s časem publikace'));

  // The calendar's arrows and the time fields are named in Czech; a day is named by its Czech date.
  const next = new Date();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  next.setUTCDate(15);
  const dayName = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(next);
  const day = `15. ${next.getUTCMonth() + 1}. ${next.getUTCFullYear()}`;
  const field = page.getByLabel('Publikovat od');
  const hours = page.getByRole('spinbutton', { name: 'Hodiny' });
  const minutes = page.getByRole('spinbutton', { name: 'Minuty' });

  await field.click();
  await page.getByRole('button', { name: 'Předchozí měsíc' }).waitFor();
  await page.getByRole('button', { name: 'Další měsíc' }).click();
  await page.getByRole('button', { name: dayName, exact: true }).click();
  await eventually(async () => expect([await hours.inputValue(), await minutes.inputValue()]).toEqual(['00', '00']));
  // As an editor does it: click the hour, type the digits (the minutes follow by themselves).
  await hours.click();
  await page.keyboard.type('0930');
  await eventually(async () => expect([await hours.inputValue(), await minutes.inputValue()]).toEqual(['09', '30']));
  await page.getByRole('button', { name: 'Potvrdit datum a čas' }).click();
  await eventually(async () => expect(await field.textContent()).toBe(`${day} 09:30`));

  // A second try over a time already there.
  await field.click();
  await hours.click();
  await page.keyboard.type('1545');
  await eventually(async () => expect([await hours.inputValue(), await minutes.inputValue()]).toEqual(['15', '45']));
  await page.getByRole('button', { name: 'Potvrdit datum a čas' }).click();
  await eventually(async () => expect(await field.textContent()).toBe(`${day} 15:45`));

  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek byl aktualizován').waitFor();
  const stored = await running.stack.backend.db.query<{ publish_at: Date }>('select publish_at from public.blog_posts where id = $1', [rows[0]!.id]);
  expect(formatDateTime(stored.rows[0]!.publish_at.toISOString())).toBe(`${day} 15:45`);
  const pragueHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  expect(pragueHour.format(stored.rows[0]!.publish_at)).toBe('15:45');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a failed save and then a successful one leave only the success toast', async () => {
  const page = await signedInPage('/admin/blog/new');
  const toasts = page.locator('.mantine-Notification-root');

  // Refused by the form, then by the database (a slug already taken), then saved.
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await toasts.filter({ hasText: 'Zkontrolujte zvýrazněná pole.' }).waitFor();
  await page.getByLabel('Název (CZ)').fill('Článek uložený napodruhé');
  await page.getByLabel('URL slug (CZ)').fill('jak-automatizace-faktur-setri-cas');
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await toasts.filter({ hasText: 'Chyba při ukládání' }).filter({ hasNotText: 'Zkontrolujte zvýrazněná pole.' }).waitFor();
  await eventually(async () => expect(await toasts.count()).toBe(1));

  await page.getByLabel('URL slug (CZ)').fill('clanek-ulozeny-napodruhe');
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await toasts.filter({ hasText: 'Článek byl vytvořen' }).waitFor();
  await eventually(async () => expect(await toasts.allInnerTexts()).toEqual([expect.stringContaining('Článek byl vytvořen')]));
  await page.context().close();
});

test('history: every save with who and a word diff; "Obnovit" sets the post back; a deleted post returns from "Smazané"', async () => {
  const { rows } = await running.stack.backend.db.query<{ id: string; title_cs: string; slug_cs: string }>(
    "select id::text as id, title_cs, slug_cs from public.blog_posts where published and (publish_at is null or publish_at <= now()) order by created_at limit 1",
  );
  const { id, title_cs: originalTitle, slug_cs: originalSlug } = rows[0]!;
  const page = await signedInPage(`/admin/blog/${id}`);
  const title = page.getByLabel('Název (CZ)');
  await eventually(async () => expect(await title.inputValue()).toBe(originalTitle));
  await title.fill(`${originalTitle} – aktualizováno`);
  // Published: the slug stays with a changed title.
  expect(await page.getByLabel('URL slug (CZ)').inputValue()).toBe(originalSlug);
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek byl aktualizován').waitFor();
  const afterSave = await running.stack.backend.db.query<{ slug_cs: string }>('select slug_cs from public.blog_posts where id = $1', [id]);
  expect(afterSave.rows[0]!.slug_cs).toBe(originalSlug);
  // A link added to words already in the body.
  await running.stack.backend.db.query(
    `update public.blog_posts set content_cs = regexp_replace(content_cs, '<p>([^<]+)', '<p><a href="https://example.com/navod">\\1</a>') where id = $1`,
    [id],
  );

  await page.goto(`${running.stack.hostUrl}/admin/blog/${id}`);
  await page.getByRole('button', { name: 'Historie' }).click();
  const history = page.getByRole('list', { name: 'Revize' });
  const latest = history.getByRole('listitem').first();
  await latest.getByText('Aktuální').waitFor();
  await latest.getByText('Obsah (CZ)').waitFor();
  expect(await latest.locator('ins').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('[odkaz: https://example.com/navod]')]));
  const titleChange = history.getByRole('listitem').nth(1);
  await titleChange.getByText('Erik Editor').waitFor();
  await titleChange.getByText('Název (CZ)').waitFor();
  expect(await titleChange.locator('ins').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('aktualizováno')]));

  // Restoring a published post: the dialog says it goes live at once; then the toast and its publish state.
  await history.getByRole('listitem').nth(2).getByRole('button', { name: 'Obnovit' }).click();
  await page.getByRole('dialog', { name: /^Obnovit stav z / }).getByText(/Obnovený stav se na webu zveřejní ihned\./).waitFor();
  await answerConfirmation(page, /^Obnovit stav z /, 'Obnovit');
  await page.getByText('Revize byla obnovena').waitFor();
  await eventually(async () => expect(await title.inputValue()).toBe(originalTitle));
  // This stack runs no publisher: the restore waits there to go live ("Čeká na zveřejnění").
  const restoreStatus = page.getByTestId('publish-status');
  await restoreStatus.getByText('Čeká na zveřejnění').waitFor();
  expect(await restoreStatus.getAttribute('data-state')).toBe('pending');
  const stored = await running.stack.backend.db.query<{ title_cs: string }>('select title_cs from public.blog_posts where id = $1', [id]);
  expect(stored.rows[0]!.title_cs).toBe(originalTitle);

  await page.goto(`${running.stack.hostUrl}/admin/blog`);
  await page.getByRole('row', { name: new RegExp(originalTitle) }).getByRole('button', { name: `Smazat: ${originalTitle}` }).click();
  await answerConfirmation(page, 'Opravdu chcete smazat tento článek?');
  await page.getByText('Článek byl smazán').waitFor();
  await page.getByRole('button', { name: 'Smazané' }).click();
  const deleted = page.getByRole('list', { name: 'Smazané' }).getByRole('listitem').filter({ hasText: originalTitle });
  await deleted.getByText(/^Smazal\(a\) Erik Editor /).waitFor();
  await deleted.getByRole('button', { name: 'Obnovit' }).click();
  await page.getByText(`„${originalTitle}“ je zpět`).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('row', { name: new RegExp(originalTitle) }).waitFor();
  await page.context().close();
});

test('unsaved text survives a reload and a closed tab: "Obnovit neuložené změny" brings it back, saving clears it', async () => {
  const { rows } = await running.stack.backend.db.query<{ id: string; excerpt_cs: string | null }>(
    'select id::text as id, excerpt_cs from public.blog_posts where published order by created_at desc limit 1',
  );
  const id = rows[0]!.id;
  const savedExcerpt = rows[0]!.excerpt_cs ?? '';
  const page = await signedInPage(`/admin/blog/${id}`);
  const excerpt = page.getByLabel('Perex (CZ)');
  await eventually(async () => expect(await excerpt.inputValue()).toBe(savedExcerpt));
  await excerpt.fill('Rozepsaný perex, který nesmí zmizet.');
  const germanBody = page.getByRole('textbox', { name: 'Obsah (DE)' });
  await germanBody.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Ungespeicherter Satz.');
  await page.waitForTimeout(600);

  // A reload (the unsaved-changes prompt accepted), then the tab closed and opened again.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('region', { name: 'Neuložené změny' }).waitFor();
  const context = page.context();
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto(`${running.stack.hostUrl}/admin/blog/${id}`);
  const offer = again.getByRole('region', { name: 'Neuložené změny' });
  await offer.waitFor();
  const excerptAgain = again.getByLabel('Perex (CZ)');
  expect(await excerptAgain.inputValue()).toBe(savedExcerpt);
  await offer.getByRole('button', { name: 'Obnovit neuložené změny' }).click();
  await eventually(async () => expect(await excerptAgain.inputValue()).toBe('Rozepsaný perex, který nesmí zmizet.'));
  // The recovered body shows in the rich-text editor, and typing goes on from it.
  const germanAgain = again.getByRole('textbox', { name: 'Obsah (DE)' });
  await eventually(async () => expect(await germanAgain.textContent()).toContain('Ungespeicherter Satz.'));
  await germanAgain.click();
  await again.keyboard.press('Control+End');
  await again.keyboard.type(' Noch einer.');

  await again.getByRole('button', { name: 'Uložit' }).first().click();
  await again.getByText('Článek byl aktualizován').waitFor();
  const saved = await running.stack.backend.db.query<{ content_de: string }>('select content_de from public.blog_posts where id = $1', [id]);
  expect(saved.rows[0]!.content_de).toContain('Ungespeicherter Satz. Noch einer.');
  await again.goto(`${running.stack.hostUrl}/admin/blog/${id}`);
  await eventually(async () => expect(await again.getByLabel('Perex (CZ)').inputValue()).toBe('Rozepsaný perex, který nesmí zmizet.'));
  expect(await again.getByRole('region', { name: 'Neuložené změny' }).count()).toBe(0);
  await context.close();
});

test('at 1280 px the settings column stays below the header (and the publish status after a save) and fits the window, scrolling on its own', async () => {
  const { rows } = await running.stack.backend.db.query<{ id: string }>('select id::text as id from public.blog_posts where published order by created_at limit 1');
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, `/admin/blog/${rows[0]!.id}`, { viewport: { width: 1280, height: 720 } });
  await page.getByLabel('Název (CZ)').waitFor();
  const column = page.locator('.admin-sticky-column');
  const placed = async () => {
    const box = (await column.boundingBox())!;
    const header = (await page.locator('.admin-header').boundingBox())!;
    const shown = page.getByTestId('publish-status');
    const status = (await shown.count()) > 0 ? await shown.boundingBox() : null;
    return { top: box.y, bottom: box.y + box.height, below: Math.max(header.y + header.height, status ? status.y + status.height : 0) };
  };
  const check = async () => {
    await page.mouse.move(500, 400);
    await page.mouse.wheel(0, 1200);
    await eventually(async () => {
      const { top, bottom, below } = await placed();
      expect(top).toBeGreaterThanOrEqual(below);
      expect(bottom).toBeLessThanOrEqual(720);
    });
    expect(await column.evaluate((element) => element.scrollHeight > element.clientHeight && getComputedStyle(element).overflowY === 'auto')).toBe(true);
  };
  await check();

  await page.mouse.wheel(0, -5000);
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek byl aktualizován').waitFor();
  await page.getByTestId('publish-status').waitFor();
  await check();
  await page.context().close();
});

test('translation status: the list marks missing languages and filters "Chybí DE" (kept in the URL); the editor marks the incomplete section', async () => {
  const { rows } = await running.stack.backend.db.query<{ id: string; title_cs: string; en_complete: boolean; de_complete: boolean }>(
    `select b.id::text as id, b.title_cs, s.en_complete, s.de_complete
     from public.blog_posts b join public.content_translation_status s on s.table_name = 'blog_posts' and s.id = b.id`,
  );
  const missingDe = rows.filter((row) => !row.de_complete);
  const completeDe = rows.filter((row) => row.de_complete);
  expect(missingDe.length).toBeGreaterThan(0);
  expect(completeDe.length).toBeGreaterThan(0);

  const page = await signedInPage('/admin/blog');
  const rowOf = (title: string) => page.getByRole('row', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await rowOf(missingDe[0]!.title_cs).getByText('chybí DE').waitFor();
  await page.getByLabel('Překlady', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Chybí DE' }).click();
  await page.waitForURL(/\?chybi=de$/);
  await rowOf(missingDe[0]!.title_cs).waitFor();
  await rowOf(completeDe[0]!.title_cs).waitFor({ state: 'detached' });
  await page.reload();
  await rowOf(missingDe[0]!.title_cs).waitFor();
  expect(await rowOf(completeDe[0]!.title_cs).count()).toBe(0);

  await page.goto(`${running.stack.hostUrl}/admin/blog/${missingDe[0]!.id}`);
  await page.getByRole('region', { name: 'Německy (volitelné)' }).getByText('Neúplný překlad').waitFor();
  const czech = page.getByRole('region', { name: 'Česky' });
  expect(await czech.getByText('Neúplný překlad').count()).toBe(0);
  await page.context().close();
});

test('"Náhled" shows the unsaved post as the public page renders it (sanitized), per language and window, following each change; only staff see it', async () => {
  const page = await signedInPage('/admin/blog/new');
  await page.getByLabel('Název (CZ)').fill('Náhled rozepsaného článku');
  await page.getByLabel('Název (EN)').fill('Preview of a draft');

  const openPreview = async (item: string) => {
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Náhled' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    return popup;
  };
  const english = await openPreview('Anglicky (počítač)');
  await english.getByRole('heading', { level: 1, name: 'Preview of a draft' }).waitFor();
  await english.getByText('Draft - Unpublished').waitFor();
  expect(new URL(english.url()).pathname + new URL(english.url()).search).toBe('/admin/nahled/clanek?lang=en');

  await page.getByLabel('Název (EN)').fill('Preview, changed and still unsaved');
  await english.getByRole('heading', { level: 1, name: 'Preview, changed and still unsaved' }).waitFor();

  const phone = await openPreview('Česky (telefon)');
  await phone.getByRole('heading', { level: 1, name: 'Náhled rozepsaného článku' }).waitFor();
  expect(await phone.evaluate(() => [window.name, window.innerWidth])).toEqual(['nahled-phone', 390]);
  expect(await english.evaluate(() => window.innerWidth)).toBe(1280);

  // The same sanitizing as the public page: a draft with a script and an event handler renders as text only.
  await page.evaluate(() => {
    const key = 'admin-preview:clanek';
    const row = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    row.content_cs = '<p>Bezpečný odstavec<img src="x" onerror="window.__ran = true"></p><script>window.__ran = true</script>';
    localStorage.setItem(key, JSON.stringify(row));
  });
  await phone.getByText('Bezpečný odstavec').waitFor();
  const content = phone.locator('[data-testid="post-content"]');
  expect(await content.locator('script').count()).toBe(0);
  expect(await content.evaluate((element) => [...element.querySelectorAll('*')].flatMap((node) => node.getAttributeNames()).filter((name) => name.startsWith('on')))).toEqual([]);
  expect(await phone.evaluate(() => (window as unknown as { __ran?: boolean }).__ran ?? false)).toBe(false);

  const visitor = await (await running.browser.newContext()).newPage();
  await visitor.goto(`${running.stack.hostUrl}/admin/nahled/clanek?lang=cs`);
  await visitor.getByRole('heading', { name: 'Náhled není k dispozici' }).waitFor();
  await visitor.context().close();
  const saved = await running.stack.backend.db.query("select 1 from public.blog_posts where title_cs = 'Náhled rozepsaného článku'");
  expect(saved.rows).toEqual([]);
  await page.context().close();
});
