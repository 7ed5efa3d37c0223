import type { CoreMessages } from './index';

export const de: CoreMessages = {
  meta: {
    siteName: 'BizAuto',
    home: {
      title: 'BizAuto – Automatisierung von Buchhaltung und Geschäftsprozessen',
      description:
        'Automatisieren Sie Buchhaltung und Geschäftsprozesse. Schnellere Belegverarbeitung, einheitliche Daten und weniger Fehler mit Modulen für Rechnungen, HR, CRM und einen KI-Assistenten.',
    },
    services: {
      title: 'Leistungen – Analyse, Implementierung und Support | BizAuto',
      description:
        'Prozessanalyse, Implementierung, API-Integration, Teamschulung, Support mit SLA und Beratung. Wir begleiten Sie vom ersten Termin bis zum laufenden Betrieb.',
    },
    modules: {
      title: 'Module – Rechnungen, HR, CRM und KI-Assistent | BizAuto',
      description:
        'Fertige Module für Rechnungsverarbeitung mit OCR, Personalwesen, Vertrieb und einen KI-Assistenten. Verbunden über einheitliche Daten und in wenigen Wochen eingeführt.',
    },
    references: {
      title: 'Referenzen und Fallstudien | BizAuto',
      description:
        'Erfahren Sie, wie Unternehmen mit BizAuto Belege bis zu 60 % schneller verarbeiten und 35 % weniger Fehler machen. Fallstudien aus Produktion, Logistik und Gesundheitswesen.',
    },
    pricing: {
      title: 'Preise – Tarife Start, Business und Enterprise | BizAuto',
      description:
        'Übersichtliche Tarife Start, Business und Enterprise mit monatlicher oder jährlicher Zahlung. Bei jährlicher Zahlung sparen Sie 2 Monate. Alle Preise zzgl. MwSt.',
    },
    blog: {
      title: 'Blog über Digitalisierung und Automatisierung | BizAuto',
      description:
        'Praxisnahe Artikel über Digitalisierung, Implementierung, Datenanalysen und die Automatisierung von Geschäftsprozessen vom BizAuto-Team.',
    },
    blogPost: {
      title: 'Artikel | BizAuto Blog',
      description: 'Ein Artikel aus dem BizAuto-Blog über Digitalisierung und die Automatisierung von Geschäftsprozessen.',
    },
    contact: {
      title: 'Kontakt und unverbindliche Demo | BizAuto',
      description:
        'Vereinbaren Sie eine kurze Online-Demo oder schreiben Sie uns. Wir beantworten jede Nachricht innerhalb von 24 Stunden. Sie finden uns in Prag.',
    },
    privacy: {
      title: 'Datenschutzerklärung (DSGVO) | BizAuto',
      description:
        'Wie die BizAuto s.r.o. personenbezogene Daten von Website-Besuchern, Interessenten und Kunden verarbeitet, wie lange sie gespeichert werden und welche Rechte Sie nach der DSGVO haben.',
    },
    terms: {
      title: 'Allgemeine Geschäftsbedingungen | BizAuto',
      description:
        'AGB für die Bereitstellung des BizAuto-Dienstes an Unternehmen: Vertragsschluss, Tarife und Zahlungen, Verfügbarkeit und Support, Haftung und Kündigung.',
    },
    notFound: {
      title: 'Seite nicht gefunden | BizAuto',
      description: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
    },
    maintenance: {
      title: 'Wartungsarbeiten | BizAuto',
      description: 'Die BizAuto-Website wird gerade gewartet. Wir sind bald wieder für Sie da.',
    },
  },
  nav: {
    login: 'Anmelden',
    scheduleMeeting: 'Termin vereinbaren',
    language: 'Sprache',
    home: 'Startseite',
    services: 'Leistungen',
    modules: 'Module',
    references: 'Referenzen',
    pricing: 'Preise',
    blog: 'Blog',
    contact: 'Kontakt',
    demo: 'Demo testen',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    skipToContent: 'Zum Inhalt springen',
    mainNavigation: 'Hauptnavigation',
    logoLabel: 'BizAuto – Startseite',
    chooseLanguage: 'Sprache wählen',
    search: 'Website durchsuchen',
  },
  footer: {
    tagline:
      'Wir automatisieren Buchhaltung und Geschäftsprozesse, damit sich Ihr Team auf das Wesentliche konzentrieren kann.',
    quickLinksTitle: 'Schnellzugriff',
    infoLinksTitle: 'Informationen',
    socialTitle: 'Folgen Sie uns',
    links: {
      services: 'Leistungen',
      modules: 'Module',
      references: 'Referenzen',
      pricing: 'Preise',
      privacy: 'Datenschutz',
      terms: 'AGB',
      blog: 'Blog',
      contact: 'Kontakt',
    },
    social: {
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
      x: 'X',
      youtube: 'YouTube',
    },
    companyId: 'Firmennummer (IČO)',
    vatId: 'USt-IdNr. (DIČ)',
    registeredOffice: 'Sitz',
    courtRegistration: 'Handelsregister, Aktenzeichen',
    companyDetailsLabel: 'Angaben zum Unternehmen',
    copyright: (year: number) => `© ${year} BizAuto s.r.o. Alle Rechte vorbehalten.`,
    footerNavigation: 'Links in der Fußzeile',
  },
  blog: {
    readTime: (minutes: number) => `${minutes} Min. Lesezeit`,
    categories: ['Digitalisierung', 'Implementierung', 'Analysen', 'Automatisierung'],
    onlyAvailableIn: (languages: string) => `Dieser Artikel ist nur auf ${languages} verfügbar.`,
    languageNames: { cs: 'Tschechisch', en: 'Englisch', de: 'Deutsch' },
  },
  maintenance: {
    loading: 'Wird geladen...',
    title: 'Wartungsarbeiten',
    defaultMessage: 'Die Website wird gerade gewartet. Wir sind bald wieder für Sie da.',
    enter: 'Eintreten',
    dialogTitle: 'Zugang während der Wartung',
    passwordLabel: 'Passwort',
    passwordPlaceholder: 'Geben Sie das Zugangspasswort ein',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    submit: 'Eintreten',
    checking: 'Wird geprüft...',
    cancel: 'Abbrechen',
    emptyPassword: 'Geben Sie das Passwort ein',
    wrongPassword: 'Falsches Passwort',
    adminLogin: 'Als Administrator anmelden',
    checkFailed: 'Das Passwort konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
  },
  notFound: {
    title: '404',
    message: 'Hoppla! Seite nicht gefunden',
    homeLink: 'Zurück zur Startseite',
  },
  common: {
    brandName: 'BizAuto',
    companyName: 'BizAuto s.r.o.',
    loading: 'Wird geladen...',
    close: 'Schließen',
    retry: 'Erneut versuchen',
    tooManyAttempts: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    honeypotLabel: 'Dieses Feld bitte leer lassen',
    backToHome: 'Zurück zur Startseite',
    learnMore: 'Mehr erfahren',
    carousel: {
      previous: 'Zurück',
      next: 'Weiter',
      goToSlide: (slideNumber: number) => `Zu Folie ${slideNumber} wechseln`,
      pause: 'Automatische Wiedergabe anhalten',
      play: 'Automatische Wiedergabe starten',
    },
  },
};
