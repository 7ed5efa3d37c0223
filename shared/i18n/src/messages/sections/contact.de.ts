import type { Messages } from '../index';

export const contactDe: Messages['contact'] = {
  title: 'Vereinbaren Sie eine kurze Online-Demo',
  subtitle:
    'In 30 Minuten zeigen wir Ihnen, wie BizAuto die Belegverarbeitung beschleunigt und Ihre Geschäftsprozesse vereinfacht. Unverbindlich und direkt an Ihren Beispielen.',
  intentHeadings: {
    consultation: {
      title: 'Vereinbaren Sie eine kostenlose Beratung',
      subtitle: 'Wir besprechen Ihre Prozesse und empfehlen, was Sie zuerst automatisieren sollten. Kostenlos und unverbindlich.',
    },
    quote: {
      title: 'Ihr individuelles Angebot',
      subtitle: 'Beschreiben Sie uns, was Sie brauchen, und wir senden Ihnen innerhalb von 24 Stunden ein Angebot für Ihr Unternehmen.',
    },
    plan: {
      title: 'Bestellen Sie einen BizAuto-Tarif',
      subtitle: 'Schreiben Sie uns, für welchen Tarif Sie sich interessieren, und wir helfen Ihnen beim Start.',
    },
    question: {
      title: 'Stellen Sie uns Ihre Frage',
      subtitle: 'Schreiben Sie uns, was Sie wissen möchten. Wir antworten innerhalb von 24 Stunden.',
    },
  },
  cards: {
    business: {
      title: 'Geschäftsanfragen',
      text: 'Möchten Sie BizAuto in Aktion sehen oder ein Angebot erhalten? Vereinbaren Sie eine Online-Demo mit unseren Beratern.',
      button: 'Demo vereinbaren',
    },
    general: {
      title: 'Allgemeine Fragen',
      text: 'Haben Sie eine Frage zu Modulen, Integrationen oder zur Zusammenarbeit? Schreiben Sie uns, wir antworten innerhalb von 24 Stunden.',
      button: 'Nachricht schreiben',
    },
  },
  form: {
    title: 'Schreiben Sie uns',
    subtitle: 'Füllen Sie das Formular aus, und wir melden uns innerhalb von 24 Stunden bei Ihnen.',
    name: 'Vor- und Nachname *',
    email: 'E-Mail *',
    phone: 'Telefon',
    company: 'Unternehmen',
    message: 'Nachricht *',
    namePlaceholder: 'z. B. Max Mustermann',
    emailPlaceholder: 'z. B. max.mustermann@firma.de',
    phonePlaceholder: 'z. B. +49 123 456789',
    companyPlaceholder: 'Name Ihres Unternehmens',
    messagePlaceholder: 'Wobei können wir Ihnen helfen?',
    consent: {
      beforeLink: 'Ich stimme der ',
      link: 'Verarbeitung meiner personenbezogenen Daten',
      afterLink: ' gemäß DSGVO zu. *',
    },
    requiredNote: '* Pflichtfelder',
    interest: 'Wofür interessieren Sie sich',
    interestNone: 'Bitte wählen (optional)',
    interests: {
      demo: 'Online-Demo',
      consultation: 'Unverbindliche Beratung',
      quote: 'Preisangebot',
      plan: 'Tarifwahl',
      question: 'Allgemeine Frage',
    },
    planNamed: (planName: string) => `Tarif ${planName}`,
    submit: 'Nachricht senden',
    sending: 'Wird gesendet...',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich',
    invalidEmail: 'Ungültige E-Mail-Adresse',
    consentRequired: 'Sie müssen der Datenverarbeitung zustimmen',
    tooLong: (maxLength: number) => `Geben Sie höchstens ${maxLength} Zeichen ein`,
  },
  outcome: {
    successTitle: 'Nachricht gesendet!',
    successMessage: 'Vielen Dank für Ihr Interesse. Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
    sendAnother: 'Weitere Nachricht senden',
    errorTitle: 'Die Nachricht konnte nicht gesendet werden',
    errorMessage: 'Bitte versuchen Sie es gleich noch einmal. Ihre Nachricht ist im Formular erhalten geblieben.',
  },
  details: {
    title: 'Kontaktdaten',
    company: 'Unternehmen',
    address: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail',
    companyId: 'Firmennummer (IČO)',
    vatId: 'USt-IdNr. (DIČ)',
    courtRegistration: 'Handelsregister, Aktenzeichen',
    registeredOffice: 'Firmensitz',
    privacyEmail: 'Datenschutz',
  },
  hours: {
    title: 'Geschäftszeiten',
    weekdays: 'Mo–Fr 9:00–17:00',
    weekend: 'Wochenende nur nach Vereinbarung',
  },
  map: {
    title: 'Karte unseres Firmensitzes',
    openMap: 'Auf der Karte anzeigen',
  },
};
