/**
 * The admin list tables fit a desktop from 1024 px wide, with long titles, categories, names and
 * missing-translation badges: no row action is cut off or left beyond the table's frame, no badge runs into
 * the next cell or loses its text, no category breaks inside a word; one badge says one thing. On a phone
 * (375 px) the enquiries are cards, as the posts are, and every list has a sort control.
 */
import type { Locator, Page } from 'playwright-core';
import { useStackAndBrowser } from './support/stack-fixture';
import { signedInAdminPage, DEMO_ADMIN } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { eventually } from './support/eventually';
import { navigateInApp } from './support/chromium';

const running = useStackAndBrowser();

jest.setTimeout(180_000);

const LONG_TITLE = 'Jak automatizace fakturace, skladového hospodářství a mzdového účetnictví ušetří malým a středním firmám desítky hodin měsíčně';

beforeAll(async () => {
  const { db } = running.stack.backend;
  await db.query(
    `insert into public.blog_posts (title_cs, slug_cs, category_cs, published, featured, publish_at, title_en, slug_en, excerpt_en, content_en)
     values ($1, 'jak-automatizace-fakturace-skladoveho-hospodarstvi-a-mzdoveho-ucetnictvi-usetri-malym-a-strednim-firmam',
             'Automatizace účetnictví a podnikových procesů', true, true, now() + interval '3 days', null, null, null, null),
            ('Elektronická evidence tržeb', 'elektronicka-evidence-trzeb-a-dalsi-povinnosti-podnikatelu', 'Legislativa a daňové povinnosti podnikatelů',
             false, false, null, 'Electronic sales records', 'electronic-sales-records', 'Excerpt', '<p>Text</p>')`,
    [LONG_TITLE],
  );
  await db.query(
    `insert into public."references" (company_name, title_cs, industry_cs, results_cs)
     values ('Strojírny a slévárny Moravskoslezského kraje, akciová společnost',
             'Digitalizace výroby, skladového hospodářství a fakturace ve třech závodech najednou', 'Strojírenství a hutnictví železa', '{a,b,c}')`,
  );
  await db.query(
    `insert into public.pricing_plans (name_cs, description_cs, price, features_cs, display_order, highlighted, active)
     values ('Podnikový balíček pro rozsáhlé holdingové struktury',
             'Všechno z balíčku Business a navíc vlastní integrace, vyhrazený konzultant a školení zaměstnanců', 1234567.5, '{a,b}', 9, true, false)`,
  );
  await db.query(
    `insert into public.contact_enquiries (name, email, phone, company, message, gdpr_consent)
     values ('Bohumila Nováková-Svobodová', 'bohumila.novakova-svobodova@velmi-dlouha-domena-firmy.example.cz', '+420 777 123 456',
             'Strojírny a slévárny Moravskoslezského kraje, a.s.',
             'Dobrý den, rádi bychom se zeptali na napojení vašeho systému na naše ERP a na cenu pro 250 uživatelů ve třech závodech.', true)`,
  );
  await db.query(
    `update public.profiles set full_name = 'Bohumila Nováková-Svobodová, vedoucí obchodního oddělení'
      where user_id = (select id from auth.users where email = 'user@example.com')`,
  );
  await db.query(`insert into public.invitations (email, role) values ('user@example.com', 'admin') on conflict do nothing`);
});

