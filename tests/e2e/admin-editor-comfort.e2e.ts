/**
 * What a Czech editor meets in the back office, in Chromium: delete questions in the back office's own dialog
 * (focus kept inside, Escape cancels), the save bar that stays at hand on a phone, the greeting by name, the
 * blog category chosen from those in use, and controls a finger can hit (44 × 44 px) on a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { useStackAndBrowser } from './support/stack-fixture';
import { DEMO_ADMIN, DEMO_EDITOR, signedInAdminPage, type DemoAccount } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { collectPageErrors } from './support/chromium';
import { eventually } from './support/eventually';

const running = useStackAndBrowser();

jest.setTimeout(180_000);

const PHONE = { width: 375, height: 667 };

/** A phone-sized, touch context signed in as `account` (once per file; later ones reuse the session), on `path`. */
function phonePage(browser: Browser, hostUrl: string, account: DemoAccount = DEMO_EDITOR, path = '/admin'): Promise<Page> {
  return signedInAdminPage(browser, hostUrl, account, path, { viewport: PHONE, isMobile: true, hasTouch: true });
}

beforeAll(async () => {
  const { db } = running.stack.backend;
  // Enough rows for two pages of the blog and of the enquiries (their paging shows on the phone too).
  await db.query(`
    insert into public.blog_posts (title_cs, slug_cs, category_cs, published)
    select format('Článek na druhou stránku %s', n), format('clanek-na-druhou-stranku-%s', n), 'Automatizace', true
    from generate_series(1, 30) as n`);
  await db.query(`
    insert into public.contact_enquiries (name, email, message, gdpr_consent)
    select format('Zájemce %s', n), format('zajemce%s@firma.example.cz', n), 'Dobrý den, máme zájem o ukázku.', true
    from generate_series(1, 30) as n`);
  await db.query(`insert into public."references" (company_name, title_cs, results_cs) values ('Pekárna U Mlýna', 'Objednávky bez telefonu', '{a}')`);
});

/** Which element has the focus: inside the open dialog or not. */
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

