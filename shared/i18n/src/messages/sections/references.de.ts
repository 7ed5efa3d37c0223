import type { Messages } from '../index';

export const referencesDe: Messages['references'] = {
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
};