/**
 * What does not fit in the page's first list table: a table wider than the frame it scrolls in, a row
 * action outside that frame or the window, a badge outside its cell or cut to an ellipsis.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const table = document.querySelector('table');
    if (!table) return ['no table'];
    let frame = table.parentElement!;
    while (frame !== document.body && getComputedStyle(frame).overflowX === 'visible') frame = frame.parentElement!;
    const frameBox = frame.getBoundingClientRect();
    if (frame.scrollWidth > frame.clientWidth + 1) problems.push(`table ${frame.scrollWidth} px wide in a ${frame.clientWidth} px frame`);
    const within = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
    const name = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    for (const row of table.querySelectorAll('tbody tr')) {
      const actions = row.querySelectorAll('td:last-child a, td:last-child button');
      if (actions.length === 0) problems.push('a row without actions');
      for (const action of actions) {
        const box = action.getBoundingClientRect();
        if (!within(box, frameBox)) problems.push(`"${name(action)}" outside the table's frame`);
        if (box.left < 0 || box.right > window.innerWidth) problems.push(`"${name(action)}" outside the window`);
      }
      for (const badge of row.querySelectorAll('.mantine-Badge-root')) {
        const cell = badge.closest('td')!;
        if (!within(badge.getBoundingClientRect(), cell.getBoundingClientRect())) problems.push(`badge "${name(badge)}" outside its cell`);
        const label = badge.querySelector('.mantine-Badge-label');
        if (label && label.scrollWidth > label.clientWidth + 1) problems.push(`badge "${name(badge)}" cut`);
      }
    }
    return problems;
  });
}

const LISTS = [
  { route: '/admin/blog', row: LONG_TITLE },
  { route: '/admin/references', row: 'Strojírny a slévárny Moravskoslezského kraje' },
  { route: '/admin/pricing', row: 'Podnikový balíček pro rozsáhlé holdingové struktury' },
  { route: '/admin/enquiries', row: 'Bohumila Nováková-Svobodová' },
  { route: '/admin/users', row: 'user@example.com' },
];

for (const width of [1024, 1280]) {
  test(`at ${width} px every list table fits with its actions and badges whole`, async () => {
    const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
    await page.setViewportSize({ width, height: 900 });
    for (const { route, row } of LISTS) {
      await navigateInApp(page, route);
      await page.getByRole('row', { name: new RegExp(row) }).waitFor();
      if (route === '/admin/blog') await page.getByRole('row', { name: new RegExp(row) }).getByText('chybí DE').waitFor();
      expect({ route, problems: await layoutProblems(page) }).toEqual({ route, problems: [] });
    }
    await page.context().close();
  });
}

/**
 * The words in the first list table's cells that the browser broke inside: titles, names, categories
 * (e-mail addresses and slugs may break anywhere: they are one long "word").
 */
function wordsBrokenInTable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const table = document.querySelector('table tbody');
    if (!table) return ['no table'];
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (element.closest('a[href^="mailto:"]') || getComputedStyle(element).fontFamily.includes('mono')) continue;
      for (const match of (node.textContent ?? '').matchAll(/\p{L}{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('from 992 px, where the posts are a table, titles and categories wrap between words, never inside one', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN, '/admin/blog', { viewport: { width: 992, height: 900 } });
  // The window resized as a person drags it: the list lays itself out again without a reload.
  for (const width of [992, 1024, 1100, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('row', { name: new RegExp(LONG_TITLE) }).waitFor();
    await page.getByRole('cell', { name: 'Automatizace účetnictví a podnikových procesů' }).waitFor();
    expect({ width, broken: await wordsBrokenInTable(page) }).toEqual({ width, broken: [] });
  }
  await page.context().close();
});

/** The badges' texts as assistive technology reads them. */
const badges = (scope: Locator) => scope.locator('.mantine-Badge-root').evaluateAll((found) => found.map((badge) => badge.textContent ?? ''));

test('one badge per meaning: an enquiry is "Nepřečteno" and "Nevyřízeno"; a user has role badges and a labelled profile role', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN, '/admin/enquiries?hledat=Bohumila');
  const row = page.getByRole('row', { name: /Bohumila Nováková-Svobodová/ });
  await row.waitFor();
  expect(await badges(row)).toEqual(['Jazyk: CS', 'Nepřečteno', 'Nevyřízeno']);
  await row.getByRole('button', { name: 'Označit jako vyřízené' }).click();
  await eventually(async () => expect(await badges(row)).toEqual(['Jazyk: CS', 'Nepřečteno', 'Vyřízeno']));
  await row.getByRole('button', { name: 'Vrátit mezi nevyřízené' }).click();
  await row.getByRole('button', { name: 'Označit jako vyřízené' }).waitFor();

  await page.goto(`${running.stack.hostUrl}/admin/users?hledat=editor%40example.com`);
  const editor = page.getByRole('row', { name: /editor@example\.com/ });
  await editor.waitFor();
  expect(await badges(editor)).toEqual(['Editor']);
  await editor.getByText('Role profilu: Uživatel').waitFor();
  await page.context().close();
});

