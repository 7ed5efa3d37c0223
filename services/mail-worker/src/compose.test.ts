import '@app/i18n/all-messages';
import { getMessages, LOCALES, type Locale } from '@app/i18n';
import type { ClaimedInvitation, ClaimedMail } from './claimed-mail';
import { ComposeError, composeMail } from './compose';

const WORKER = 'https://mail.example.cz';

function claim(overrides: Partial<ClaimedMail> = {}): ClaimedMail {
  return {
    id: '6c1f0e0e-0000-4000-8000-000000000001',
    kind: 'enquiry_notification',
    recipient: 'prodej@bizauto.example',
    locale: 'cs',
    attempts: 1,
    from_email: 'info@bizauto.example',
    from_name: 'BizAuto s.r.o.',
    site_url: 'https://www.bizauto.example',
    admin_url: 'https://www.bizauto.example/admin',
    enquiry: {
      id: 'e1',
      name: 'Jana <Nováková>',
      email: 'jana+demo@firma.example',
      phone: '+420 777 123 456',
      company: 'Nováková & spol.',
      message: 'Dobrý den,\nmáme zájem o <b>demo</b>.',
      locale: 'de',
      intent: 'plan',
      plan_name: 'Business',
      module_name: null,
      service: null,
      doubt_reason: null,
      created_at: '2026-11-25T15:41:00Z',
    },
    confirm_token: null,
    unsubscribe_token: null,
    ...overrides,
  };
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('the sales notification', () => {
  const mail = composeMail(claim(), { workerPublicUrl: WORKER });

  it('is Czech, from the company to the notification address, with the visitor as Reply-To', () => {
    expect(mail.from).toEqual({ name: 'BizAuto s.r.o.', address: 'info@bizauto.example' });
    expect(mail.to).toBe('prodej@bizauto.example');
    expect(mail.replyTo).toEqual({ name: 'Jana <Nováková>', address: 'jana+demo@firma.example' });
    expect(mail.subject).toBe('Nová poptávka: Jana <Nováková>');
    expect(mail.html).toContain('<html lang="cs">');
  });

  it('lists every field, the page language, the intent and plan, and links to the enquiry in the back office, in both parts', () => {
    const adminLink = 'https://www.bizauto.example/admin/enquiries?hledat=jana%2Bdemo%40firma.example';
    expect(mail.text).toContain('Jméno: Jana <Nováková>');
    expect(mail.text).toContain('E-mail: jana+demo@firma.example');
    expect(mail.text).toContain('Telefon: +420 777 123 456');
    expect(mail.text).toContain('Společnost: Nováková & spol.');
    expect(mail.text).toContain('Jazyk stránky: němčina');
    expect(mail.text).toContain('Zájem: tarif z ceníku');
    expect(mail.text).toContain('Tarif: Business');
    expect(mail.text).toContain('Přijato: 25. 11. 2026 16:41');
    expect(mail.text).toContain('> Dobrý den,\n> máme zájem o <b>demo</b>.');
    expect(mail.text).toContain(`Otevřít v administraci: ${adminLink}`);

    expect(mail.html).toContain('Jana &lt;Nováková&gt;');
    expect(mail.html).toContain('Nováková &amp; spol.');
    expect(mail.html).toContain('němčina');
    expect(mail.html).toContain('Business');
    expect(mail.html).toContain('máme zájem o &lt;b&gt;demo&lt;/b&gt;.');
    expect(mail.html).not.toContain('<b>demo</b>');
    expect(mail.html).toContain(`href="${adminLink}"`);
    expect(mail.html).toContain('href="tel:+420777123456"');
  });

  it('says what was not given and leaves out an intent that was not chosen', () => {
    const bare = composeMail(claim({ enquiry: { ...claim().enquiry!, phone: null, company: null, intent: null, plan_name: null, locale: 'cs' } }), {
      workerPublicUrl: WORKER,
    });
    expect(bare.subject).toBe('Nová poptávka: Jana <Nováková>');
    expect(bare.text).not.toContain('Možná jde o spam');
    expect(bare.text).toContain('Telefon: neuvedeno');
    expect(bare.text).toContain('Společnost: neuvedeno');
    expect(bare.text).toContain('Jazyk stránky: čeština');
    expect(bare.text).not.toContain('Zájem:');
    expect(bare.text).not.toContain('Tarif:');
  });

  it('builds the subject from trusted parts: the name cleaned of control characters and shortened, never the company or the message', () => {
    const hostile = claim({
      enquiry: {
        ...claim().enquiry!,
        name: `Win\r\nBcc: all@example.com\u202e ${'x'.repeat(100)}`,
        company: 'Levné léky https://pills.example',
        message: 'Buy now https://pills.example',
      },
    });
    const subject = composeMail(hostile, { workerPublicUrl: WORKER }).subject;
    expect(subject).toMatch(/^Nová poptávka: Win Bcc: all@example\.com x+…$/);
    expect([...subject.replace('Nová poptávka: ', '')]).toHaveLength(60);
    expect(subject).not.toMatch(/[\r\n\u202e]|pills/);
  });

  it('names the module (its name from the database) or the service the visitor asked about, in the subject and the body', () => {
    const modular = composeMail(claim({ enquiry: { ...claim().enquiry!, intent: 'quote', plan_name: null, module_name: 'CRM' } }), { workerPublicUrl: WORKER });
    expect(modular.subject).toBe('Nová poptávka: Jana <Nováková> – modul CRM');
    expect(modular.text).toContain('Zájem: cenová nabídka');
    expect(modular.text).toContain('Modul: CRM');
    expect(modular.html).toContain('CRM');
    const service = composeMail(claim({ enquiry: { ...claim().enquiry!, intent: 'quote', plan_name: null, service: 'api-integration' } }), { workerPublicUrl: WORKER });
    expect(service.subject).toBe('Nová poptávka: Jana <Nováková> – API integrace');
    expect(service.text).toContain('Služba: API integrace');
  });

  it('marks a doubtful enquiry in the subject and says why at the top of both parts', () => {
    const doubtful = composeMail(claim({ enquiry: { ...claim().enquiry!, doubt_reason: 'sent too fast' } }), { workerPublicUrl: WORKER });
    expect(doubtful.subject).toBe('[Možná spam] Nová poptávka: Jana <Nováková>');
    expect(doubtful.text.startsWith('Možná jde o spam (odesláno hned po otevření stránky).')).toBe(true);
    expect(doubtful.html).toContain('Možná jde o spam (odesláno hned po otevření stránky).');
  });
});

describe('the visitor\'s confirmation', () => {
  const expected: Record<Locale, { subject: string; promise: string; home: string }> = {
    cs: { subject: 'Děkujeme za vaši zprávu – BizAuto s.r.o.', promise: 'Budeme vás kontaktovat do 24 hodin.', home: 'https://www.bizauto.example' },
    en: { subject: 'Thank you for your message – BizAuto s.r.o.', promise: 'We will contact you within 24 hours.', home: 'https://www.bizauto.example/en' },
    de: { subject: 'Vielen Dank für Ihre Nachricht – BizAuto s.r.o.', promise: 'Wir melden uns innerhalb von 24 Stunden bei Ihnen.', home: 'https://www.bizauto.example/de' },
  };

  it.each(LOCALES)('in %s repeats the site\'s promise of a reply within 24 hours and links to the site in that language, in both parts', (locale) => {
    const mail = composeMail(claim({ kind: 'enquiry_confirmation', locale, recipient: 'jana+demo@firma.example' }), { workerPublicUrl: WORKER });
    expect(mail.to).toBe('jana+demo@firma.example');
    expect(mail.from).toEqual({ name: 'BizAuto s.r.o.', address: 'info@bizauto.example' });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe(expected[locale].subject);
    expect(mail.text).toContain(expected[locale].promise);
    expect(mail.text).toContain(`\n${expected[locale].home}\n`);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(expected[locale].promise);
    expect(mail.html).toContain(`href="${expected[locale].home}"`);
    expect(mail.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
    // The promise is the site's own: the contact form says the same after sending.
    expect(allStrings(getMessages(locale)).some((text) => text.includes(expected[locale].promise))).toBe(true);
  });

  it.each(LOCALES)('in %s carries none of the visitor\'s text: no name, message, company or link of theirs', (locale) => {
    const relay = claim({
      kind: 'enquiry_confirmation',
      locale,
      enquiry: {
        ...claim().enquiry!,
        name: 'Výhra https://win.example',
        company: 'Casino www.casino.example',
        message: 'Congratulations! Claim your prize at https://spam.example/prize',
        plan_name: 'https://plan.example',
      },
    });
    const mail = composeMail(relay, { workerPublicUrl: WORKER });
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/Congratulations|prize|spam\.example|win\.example|casino|Výhra|plan\.example|Jana/i);
    }
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([expected[locale].home]);
  });

  it('with MAIL_FROM sends from that address and lets replies reach the contact e-mail', () => {
    const mail = composeMail(claim({ kind: 'enquiry_confirmation' }), { workerPublicUrl: WORKER, fromAddress: 'noreply@mail.bizauto.example' });
    expect(mail.from).toEqual({ name: 'BizAuto s.r.o.', address: 'noreply@mail.bizauto.example' });
    expect(mail.replyTo).toEqual({ name: 'BizAuto s.r.o.', address: 'info@bizauto.example' });
  });
});

