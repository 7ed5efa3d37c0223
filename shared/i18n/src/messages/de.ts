import type { Messages } from './index';

export const de: Messages = {
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
    companyId: 'Firmennummer (IČO): [IČO]',
    vatId: 'USt-IdNr. (DIČ): [DIČ]',
    copyright: (year: number) => `© ${year} BizAuto s.r.o. Alle Rechte vorbehalten.`,
    footerNavigation: 'Links in der Fußzeile',
  },
  home: {
    hero: {
      badge: 'Automatisierung für moderne Unternehmen',
      title: 'Automatisieren Sie Buchhaltung und Geschäftsprozesse',
      subtitle:
        'Schnellere Belegverarbeitung, einheitliche Daten und weniger Fehler. BizAuto vereint Rechnungen, Personalwesen, Vertrieb und einen KI-Assistenten in einem System, das Ihnen die Routinearbeit abnimmt.',
      ctaPrimary: 'Demo vereinbaren',
      ctaSecondary: 'Angebot anfordern',
      figures: [
        { value: '500+', label: 'geprüfte Unternehmen' },
        { value: '80\u00a0%', label: 'Zeitersparnis' },
        { value: '10k+', label: 'Nutzer' },
      ],
      trustBadges: ['Datenspeicherung in der EU', 'DSGVO-konforme Verarbeitung', 'Persönlicher Support'],
      systemOnline: 'System online',
      carouselLabel: 'Screenshots der BizAuto-Anwendung',
      slides: [
        { title: 'Unternehmensübersicht', alt: 'Dashboard mit den wichtigsten Kennzahlen und dem Status der Belege' },
        { title: 'Rechnungen', alt: 'Rechnungsverarbeitung mit automatischer Datenerfassung per OCR' },
        { title: 'Personalwesen', alt: 'Anwesenheit der Mitarbeitenden und Genehmigung von Abwesenheiten' },
        { title: 'Vertrieb', alt: 'Verkaufschancen in einer übersichtlichen CRM-Pipeline' },
      ],
    },
    clients: {
      title: 'Unternehmen aus vielen Branchen vertrauen uns',
      names: [
        'Strojírny Vysočina',
        'LogiTrans CZ',
        'MediCare Praha',
        'Pekárny Morava',
        'Stavby Labe',
        'AgroFarm Haná',
      ],
    },
    stats: {
      title: 'Ergebnisse, die für sich sprechen',
      subtitle: 'Zahlen aus mehr als fünf Jahren Zusammenarbeit mit tschechischen Unternehmen.',
      items: [
        { value: '50+', label: 'zufriedene Kunden' },
        { value: '98\u00a0%', label: 'Kundenzufriedenheit' },
        { value: '5+', label: 'Jahre Erfahrung' },
        { value: 'bis zu 60\u00a0%', label: 'schnellere Belegverarbeitung' },
      ],
    },
    benefits: {
      title: 'Warum BizAuto',
      subtitle: 'Weniger Papierkram, mehr Zeit für die Arbeit, die Ihr Unternehmen voranbringt.',
      items: [
        {
          title: 'Weniger manuelle Arbeit',
          description:
            'Belege werden automatisch eingelesen, ausgelesen und zur Buchung vorbereitet. Die Verarbeitung ist bis zu 60\u00a0% schneller, mit 35\u00a0% weniger Fehlern.',
        },
        {
          title: 'Überblick und Kontrolle',
          description:
            'Status-Workflows, Freigaben und ein Audit-Trail: Sie wissen jederzeit, wer was freigegeben hat und wo jeder Beleg steht.',
        },
        {
          title: 'Anbindung an Ihre Systeme',
          description: 'Integration mit Ihrer Buchhaltungssoftware, Banken, E-Mail-Postfächern und weiteren Systemen per API.',
        },
        {
          title: 'Schnelle Einführung',
          description:
            'Fertige Module und eine skalierbare Architektur. Der Start dauert in der Regel 2–4 Wochen, und das System wächst mit Ihnen.',
        },
      ],
    },
    modules: {
      title: 'Module, die für Sie arbeiten',
      subtitle: 'Beginnen Sie mit einem Modul und ergänzen Sie weitere, wann immer Sie möchten. Alle nutzen einheitliche Daten.',
      carouselLabel: 'BizAuto-Module',
      imagePlaceholder: 'Vorschau der Oberfläche',
      moreInfo: 'Mehr zum Modul',
      allModules: 'Alle Module anzeigen',
      builtIn: [
        {
          title: 'Rechnungen und Buchhaltung',
          description: 'Verarbeitet Eingangsrechnungen vom Import bis zum Export in die Buchhaltung.',
          features: [
            'Rechnungsimport aus PDF und E-Mail',
            'Datenerfassung per OCR',
            'Klassifizierung und Freigabe von Belegen',
            'Export in die Buchhaltungssoftware',
          ],
        },
        {
          title: 'HR und Personalwesen',
          description: 'Die gesamte Personalverwaltung an einem Ort, von der Anwesenheit bis zu den Verträgen.',
          features: [
            'Anwesenheitserfassung',
            'Verwaltung von Arbeitsverträgen',
            'Personalakten',
            'Genehmigung von Abwesenheiten',
          ],
        },
        {
          title: 'CRM und Vertrieb',
          description: 'Kontakte, Verkaufschancen und Aktivitäten Ihres Vertriebsteams in einer übersichtlichen Pipeline.',
          features: ['Kontaktverwaltung', 'Verkaufschancen', 'Aktivitäten und Pipeline', 'Benachrichtigungen und Erinnerungen'],
        },
        {
          title: 'KI-Assistent',
          description: 'Ein intelligenter Helfer, der Fragen zu Ihren Daten beantwortet und erkennt, was fehlt.',
          features: ['Abfragen über Unternehmensdaten', 'Unterstützte Aktionen', 'Aufgabenzuweisung', 'Prüfung auf fehlende Angaben'],
        },
      ],
    },
    howItWorks: {
      title: 'So funktioniert es',
      subtitle: 'Vom ersten Termin bis zum laufenden Betrieb in der Regel in 2–4 Wochen.',
      steps: [
        {
          title: 'Analyse',
          description: 'Wir prüfen gemeinsam mit Ihnen die bestehenden Prozesse und finden heraus, wo Automatisierung am meisten Zeit spart.',
        },
        {
          title: 'Einrichtung',
          description: 'Wir konfigurieren die Module, Freigabe-Workflows und die Anbindung an Buchhaltung, Banken und E-Mail.',
        },
        {
          title: 'Schulung',
          description: 'Wir schulen Ihr Team, damit es das System vom ersten Tag an voll nutzen kann.',
        },
        {
          title: 'Betrieb und Support',
          description: 'Nach dem Start sind wir für Sie da, verfolgen die Ergebnisse und verbessern das System laufend.',
        },
      ],
    },
    testimonials: {
      title: 'Was unsere Kunden sagen',
      subtitle: 'Erfahrungen von Unternehmen, die täglich mit BizAuto arbeiten.',
      items: [
        {
          quote:
            'Früher haben wir Rechnungen von Hand abgetippt. Heute ist die Verarbeitung 60\u00a0% schneller, und unsere Buchhaltung widmet sich endlich Analysen statt dem Abschreiben.',
          author: 'Jana Nováková',
          role: 'Finanzdirektorin',
          company: 'Strojírny Vysočina a.s.',
        },
        {
          quote:
            'Anwesenheit und Urlaubsfreigaben laufen in einem System. Die Personalverwaltung kostet uns nur noch halb so viel Zeit wie früher.',
          author: 'Petr Dvořák',
          role: 'Leiter der Personalabteilung',
          company: 'LogiTrans CZ s.r.o.',
        },
        {
          quote:
            'Die Einführung dauerte drei Wochen, und der Support reagiert schnell. Der KI-Assistent weist uns auf fehlende Angaben hin, bevor daraus ein Problem wird.',
          author: 'Martina Svobodová',
          role: 'Geschäftsführerin',
          company: 'MediCare Praha s.r.o.',
        },
      ],
    },
    faq: {
      title: 'Häufige Fragen',
      subtitle: 'Keine passende Antwort gefunden? Schreiben Sie uns, wir helfen Ihnen gern.',
      items: [
        {
          question: 'Wie lange dauert die Einführung?',
          answer:
            'In der Regel 2–4 Wochen. Das hängt von der Anzahl der Module, den benötigten Integrationen und der Menge der Daten ab, die wir aus Ihren bisherigen Systemen übernehmen.',
        },
        {
          question: 'Können Sie BizAuto an unsere Buchhaltungssoftware anbinden?',
          answer:
            'Ja. Wir unterstützen den Export in gängige Buchhaltungsprogramme sowie die Anbindung an Banken, E-Mail-Postfächer und weitere Systeme per API. Individuelle Integrationen sind Teil des Enterprise-Tarifs.',
        },
        {
          question: 'Wo werden unsere Daten gespeichert?',
          answer:
            'In gesicherten Rechenzentren in der Europäischen Union. Die Verarbeitung entspricht der DSGVO, die Daten sind verschlüsselt und jeder Zugriff hinterlässt einen Audit-Trail.',
        },
        {
          question: 'Können wir mit nur einem Modul beginnen?',
          answer:
            'Ja. Sie können zum Beispiel mit der Rechnungsverarbeitung beginnen und später weitere Module hinzufügen. Die Daten bleiben einheitlich, sodass nichts erneut übertragen werden muss.',
        },
        {
          question: 'Welchen Support bieten Sie an?',
          answer:
            'E-Mail-Support in jedem Tarif, bevorzugten Support im Business-Tarif und im Enterprise-Tarif ein garantiertes SLA mit 99\u00a0% oder 99,9\u00a0% Verfügbarkeit sowie einen persönlichen Berater.',
        },
        {
          question: 'Sind die Preise inklusive Mehrwertsteuer?',
          answer: 'Nein, alle Preise verstehen sich zzgl. MwSt. Bei jährlicher Zahlung sparen Sie den Preis von zwei Monaten.',
        },
      ],
    },
    cta: {
      title: 'Bereit, Ihr Unternehmen zu beschleunigen?',
      subtitle: 'Wir zeigen Ihnen BizAuto direkt an Ihren eigenen Prozessen. Die Demo dauert 30 Minuten und ist unverbindlich.',
      primary: 'Demo vereinbaren',
      secondary: 'Preise ansehen',
    },
    renderFailure: {
      loading: 'Seite wird geladen...',
      hint: 'Wenn das Problem weiterhin besteht, laden Sie die Seite bitte neu.',
      reload: 'Seite neu laden',
    },
  },
  services: {
    title: 'Unsere Leistungen',
    subtitle:
      'Wir automatisieren nicht nur. Wir begleiten Sie auf dem ganzen Weg, von der Prozessanalyse bis zum langfristigen Support.',
    cardCta: 'Leistung anfragen',
    items: [
      {
        title: 'Prozessanalyse',
        description:
          'Wir erfassen, wie Sie heute mit Belegen, Daten und Freigaben arbeiten, und schlagen vor, was zuerst automatisiert werden sollte.',
        features: ['Workshop mit Ihrem Team', 'Übersicht der aktuellen Prozesse', 'Empfehlungen mit geschätzter Einsparung'],
      },
      {
        title: 'Implementierung',
        description: 'Wir führen die Module ein und richten sie genau nach Ihren Prozessen ein. Eine typische Implementierung dauert 2–4 Wochen.',
        features: ['Konfiguration von Modulen und Workflows', 'Datenübernahme aus bestehenden Systemen', 'Testbetrieb'],
      },
      {
        title: 'API-Integration',
        description: 'Wir verbinden BizAuto mit Ihrer Buchhaltungssoftware, Banken, E-Mail-Postfächern und weiteren Systemen, die Sie nutzen.',
        features: ['Anbindung der Buchhaltungssoftware', 'Kontoauszüge und Zahlungen', 'Individuelle Integrationen per API'],
      },
      {
        title: 'Teamschulung',
        description: 'Wir zeigen Ihrem Team, wie es das System voll nutzt, online oder direkt bei Ihnen vor Ort.',
        features: ['Schulungen für Anwender und Administratoren', 'Anleitungen und Videos', 'Schulung vor Ort'],
      },
      {
        title: 'Support und SLA',
        description: 'Zuverlässiger Betrieb mit garantierter Verfügbarkeit von 99\u00a0% oder 99,9\u00a0%, schneller Reaktion und regelmäßigen Updates.',
        features: ['Garantierte Verfügbarkeit', 'Bevorzugte Bearbeitung von Anfragen', 'Regelmäßige Updates'],
      },
      {
        title: 'Beratung',
        description: 'Wir beraten Sie zur Digitalisierung, zur Gestaltung von Freigabeprozessen und zur Weiterentwicklung Ihrer Automatisierung.',
        features: ['Beratung durch Fachleute', 'Prozessprüfung', 'Plan für die weitere Entwicklung'],
      },
    ],
    cta: {
      title: 'Sie wissen nicht, wo Sie anfangen sollen?',
      subtitle: 'Vereinbaren Sie eine unverbindliche Beratung. Gemeinsam finden wir die Prozesse, deren Automatisierung sich zuerst lohnt.',
      button: 'Kontaktieren Sie uns',
    },
  },
  modulesPage: {
    title: 'Module',
    subtitle: 'Fertige Module mit einheitlichen Daten. Wählen Sie, was Ihr Unternehmen braucht.',
    loading: 'Module werden geladen...',
    empty: 'Derzeit sind keine Module verfügbar.',
    anchorsLabel: 'Zum Modul springen',
    featuresTitle: 'Was das Modul kann',
    contactCta: 'Ich möchte dieses Modul',
    noImages: 'Vorschau folgt in Kürze',
    carouselLabel: (moduleName: string) => `Vorschau des Moduls ${moduleName}`,
    imageAlt: (moduleName: string) => `Vorschau des Moduls ${moduleName}`,
  },
  pricing: {
    title: 'Preise',
    subtitle: 'Wählen Sie den Tarif, der zur Größe Ihres Unternehmens passt. Ein Wechsel in einen höheren Tarif ist jederzeit möglich.',
    billingLabel: 'Abrechnungszeitraum',
    monthly: 'Monatlich',
    yearly: 'Jährlich',
    yearlySaving: '2 Monate sparen',
    recommended: 'Empfohlen',
    custom: 'Individuell',
    perMonth: '/ Monat',
    perYear: '/ Jahr',
    oneTime: 'einmalig',
    vatNote: 'zzgl. MwSt.',
    pricesNote: 'Alle Preise verstehen sich zzgl. MwSt.',
    includedTitle: 'Enthalten',
    excludedTitle: 'Nicht enthalten',
    choosePlan: 'Tarif wählen',
    contactSales: 'Vertrieb kontaktieren',
    plans: {
      start: {
        name: 'Start',
        description: 'Für kleinere Unternehmen, die keine Rechnungen mehr abtippen möchten.',
        limits: ['500 Belege pro Monat', '1 Nutzer'],
        included: ['Grundlegende Rechnungsverarbeitung', 'OCR-Belegerfassung', 'Export in die Buchhaltung', 'E-Mail-Support', 'Basisberichte'],
        excluded: ['Erweiterter Workflow', 'HR-Modul', 'CRM-Modul', 'KI-Chatbot', 'SSO'],
      },
      business: {
        name: 'Business',
        description: 'Für wachsende Unternehmen, die Finanzen, Personalwesen und Vertrieb verbinden möchten.',
        limits: ['2.000 Belege pro Monat', '5 Nutzer'],
        included: [
          'Alles aus Start',
          'Erweiterter Workflow',
          'HR-Modul',
          'CRM-Modul',
          'API-Integration',
          'Bevorzugter Support',
          'Erweiterte Berichte',
          'Freigabeprozesse',
        ],
        excluded: ['KI-Chatbot', 'SSO', 'SLA-Garantie', 'Individuelle Integrationen'],
      },
      enterprise: {
        name: 'Enterprise',
        description: 'Für große Organisationen mit eigenen Anforderungen an Integration und Sicherheit.',
        limits: ['Unbegrenzte Anzahl an Belegen', 'Unbegrenzte Anzahl an Nutzern'],
        included: [
          'Alles aus Business',
          'KI-Chatbot',
          'SSO',
          'Persönlicher Berater',
          'SLA',
          'Individuelle Integrationen',
          'Schulung vor Ort',
        ],
        excluded: [],
      },
    },
    footerCard: {
      title: 'Passen die Standardtarife nicht zu Ihnen?',
      text: 'Wir erstellen Ihnen ein individuelles Angebot nach Anzahl der Belege, Nutzer und benötigten Integrationen.',
      button: 'Kontaktieren Sie uns',
    },
  },
  references: {
    title: 'Referenzen',
    subtitle: 'Wie Unternehmen aus verschiedenen Branchen mit BizAuto schneller arbeiten und den Überblick über ihre Prozesse gewonnen haben.',
    loading: 'Referenzen werden geladen...',
    featured: 'Empfohlene Referenz',
    industryLabel: 'Branche',
    sizeLabel: 'Unternehmensgröße',
    resultLabel: 'Ergebnis',
    resultsLabel: 'Ergebnisse',
    visitWebsite: 'Website besuchen',
    caseStudies: [
      {
        company: 'Strojírny Vysočina a.s.',
        industry: 'Maschinenbau',
        size: '250 Mitarbeitende',
        result: 'Rechnungsverarbeitung 60\u00a0% schneller',
        description:
          'Die Buchhaltung tippte monatlich über 1.500 Eingangsrechnungen von Hand ab. Seit der Einführung des Rechnungsmoduls werden Belege aus dem E-Mail-Postfach importiert, OCR liest die Daten aus, und die Rechnungen gehen automatisch in die Freigabe. Die Buchhaltung konzentriert sich heute auf Prüfung und Analyse.',
      },
      {
        company: 'LogiTrans CZ s.r.o.',
        industry: 'Transport und Logistik',
        size: '120 Mitarbeitende',
        result: '35\u00a0% weniger Fehler in Belegen',
        description:
          'Der Spediteur kämpfte mit Fehlern in Aufträgen und Rechnungen, die bei der manuellen Übertragung von Daten zwischen Systemen entstanden. Die Verbindung von CRM, Rechnungsverarbeitung und Buchhaltungssoftware per API beseitigte die doppelte Erfassung, und der KI-Assistent weist auf fehlende Angaben hin.',
      },
      {
        company: 'MediCare Praha s.r.o.',
        industry: 'Gesundheitsdienstleistungen',
        size: '60 Mitarbeitende',
        result: '80\u00a0% weniger Zeit für die Personalverwaltung',
        description:
          'Das Praxisnetz plante Schichten und genehmigte Abwesenheiten in Tabellen und E-Mails. Mit dem HR-Modul haben die Mitarbeitenden Anwesenheit, Verträge und Anträge an einem Ort, und Führungskräfte genehmigen mit einem Klick. Die Einführung dauerte drei Wochen.',
      },
    ],
    cta: {
      title: 'Möchten Sie der Nächste sein?',
      subtitle: 'Wir zeigen Ihnen, wie viel Zeit Automatisierung gerade in Ihrem Unternehmen sparen kann.',
      button: 'Demo vereinbaren',
    },
  },
  contact: {
    title: 'Vereinbaren Sie eine kurze Online-Demo',
    subtitle:
      'In 30 Minuten zeigen wir Ihnen, wie BizAuto die Belegverarbeitung beschleunigt und Ihre Geschäftsprozesse vereinfacht. Unverbindlich und direkt an Ihren Beispielen.',
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
      namePlaceholder: 'Max Mustermann',
      emailPlaceholder: 'max.mustermann@firma.de',
      phonePlaceholder: '+49 123 456789',
      companyPlaceholder: 'Name Ihres Unternehmens',
      messagePlaceholder: 'Wobei können wir Ihnen helfen?',
      consent: {
        beforeLink: 'Ich stimme der ',
        link: 'Verarbeitung meiner personenbezogenen Daten',
        afterLink: ' gemäß DSGVO zu. *',
      },
      requiredNote: '* Pflichtfelder',
      submit: 'Nachricht senden',
      sending: 'Wird gesendet...',
    },
    validation: {
      required: 'Dieses Feld ist erforderlich',
      invalidEmail: 'Ungültige E-Mail-Adresse',
      consentRequired: 'Sie müssen der Datenverarbeitung zustimmen',
      tooLong: (maxLength: number) => `Geben Sie höchstens ${maxLength} Zeichen ein`,
    },
    toast: {
      successTitle: 'Nachricht gesendet!',
      successMessage: 'Vielen Dank für Ihr Interesse. Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
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
      companyIdValue: '[IČO]',
      vatId: 'USt-IdNr. (DIČ)',
      vatIdValue: '[DIČ]',
      addressValue: '[Firmensitz], Prag',
      phoneValue: '[Telefon]',
      emailValue: '[E-Mail]',
    },
    hours: {
      title: 'Geschäftszeiten',
      weekdays: 'Mo–Fr 9:00–17:00',
      weekend: 'Wochenende nur nach Vereinbarung',
    },
    map: {
      title: 'Karte unseres Firmensitzes',
      placeholder: 'Unser Büro in Prag. Die genaue Adresse finden Sie in den Kontaktdaten.',
    },
  },
  blog: {
    title: 'Blog',
    subtitle: 'Praxistipps und Neuigkeiten rund um Digitalisierung und die Automatisierung von Geschäftsprozessen.',
    loading: 'Artikel werden geladen...',
    empty: 'Hier gibt es noch keine Artikel.',
    emptyCategory: 'In dieser Kategorie gibt es noch keine Artikel.',
    featured: 'Empfohlen',
    readMore: 'Weiterlesen',
    readTime: (minutes: number) => `${minutes} Min. Lesezeit`,
    categoriesTitle: 'Kategorien',
    allCategories: 'Alle Artikel',
    postCount: (count: number) => (count === 1 ? '1 Artikel' : `${count} Artikel`),
    categories: ['Digitalisierung', 'Implementierung', 'Analysen', 'Automatisierung'],
    newsletter: {
      title: 'Newsletter',
      text: 'Einmal im Monat senden wir Ihnen das Beste aus unserem Blog. Kein Spam, Abmeldung jederzeit möglich.',
      emailLabel: 'E-Mail',
      placeholder: 'ihre@email.de',
      button: 'Abonnieren',
      subscribing: 'Wird angemeldet...',
      successTitle: 'Vielen Dank für Ihre Anmeldung!',
      successMessage: 'Neue Artikel senden wir an die angegebene E-Mail-Adresse.',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      errorTitle: 'Die Anmeldung ist fehlgeschlagen',
      errorMessage: 'Bitte versuchen Sie es später noch einmal.',
    },
  },
  blogPost: {
    loading: 'Artikel wird geladen...',
    draftBadge: 'Entwurf - Nicht veröffentlicht',
    share: 'Teilen',
    linkCopiedTitle: 'Link kopiert',
    linkCopiedMessage: 'Der Link zum Artikel befindet sich in der Zwischenablage.',
    shareFailed: 'Der Link konnte nicht kopiert werden.',
    backToBlog: 'Zurück zum Blog',
    allArticles: 'Alle Artikel',
    notFoundTitle: 'Artikel nicht gefunden',
    notFoundText: 'Der Artikel existiert nicht oder wurde entfernt.',
    loadErrorTitle: 'Fehler beim Laden',
    loadErrorMessage: 'Der Artikel konnte nicht geladen werden',
    consultation: {
      title: 'Möchten Sie Automatisierung in Ihrem Unternehmen ausprobieren?',
      text: 'Wir besprechen Ihre Prozesse und zeigen Ihnen, wo BizAuto am meisten Zeit spart.',
      contactButton: 'Unverbindliche Beratung',
      servicesButton: 'Unsere Leistungen',
    },
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
    message: 'Oops! Page not found',
    homeLink: 'Return to Home',
  },
  privacy: {
    contentsLabel: 'Inhalt',
    title: 'Datenschutzerklärung',
    updated: 'Gültig ab 1. Januar 2026',
    intro:
      'Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. In dieser Erklärung erläutern wir, welche Daten wir über Sie verarbeiten, zu welchem Zweck und wie lange, an wen wir sie weitergeben dürfen und welche Rechte Sie nach der Verordnung (EU) 2016/679 des Europäischen Parlaments und des Rates (DSGVO) haben.',
    sections: [
      {
        heading: '1. Verantwortlicher',
        paragraphs: [
          'Verantwortlicher für die Verarbeitung Ihrer personenbezogenen Daten ist die BizAuto s.r.o. mit Sitz in [Anschrift des Firmensitzes], Prag, Firmennummer (IČO): [IČO], USt-IdNr. (DIČ): [DIČ], eingetragen im Handelsregister beim Stadtgericht Prag, Abteilung C, Einlage [Einlagenummer] („wir“).',
          'In allen Fragen des Datenschutzes erreichen Sie uns per E-Mail unter [Datenschutz-E-Mail] oder schriftlich an unserem Firmensitz.',
        ],
      },
      {
        heading: '2. Welche Daten wir verarbeiten',
        paragraphs: [
          'Kontaktdaten, die Sie uns über das Kontaktformular oder per E-Mail mitteilen: Vor- und Nachname, E-Mail-Adresse, Telefonnummer, Name des Unternehmens und Inhalt Ihrer Nachricht.',
          'Ihre E-Mail-Adresse, wenn Sie unseren Newsletter abonnieren.',
          'Daten über Kunden und deren Nutzer, die zur Erbringung des Dienstes erforderlich sind: Name, geschäftliche E-Mail-Adresse, Rolle in der Anwendung, Rechnungsdaten und Anmeldeprotokolle.',
          'Technische Daten über Ihren Besuch der Website: IP-Adresse, Browsertyp, Zeitpunkt des Zugriffs sowie in Cookies und im Browserspeicher abgelegte Daten.',
        ],
      },
      {
        heading: '3. Zwecke und Rechtsgrundlagen der Verarbeitung',
        paragraphs: [
          'Bearbeitung Ihrer Anfrage und Erstellung eines Angebots oder einer Produktdemo – vorvertragliche Maßnahmen und unser berechtigtes Interesse, Ihre Frage zu beantworten (Art. 6 Abs. 1 lit. b und f DSGVO).',
          'Abschluss und Erfüllung des Vertrags über die Bereitstellung des Dienstes, einschließlich Kundensupport und Rechnungsstellung (Art. 6 Abs. 1 lit. b DSGVO).',
          'Erfüllung rechtlicher Pflichten, insbesondere im Bereich Buchhaltung und Steuern (Art. 6 Abs. 1 lit. c DSGVO).',
          'Versand des Newsletters auf Grundlage Ihrer Einwilligung, die Sie jederzeit widerrufen können (Art. 6 Abs. 1 lit. a DSGVO).',
          'Gewährleistung der Sicherheit der Website und des Dienstes sowie Schutz unserer Rechtsansprüche (Art. 6 Abs. 1 lit. f DSGVO).',
        ],
      },
      {
        heading: '4. Daten, die Kunden in den Dienst hochladen',
        paragraphs: [
          'Belege, Mitarbeiterdaten, Geschäftskontakte und sonstige Daten, die Kunden in den BizAuto-Dienst eingeben, verarbeiten wir als Auftragsverarbeiter nach Weisung des Kunden, der für diese Daten verantwortlich ist.',
          'Die Bedingungen dieser Verarbeitung regelt der Auftragsverarbeitungsvertrag nach Art. 28 DSGVO, der Bestandteil des Vertrags über die Bereitstellung des Dienstes ist.',
        ],
      },
      {
        heading: '5. Speicherdauer',
        paragraphs: [
          'Daten aus Anfragen speichern wir höchstens 2 Jahre nach dem letzten Kontakt, sofern kein Vertrag zustande kommt.',
          'Vertragsbezogene Daten speichern wir für die Dauer des Vertrags und danach so lange, wie es zum Schutz unserer Rechtsansprüche erforderlich ist; Buchhaltungs- und Steuerunterlagen für die gesetzlich vorgeschriebene Dauer, in der Regel 10 Jahre.',
          'Ihre E-Mail-Adresse für den Newsletter speichern wir bis zum Widerruf Ihrer Einwilligung oder bis zur Abmeldung.',
        ],
      },
      {
        heading: '6. Empfänger und Datenübermittlung',
        paragraphs: [
          'Wir verkaufen keine personenbezogenen Daten. Wir geben sie nur an sorgfältig ausgewählte Auftragsverarbeiter weiter, die für uns Hosting, E-Mail-Versand sowie Buchhaltungs- und Rechtsdienstleistungen erbringen, und zwar auf Grundlage eines Auftragsverarbeitungsvertrags.',
          'Wir speichern Daten in Rechenzentren in der Europäischen Union. Eine Übermittlung außerhalb der EU erfolgt nur, wenn ein angemessenes Schutzniveau gewährleistet ist, etwa durch die Standardvertragsklauseln der Europäischen Kommission.',
        ],
      },
      {
        heading: '7. Cookies und Browserspeicher',
        paragraphs: [
          'Wir verwenden ausschließlich technisch notwendige Cookies: Das Cookie „locale“ speichert die gewählte Sprache der Website für 365 Tage. Die Anmeldung in der Administration wird im Browserspeicher abgelegt, der Zugang während Wartungsarbeiten nur bis zum Ende der Browsersitzung.',
          'Werbe-Cookies setzen wir nicht ein. Analysewerkzeuge würden wir nur mit Ihrer vorherigen Einwilligung verwenden.',
        ],
      },
      {
        heading: '8. Sicherheit',
        paragraphs: [
          'Wir schützen Daten durch Verschlüsselung bei der Übertragung und Speicherung, Zugriffskontrollen, einen Audit-Trail und regelmäßige Sicherungen. Zugang zu personenbezogenen Daten haben nur befugte, zur Verschwiegenheit verpflichtete Mitarbeitende.',
        ],
      },
      {
        heading: '9. Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft über Ihre personenbezogenen Daten, auf Berichtigung oder Löschung, auf Einschränkung der Verarbeitung, auf Datenübertragbarkeit sowie das Recht, der Verarbeitung auf Grundlage berechtigter Interessen zu widersprechen. Eine erteilte Einwilligung können Sie jederzeit widerrufen.',
          'Ihre Rechte können Sie per E-Mail unter [Datenschutz-E-Mail] geltend machen. Wir antworten unverzüglich, spätestens innerhalb eines Monats.',
          'Sie haben außerdem das Recht, Beschwerde bei der tschechischen Datenschutzbehörde (Úřad pro ochranu osobních údajů), Pplk. Sochora 27, 170 00 Prag 7, www.uoou.cz, einzulegen.',
        ],
      },
      {
        heading: '10. Änderungen dieser Erklärung',
        paragraphs: [
          'Wir können diese Erklärung aktualisieren, zum Beispiel bei Änderungen der Rechtslage oder unserer Dienste. Die aktuelle Fassung finden Sie stets auf dieser Seite.',
        ],
      },
    ],
  },
  terms: {
    contentsLabel: 'Inhalt',
    title: 'Allgemeine Geschäftsbedingungen',
    updated: 'Gültig ab 1. Januar 2026',
    intro:
      'Diese Allgemeinen Geschäftsbedingungen regeln die Bereitstellung des Softwaredienstes BizAuto an Unternehmer und juristische Personen. Bitte lesen Sie sie vor der Bestellung des Dienstes sorgfältig durch.',
    sections: [
      {
        heading: '1. Einleitende Bestimmungen',
        paragraphs: [
          'Anbieter des Dienstes ist die BizAuto s.r.o. mit Sitz in [Anschrift des Firmensitzes], Prag, Firmennummer (IČO): [IČO], USt-IdNr. (DIČ): [DIČ], eingetragen im Handelsregister beim Stadtgericht Prag, Abteilung C, Einlage [Einlagenummer] (der „Anbieter“).',
          'Diese Bedingungen gelten für Verträge mit Unternehmern und juristischen Personen (der „Kunde“) im Rahmen ihrer unternehmerischen Tätigkeit. Der Dienst richtet sich nicht an Verbraucher.',
        ],
      },
      {
        heading: '2. Begriffsbestimmungen',
        paragraphs: [
          'Der Dienst ist die Webanwendung BizAuto einschließlich der Module Rechnungen, HR, CRM und KI-Assistent, die im Abonnement bereitgestellt wird (Software as a Service).',
          'Nutzer ist eine Person, der der Kunde Zugang zum Dienst eingerichtet hat. Tarif ist der gewählte Leistungsumfang des Dienstes mit Grenzen für die Anzahl der Belege und Nutzer gemäß der aktuellen Preisliste.',
          'Kundendaten sind alle Daten, Belege und Dateien, die der Kunde oder seine Nutzer in den Dienst eingeben.',
        ],
      },
      {
        heading: '3. Vertragsschluss',
        paragraphs: [
          'Der Vertrag kommt durch Annahme des Angebots des Anbieters, durch Unterzeichnung eines Vertrags oder durch Bestätigung einer Bestellung zustande. Diese Bedingungen, die Preisliste und der Auftragsverarbeitungsvertrag sind fester Bestandteil des Vertrags.',
          'Bestimmungen eines individuellen Vertrags haben Vorrang vor diesen Bedingungen.',
        ],
      },
      {
        heading: '4. Preise und Zahlungsbedingungen',
        paragraphs: [
          'Die Preise richten sich nach der aktuellen Preisliste und verstehen sich zuzüglich der gesetzlichen Mehrwertsteuer. Der Preis des Enterprise-Tarifs wird individuell vereinbart.',
          'Das Abonnement wird monatlich oder jährlich im Voraus auf Grundlage einer Rechnung mit einem Zahlungsziel von 14 Tagen bezahlt. Bei jährlicher Zahlung zahlt der Kunde den Preis von zehn Monaten und spart somit 2 Monate.',
          'Überschreitet der Kunde die Grenzen seines Tarifs, weist der Anbieter ihn darauf hin und bietet den Wechsel in einen höheren Tarif an. Bei Zahlungsverzug kann der Anbieter nach vorheriger Ankündigung den Zugang zum Dienst einschränken.',
        ],
      },
      {
        heading: '5. Implementierung und Mitwirkung',
        paragraphs: [
          'Die Implementierung dauert in der Regel 2–4 Wochen. Genauer Umfang und Zeitplan werden im Angebot vereinbart.',
          'Der Kunde leistet die für die Implementierung erforderliche Mitwirkung, insbesondere Zugänge zu den angebundenen Systemen, Beispieldaten und eine Ansprechperson.',
        ],
      },
      {
        heading: '6. Verfügbarkeit und Support',
        paragraphs: [
          'Der Anbieter unternimmt alle zumutbaren Anstrengungen, um den Dienst ununterbrochen verfügbar zu halten. Eine garantierte monatliche Verfügbarkeit von 99\u00a0% oder 99,9\u00a0% (SLA) gilt nur, wenn sie im Vertrag vereinbart ist.',
          'Geplante Wartungsarbeiten kündigt der Anbieter im Voraus an und führt sie vorzugsweise außerhalb der Geschäftszeiten durch.',
          'Der Support steht an Werktagen von 9:00 bis 17:00 Uhr per E-Mail zur Verfügung und, je nach gewähltem Tarif, auch bevorzugt oder über einen persönlichen Berater.',
        ],
      },
      {
        heading: '7. Rechte und Pflichten des Kunden',
        paragraphs: [
          'Der Kunde ist dafür verantwortlich, die Zugangsdaten seiner Nutzer vor Missbrauch zu schützen, sowie für den Inhalt der Daten, die er in den Dienst eingibt.',
          'Der Kunde darf den Dienst nicht rechtswidrig nutzen, seine Sicherheit nicht beeinträchtigen und ihn Dritten nicht über den Vertragsumfang hinaus zugänglich machen.',
        ],
      },
      {
        heading: '8. Kundendaten',
        paragraphs: [
          'Die Kundendaten bleiben Eigentum des Kunden. Der Anbieter verarbeitet sie ausschließlich zur Bereitstellung des Dienstes und gemäß dem Auftragsverarbeitungsvertrag.',
          'Nach Vertragsende ermöglicht der Anbieter dem Kunden innerhalb von 30 Tagen den Export seiner Daten in einem maschinenlesbaren Format und löscht sie anschließend sicher, sofern gesetzliche Vorschriften nichts anderes verlangen.',
        ],
      },
      {
        heading: '9. Lizenz und geistiges Eigentum',
        paragraphs: [
          'Der Anbieter räumt dem Kunden für die Vertragsdauer ein nicht ausschließliches, nicht übertragbares Recht ein, den Dienst im Umfang des gewählten Tarifs zu nutzen.',
          'Alle Rechte an der BizAuto-Software, der Dokumentation und den Marken liegen beim Anbieter.',
        ],
      },
      {
        heading: '10. Haftung',
        paragraphs: [
          'Der Anbieter haftet nicht für entgangenen Gewinn oder mittelbare Schäden. Die Gesamthaftung des Anbieters ist auf den Betrag begrenzt, den der Kunde in den vorangegangenen 12 Monaten für den Dienst gezahlt hat.',
          'Diese Haftungsbeschränkung gilt nicht für vorsätzlich oder grob fahrlässig verursachte Schäden.',
        ],
      },
      {
        heading: '11. Laufzeit und Kündigung',
        paragraphs: [
          'Der Vertrag wird auf unbestimmte Zeit geschlossen. Ein monatliches Abonnement kann mit einer Frist von einem Monat gekündigt werden, ein jährliches Abonnement zum Ende des bezahlten Zeitraums.',
          'Jede Partei kann den Vertrag fristlos kündigen, wenn die andere Partei ihre Pflichten wesentlich verletzt und den Verstoß auch innerhalb einer angemessenen Nachfrist nicht behebt.',
        ],
      },
      {
        heading: '12. Schlussbestimmungen',
        paragraphs: [
          'Der Vertrag unterliegt dem Recht der Tschechischen Republik, insbesondere dem Gesetz Nr. 89/2012 Slg., Bürgerliches Gesetzbuch. Für Streitigkeiten sind die ordentlichen Gerichte der Tschechischen Republik zuständig.',
          'Der Anbieter kann diese Bedingungen ändern und teilt dem Kunden jede Änderung mindestens 30 Tage im Voraus mit. Ist der Kunde mit der Änderung nicht einverstanden, kann er den Vertrag zum Tag ihres Inkrafttretens kündigen.',
        ],
      },
    ],
  },
  common: {
    brandName: 'BizAuto',
    companyName: 'BizAuto s.r.o.',
    loading: 'Wird geladen...',
    close: 'Schließen',
    retry: 'Erneut versuchen',
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
