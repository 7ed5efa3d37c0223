import type { Db, Tx } from '../contract';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The From field as written (messages received over SMTP). */
  from?: string;
  /** Header fields by lower-case name (messages received over SMTP). */
  headers?: Record<string, string>;
}

export interface CapturedMail extends OutgoingMail {
  id: string;
  from: string;
  headers: Record<string, string>;
  created_at: string;
  links: string[];
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

function decodeHtmlAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => HTML_ENTITIES[name] ?? '');
}

/** The http(s) links of a message: `href`s of its HTML first, then bare URLs of its text, each once. */
export function extractLinks(html: string, text: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const href = decodeHtmlAttribute((match[1] ?? match[2] ?? '').trim());
    if (/^https?:\/\//i.test(href)) links.add(href);
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/gi)) {
    links.add(match[0].replace(/[.,;:!?)\]]+$/, ''));
  }
  return [...links];
}

/** Stores an e-mail the local backend would have sent, with the links found in it (through `db` or one transaction). */
export async function captureMail(db: Pick<Db, 'query'> | Pick<Tx, 'query'>, message: OutgoingMail): Promise<void> {
  await db.query(
    `insert into local_services.mail ("to", subject, html, text, links, "from", headers) values ($1, $2, $3, $4, $5, $6, $7)`,
    [message.to, message.subject, message.html, message.text, extractLinks(message.html, message.text), message.from ?? '', JSON.stringify(message.headers ?? {})],
  );
}

interface MailRow {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  from: string;
  headers: Record<string, string>;
  created_at: Date | string;
}

/** Captured messages, newest first; `to` filters by recipient (case-insensitive). */
export async function listMail(db: Db, to?: string | null): Promise<CapturedMail[]> {
  const { rows } = await db.query<MailRow>(
    `select id, "to", subject, html, text, links, "from", headers, created_at from local_services.mail
      where $1::text is null or lower("to") = lower($1::text)
      order by created_at desc, id`,
    [to || null],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    from: row.from,
    headers: row.headers,
    subject: row.subject,
    html: row.html,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    links: row.links,
  }));
}

export async function clearMail(db: Db): Promise<void> {
  await db.query('delete from local_services.mail');
}