describe('the newsletter confirmation', () => {
  const tokens = { confirm_token: 'a'.repeat(64), unsubscribe_token: `7d0c6a52-1b1e-4c3e-9d5a-0f0e5a3c2b1a.${'b'.repeat(64)}` };
  const paths: Record<Locale, { confirm: string; unsubscribe: string; subject: string; button: string }> = {
    cs: { confirm: '/newsletter/potvrzeni', unsubscribe: '/newsletter/odhlaseni', subject: 'Potvrďte odběr novinek – BizAuto s.r.o.', button: 'Potvrdit odběr' },
    en: { confirm: '/en/newsletter/confirm', unsubscribe: '/en/newsletter/unsubscribe', subject: 'Confirm your newsletter subscription – BizAuto s.r.o.', button: 'Confirm subscription' },
    de: { confirm: '/de/newsletter/bestaetigen', unsubscribe: '/de/newsletter/abmelden', subject: 'Bestätigen Sie Ihr Newsletter-Abonnement – BizAuto s.r.o.', button: 'Abonnement bestätigen' },
  };

  it.each(LOCALES)('in %s carries the 7-day confirmation link, the unsubscribe link and the one-click List-Unsubscribe headers', (locale) => {
    const mail = composeMail(claim({ kind: 'newsletter_confirmation', locale, recipient: 'odber@firma.example', enquiry: null, ...tokens }), {
      workerPublicUrl: `${WORKER}/`,
    });
    const confirmUrl = `https://www.bizauto.example${paths[locale].confirm}?token=${tokens.confirm_token}`;
    const unsubscribeUrl = `https://www.bizauto.example${paths[locale].unsubscribe}?token=${tokens.unsubscribe_token}`;
    expect(mail.to).toBe('odber@firma.example');
    expect(mail.subject).toBe(paths[locale].subject);
    expect(mail.text).toContain(confirmUrl);
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.text).toContain('7');
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.html).toContain(paths[locale].button);
    expect(mail.html).toContain(`href="https://www.bizauto.example${locale === 'cs' ? '' : `/${locale}`}"`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${WORKER}/newsletter/unsubscribe?token=${tokens.unsubscribe_token}&lang=${locale}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    });
  });

  it('states the link\'s validity of 7 days in each language', () => {
    const validity = LOCALES.map((locale) => composeMail(claim({ kind: 'newsletter_confirmation', locale, enquiry: null, ...tokens }), { workerPublicUrl: WORKER }).text);
    expect(validity[0]).toContain('Odkaz platí 7 dní.');
    expect(validity[1]).toContain('The link is valid for 7 days.');
    expect(validity[2]).toContain('Der Link ist 7 Tage gültig.');
    // The sender's name ends with a full stop (s.r.o.): it stays out of running sentences.
    for (const text of validity) expect(text).not.toContain('..');
  });
});