test('a delete asks in a dialog named by the question: focus stays inside, Escape and "Zrušit" keep the record, "Smazat" deletes it', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl);
  const errors = collectPageErrors(page);
  let browserPrompts = 0;
  page.on('dialog', (dialog) => {
    browserPrompts += 1;
    void dialog.dismiss();
  });
  await page.goto(`${running.stack.hostUrl}/admin/references`);
  const row = page.getByRole('row', { name: /Pekárna U Mlýna/ });
  await row.getByRole('button', { name: 'Smazat: Pekárna U Mlýna' }).click();
  const dialog = page.getByRole('dialog', { name: 'Opravdu chcete smazat tuto referenci?' });
  await dialog.getByText('„Pekárna U Mlýna“').waitFor();
  await eventually(async () => expect(await dialog.getByRole('button', { name: 'Zrušit' }).evaluate((button) => button === document.activeElement)).toBe(true));
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInDialog(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  // The confirming button is red (Mantine's red filled colour), the other one plain.
  const colors = await dialog.getByRole('button', { name: 'Smazat', exact: true }).evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(colors).toBe('rgb(224, 49, 49)');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: 'Smazat: Pekárna U Mlýna' }).click();
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await dialog.waitFor({ state: 'detached' });
  const kept = await running.stack.backend.db.query(`select 1 from public."references" where company_name = 'Pekárna U Mlýna'`);
  expect(kept.rows).toHaveLength(1);

  await row.getByRole('button', { name: 'Smazat: Pekárna U Mlýna' }).click();
  await dialog.getByRole('button', { name: 'Smazat', exact: true }).click();
  await page.getByText('Reference byla smazána').waitFor();
  await row.waitFor({ state: 'detached' });
  const gone = await running.stack.backend.db.query(`select 1 from public."references" where company_name = 'Pekárna U Mlýna'`);
  expect(gone.rows).toHaveLength(0);
  expect(browserPrompts).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('restoring an older revision asks over the history drawer; Escape there closes only the question', async () => {
  const { db } = running.stack.backend;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.blog_posts (title_cs, slug_cs, published) values ('Článek se dvěma verzemi', 'clanek-se-dvema-verzemi', false) returning id::text as id`,
  );
  await db.query(`update public.blog_posts set title_cs = 'Článek se dvěma verzemi, upravený' where id = $1`, [rows[0]!.id]);
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, `/admin/blog/${rows[0]!.id}`);
  await page.getByRole('button', { name: 'Historie' }).click();
  const drawer = page.getByRole('dialog', { name: 'Historie změn' });
  await drawer.getByRole('list', { name: 'Revize' }).getByRole('listitem').nth(1).getByRole('button', { name: 'Obnovit' }).click();
  const question = page.getByRole('dialog', { name: /^Obnovit stav z / });
  await question.getByText('Neuložené změny ve formuláři se ztratí; současný stav zůstane v historii.').waitFor();
  await eventually(async () => expect(await question.getByRole('button', { name: 'Zrušit' }).evaluate((button) => button === document.activeElement)).toBe(true));
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await question.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await question.waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
  expect(await drawer.isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  const stored = await db.query<{ title_cs: string }>('select title_cs from public.blog_posts where id = $1', [rows[0]!.id]);
  expect(stored.rows[0]!.title_cs).toBe('Článek se dvěma verzemi, upravený');
  await page.context().close();
});

test('on a phone the delete dialog fits, its buttons are big enough and it passes axe', async () => {
  const page = await phonePage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/modules');
  await page.getByRole('article').first().getByRole('button', { name: 'Smazat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Opravdu chcete smazat tento modul?' });
  await dialog.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  for (const name of ['Zrušit', 'Smazat']) {
    const box = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.context().close();
});

/** The element's box relative to the viewport. */
const viewportBox = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

test('on a phone the module form keeps its save button on screen while scrolling, without covering the last field', async () => {
  const page = await phonePage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/modules/new');
  const save = page.getByRole('button', { name: 'Vytvořit modul' });
  await save.waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * PHONE.height);

  // Without scrolling: the button is in the viewport, the bar at its bottom edge.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const atStart = (await save.boundingBox())!;
  expect(atStart.y).toBeGreaterThanOrEqual(0);
  expect(atStart.y + atStart.height).toBeLessThanOrEqual(PHONE.height);
  const bar = await viewportBox(page, '[data-testid="form-actions"]');
  expect(Math.round(bar.bottom)).toBe(PHONE.height);
  expect(bar.left).toBe(0);
  expect(bar.right).toBe(PHONE.width);
  await page.getByRole('button', { name: 'Zrušit' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  // Halfway down it is still there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const halfway = (await save.boundingBox())!;
  expect(halfway.y + halfway.height).toBeLessThanOrEqual(PHONE.height);
  expect(halfway.y).toBeGreaterThan(PHONE.height / 2);

  // At the end the bar sits below the last field (the images section) instead of over it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const images = await viewportBox(page, 'section[aria-label="Obrázky"]');
  const barAtEnd = await viewportBox(page, '[data-testid="form-actions"]');
  expect(images.bottom).toBeLessThanOrEqual(barAtEnd.top);

  // Saving from the bar works like from anywhere.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Název (CZ)').fill('Modul z telefonu');
  await page.getByLabel('Popis (CZ)').fill('Uložený tlačítkem ve spodní liště.');
  await save.click();
  await page.getByText('Modul byl vytvořen').waitFor();
  await page.waitForURL(/\/admin\/modules\/edit\/[0-9a-f-]{36}$/);
  await page.context().close();
});

test('on a phone the blog, reference and pricing forms show their save button without scrolling; on a desktop it stays in the form', async () => {
  const page = await phonePage(running.browser, running.stack.hostUrl);
  for (const [route, button] of [
    ['/admin/blog/new', 'Uložit'],
    ['/admin/references/new', 'Uložit'],
    ['/admin/pricing/new', 'Uložit'],
  ] as const) {
    await page.goto(`${running.stack.hostUrl}${route}`);
    await page.locator('[data-testid="form-actions"]').getByRole('button', { name: button }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await page.locator('[data-testid="form-actions"]').getByRole('button', { name: button }).boundingBox())!;
    expect({ route, inView: box.y >= 0 && box.y + box.height <= PHONE.height }).toEqual({ route, inView: true });
  }
  await page.context().close();

  const desktop = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/modules/new');
  const actions = desktop.locator('[data-testid="form-actions"]');
  await actions.getByRole('button', { name: 'Vytvořit modul' }).waitFor();
  expect(await actions.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  await desktop.context().close();
});

test('the dashboard greets by the profile name, and by the e-mail address while the profile has none', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl);
  await page.getByText('Vítejte, Erik Editor').waitFor();
  expect(await page.getByText('Vítejte, editor@example.com').count()).toBe(0);
  await page.context().close();

  const { db } = running.stack.backend;
  const editorId = `(select id from auth.users where email = 'editor@example.com')`;
  await db.query(`update public.profiles set full_name = null where user_id = ${editorId}`);
  try {
    const unnamed = await signedInAdminPage(running.browser, running.stack.hostUrl);
    await unnamed.getByText('Vítejte, editor@example.com').waitFor();
    await unnamed.context().close();
  } finally {
    await db.query(`update public.profiles set full_name = 'Erik Editor' where user_id = ${editorId}`);
  }
});

test('the blog category is chosen from those in use or typed anew; a new one is offered next time', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/blog/new');
  await page.getByLabel('Název (CZ)').fill('Článek s vybranou kategorií');
  const category = page.getByRole('combobox', { name: 'Kategorie', exact: true });
  await category.fill('autom');
  await page.getByRole('option', { name: 'Automatizace', exact: true }).click();
  expect(await category.inputValue()).toBe('Automatizace');

  const english = page.getByRole('combobox', { name: 'Kategorie (EN)' });
  await english.fill('autom');
  await page.getByRole('option', { name: 'Automation', exact: true }).waitFor();
  await english.fill('Cybersecurity');
  await eventually(async () => expect(await page.getByRole('option').count()).toBe(0));
  await page.getByRole('combobox', { name: 'Kategorie (DE)' }).fill('Automatisierung ');
  await page.getByText('Podobná kategorie už existuje').waitFor({ state: 'detached' });
  await page.getByRole('combobox', { name: 'Kategorie (DE)' }).fill('automatisierung');
  await page.getByText('Podobná kategorie už existuje: „Automatisierung“. Vyberte ji, ať se články nerozdělí.').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Kategorie (DE)' }).fill('');

  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek byl vytvořen').waitFor();
  const stored = await running.stack.backend.db.query<{ category_cs: string; category_en: string }>(
    `select category_cs, category_en from public.blog_posts where title_cs = 'Článek s vybranou kategorií'`,
  );
  expect(stored.rows).toEqual([{ category_cs: 'Automatizace', category_en: 'Cybersecurity' }]);

  await page.goto(`${running.stack.hostUrl}/admin/blog/new`);
  await page.getByRole('combobox', { name: 'Kategorie (EN)' }).fill('cyber');
  await page.getByRole('option', { name: 'Cybersecurity', exact: true }).waitFor();
  await page.context().close();
});

/**
 * Controls smaller than 44 × 44 px among the visible ones: buttons and button links, inputs and selects,
 * tabs, pagination and the menu button. Text links inside sentences and table cells are left out (WCAG's
 * inline exception).
 */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      'a.mantine-Button-root',
      '[role="tab"]',
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])',
      'textarea',
    ].join(', ');
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      // A visually hidden input whose visible control is its label (a switch) is measured by that label.
      if (element.closest('.mantine-visually-hidden, [data-mantine-visually-hidden]')) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? element.tagName).trim();
        small.push(`${name || element.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

test('on a phone every control of the blog, modules and enquiries lists is at least 44 × 44 px, the menu and its drawer too', async () => {
  const page = await phonePage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  for (const [route, ready] of [
    ['/admin/blog', 'Strana 2'],
    ['/admin/modules', 'Filtry'],
    ['/admin/enquiries', 'Strana 2'],
  ] as const) {
    await page.goto(`${running.stack.hostUrl}${route}`);
    await page.getByRole('button', { name: ready }).first().waitFor();
    await page.getByRole('button', { name: 'Filtry' }).click();
    await page.getByRole('button', { name: 'Filtry' }).and(page.locator('[aria-expanded="true"]')).waitFor();
    expect({ route, small: await smallControls(page) }).toEqual({ route, small: [] });
    expect({ route, axe: await seriousViolations(page) }).toEqual({ route, axe: [] });
  }

  // The paging fits one row of the phone.
  await page.goto(`${running.stack.hostUrl}/admin/blog?strana=2`);
  const pageButtons = page.getByRole('button', { name: /^Strana \d+$/ });
  await pageButtons.first().waitFor();
  const tops = new Set<number>();
  for (const box of await Promise.all((await pageButtons.all()).map((button) => button.boundingBox()))) {
    tops.add(Math.round(box!.y));
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(tops.size).toBe(1);

  const burger = page.getByRole('button', { name: 'Otevřít navigaci' });
  const burgerBox = (await burger.boundingBox())!;
  expect(Math.min(burgerBox.width, burgerBox.height)).toBeGreaterThanOrEqual(44);
  await burger.click();
  const drawer = page.getByRole('dialog', { name: 'Navigace' });
  await drawer.waitFor();
  const close = (await drawer.getByRole('button', { name: 'Zavřít' }).boundingBox())!;
  expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(44);
  await page.context().close();
});
