import type { Locale } from '@app/i18n';

/** What the visitor's e-mails say, per language. */
export interface VisitorTexts {
  greeting: string;
  signOff: string;
  enquiry: {
    subject: (company: string) => string;
    thanks: string;
    /** The promise of a reply within 24 hours, in the words of the contact form's success message. */
    promise: string;
    notYou: string;
  };
  newsletter: {
    subject: (company: string) => string;
    intro: string;
    confirm: string;
    validity: string;
    notYou: string;
    unsubscribe: string;
    unsubscribeLink: string;
  };
}

const VISITOR_TEXTS: Record<Locale, VisitorTexts> = {
  cs: {
    greeting: 'Dobrý den,',
    signOff: 'S pozdravem',
    enquiry: {
      subject: (company) => `Děkujeme za vaši zprávu – ${company}`,
      thanks: 'děkujeme za vaši zprávu.',
      promise: 'Budeme vás kontaktovat do 24 hodin.',
      notYou: 'Pokud jste nám nepsali vy, tento e-mail prosím ignorujte.',
    },
    newsletter: {
      subject: (company) => `Potvrďte odběr novinek – ${company}`,
      intro: 'děkujeme za zájem o naše novinky. Odběr prosím potvrďte kliknutím na odkaz:',
      confirm: 'Potvrdit odběr',
      validity: 'Odkaz platí 7 dní. Bez potvrzení vám žádné novinky posílat nebudeme.',
      notYou: 'Pokud jste se k odběru nepřihlásili vy, tento e-mail prosím ignorujte.',
      unsubscribe: 'Odběr můžete kdykoli zrušit:',
      unsubscribeLink: 'Odhlásit odběr',
    },
  },
  en: {
    greeting: 'Hello,',
    signOff: 'Kind regards',
    enquiry: {
      subject: (company) => `Thank you for your message – ${company}`,
      thanks: 'Thank you for your message.',
      promise: 'We will contact you within 24 hours.',
      notYou: 'If you did not write to us, please ignore this e-mail.',
    },
    newsletter: {
      subject: (company) => `Confirm your newsletter subscription – ${company}`,
      intro: 'Thank you for your interest in our news. Please confirm your subscription with this link:',
      confirm: 'Confirm subscription',
      validity: 'The link is valid for 7 days. Without your confirmation we will not send you any news.',
      notYou: 'If you did not sign up, please ignore this e-mail.',
      unsubscribe: 'You can unsubscribe at any time:',
      unsubscribeLink: 'Unsubscribe',
    },
  },
  de: {
    greeting: 'Guten Tag,',
    signOff: 'Mit freundlichen Grüßen',
    enquiry: {
      subject: (company) => `Vielen Dank für Ihre Nachricht – ${company}`,
      thanks: 'vielen Dank für Ihre Nachricht.',
      promise: 'Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
      notYou: 'Falls Sie uns nicht geschrieben haben, ignorieren Sie diese E-Mail bitte.',
    },
    newsletter: {
      subject: (company) => `Bestätigen Sie Ihr Newsletter-Abonnement – ${company}`,
      intro: 'vielen Dank für Ihr Interesse an unseren Neuigkeiten. Bitte bestätigen Sie Ihr Abonnement über diesen Link:',
      confirm: 'Abonnement bestätigen',
      validity: 'Der Link ist 7 Tage gültig. Ohne Ihre Bestätigung senden wir Ihnen keine Neuigkeiten.',
      notYou: 'Falls Sie sich nicht selbst angemeldet haben, ignorieren Sie diese E-Mail bitte.',
      unsubscribe: 'Sie können sich jederzeit abmelden:',
      unsubscribeLink: 'Abmelden',
    },
  },
};

export function visitorTexts(locale: Locale): VisitorTexts {
  return VISITOR_TEXTS[locale];
}