describe('a message that cannot be written yet', () => {
  it('fails with a ComposeError (the worker records it and the database retries)', () => {
    expect(() => composeMail(claim({ from_email: '' }), { workerPublicUrl: WORKER })).toThrow(ComposeError);
    expect(() => composeMail(claim({ enquiry: null }), { workerPublicUrl: WORKER })).toThrow(ComposeError);
    expect(() => composeMail(claim({ kind: 'newsletter_confirmation', confirm_token: null }), { workerPublicUrl: WORKER })).toThrow(ComposeError);
  });

  it('falls back to the address as the sender\'s name when the company is not set', () => {
    expect(composeMail(claim({ from_name: null }), { workerPublicUrl: WORKER }).from).toEqual({ name: 'info@bizauto.example', address: 'info@bizauto.example' });
  });
});

describe('the staff invitation', () => {
  const invitation: ClaimedInvitation = {
    token: 'a'.repeat(64),
    role: 'editor',
    invitee_name: 'Nová <Editorka>',
    inviter_name: 'Alena Adminová',
    expires_at: '2026-12-04T09:30:00Z',
    pending: true,
  };
  const invite = (locale: Locale, overrides: Partial<ClaimedInvitation> = {}) =>
    composeMail(claim({ kind: 'staff_invitation', recipient: 'nova@firma.example', locale, enquiry: null, invitation: { ...invitation, ...overrides } }), {
      workerPublicUrl: WORKER,
    });

  it('names the inviter, the Czech role name and the site, with one link to the worker valid until the invitation expires', () => {
    const mail = invite('cs');
    expect(mail.to).toBe('nova@firma.example');
    expect(mail.subject).toBe('Pozvánka do administrace webu BizAuto s.r.o.');
    const link = `${WORKER}/invitation?token=${'a'.repeat(64)}`;
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(link);
      expect(part).toContain('s rolí Editor');
    }
    expect(mail.text).toContain('Dobrý den, Nová <Editorka>,');
    expect(mail.html).toContain('Nová &lt;Editorka&gt;');
    expect(mail.text).toContain('Alena Adminová vás zve do administrace webu BizAuto s.r.o. s rolí Editor.');
    expect(mail.text).toContain('Odkaz platí do 4. 12. 2026 10:30 a pozvánku jím přijmete jednou.');
    expect(mail.text).toContain('Pokud pozvánku nečekáte, zeptejte se na ni Alena Adminová');
    expect(mail.html).toContain('<html lang="cs">');
    expect(mail.headers['Auto-Submitted']).toBe('auto-generated');
  });

  it('is written in the invitee\'s language with the role named in it', () => {
    expect(invite('en').text).toContain('Alena Adminová invites you to the administration of BizAuto s.r.o. with the role Editor.');
    expect(invite('de', { role: 'admin' }).text).toContain('mit der Rolle Administrator');
    expect(invite('cs', { role: 'admin' }).text).toContain('s rolí Administrátor');
    expect(invite('cs', { role: 'user', invitee_name: null }).text).toMatch(/^Dobrý den,\n/);
  });

  it('cannot be written without its invitation or token', () => {
    expect(() => composeMail(claim({ kind: 'staff_invitation', enquiry: null }), { workerPublicUrl: WORKER })).toThrow(ComposeError);
    expect(() => invite('cs', { token: null })).toThrow(ComposeError);
  });
});
