/**
 * The e-mail address syntax of the whole site, as the database's private.email_address() has it
 * (supabase/migrations/20261127004000_email_addresses.sql): an addr-spec only, never a display name,
 * group, angle brackets, quotes or spaces. The forms check it before sending so the visitor hears about
 * a typo at once; the database refuses what they let through.
 */

/** RFC 5321's limit on a path: the longest address any SMTP server has to take. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])';
const ADDR_SPEC = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}$`);
// The white space the database trims too (JavaScript's trim() knows more kinds than PostgreSQL).
const SURROUNDING_SPACE = /^[ \t\n\r\f\v\u00a0]+|[ \t\n\r\f\v\u00a0]+$/g;

/**
 * The address as the database stores it (surrounding white space removed, the domain lower-cased), or
 * null when the text is not an address on its own.
 */
export function normalizeEmailAddress(value: string): string | null {
  const trimmed = value.replace(SURROUNDING_SPACE, '');
  if (trimmed.length > EMAIL_ADDRESS_MAX_LENGTH || !ADDR_SPEC.test(trimmed)) return null;
  const at = trimmed.indexOf('@');
  if (at > LOCAL_PART_MAX_LENGTH) return null;
  return `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/** Whether the database takes the text as an e-mail address (after trimming). */
export function isEmailAddress(value: string): boolean {
  return normalizeEmailAddress(value) !== null;
}
