import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { loadPostSanitizer } from './load-post-sanitizer';
import { createPostSanitizer } from './sanitize-post-html';

test('keeps the article markup', async () => {
  const sanitize = await loadPostSanitizer();
  const html = '<h2>Nadpis</h2><p>Text <strong>tučně</strong> a <a href="/sluzby">odkaz</a>.</p><ul><li>bod</li></ul><blockquote>citace</blockquote>';
  expect(sanitize(html)).toBe(html);
});

test('removes scripts, event handlers and javascript: URLs', async () => {
  const sanitize = await loadPostSanitizer();
  const clean = sanitize(
    '<p>a</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
      '<a href="javascript:window.hacked=true">klik</a><svg onload="window.hacked = true"></svg>' +
      '<iframe src="https://evil.example"></iframe><p style="position:fixed" onclick="x()">b</p>',
  );
  expect(clean).not.toMatch(/script|onerror|onload|onclick|javascript:|iframe|style=/i);
  expect(clean).toContain('<p>a</p>');
  expect(clean).toContain('<img src="x">');
  expect(clean).toContain('<a>klik</a>');
  expect(clean).toContain('<p>b</p>');
});

test('links opening a new tab get rel="noopener noreferrer"; only links to other sites get nofollow', async () => {
  const sanitize = await loadPostSanitizer();
  expect(sanitize('<a href="https://example.com" target="_blank">x</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">x</a>',
  );
  expect(sanitize('<a href="/sluzby" target="_blank">x</a>')).toBe('<a href="/sluzby" target="_blank" rel="noopener noreferrer">x</a>');
});

test("the editor's nofollow comes off the site's own links (relative or on its host) and stays on other sites'", async () => {
  const sanitize = await loadPostSanitizer();
  const editorLink = (href: string) => sanitize(`<a href="${href}" rel="noopener noreferrer nofollow">x</a>`);
  // jsdom's page is at http://localhost: the site's own host here.
  for (const internal of ['/kontakt', '../blog/jiny-clanek', '#sekce', '?zajem=demo', `${window.location.origin}/en/pricing`, 'mailto:info@example.com']) {
    expect({ internal, html: editorLink(internal) }).toEqual({ internal, html: `<a href="${internal}">x</a>` });
  }
  for (const external of ['https://www.example.org/report', 'http://partner.example.com', '//cdn.example.net/x']) {
    expect({ external, html: editorLink(external) }).toEqual({ external, html: `<a href="${external}" rel="nofollow">x</a>` });
  }
  expect(sanitize('<a href="https://shop.example.org" rel="sponsored">x</a>')).toBe('<a href="https://shop.example.org" rel="sponsored nofollow">x</a>');
});

test('the prerenderer decides by the configured site address, www. or not', () => {
  const sanitize = createPostSanitizer(createDOMPurify(new JSDOM('').window), 'https://www.bizauto.example');
  expect(sanitize('<a href="https://bizauto.example/cenik" rel="nofollow">x</a>')).toBe('<a href="https://bizauto.example/cenik">x</a>');
  expect(sanitize('<a href="https://www.bizauto.example/en" rel="nofollow">x</a>')).toBe('<a href="https://www.bizauto.example/en">x</a>');
  expect(sanitize('<a href="http://localhost/blog">x</a>')).toBe('<a href="http://localhost/blog" rel="nofollow">x</a>');
});
