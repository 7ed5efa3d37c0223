import {
  MAIL_KIND_FILTER,
  MAIL_STATUS_FILTER,
  SUBSCRIBER_STATUS_FILTER,
  filterTarget,
  doubtReasonLabel,
  intentLabel,
  localeLabel,
  mailKindLabel,
  mailStatusLabel,
  spamReasonLabel,
  subscriberStatusLabel,
  sourceLabel,
  topicLabel,
} from './lead-labels';

test('the language reads as its code in capitals, Czech when none was stored', () => {
  expect(localeLabel('en')).toBe('EN');
  expect(localeLabel('de')).toBe('DE');
  expect(localeLabel(null)).toBe('CS');
});

test('the intent reads in Czech; a plan names the chosen plan; none or an unknown one reads as nothing', () => {
  expect(intentLabel('demo')).toBe('Ukázka');
  expect(intentLabel('consultation')).toBe('Konzultace');
  expect(intentLabel('quote')).toBe('Nabídka');
  expect(intentLabel('question')).toBe('Dotaz');
  expect(intentLabel('plan', ' Business ')).toBe('Tarif Business');
  expect(intentLabel('plan', null)).toBe('Tarif');
  expect(intentLabel('demo', 'Business')).toBe('Ukázka');
  expect(intentLabel(null)).toBeNull();
  expect(intentLabel('toString')).toBeNull();
});

test('why an enquiry is spam, in Czech; without a reason staff marked it', () => {
  expect(spamReasonLabel('honeypot filled')).toBe('Vyplněné skryté pole formuláře');
  expect(spamReasonLabel('no valid form token')).toBe('Odesláno bez platného formuláře');
  expect(spamReasonLabel('form token used')).toBe('Formulář odeslaný znovu (použitý token)');
  expect(spamReasonLabel('form token expired')).toBe('Formulář byl otevřený déle než 2 hodiny');
  expect(spamReasonLabel('sent too fast, links in the message')).toBe('Odesláno hned po otevření stránky a Odkazy ve zprávě');
  expect(spamReasonLabel(null)).toBe('Označeno ručně');
});

test('why an enquiry is doubtful, in Czech; none when it is not', () => {
  expect(doubtReasonLabel('sent too fast')).toBe('Odesláno hned po otevření stránky');
  expect(doubtReasonLabel('links in the message')).toBe('Odkazy ve zprávě');
  expect(doubtReasonLabel(null)).toBeNull();
});

test('what the enquiry is about: the module by its name, the service by its Czech label', () => {
  expect(topicLabel('CRM', null)).toBe('Modul CRM');
  expect(topicLabel(null, 'api-integration')).toBe('Služba API integrace');
  expect(topicLabel(null, 'toString')).toBeNull();
  expect(topicLabel(null, null)).toBeNull();
});

test('subscriber states and their filter values', () => {
  expect(subscriberStatusLabel('pending')).toBe('Čeká na potvrzení');
  expect(subscriberStatusLabel('confirmed')).toBe('Potvrzeno');
  expect(subscriberStatusLabel('unsubscribed')).toBe('Odhlášeno');
  expect(SUBSCRIBER_STATUS_FILTER).toEqual({ ceka: 'pending', potvrzeno: 'confirmed', odhlaseno: 'unsubscribed' });
});

test('e-mail kinds and states, and their filter values', () => {
  expect(mailKindLabel('enquiry_notification')).toBe('Upozornění obchodu');
  expect(mailKindLabel('enquiry_confirmation')).toBe('Potvrzení poptávky');
  expect(mailKindLabel('newsletter_confirmation')).toBe('Potvrzení odběru');
  expect(['queued', 'sending', 'retrying', 'sent', 'failed'].map(mailStatusLabel)).toEqual([
    'Ve frontě',
    'Odesílá se',
    'Zkusí se znovu',
    'Odesláno',
    'Selhalo',
  ]);
  expect(Object.values(MAIL_STATUS_FILTER)).toEqual(['queued', 'sending', 'retrying', 'sent', 'failed']);
  expect(filterTarget(MAIL_STATUS_FILTER, 'zkusi-se-znovu')).toBe('retrying');
  expect(Object.values(MAIL_KIND_FILTER)).toEqual(['enquiry_notification', 'enquiry_confirmation', 'newsletter_confirmation']);
});

test('a filter value from the URL means a stored value only when the table knows it', () => {
  expect(filterTarget(MAIL_STATUS_FILTER, 'selhalo')).toBe('failed');
  expect(filterTarget(SUBSCRIBER_STATUS_FILTER, 'potvrzeno')).toBe('confirmed');
  expect(filterTarget(MAIL_STATUS_FILTER, undefined)).toBeNull();
  expect(filterTarget(MAIL_STATUS_FILTER, 'toString')).toBeNull();
  expect(filterTarget(MAIL_KIND_FILTER, 'nesmysl')).toBeNull();
});

test('the source is the UTM source with its medium, else the referring site, else nothing', () => {
  expect(sourceLabel({ utm_source: 'newsletter', utm_medium: 'email', referrer_domain: 'mail.example.org' })).toBe('newsletter / email');
  expect(sourceLabel({ utm_source: 'linkedin', utm_medium: null, referrer_domain: null })).toBe('linkedin');
  expect(sourceLabel({ utm_source: null, utm_medium: null, referrer_domain: 'google.com' })).toBe('google.com');
  expect(sourceLabel({ utm_source: null, utm_medium: null, referrer_domain: null })).toBeNull();
});
