import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pageAlternates, type EmailLinkPageKey, type Locale } from '@app/i18n';
import { PublicInsertError } from '@app/content';

/** PostgreSQL's invalid_parameter_value: the database's answer to a link that is not (or no longer) valid. */
const INVALID_LINK = '22023';

/** The `?token=` of a URL's query, or null when there is none. */
export function tokenOf(search: string): string | null {
  return new URLSearchParams(search).get('token')?.trim() || null;
}

/**
 * The `?token=` of the link from the e-mail, for rendering: undefined until the page has hydrated (it was
 * prerendered without a query, and the first render must match it), then the token or null.
 */
export function useLinkToken(): string | null | undefined {
  const { search } = useLocation();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(tokenOf(search)), [search]);
  return token;
}

/** The same page in every language, with the token, so switching the language keeps the link working. */
export function linkAlternates(page: EmailLinkPageKey, token: string | null | undefined): Record<Locale, string> {
  return pageAlternates(page, { token });
}

/** Whether a failure means the link itself is bad (rather than the connection or the server). */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof PublicInsertError && error.code === INVALID_LINK;
}
