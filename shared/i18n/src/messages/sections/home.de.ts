import type { Messages } from '../index';

export const homeDe: Messages['home'] = {
  hero: {
    badge: 'Automatisierung für moderne Unternehmen',
    title: 'Automatisieren Sie Buchhaltung und Geschäftsprozesse',
    subtitle:
      'Schnellere Belegverarbeitung, einheitliche Daten und weniger Fehler. BizAuto vereint Rechnungen, Personalwesen, Vertrieb und einen KI-Assistenten in einem System, das Ihnen die Routinearbeit abnimmt.',
    ctaPrimary: 'Demo vereinbaren',
    ctaSecondary: 'Angebot anfordern',
    figures: [
      { value: '500+', label: 'geprüfte Unternehmen' },
      { value: '80\u00a0%', label: 'weniger Zeit fürs Abtippen' },
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
  // \u00ad: where a long word meets a phone's narrow column, browsers without German hyphenation break it with a hyphen there too.
  stats: {
    title: 'Ergebnisse, die für sich sprechen',
    subtitle: 'Zahlen aus mehr als fünf Jahren Zusammenarbeit mit tschechischen Unternehmen.',
    items: [
      { value: '50+', label: 'maß\u00adgeschneiderte Einführungen' },
      { value: '98\u00a0%', label: 'Kunden\u00adzufriedenheit' },
      { value: '5+', label: 'Jahre Erfahrung' },
      { value: 'bis zu 60\u00a0%', label: 'schnellere Beleg\u00adverarbeitung' },
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
};
