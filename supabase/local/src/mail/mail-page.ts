import type { CapturedMail } from './mail-store';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const timeFormat = new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'short', timeStyle: 'medium' });

function renderMessage(message: CapturedMail): string {
  const links = message.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  // The body is the sender's HTML: shown in a sandboxed frame (no scripts, no same origin) so it cannot act on this page.
  const headers = Object.entries(message.headers ?? {})
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const body = message.html
    ? `<iframe sandbox title="${escapeHtml(message.subject)}" srcdoc="${escapeHtml(message.html)}"></iframe>`
    : `<pre>${escapeHtml(message.text)}</pre>`;
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">${message.from ? `Od: ${escapeHtml(message.from)} · ` : ''}Komu: <strong>${escapeHtml(message.to)}</strong> · <time datetime="${escapeHtml(message.created_at)}">${escapeHtml(timeFormat.format(new Date(message.created_at)))}</time></p>
${links ? `<ul class="links">${links}</ul>` : ''}
<details open><summary>Obsah</summary>${body}</details>
${headers ? `<details><summary>Hlavičky</summary><dl class="headers">${headers}</dl></details>` : ''}
</article>`;
}

/** A self-contained page listing captured e-mail, newest first, with clickable links. */
export function renderMailPage(messages: readonly CapturedMail[]): string {
  const content = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p class="empty">Zatím nebyl zachycen žádný e-mail.</p>';
  return `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zachycené e-maily (${messages.length})</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1b1e; }
article { border: 1px solid #dee2e6; border-radius: 8px; padding: 0 1rem 1rem; margin-bottom: 1rem; }
h2 { font-size: 1.1rem; margin-bottom: 0.25rem; }
.meta { color: #495057; margin-top: 0; }
.links a { word-break: break-all; }
.headers { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; font-size: 0.875rem; }
.headers dt { font-weight: 600; }
.headers dd { margin: 0; word-break: break-all; white-space: pre-wrap; }
iframe { width: 100%; min-height: 16rem; border: 1px solid #e9ecef; }
pre { white-space: pre-wrap; }
</style>
</head>
<body>
<h1>Zachycené e-maily</h1>
<p>Místní backend e-maily neodesílá, ukládá je sem. Nejnovější nahoře. JSON: <a href="/mail/v1/messages">/mail/v1/messages</a></p>
${content}
</body>
</html>`;
}
