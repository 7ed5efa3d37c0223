/**
 * Where an e-mail link may send the browser: the requested URL when it is on the site's origin or matches
 * an allow-list entry, otherwise the site URL. Entries are URL prefixes or, as in GoTrue, globs where `*`
 * stops at `.` and `/` and `**` matches anything. Comparing parsed origins (not raw string prefixes) keeps
 * `http://localhost:3000.evil.example` from passing as `http://localhost:3000`.
 */
export function resolveRedirectUrl(
  requested: string | null | undefined,
  siteUrl: string,
  additionalRedirectUrls: readonly string[],
): string {
  if (!requested) return siteUrl;
  const target = parseHttpUrl(requested);
  if (!target) return siteUrl;
  const site = parseHttpUrl(siteUrl);
  if (site && site.origin === target.origin) return target.href;
  for (const entry of additionalRedirectUrls) {
    if (entry.includes('*') ? globToRegExp(entry).test(target.href) : isUnderPrefix(target, entry)) {
      return target.href;
    }
  }
  return siteUrl;
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function isUnderPrefix(target: URL, prefix: string): boolean {
  const allowed = parseHttpUrl(prefix);
  if (!allowed || allowed.origin !== target.origin) return false;
  const allowedPath = allowed.pathname.endsWith('/') ? allowed.pathname : `${allowed.pathname}/`;
  return target.pathname === allowed.pathname || target.pathname.startsWith(allowedPath) || allowed.pathname === '/';
}

function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index] as string;
    if (char === '*' && glob[index + 1] === '*') {
      pattern += '.*';
      index += 1;
    } else if (char === '*') {
      pattern += '[^./]*';
    } else if (char === '?') {
      pattern += '[^./]';
    } else {
      pattern += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}
