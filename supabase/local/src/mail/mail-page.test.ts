import { renderMailPage } from './mail-page';
import { extractLinks } from './mail-store';

describe('extractLinks', () => {
  it('finds http(s) hrefs with entities decoded, then bare URLs of the text, each once', () => {
    const html =
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup">x</a> <a href=\'mailto:a@b.cz\'>m</a>';
    const text = 'Odkaz: http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup. Jinak https://example.cz/info).';
    expect(extractLinks(html, text)).toEqual([
      'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup',
      'https://example.cz/info',
    ]);
  });
});

describe('renderMailPage', () => {
  it('escapes subjects, recipients and links and keeps bodies in sandboxed frames', () => {
    const page = renderMailPage([
      {
        id: '1',
        to: '<b>x@example.com</b>',
        from: '"Firma <s.r.o.>" <info@example.com>',
        headers: { 'reply-to': '<i>jana@example.com</i>' },
        subject: 'Obnovení hesla <script>alert(1)</script>',
        html: '<p onclick="steal()">"quoted" & <script>bad()</script></p>',
        text: '',
        created_at: '2026-11-22T10:00:00.000Z',
        links: ['http://localhost:3000/?a=1&b="2"'],
      },
    ]);
    expect(page).not.toContain('<script>');
    expect(page).toContain('Obnovení hesla &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;x@example.com&lt;/b&gt;');
    expect(page).toContain('Od: &quot;Firma &lt;s.r.o.&gt;&quot; &lt;info@example.com&gt;');
    expect(page).toContain('<dt>reply-to</dt><dd>&lt;i&gt;jana@example.com&lt;/i&gt;</dd>');
    expect(page).toContain('href="http://localhost:3000/?a=1&amp;b=&quot;2&quot;"');
    expect(page).toMatch(/<iframe sandbox [^>]*srcdoc="&lt;p onclick=&quot;steal\(\)&quot;&gt;/);
  });

  it('says so when nothing was captured', () => {
    expect(renderMailPage([])).toContain('Zatím nebyl zachycen žádný e-mail.');
  });
});
