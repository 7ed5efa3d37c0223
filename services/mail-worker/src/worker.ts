/**
 * The mail worker: delivers the database's outbox (public.mail_outbox) over SMTP.
 *
 * The database writes every e-mail in the transaction that caused it and, where pg_net runs, POSTs to the
 * worker's webhook at once. The worker claims due messages with a lease (mail_claim), writes each in the
 * recipient's language, sends it, and records the outcome (mail_complete): sent; failed for good when the
 * SMTP server refuses the recipient or the message with a 5xx reply (see isPermanentRefusal); otherwise
 * retrying, which the database schedules after a backoff (10 s doubling to an hour). It runs in the frame
 * of the background services (@app/job-service): it also polls, so a missed webhook or a retry that falls
 * due is picked up within one interval, rounds never overlap, and GET /health reports how late the most
 * overdue message is and the last failed round. A message whose worker died mid-send is claimed again
 * once its lease runs out (the job queue's read, migration 20261127030000). Delivery is at least once: a crash
 * between the SMTP server's acceptance and mail_complete sends that message again.
 *
 * Its HTTP server also answers the one-click unsubscribe of List-Unsubscribe (RFC 8058), which mail
 * programs POST without any API key, and the link of the staff invitation: while the invitation is pending
 * it asks the auth service's admin API for a fresh sign-in link (generate_link: no e-mail is sent, so the
 * auth service's e-mail budget is not touched) and sends the browser on to it; the link lands on the site's
 * /auth/update-password with the invitation's token, where the invitee sets a password and accepts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import nodemailer from 'nodemailer';
import { PostgrestClient } from '@supabase/postgrest-js';
import { describeError, namedHealth, startJobService, type NamedHealth } from '@app/job-service';
import { isLocale } from '@app/i18n';
import { jsonAnswer, jsonAnswers, nullableJsonAnswer, type Database, type JsonShape } from '@app/supabase';
import { invitationLandingUrl } from '@app/content';
import type { ClaimedInvitation, ClaimedMail, ComposedMail } from './claimed-mail';
import { ComposeError, composeMail } from './compose';
import { INVITATION_PATH, ONE_CLICK_PATH, newsletterPageUrl } from './links';

// The shapes of the database functions' JSON answers.
const CLAIMED_INVITATION: JsonShape<ClaimedInvitation> = {
  token: 'string?',
  role: 'string',
  invitee_name: 'string?',
  inviter_name: 'string?',
  expires_at: 'string',
  pending: 'boolean',
};
const CLAIMED_MAIL: JsonShape<ClaimedMail> = {
  id: 'string',
  kind: 'string',
  recipient: 'string',
  locale: 'string',
  attempts: 'number',
  from_email: 'string?',
  from_name: 'string?',
  site_url: 'string',
  admin_url: 'string',
  enquiry: 'object?',
  confirm_token: 'string?',
  unsubscribe_token: 'string?',
  invitation: 'object?',
};
interface LinkedInvitation {
  email: string;
  full_name: string | null;
  confirmed_account: boolean;
  site_url: string;
}
const LINKED_INVITATION: JsonShape<LinkedInvitation> = { email: 'string', full_name: 'string?', confirmed_account: 'boolean', site_url: 'string' };
const QUEUE_METRICS: JsonShape<{ queue_length: number; due_lag_sec: number }> = { queue_length: 'number', due_lag_sec: 'number' };

export interface SmtpOptions {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean;
  user?: string;
  pass?: string;
}

export interface MailWorkerOptions {
  supabaseUrl: string;
  /** mail_claim, mail_complete and run_lead_retention are service_role only. */
  serviceRoleKey: string;
  smtp: SmtpOptions;
  /** HTTP port for the webhook and the one-click unsubscribe (0: any free port). */
  port?: number;
  host?: string;
  /** Every webhook call must carry it in X-Mail-Secret; required (at least 16 characters), so the worker does not start without it. */
  webhookSecret: string;
  /** The URL mail programs reach this worker at (List-Unsubscribe); default its listening URL. */
  publicUrl?: string;
  /** The public site: a GET of the one-click URL (a person opening it) is sent on to its unsubscribe page. */
  siteUrl?: string;
  /** Send from this address instead of the contact e-mail (see docs/mail.md). */
  fromAddress?: string;
  /** How often due messages (retries) are looked for (ms); default 5000. */
  pollIntervalMs?: number;
  /** How often run_lead_retention runs (ms); default 5 minutes; 0 never. */
  retentionIntervalMs?: number;
  /** Messages claimed and sent at once; default 5. */
  batchSize?: number;
  /** How long a claimed message stays with this worker before another may take it (s); default 120. */
  leaseSeconds?: number;
  /** Health reports unhealthy once a due message has waited longer than this (s); default 300. */
  maxLagSeconds?: number;
  log?: (message: string) => void;
}

