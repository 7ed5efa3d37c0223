import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../contract';
import { captureMail } from './mail-store';

export interface SmtpCapture {
  /** The port the SMTP listener has (kept across pause and resume). */
  readonly port: number;
  /** Stops accepting SMTP connections (a mail server that is down); captured mail stays. */
  pause(): Promise<void>;
  /** Accepts SMTP connections again on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Largest message accepted (bytes); default 10 MB. */
  maxMessageBytes?: number;
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'text' in value && typeof (value as { text: unknown }).text === 'string') {
    return (value as { text: string }).text;
  }
  return null;
}

/**
 * The message's header fields by lower-case name as a reader sees them: encoded words decoded and address
 * lists written out where mailparser understands the field, otherwise the unfolded raw value; a repeated
 * field's values one per line.
 */
export function headersOf(parsed: Pick<ParsedMail, 'headerLines' | 'headers'>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const raw = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
    const repeated = parsed.headerLines.filter((header) => header.key === key).length > 1;
    const value = (repeated ? null : textOf(parsed.headers.get(key))) ?? raw;
    headers[key] = key in headers ? `${headers[key]}\n${value}` : value;
  }
  return headers;
}

function listen(server: SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    const listening = server.listen(port, host, () => {
      server.off('error', onError);
      resolve((listening.address() as AddressInfo).port);
    });
  });
}

/**
 * A local SMTP server that keeps every message it receives in the captured mail (one entry per envelope
 * recipient), so applications send exactly as they do through a real provider. No TLS and any
 * credentials are accepted: it listens on loopback only.
 */
export async function startSmtpCapture(db: Db, options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const host = options.host ?? '127.0.0.1';
  const create = () => {
    const server = new SMTPServer({
      name: 'local-backend',
      banner: 'local backend mail capture',
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      disableReverseLookup: true,
      size: options.maxMessageBytes ?? 10 * 1024 * 1024,
      logger: false,
      closeTimeout: 1000,
      onAuth(_auth, _session, callback) {
        callback(null, { user: 'local' });
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (parsed) => {
            if (stream.sizeExceeded) {
              callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
              return;
            }
            const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
            const message = {
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
              headers: headersOf(parsed),
            };
            for (const to of recipients) await captureMail(db, { ...message, to });
            callback();
          })
          .catch((error: unknown) => {
            console.error('[local-backend] SMTP capture failed:', error instanceof Error ? error.message : error);
            callback(Object.assign(new Error('Could not store the message'), { responseCode: 451 }));
          });
      },
    });
    server.on('error', (error) => console.error('[local-backend] SMTP:', error.message));
    return server;
  };

  let server: SMTPServer | null = create();
  const port = await listen(server, options.port ?? 0, host);
  const close = async () => {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    pause: close,
    async resume() {
      if (server) return;
      server = create();
      await listen(server, port, host);
    },
    close,
  };
}
