import { loadPostSanitizer } from './sanitize-post-html';

test('keeps the article markup', async () => {
  const sanitize = await loadPostSanitizer();
  const html = '<h2>Nadpis</h2><p>Text <strong>tučně</strong> a <a href="https://example.com">odkaz</a>.</p><ul><li>bod</li></ul><blockquote>citace</blockquote>';
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

test('links opening a new tab get rel="noopener noreferrer"', async () => {
  const sanitize = await loadPostSanitizer();
  expect(sanitize('<a href="https://example.com" target="_blank">x</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  );
});
