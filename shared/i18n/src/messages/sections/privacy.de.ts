import type { Messages } from '../index';

export const privacyDe: Messages['privacy'] = {
  contentsLabel: 'Inhalt',
  // \u00ad: where a long word meets a phone's narrow column, browsers without German hyphenation break it with a hyphen there too.
  title: 'Datenschutz\u00aderklärung',
  updated: 'Gültig ab 1. Januar 2026',
  intro:
    'Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. In dieser Erklärung erläutern wir, welche Daten wir über Sie verarbeiten, zu welchem Zweck und wie lange, an wen wir sie weitergeben dürfen und welche Rechte Sie nach der Verordnung (EU) 2016/679 des Europäischen Parlaments und des Rates (DSGVO) haben.',
  sections: [
    {
      heading: '1. Verantwortlicher',
      paragraphs: [
        [
          'Verantwortlicher für die Verarbeitung Ihrer personenbezogenen Daten ist die {company}',
          ' mit Sitz in {registeredAddress}',
          ', Firmennummer (IČO): {companyId}',
          ', USt-IdNr. (DIČ): {vatId}',
          ', eingetragen im tschechischen Handelsregister unter dem Aktenzeichen {courtRegistration}',
          ' („wir“).',
        ],
        ['In allen Fragen des Datenschutzes erreichen Sie uns', ' per E-Mail unter {privacyEmail} oder', ' schriftlich an unserem Firmensitz.'],
      ],
    },
    {
      heading: '2. Welche Daten wir verarbeiten',
      paragraphs: [
        'Kontaktdaten, die Sie uns über das Kontaktformular oder per E-Mail mitteilen: Vor- und Nachname, E-Mail-Adresse, Telefonnummer, Name des Unternehmens und Inhalt Ihrer Nachricht.',
        'Ihre E-Mail-Adresse, wenn Sie unseren Newsletter abonnieren.',
        'Daten über Kunden und deren Nutzer, die zur Erbringung des Dienstes erforderlich sind: Name, geschäftliche E-Mail-Adresse, Rolle in der Anwendung, Rechnungsdaten und Anmeldeprotokolle.',
        'Technische Daten über Ihren Besuch der Website: IP-Adresse, Browsertyp, Zeitpunkt des Zugriffs sowie in Cookies und im Browserspeicher abgelegte Daten.',
        'Besuchszählung ohne Cookies: Bei jedem Seitenaufruf erfassen wir die Seite, ihre Sprache und ihren Pfad (ohne Parameter), die Domain der Website, von der Sie kamen (nicht den vollständigen Link), die Kampagnenangaben im Link (utm_source, utm_medium, utm_campaign) und die Geräteart nach der Fensterbreite (Smartphone, Tablet, Computer). Einen Besucher erkennen wir nur innerhalb eines Tages, anhand eines Einweg-Hashes der gekürzten IP-Adresse und der Browserfamilie, gebildet mit einem zufälligen Schlüssel, der täglich wechselt und nach Ablauf des Tages gelöscht wird. Wir speichern weder die IP-Adresse noch die vollständige Browserkennung, verwenden keine Cookies und keinen Browserspeicher, und Besuche verschiedener Tage lassen sich nicht verknüpfen. Sendet Ihr Browser das Signal Global Privacy Control oder Do Not Track, zählen wir nichts.',
        'Herkunft einer Anfrage: Mit einer Anfrage oder einer Newsletter-Anmeldung speichern wir die erste Seite Ihres Besuchs, die Domain der Website, von der Sie kamen, und die Kampagnenangaben im Link. Sie sind Teil der Anfrage und werden mit ihr gelöscht.',
        'Suche auf der Website: Wenn Sie suchen, speichern wir den Suchtext, seine Sprache und die Anzahl der Treffer für 90 Tage, damit wir erkennen, welche Inhalte fehlen. Wir speichern keine IP-Adresse, kein Cookie und nichts, was Sie identifiziert; zum Schutz vor Überlastung bewahren wir höchstens eine Stunde lang einen mit einem geheimen Schlüssel gebildeten Einweg-Hash Ihrer Verbindung auf.',
      ],
    },
    {
      heading: '3. Zwecke und Rechtsgrundlagen der Verarbeitung',
      paragraphs: [
        'Bearbeitung Ihrer Anfrage und Erstellung eines Angebots oder einer Produktdemo – vorvertragliche Maßnahmen und unser berechtigtes Interesse, Ihre Frage zu beantworten (Art. 6 Abs. 1 lit. b und f DSGVO).',
        'Abschluss und Erfüllung des Vertrags über die Bereitstellung des Dienstes, einschließlich Kundensupport und Rechnungsstellung (Art. 6 Abs. 1 lit. b DSGVO).',
        'Erfüllung rechtlicher Pflichten, insbesondere im Bereich Buchhaltung und Steuern (Art. 6 Abs. 1 lit. c DSGVO).',
        'Versand des Newsletters auf Grundlage Ihrer Einwilligung, die Sie jederzeit widerrufen können (Art. 6 Abs. 1 lit. a DSGVO).',
        'Besuchszählung ohne Cookies und die Auswertung, welche Seiten und Kampagnen Anfragen bringen – unser berechtigtes Interesse, die Website zu verbessern (Art. 6 Abs. 1 lit. f DSGVO).',
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
        'Werbe- und Analyse-Cookies setzen wir nicht ein. Besuche zählen wir ohne Cookies und ohne Browserspeicher (siehe Abschnitt 2); andere Analysewerkzeuge würden wir nur mit Ihrer vorherigen Einwilligung verwenden.',
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
        [
          'Ihre Rechte können Sie',
          ' per E-Mail unter {privacyEmail} oder',
          ' schriftlich an unserem Firmensitz geltend machen. Wir antworten unverzüglich, spätestens innerhalb eines Monats.',
        ],
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
};
