import type { Messages } from '../index';

export const termsDe: Messages['terms'] = {
  contentsLabel: 'Inhalt',
  // \u00ad: where a long word meets a phone's narrow column, browsers without German hyphenation break it with a hyphen there too.
  title: 'Allgemeine Geschäfts\u00adbedingungen',
  updated: 'Gültig ab 1. Januar 2026',
  intro:
    'Diese Allgemeinen Geschäftsbedingungen regeln die Bereitstellung des Softwaredienstes BizAuto an Unternehmer und juristische Personen. Bitte lesen Sie sie vor der Bestellung des Dienstes sorgfältig durch.',
  sections: [
    {
      heading: '1. Einleitende Bestimmungen',
      paragraphs: [
        [
          'Anbieter des Dienstes ist die {company}',
          ' mit Sitz in {registeredAddress}',
          ', Firmennummer (IČO): {companyId}',
          ', USt-IdNr. (DIČ): {vatId}',
          ', eingetragen im tschechischen Handelsregister unter dem Aktenzeichen {courtRegistration}',
          ' (der „Anbieter“).',
        ],
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
};