export interface DeliveryRound {
  sent: number;
  failed: number;
}

/** What GET /health answers (503 unless `status` is ok): `delivering` while a round is under way, `last_round_at` when the last good one finished. */
export type MailWorkerHealth = NamedHealth<'delivering', 'last_round_at'>;

export interface MailWorker {
  /** The HTTP server's own URL. */
  url: string;
  /** The URL to configure as the database's mail webhook (mail_settings_configure). */
  webhookUrl: string;
  /** The URL List-Unsubscribe points at. */
  publicUrl: string;
  /** Delivers what is due now (as the webhook does); resolves when a round that started after the call is done. */
  deliver(): Promise<DeliveryRound>;
  /** Runs the retention housekeeping now. */
  runRetention(): Promise<Record<string, number>>;
  health(): Promise<MailWorkerHealth>;
  stop(): Promise<void>;
}

/** An error as the log and the outbox show it, with the SMTP server's reply where the message leaves it out. */
function describe(error: unknown): string {
  const described = describeError(error);
  const response = error instanceof Error ? (error as { response?: unknown }).response : undefined;
  return typeof response === 'string' && !described.includes(response) ? `${described} (${response})` : described;
}

/**
 * Whether an SMTP failure is final for this message: a 5xx reply to its recipient (RCPT TO) or to its
 * content (DATA). A 5xx to the connection, the login or the sender (MAIL FROM) is left to the backoff
 * with 4xx replies and network errors: those come from the server's or the worker's settings, fail every
 * message alike, and a corrected setting must still send them all.
 */
function isPermanentRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && (command === 'RCPT TO' || command === 'DATA');
}

/** What the back office shows of a final refusal: the server's own reply ("550 5.1.1 … User unknown"). */
function refusalText(error: Error): string {
  const { response } = error as { response?: unknown };
  return typeof response === 'string' && response ? response : describe(error);
}

function toNodemailer(mail: ComposedMail) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  };
}

