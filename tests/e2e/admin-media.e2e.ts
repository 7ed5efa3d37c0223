/**
 * The media library in Chromium: drag-and-drop upload with alt text and progress, Czech refusals of
 * other types and large files, the picker for a post's cover and for an image in the rich text, the public
 * post showing both with width, height and alt text, and the in-use warning before deleting.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from './support/stack-fixture';
import { DEMO_EDITOR, signedInAdminPage } from './support/admin-session';
import { seriousViolations } from './support/axe';

const running = useStackAndBrowser();

jest.setTimeout(180_000);

async function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const dropInput = (page: Page) => page.getByLabel('Nahrát obrázky do knihovny');

test('an editor uploads with alt text and progress, is told why other files are refused, picks the image as cover and in the text, and is warned before deleting it', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/media');
  await page.getByRole('heading', { name: 'Média' }).waitFor();

  // Refused before upload, in Czech: another type, and more than 5 MB.
  await dropInput(page).setInputFiles({ name: 'poznamky.txt', mimeType: 'text/plain', buffer: Buffer.from('ahoj') });
  await page.getByText('Soubor „poznamky.txt“ nelze nahrát: knihovna přijímá jen obrázky JPG, PNG, WebP a GIF.').waitFor();
  await dropInput(page).setInputFiles({ name: 'obrovsky.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await page.getByText('Soubor „obrovsky.png“ je větší než 5 MB. Zmenšete ho a zkuste to znovu.').waitFor();

  // A real image: the alt text is asked for first; the upload shows its progress (slow uplink emulated).
  const image = await noisyPng(640, 360);
  await dropInput(page).setInputFiles({ name: 'Tým v kanceláři.png', mimeType: 'image/png', buffer: image });
  const form = page.getByRole('region', { name: 'Nahrání: Tým v kanceláři.png' });
  await form.getByRole('button', { name: 'Nahrát' }).click();
  await form.getByText('Vyplňte alternativní text (CZ): co je na obrázku.').waitFor();
  await form.getByLabel('Alternativní text (CZ)').fill('Tým účetních v kanceláři');
  await form.getByLabel('Alternativní text (EN)').fill('Accounting team in the office');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 150 * 1024 });
  await form.getByRole('button', { name: 'Nahrát' }).click();
  const progress = page.getByRole('progressbar', { name: 'Průběh nahrávání: Tým v kanceláři.png' });
  await progress.waitFor();
  await page.waitForFunction(() => {
    const bar = document.querySelector('[role="progressbar"]');
    const value = Number(bar?.getAttribute('aria-valuenow'));
    return value > 0 && value < 100;
  });
  await page.getByText('Obrázek „Tým v kanceláři.png“ je v knihovně.').waitFor({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const card = page.getByRole('article', { name: 'Tým v kanceláři.png' }).first();
  await card.getByText('640 × 360 px').waitFor();
  await card.getByText('Tým účetních v kanceláři').waitFor();
  // This stack runs no image-variants worker: the copies stay queued, and the card says so.
  await card.getByText('Připravují se zmenšené verze pro web…').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  // A new post: cover and an image in the text, both from the library.
  await page.goto(`${running.stack.hostUrl}/admin/blog/new`);
  await page.getByLabel('Název (CZ)').fill('Článek s obrázky z knihovny');
  await page.getByRole('button', { name: 'Vybrat z knihovny' }).click();
  const picker = page.getByRole('dialog', { name: 'Knihovna médií' });
  await picker.getByLabel('Hledat v knihovně').fill('účetních');
  await picker.getByRole('listitem').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await picker.getByRole('listitem', { name: 'Vybrat: Tým účetních v kanceláři' }).first().click();
  await picker.waitFor({ state: 'hidden' });
  await page.getByRole('img', { name: 'Náhled obrázku článku' }).waitFor();

  await page.locator('.ProseMirror').first().click();
  await page.keyboard.type('Úvodní odstavec.');
  await page.getByRole('button', { name: 'Vložit obrázek' }).first().click();
  await page.getByRole('dialog', { name: 'Knihovna médií' }).getByRole('listitem', { name: 'Vybrat: Tým účetních v kanceláři' }).first().click();
  await page.getByRole('dialog', { name: 'Knihovna médií' }).waitFor({ state: 'hidden' });
  await page.locator('.ProseMirror img[alt="Tým účetních v kanceláři"][width="640"][height="360"]').first().waitFor();

  await page.getByRole('switch', { name: 'Publikováno' }).check({ force: true });
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await page.context().close();

  // The public post: both images with width, height and alt (no layout shift).
  const visitor = await (await running.browser.newContext()).newPage();
  await visitor.goto(`${running.stack.hostUrl}/blog/clanek-s-obrazky-z-knihovny`);
  const cover = visitor.locator('img.post-cover');
  await cover.waitFor();
  expect(await cover.evaluate((img) => [img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')])).toEqual(['Tým účetních v kanceláři', '640', '360']);
  const inline = visitor.locator('.post-content img').first();
  await inline.waitFor();
  expect(await inline.evaluate((img) => [img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')])).toEqual(['Tým účetních v kanceláři', '640', '360']);
  await visitor.goto(`${running.stack.hostUrl}/en/blog/clanek-s-obrazky-z-knihovny`);
  await visitor.locator('img.post-cover[alt="Accounting team in the office"]').waitFor();
  await visitor.context().close();

  // Deleting it warns and names the post; keeping it keeps it.
  const admin = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/media?hledat=kancel');
  await admin.getByRole('button', { name: 'Smazat: Tým v kanceláři.png' }).first().click();
  const warning = admin.getByRole('dialog', { name: 'Obrázek se používá' });
  await warning.getByRole('link', { name: 'Článek s obrázky z knihovny' }).waitFor();
  expect(await seriousViolations(admin)).toEqual([]);
  await warning.getByRole('button', { name: 'Ponechat obrázek' }).click();
  await warning.waitFor({ state: 'hidden' });
  await admin.getByRole('article', { name: 'Tým v kanceláři.png' }).first().waitFor();
  await admin.context().close();
});
