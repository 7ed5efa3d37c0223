import { formatDateTime, isLocale, type Locale } from '@app/i18n';
import type { Address, ClaimedEnquiry, ClaimedMail, ComposedMail } from './claimed-mail';
import { adminEnquiryUrl, invitationLinkUrl, newsletterPageUrl, oneClickUnsubscribeUrl, siteHomeUrl } from './links';
import { SALES_TEXTS, invitationTexts, visitorTexts } from './texts';

export interface ComposeOptions {
  /** The worker's public URL, where List-Unsubscribe's one-click POST lands. */
  workerPublicUrl: string;
  /**
   * Send from this address instead of the contact e-mail (a domain the SMTP provider may sign for);
   * replies to the visitor's mails then still reach the contact e-mail through Reply-To.
   */
  fromAddress?: string;
}

export class ComposeError extends Error {}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const FONT = 'font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1b1e;';

function htmlDocument(locale: Locale, subject: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin: 0; padding: 24px; background: #f8f9fa;">
<div style="max-width: 600px; margin: 0 auto; padding: 24px; background: #ffffff; border-radius: 8px; ${FONT}">
${body}
</div>
</body>
</html>
`;
}

const paragraph = (html: string) => `<p style="margin: 0 0 16px;">${html}</p>`;
const link = (url: string, label = url) => `<a href="${escapeHtml(url)}" style="color: #1c7ed6; word-break: break-all;">${escapeHtml(label)}</a>`;
const button = (url: string, label: string) =>
  `<p style="margin: 0 0 16px;"><a href="${escapeHtml(url)}" style="display: inline-block; padding: 12px 20px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 6px; font-weight: bold;">${escapeHtml(label)}</a></p>`;
const quote = (text: string) =>
  `<blockquote style="margin: 0 0 16px; padding: 8px 16px; border-left: 4px solid #dee2e6; color: #495057; white-space: pre-wrap;">${escapeHtml(text)}</blockquote>`;
/** Each line of a plain-text quote marked with "> ", as mail programs do. */
const quoteText = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

function sender(claim: ClaimedMail, options: ComposeOptions): { from: Address; contact: Address } {
  const address = claim.from_email?.trim();
  if (!address) throw new ComposeError('No sender: the contact e-mail (site settings contact_info.email) is empty');
  const contact = { name: claim.from_name?.trim() || address, address };
  return { from: options.fromAddress ? { name: contact.name, address: options.fromAddress } : contact, contact };
}

/** A message the site sends a person by itself: replies go to the contact address when MAIL_FROM is another. */
function automaticMessage(
  claim: ClaimedMail,
  options: ComposeOptions,
  { from, contact }: { from: Address; contact: Address },
  content: Pick<ComposedMail, 'subject' | 'text' | 'html'>,
): ComposedMail {
  return {
    from,
    to: claim.recipient,
    ...(options.fromAddress ? { replyTo: contact } : {}),
    ...content,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

function enquiryOf(claim: ClaimedMail): ClaimedEnquiry {
  if (!claim.enquiry) throw new ComposeError(`The enquiry of message ${claim.id} no longer exists`);
  return claim.enquiry;
}

function localeOf(claim: ClaimedMail): Locale {
  return isLocale(claim.locale) ? claim.locale : 'cs';
}

/** Longest visitor's name a subject carries. */
const SUBJECT_NAME_MAX = 60;

/**
 * The visitor's name as a subject may carry it: without control or format characters (line breaks, bidi
 * overrides), whitespace collapsed, at most SUBJECT_NAME_MAX characters.
 */
export function subjectName(name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...clean];
  return characters.length > SUBJECT_NAME_MAX ? `${characters.slice(0, SUBJECT_NAME_MAX - 1).join('').trimEnd()}…` : clean;
}

/** What the enquiry is about, from trusted parts only: the module's name from the database or the service's label. */
function aboutOf(enquiry: ClaimedEnquiry): { label: string; value: string; subject: string } | null {
  const t = SALES_TEXTS;
  if (enquiry.module_name) return { label: t.module, value: enquiry.module_name, subject: t.moduleAbout(enquiry.module_name) };
  const service = enquiry.service && Object.hasOwn(t.services, enquiry.service) ? t.services[enquiry.service]! : null;
  return service ? { label: t.service, value: service, subject: service } : null;
}

function salesNotification(claim: ClaimedMail, options: ComposeOptions): ComposedMail {
  const { from } = sender(claim, options);
  const enquiry = enquiryOf(claim);
  const t = SALES_TEXTS;
  const adminUrl = adminEnquiryUrl(claim.admin_url, enquiry.email);
  const about = aboutOf(enquiry);
  const doubt = enquiry.doubt_reason ? t.doubt(t.doubts[enquiry.doubt_reason] ?? enquiry.doubt_reason) : null;
  const rows: [string, string, string?][] = [
    [t.name, enquiry.name],
    [t.email, enquiry.email, `mailto:${enquiry.email}`],
    [t.phone, enquiry.phone || t.notGiven, enquiry.phone ? `tel:${enquiry.phone.replace(/[^+\d]/g, '')}` : undefined],
    [t.company, enquiry.company || t.notGiven],
    [t.language, t.languages[enquiry.locale] ?? enquiry.locale],
  ];
  if (enquiry.intent) rows.push([t.intent, t.intents[enquiry.intent] ?? enquiry.intent]);
  if (enquiry.plan_name) rows.push([t.plan, enquiry.plan_name]);
  if (about) rows.push([about.label, about.value]);
  rows.push([t.receivedAt, formatDateTime(enquiry.created_at)]);

  const subject = t.subject(subjectName(enquiry.name), about?.subject ?? null, doubt !== null);
  const text = [
    ...(doubt ? [doubt, ''] : []),
    t.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.message}:`,
    quoteText(enquiry.message),
    '',
    `${t.openInAdmin}: ${adminUrl}`,
    '',
    t.replyHint,
    '',
  ].join('\n');
  const table = rows
    .map(
      ([label, value, href]) =>
        `<tr><th scope="row" style="padding: 4px 16px 4px 0; text-align: left; vertical-align: top; white-space: nowrap;">${escapeHtml(label)}</th><td style="padding: 4px 0; overflow-wrap: anywhere;">${href ? link(href, value) : escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlDocument(
    'cs',
    subject,
    [
      ...(doubt ? [`<p style="margin: 0 0 16px; padding: 8px 12px; background: #fff4e6; border-left: 4px solid #fd7e14;"><strong>${escapeHtml(doubt)}</strong></p>`] : []),
      paragraph(escapeHtml(t.intro)),
      `<table role="presentation" style="border-collapse: collapse; margin: 0 0 16px; ${FONT}">\n${table}\n</table>`,
      paragraph(`<strong>${escapeHtml(t.message)}:</strong>`),
      quote(enquiry.message),
      button(adminUrl, t.openInAdmin),
      paragraph(`<small style="color: #495057;">${escapeHtml(t.replyHint)}</small>`),
    ].join('\n'),
  );
  return { from, to: claim.recipient, replyTo: { name: enquiry.name, address: enquiry.email }, subject, text, html, headers: {} };
}

/**
 * The visitor's confirmation goes to whatever address was typed, from the company's sender, so it carries
 * nothing the visitor wrote (no name, message, company or links of theirs): it cannot relay anyone's text.
 */
function enquiryConfirmation(claim: ClaimedMail, options: ComposeOptions): ComposedMail {
  const { from, contact } = sender(claim, options);
  // An erased enquiry is not confirmed any more.
  enquiryOf(claim);
  const locale = localeOf(claim);
  const t = visitorTexts(locale);
  const home = siteHomeUrl(claim.site_url, locale);
  const subject = t.enquiry.subject(contact.name);
  const text = [t.greeting, '', `${t.enquiry.thanks} ${t.enquiry.promise}`, '', t.enquiry.notYou, '', t.signOff, contact.name, home, ''].join('\n');
  const html = htmlDocument(
    locale,
    subject,
    [
      paragraph(escapeHtml(t.greeting)),
      paragraph(`${escapeHtml(t.enquiry.thanks)} <strong>${escapeHtml(t.enquiry.promise)}</strong>`),
      paragraph(escapeHtml(t.enquiry.notYou)),
      paragraph(`${escapeHtml(t.signOff)}<br>${escapeHtml(contact.name)}<br>${link(home)}`),
    ].join('\n'),
  );
  return automaticMessage(claim, options, { from, contact }, { subject, text, html });
}

function newsletterConfirmation(claim: ClaimedMail, options: ComposeOptions): ComposedMail {
  const { from, contact } = sender(claim, options);
  if (!claim.confirm_token || !claim.unsubscribe_token) throw new ComposeError(`Message ${claim.id} has no confirmation or unsubscribe token`);
  const locale = localeOf(claim);
  const t = visitorTexts(locale).newsletter;
  const common = visitorTexts(locale);
  const confirmUrl = newsletterPageUrl(claim.site_url, 'confirm', locale, claim.confirm_token);
  const unsubscribeUrl = newsletterPageUrl(claim.site_url, 'unsubscribe', locale, claim.unsubscribe_token);
  const oneClickUrl = oneClickUnsubscribeUrl(options.workerPublicUrl, claim.unsubscribe_token, locale);
  const subject = t.subject(contact.name);
  const text = [
    common.greeting,
    '',
    t.intro,
    confirmUrl,
    '',
    t.validity,
    t.notYou,
    '',
    `${t.unsubscribe} ${unsubscribeUrl}`,
    '',
    common.signOff,
    contact.name,
    siteHomeUrl(claim.site_url, locale),
    '',
  ].join('\n');
  const html = htmlDocument(
    locale,
    subject,
    [
      paragraph(escapeHtml(common.greeting)),
      paragraph(escapeHtml(t.intro)),
      button(confirmUrl, t.confirm),
      paragraph(`<small style="color: #495057;">${link(confirmUrl)}</small>`),
      paragraph(`${escapeHtml(t.validity)} ${escapeHtml(t.notYou)}`),
      paragraph(`${escapeHtml(common.signOff)}<br>${escapeHtml(contact.name)}<br>${link(siteHomeUrl(claim.site_url, locale))}`),
      paragraph(`<small style="color: #495057;">${escapeHtml(t.unsubscribe)} ${link(unsubscribeUrl, t.unsubscribeLink)}</small>`),
    ].join('\n'),
  );
  return {
    from,
    to: claim.recipient,
    ...(options.fromAddress ? { replyTo: contact } : {}),
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}

function staffInvitation(claim: ClaimedMail, options: ComposeOptions): ComposedMail {
  const { from, contact } = sender(claim, options);
  const invitation = claim.invitation;
  if (!invitation?.token) throw new ComposeError(`Message ${claim.id} has no invitation or no token`);
  const locale = localeOf(claim);
  const t = invitationTexts(locale);
  const site = contact.name;
  const inviter = invitation.inviter_name?.trim() || site;
  const role = t.roles[invitation.role] ?? invitation.role;
  const acceptUrl = invitationLinkUrl(options.workerPublicUrl, invitation.token);
  const until = formatDateTime(invitation.expires_at);
  const subject = t.subject(site);
  const greeting = t.greeting(invitation.invitee_name?.trim() || null);
  const intro = t.intro(inviter, site, role);
  const signOff = visitorTexts(locale).signOff;
  const text = [
    greeting,
    '',
    intro,
    '',
    `${t.accept}: ${acceptUrl}`,
    '',
    t.validity(until),
    t.steps,
    '',
    t.notExpected(inviter),
    '',
    signOff,
    site,
    claim.site_url,
    '',
  ].join('\n');
  const html = htmlDocument(
    locale,
    subject,
    [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(intro)),
      button(acceptUrl, t.accept),
      paragraph(`<small style="color: #495057;">${link(acceptUrl)}</small>`),
      paragraph(`${escapeHtml(t.validity(until))} ${escapeHtml(t.steps)}`),
      paragraph(escapeHtml(t.notExpected(inviter))),
      paragraph(`${escapeHtml(signOff)}<br>${escapeHtml(site)}<br>${link(claim.site_url)}`),
    ].join('\n'),
  );
  return automaticMessage(claim, options, { from, contact }, { subject, text, html });
}

/** Writes one claimed outbox message; a ComposeError means it cannot be written yet (it is retried later). */
export function composeMail(claim: ClaimedMail, options: ComposeOptions): ComposedMail {
  switch (claim.kind) {
    case 'enquiry_notification':
      return salesNotification(claim, options);
    case 'enquiry_confirmation':
      return enquiryConfirmation(claim, options);
    case 'newsletter_confirmation':
      return newsletterConfirmation(claim, options);
    case 'staff_invitation':
      return staffInvitation(claim, options);
    default:
      throw new ComposeError(`Unknown kind of message: ${String((claim as { kind: unknown }).kind)}`);
  }
}
