import type { AdminContactEnquiry } from '@app/content';
import { spamToggleNotice } from './spam-toggle';

const enquiry = (change: Partial<AdminContactEnquiry>): AdminContactEnquiry => ({
  id: 'e1',
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  phone: null,
  company: null,
  message: 'Dobrý den',
  gdpr_consent: true,
  handled: false,
  read_at: null,
  created_at: '2026-11-26T10:00:00Z',
  locale: 'cs',
  intent: null,
  plan_name: null,
  is_spam: false,
  spam_reason: null,
  doubt_reason: null,
  module_name: null,
  service: null,
  notified_at: null,
  confirmation_queued_at: null,
  landing_path: null,
  referrer_domain: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  ...change,
});

test('into spam: says where to find it', () => {
  const notice = spamToggleNotice(enquiry({}), enquiry({ is_spam: true }));
  expect(notice).toMatchObject({ kind: 'success', title: 'Přesunuto do spamu' });
  expect(notice.message).toContain('filtrem Spam');
});

test('out of spam: the database sends the notification to sales now, and the toast says so', () => {
  const notice = spamToggleNotice(enquiry({ is_spam: true }), enquiry({ notified_at: '2026-11-26T10:05:00Z' }));
  expect(notice).toEqual({
    kind: 'success',
    title: 'Není spam',
    message: 'Poptávka byla vrácena mezi poptávky a obchodu se teď odesílá upozornění na ni e-mailem.',
  });
});

test('out of spam the first time: the visitor is confirmed too, and the toast says so', () => {
  const notice = spamToggleNotice(enquiry({ is_spam: true }), enquiry({ notified_at: '2026-11-26T10:05:00Z', confirmation_queued_at: '2026-11-26T10:05:00Z' }));
  expect(notice.message).toBe(
    'Poptávka byla vrácena mezi poptávky a obchodu se teď odesílá upozornění na ni e-mailem. Návštěvník dostane potvrzení, že jeho zpráva dorazila.',
  );
});

test('out of spam once more: the notification went out before and is not sent again', () => {
  const notified = '2026-11-26T10:05:00Z';
  const notice = spamToggleNotice(enquiry({ is_spam: true, notified_at: notified }), enquiry({ notified_at: notified }));
  expect(notice.kind).toBe('success');
  expect(notice.message).toContain('už odešlo dříve');
});

test('out of spam with no address to notify: a warning that points to Nastavení', () => {
  const notice = spamToggleNotice(enquiry({ is_spam: true }), enquiry({}));
  expect(notice.kind).toBe('warning');
  expect(notice.message).toContain('v Nastavení chybí e-mail');
});