/** The sales notification is for staff, in Czech like the back office. */
export const SALES_TEXTS = {
  /** Built from trusted parts: the visitor's name (already shortened and cleaned) and the module or service label. */
  subject: (name: string, about: string | null, doubtful: boolean) =>
    `${doubtful ? '[Možná spam] ' : ''}Nová poptávka: ${name}${about ? ` – ${about}` : ''}`,
  intro: 'Z webu přišla nová poptávka.',
  doubt: (reason: string) => `Možná jde o spam (${reason}). Než odpovíte nebo kliknete na odkaz ve zprávě, ověřte ji.`,
  doubts: {
    'sent too fast': 'odesláno hned po otevření stránky',
    'links in the message': 'odkazy ve zprávě',
    'link in the name or company': 'odkaz ve jméně nebo společnosti',
  } as Record<string, string>,
  module: 'Modul',
  moduleAbout: (name: string) => `modul ${name}`,
  service: 'Služba',
  services: {
    'process-analysis': 'Analýza procesů',
    implementation: 'Implementace',
    'api-integration': 'API integrace',
    training: 'Školení týmu',
    support: 'Podpora a SLA',
    consulting: 'Konzultace',
  } as Record<string, string>,
  name: 'Jméno',
  email: 'E-mail',
  phone: 'Telefon',
  company: 'Společnost',
  language: 'Jazyk stránky',
  intent: 'Zájem',
  plan: 'Tarif',
  receivedAt: 'Přijato',
  message: 'Zpráva',
  notGiven: 'neuvedeno',
  openInAdmin: 'Otevřít v administraci',
  replyHint: 'Odpověď na tento e-mail půjde přímo návštěvníkovi.',
  languages: { cs: 'čeština', en: 'angličtina', de: 'němčina' } as Record<string, string>,
  intents: {
    demo: 'ukázka (demo)',
    consultation: 'konzultace',
    quote: 'cenová nabídka',
    plan: 'tarif z ceníku',
    question: 'dotaz',
  } as Record<string, string>,
};

/** The staff invitation, per language: who invites, to which role, on which site, and until when the link works. */
export interface InvitationTexts {
  subject: (site: string) => string;
  greeting: (name: string | null) => string;
  intro: (inviter: string, site: string, role: string) => string;
  accept: string;
  validity: (until: string) => string;
  steps: string;
  notExpected: (inviter: string) => string;
  roles: Record<string, string>;
}

const INVITATION_TEXTS: Record<Locale, InvitationTexts> = {
  cs: {
    subject: (site) => `Pozvánka do administrace webu ${site}`,
    greeting: (name) => (name ? `Dobrý den, ${name},` : 'Dobrý den,'),
    intro: (inviter, site, role) => `${inviter} vás zve do administrace webu ${site} s rolí ${role}.`,
    accept: 'Přijmout pozvánku',
    validity: (until) => `Odkaz platí do ${until} a pozvánku jím přijmete jednou.`,
    steps: 'Po otevření odkazu si nastavíte heslo a budete rovnou přihlášeni.',
    notExpected: (inviter) => `Pokud pozvánku nečekáte, zeptejte se na ni ${inviter}; bez přijetí se nic nestane.`,
    roles: { user: 'Uživatel', editor: 'Editor', admin: 'Administrátor' },
  },
  en: {
    subject: (site) => `Invitation to the administration of ${site}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (inviter, site, role) => `${inviter} invites you to the administration of ${site} with the role ${role}.`,
    accept: 'Accept the invitation',
    validity: (until) => `The link is valid until ${until} (Prague time) and accepts the invitation once.`,
    steps: 'After opening the link you set your password and are signed in straight away.',
    notExpected: (inviter) => `If you do not expect this invitation, ask ${inviter} about it; nothing happens unless you accept.`,
    roles: { user: 'User', editor: 'Editor', admin: 'Administrator' },
  },
  de: {
    subject: (site) => `Einladung in die Administration von ${site}`,
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    intro: (inviter, site, role) => `${inviter} lädt Sie in die Administration von ${site} mit der Rolle ${role} ein.`,
    accept: 'Einladung annehmen',
    validity: (until) => `Der Link gilt bis ${until} (Prager Zeit) und nimmt die Einladung einmal an.`,
    steps: 'Nach dem Öffnen des Links legen Sie Ihr Passwort fest und sind sofort angemeldet.',
    notExpected: (inviter) => `Falls Sie diese Einladung nicht erwarten, fragen Sie ${inviter} danach; ohne Annahme geschieht nichts.`,
    roles: { user: 'Benutzer', editor: 'Redakteur', admin: 'Administrator' },
  },
};

export function invitationTexts(locale: Locale): InvitationTexts {
  return INVITATION_TEXTS[locale];
}
