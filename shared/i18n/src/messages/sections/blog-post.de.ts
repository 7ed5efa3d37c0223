import type { Messages } from '../index';

export const blogPostDe: Messages['blogPost'] = {
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
};
