/**
 * Lean delivery: each public URL's cold visit (the pages, the unlisted pages and a post in each language)
 * stays within the byte budget and downloads no admin code (bytes are deterministic for a build; speed is
 * measured by `npm run bench`, not here).
 */
import { LOCALES, getBlogPostHref, type Locale } from '@app/i18n';
import { gotoApp } from './support/chromium';
import { useStackAndBrowser } from './support/stack-fixture';
import { measurePage } from '../../scripts/lib/page-weight';
import { publicPaths, unlistedPaths } from '../../scripts/lib/public-urls';
import { PUBLIC_PAGE_BUDGET } from '../../scripts/lib/budgets';

const running = useStackAndBrowser();

jest.setTimeout(180_000);

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The newest published post written in each language (its own slug there), at its address in that language. */
async function postPages(): Promise<{ id: string; path: string }[]> {
  const { rows } = await running.stack.backend.db.query<{ id: string } & Record<`slug_${Locale}`, string | null>>(
    'select id, slug_cs, slug_en, slug_de from public.blog_posts where published order by created_at desc',
  );
  return LOCALES.map((locale) => {
    const post = rows.find((row) => row[`slug_${locale}`]?.trim());
    const slug = post?.[`slug_${locale}`];
    if (!post || !slug) throw new Error(`The seeded database has no published post in ${locale}`);
    return { id: post.id, path: getBlogPostHref(slug, locale) };
  });
}

test('every public URL stays within the JS and CSS budget and downloads nothing of the admin', async () => {
  const paths = [...publicPaths(), ...unlistedPaths(), ...(await postPages()).map((post) => post.path)];
  // 9 pages and 3 unlisted pages in 3 languages, and a post in each language.
  expect(paths).toHaveLength(39);
  const overBudget: string[] = [];
  for (const path of paths) {
    const weight = await measurePage(running.browser, running.stack.hostUrl, path);
    expect(weight.js.files).toBeGreaterThan(0);
    if (kb(weight.js.gzip) > PUBLIC_PAGE_BUDGET.jsGzipKb) overBudget.push(`${path}: JS ${kb(weight.js.gzip)} KB gz`);
    if (kb(weight.css.gzip) > PUBLIC_PAGE_BUDGET.cssGzipKb) overBudget.push(`${path}: CSS ${kb(weight.css.gzip)} KB gz`);
    const adminScripts = weight.scriptUrls.filter((url) => url.startsWith(running.stack.adminUrl) || /admin-federation|remoteEntry/.test(url));
    expect({ path, adminScripts }).toEqual({ path, adminScripts: [] });
  }
  expect(overBudget).toEqual([]);
});

test('a prerendered post downloads neither the HTML sanitizer nor the toasts; a post changed since the build loads the sanitizer and shows its HTML sanitized', async () => {
  const isSanitizer = (url: string) => /post-sanitizer/.test(url);
  const [czechPost] = await postPages();
  if (!czechPost) throw new Error('No Czech post');
  const prerendered = await measurePage(running.browser, running.stack.hostUrl, czechPost.path);
  expect(prerendered.scriptUrls.filter((url) => isSanitizer(url) || /\/notify\./.test(url))).toEqual([]);

  const {
    rows: [stored],
  } = await running.stack.backend.db.query<{ content_cs: string }>('select content_cs from public.blog_posts where id = $1', [czechPost.id]);
  if (!stored) throw new Error(`No post ${czechPost.id}`);
  await running.stack.backend.db.query('update public.blog_posts set content_cs = $1 where id = $2', [
    '<p>Obsah změněný po sestavení.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
    czechPost.id,
  ]);
  try {
    // The changed text can only show once the sanitizer has loaded, so waiting for the text (not for an
    // idle network, which a busy machine reaches between the post's fetch and the sanitizer's import) is
    // what makes the list of scripts complete.
    const page = await running.browser.newPage();
    const scriptUrls: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scriptUrls.push(response.url());
    });
    await gotoApp(page, running.stack.hostUrl + czechPost.path);
    const content = page.getByTestId('post-content');
    await content.getByText('Obsah změněný po sestavení.').waitFor();
    expect(scriptUrls.some(isSanitizer)).toBe(true);
    await expect(content.innerHTML()).resolves.toBe('<p>Obsah změněný po sestavení.</p><img src="x">');
    await expect(page.evaluate(() => 'hacked' in window)).resolves.toBe(false);
    await page.close();
  } finally {
    await running.stack.backend.db.query('update public.blog_posts set content_cs = $1 where id = $2', [stored.content_cs, czechPost.id]);
  }
});

test('/admin, by contrast, does load the remote (the measurement sees lazily loaded code)', async () => {
  const weight = await measurePage(running.browser, running.stack.hostUrl, '/admin');
  expect(weight.scriptUrls.some((url) => url.startsWith(running.stack.adminUrl))).toBe(true);
});
