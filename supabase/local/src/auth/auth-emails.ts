import { escapeHtml } from '../mail/mail-page';

export type EmailLinkType = 'signup' | 'recovery' | 'invite' | 'magiclink';

interface Template {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const TEMPLATES: Record<EmailLinkType, Template> = {
  signup: {
    subject: 'Potvrzení registrace',
    intro: 'děkujeme za registraci. Svůj e-mail potvrdíte kliknutím na odkaz:',
    action: 'Potvrdit e-mail',
    outro: 'Pokud jste se neregistrovali, tento e-mail ignorujte.',
  },
  recovery: {
    subject: 'Obnovení hesla',
    intro: 'obdrželi jsme žádost o obnovení hesla k vašemu účtu. Nové heslo nastavíte po kliknutí na odkaz:',
    action: 'Nastavit nové heslo',
    outro: 'Pokud jste o obnovení nežádali, tento e-mail ignorujte; heslo zůstává beze změny.',
  },
  invite: {
    subject: 'Pozvánka',
    intro: 'byli jste pozváni k vytvoření účtu. Pozvánku přijmete a heslo nastavíte po kliknutí na odkaz:',
    action: 'Přijmout pozvánku',
    outro: 'Pokud pozvánku nečekáte, tento e-mail ignorujte.',
  },
  magiclink: {
    subject: 'Přihlašovací odkaz',
    intro: 'přihlásíte se kliknutím na odkaz:',
    action: 'Přihlásit se',
    outro: 'Pokud jste o přihlášení nežádali, tento e-mail ignorujte.',
  },
};

/** The Czech e-mail for an auth link; the link is valid for `validMinutes`. */
export function buildAuthEmail(
  type: EmailLinkType,
  to: string,
  link: string,
  validMinutes: number,
): { to: string; subject: string; html: string; text: string } {
  const template = TEMPLATES[type];
  const validity = `Odkaz platí ${validMinutes} minut.`;
  const html = `<!doctype html><html lang="cs"><body>
<p>Dobrý den,</p>
<p>${escapeHtml(template.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>
<p>${escapeHtml(validity)} ${escapeHtml(template.outro)}</p>
</body></html>`;
  const text = `Dobrý den,\n\n${template.intro}\n\n${link}\n\n${validity} ${template.outro}\n`;
  return { to, subject: template.subject, html, text };
}

/** The Czech e-mail with the one-time code that lets a signed-in user change the password (reauthentication). */
export function buildReauthenticationEmail(
  to: string,
  code: string,
  validMinutes: number,
): { to: string; subject: string; html: string; text: string } {
  const intro = 'pro změnu hesla potvrďte, že jste to vy. Zadejte tento ověřovací kód:';
  const outro = `Kód platí ${validMinutes} minut. Pokud jste o změnu hesla nežádali, tento e-mail ignorujte; heslo zůstává beze změny.`;
  const html = `<!doctype html><html lang="cs"><body>
<p>Dobrý den,</p>
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(code)}</strong></p>
<p>${escapeHtml(outro)}</p>
</body></html>`;
  const text = `Dobrý den,\n\n${intro}\n\n${code}\n\n${outro}\n`;
  return { to, subject: 'Ověřovací kód', html, text };
}