/** Every list of the back office, with a row (or card) it shows. */
const PHONE_LISTS = [
  { route: '/admin/blog', sortBy: 'Název ↑' },
  { route: '/admin/modules', sortBy: 'Název ↑' },
  { route: '/admin/references', sortBy: 'Firma ↑' },
  { route: '/admin/pricing', sortBy: 'Cena ↓' },
  { route: '/admin/enquiries', sortBy: 'Jméno ↑' },
  { route: '/admin/enquiries?zalozka=newsletter', sortBy: 'E-mail ↑' },
  { route: '/admin/enquiries?zalozka=emaily', sortBy: 'Příjemce ↑' },
  { route: '/admin/users', sortBy: 'E-mail ↑' },
  { route: '/admin/media', sortBy: 'Velikost ↓' },
];

test('375 px: every list has a sort control that sorts in the URL', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const { route, sortBy } of PHONE_LISTS) {
    await navigateInApp(page, route);
    const sort = page.getByRole('combobox', { name: 'Řadit podle' });
    await sort.waitFor();
    const before = new URL(page.url()).searchParams.get('razeni');
    await sort.click();
    await page.getByRole('option', { name: sortBy }).click();
    await page.waitForURL((url) => url.searchParams.get('razeni') !== before && url.searchParams.has('razeni'));
  }
  // From 992 px the column headers sort the tables; the control is left to the lists without headers.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${running.stack.hostUrl}/admin/enquiries`);
  await page.getByRole('columnheader', { name: /Jméno/ }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Řadit podle' }).count()).toBe(0);
  await page.goto(`${running.stack.hostUrl}/admin/modules`);
  await page.getByRole('combobox', { name: 'Řadit podle' }).waitFor();
  await page.context().close();
});

test('375 px: the enquiries are cards, as the posts are, with nothing to scroll sideways; axe finds nothing serious', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN, '/admin/enquiries?hledat=Bohumila', { viewport: { width: 375, height: 800 } });
  const card = page.getByRole('article', { name: 'Bohumila Nováková-Svobodová' });
  await card.waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  await card.getByText('Strojírny a slévárny Moravskoslezského kraje, a.s.').waitFor();
  await card.getByRole('link', { name: 'bohumila.novakova-svobodova@velmi-dlouha-domena-firmy.example.cz' }).waitFor();
  expect(await badges(card)).toEqual(['Nepřečteno', 'Nevyřízeno', 'Jazyk: CS']);
  const overflow = () =>
    page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('main *')]
        // A visually hidden label is 1 px wide on purpose.
        .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        .map((element) => `${element.tagName}.${element.className} ${element.scrollWidth}/${element.clientWidth}`),
    );
  expect(await overflow()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Označit jako přečtené: Bohumila Nováková-Svobodová' }).click();
  await card.getByRole('button', { name: 'Označit jako nepřečtené: Bohumila Nováková-Svobodová' }).waitFor();
  expect(await badges(card)).toEqual(['Nevyřízeno', 'Jazyk: CS']);
  await card.getByRole('button', { name: 'Označit jako nepřečtené: Bohumila Nováková-Svobodová' }).click();
  await card.getByRole('button', { name: 'Označit jako přečtené: Bohumila Nováková-Svobodová' }).waitFor();

  await page.goto(`${running.stack.hostUrl}/admin/blog`);
  await page.getByRole('article', { name: LONG_TITLE }).waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  await page.context().close();
});