export async function startMailWorker(options: MailWorkerOptions): Promise<MailWorker> {
  const log = options.log ?? ((message: string) => console.log(`mail worker: ${message}`));
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const retentionIntervalMs = options.retentionIntervalMs ?? 5 * 60_000;
  const batchSize = Math.max(1, options.batchSize ?? 5);
  const leaseSeconds = options.leaseSeconds ?? 120;
  const db = new PostgrestClient<Database>(`${options.supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
    headers: { apikey: options.serviceRoleKey, Authorization: `Bearer ${options.serviceRoleKey}` },
  });
  // Timeouts well inside the lease, so a hanging server fails the attempt before another worker may claim it.
  const transport = nodemailer.createTransport({
    host: options.smtp.host,
    port: options.smtp.port,
    secure: options.smtp.secure ?? false,
    ...(options.smtp.user ? { auth: { user: options.smtp.user, pass: options.smtp.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  let stopped = false;
  let retentionTimer: NodeJS.Timeout | undefined;
  let publicUrl = '';

  const withInvitation = async (claim: ClaimedMail): Promise<ClaimedMail> => {
    if (claim.kind !== 'staff_invitation') return claim;
    const { data, error } = await db.rpc('mail_invitation', { message_id: claim.id });
    if (error) throw new Error(`mail_invitation: ${error.message}`);
    const invitation = nullableJsonAnswer(data, CLAIMED_INVITATION, 'mail_invitation');
    // Accepted, expired or withdrawn meanwhile: its link would only say so.
    if (!invitation?.pending) throw new ComposeError(`The invitation of message ${claim.id} was accepted or has expired`);
    await ensureInvitedAccount(claim.recipient, invitation.invitee_name);
    return { ...claim, invitation };
  };

  const sendOne = async (claim: ClaimedMail): Promise<boolean> => {
    let failure: string | null = null;
    let permanent = false;
    try {
      const complete = await withInvitation(claim);
      await transport.sendMail(toNodemailer(composeMail(complete, { workerPublicUrl: publicUrl, fromAddress: options.fromAddress })));
    } catch (error) {
      permanent = isPermanentRefusal(error);
      failure = (permanent && error instanceof Error ? refusalText(error) : describe(error)) || 'unknown error';
    }
    const { error } = await db.rpc(
      'mail_complete',
      failure === null ? { message_id: claim.id } : { message_id: claim.id, error: failure, permanent },
    );
    // Not recorded: the lease runs out and the message is sent again (at least once, never lost).
    if (error) log(`could not record the outcome of ${claim.kind} ${claim.id}: ${error.message}`);
    if (failure === null) log(`sent ${claim.kind} ${claim.id}`);
    // The reply often names the recipient; the log keeps to its code (the outbox has the rest, for admins).
    else if (permanent) log(`${claim.kind} ${claim.id} refused by the SMTP server (${failure.slice(0, 3)}), not retried`);
    else log(`${claim.kind} ${claim.id} failed (attempt ${claim.attempts}), retried later: ${failure}`);
    return failure === null;
  };

  const deliverDue = async (): Promise<DeliveryRound> => {
    const round: DeliveryRound = { sent: 0, failed: 0 };
    while (!stopped) {
      const { data, error } = await db.rpc('mail_claim', { batch: batchSize, lease_seconds: leaseSeconds });
      if (error) throw new Error(`mail_claim: ${error.message}`);
      const claims = jsonAnswers(data, CLAIMED_MAIL, 'mail_claim');
      for (const ok of await Promise.all(claims.map(sendOne))) {
        if (ok) round.sent += 1;
        else round.failed += 1;
      }
      // A retried message waits for its backoff and a failed one is never due, so claiming again only finds others.
      if (claims.length < batchSize) break;
    }
    return round;
  };

  const runRetention = async (): Promise<Record<string, number>> => {
    const { data, error } = await db.rpc('run_lead_retention');
    if (error) throw new Error(`run_lead_retention: ${error.message}`);
    const removed = (data ?? {}) as Record<string, number>;
    const total = Object.values(removed).reduce((sum, count) => sum + Number(count), 0);
    if (total > 0) log(`retention removed ${Object.entries(removed).map(([what, count]) => `${count} ${what}`).join(', ')}`);
    return removed;
  };

  const retention = async () => {
    try {
      await runRetention();
    } catch (error) {
      log(`retention failed, tried again later: ${describe(error)}`);
    }
    if (!stopped) {
      retentionTimer = setTimeout(() => void retention(), retentionIntervalMs);
      retentionTimer.unref();
    }
  };

  const answer = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(JSON.stringify(body));
  };

  const unsubscribe = async (url: URL, req: IncomingMessage, res: ServerResponse) => {
    const token = url.searchParams.get('token') ?? '';
    if (req.method === 'GET' || req.method === 'HEAD') {
      // Opening the link must not unsubscribe (link scanners open them too): the site's page asks first.
      if (!options.siteUrl) {
        answer(res, 405, { error: 'Use POST' }, { Allow: 'POST' });
        return;
      }
      const lang = url.searchParams.get('lang') ?? '';
      const location = newsletterPageUrl(options.siteUrl, 'unsubscribe', isLocale(lang) ? lang : 'cs', token);
      res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
      return;
    }
    if (req.method !== 'POST') {
      answer(res, 405, { error: 'Method Not Allowed' }, { Allow: 'GET, POST' });
      return;
    }
    const { error } = await db.rpc('unsubscribe_newsletter', { token });
    if (!error) answer(res, 200, { status: 'unsubscribed' });
    else if (error.code === '22023') answer(res, 400, { error: 'The unsubscribe link is invalid' });
    else {
      log(`one-click unsubscribe failed: ${error.message}`);
      answer(res, 503, { error: 'Try again later' }, { 'Retry-After': '60' });
    }
  };

  const authAdmin = async (path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${options.supabaseUrl.replace(/\/$/, '')}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: options.serviceRoleKey, Authorization: `Bearer ${options.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };

  /**
   * The invitee's account exists (unconfirmed, without a password) as soon as the e-mail goes out, so the
   * users list shows the invitation waiting. An invite link is generated for it and never sent (no e-mail,
   * no e-mail budget); an address with a confirmed account keeps it as it is.
   */
  const ensureInvitedAccount = async (email: string, fullName: string | null) => {
    const link = await authAdmin('/admin/generate_link', { type: 'invite', email, data: fullName ? { full_name: fullName } : {} });
    if (link.status === 200 || link.body.error_code === 'email_exists') return;
    throw new Error(`the auth service did not create the invited account: ${link.status} ${String(link.body.error_code ?? link.body.msg ?? '')}`);
  };

  const invitationPage = (res: ServerResponse, status: number, message: string) => {
    res
      .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
      .end(`<!doctype html><html lang="cs"><meta charset="utf-8"><title>Pozvánka</title><p>${message}</p></html>`);
  };

  /**
   * A click on the invitation link. The auth service's own links work for an hour; this one works while the
   * invitation is pending (7 days), because each click asks for a fresh one: an invite link for an address
   * without a confirmed account (confirming it), a magic link for one with.
   */
  const acceptInvitation = async (url: URL, req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(res, 405, { error: 'Method Not Allowed' }, { Allow: 'GET' });
      return;
    }
    const token = url.searchParams.get('token') ?? '';
    const { data, error } = await db.rpc('invitation_for_link', { invitation_token: token });
    if (error) throw new Error(`invitation_for_link: ${error.message}`);
    const invitation = nullableJsonAnswer(data, LINKED_INVITATION, 'invitation_for_link');
    if (!invitation) {
      if (!options.siteUrl) {
        invitationPage(res, 410, 'Pozvánka je neplatná nebo vypršela. Požádejte správce o novou pozvánku.');
        return;
      }
      const fragment = new URLSearchParams({ error: 'access_denied', error_code: 'invitation_invalid', error_description: 'Invitation is invalid or has expired' });
      res.writeHead(303, { Location: `${invitationLandingUrl(options.siteUrl, token)}#${fragment.toString()}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).end();
      return;
    }
    // A link scanner that opens it only gets a session it cannot use: the role needs the password step and the token.
    const link = await authAdmin('/admin/generate_link', {
      type: invitation.confirmed_account ? 'magiclink' : 'invite',
      email: invitation.email,
      redirect_to: invitationLandingUrl(invitation.site_url, token),
      data: invitation.full_name ? { full_name: invitation.full_name } : {},
    });
    const actionLink = link.body.action_link;
    if (link.status !== 200 || typeof actionLink !== 'string') {
      log(`invitation link: the auth service answered ${link.status} ${String(link.body.error_code ?? link.body.msg ?? '')}`);
      invitationPage(res, 503, 'Pozvánku se teď nepodařilo otevřít. Zkuste odkaz prosím za chvíli znovu.');
      return;
    }
    res.writeHead(303, { Location: actionLink, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).end();
  };

  const routes = (req: IncomingMessage, res: ServerResponse, url: URL, path: string): boolean => {
    if (path === ONE_CLICK_PATH) {
      void unsubscribe(url, req, res).catch((error: unknown) => {
        log(`one-click unsubscribe failed: ${describe(error)}`);
        if (!res.headersSent) answer(res, 503, { error: 'Try again later' });
      });
      return true;
    }
    if (path === INVITATION_PATH) {
      void acceptInvitation(url, req, res).catch((error: unknown) => {
        log(`invitation link failed: ${describe(error)}`);
        if (!res.headersSent) invitationPage(res, 503, 'Pozvánku se teď nepodařilo otevřít. Zkuste odkaz prosím za chvíli znovu.');
      });
      return true;
    }
    return false;
  };

  const toHealth = namedHealth('delivering', 'last_round_at');

  // Whatever waited while no worker ran goes out at once; then the polls (every one a round) take over.
  const service = await startJobService<DeliveryRound>({
    run: deliverDue,
    queueStatus: async () => {
      const { data, error } = await db.rpc('mail_queue_status');
      if (error) throw new Error(`mail_queue_status: ${error.message}`);
      const metrics = jsonAnswer(data, QUEUE_METRICS, 'mail_queue_status');
      return { pending: Number(metrics.queue_length), lagSeconds: Number(metrics.due_lag_sec) };
    },
    poll: 'always',
    pollIntervalMs,
    retryDelayMs: pollIntervalMs,
    leaseSeconds,
    maxLagSeconds: options.maxLagSeconds ?? 300,
    words: { item: 'a message', run: 'delivery round' },
    port: options.port ?? 3003,
    host: options.host,
    webhook: { path: '/mail-queued', secretHeader: 'X-Mail-Secret', secret: options.webhookSecret, secretVariable: 'MAIL_WEBHOOK_SECRET' },
    routes,
    healthBody: toHealth,
    log,
  });
  const url = service.origin ?? '';
  publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');
  if (retentionIntervalMs > 0) void retention();

  return {
    url,
    webhookUrl: service.webhookUrl ?? `${url}/mail-queued`,
    publicUrl,
    deliver: async () => (await service.request()).outcome ?? { sent: 0, failed: 0 },
    runRetention,
    health: async () => toHealth(await service.health()),
    async stop() {
      stopped = true;
      clearTimeout(retentionTimer);
      await service.stop();
      transport.close();
    },
  };
}
