import type { Messages } from '../index';

export const servicesDe: Messages['services'] = {
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
};
