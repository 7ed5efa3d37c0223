import type { Messages } from '../index';

export const searchDe: Messages['search'] = {
  meta: {
    title: 'Website durchsuchen | BizAuto',
    description: 'Durchsuchen Sie die Artikel, Module, Leistungen, Preise, Referenzen und häufigen Fragen von BizAuto.',
  },
  title: 'Website durchsuchen',
  dialogLabel: 'Website durchsuchen',
  inputLabel: 'Suchbegriff',
  placeholder: 'Z. B. Rechnungserkennung, Zeiterfassung, CRM',
  submit: 'Suchen',
  close: 'Suche schließen',
  resultsLabel: 'Suchergebnisse',
  searching: 'Suche läuft…',
  failed: 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es gleich noch einmal.',
  resultCount: { one: '{count} Ergebnis', few: '{count} Ergebnisse', other: '{count} Ergebnisse' },
  emptyTitle: 'Wonach suchen Sie?',
  emptyText: 'Geben Sie mindestens zwei Buchstaben ein. Wir durchsuchen Artikel, Module, Leistungen, Preise, Referenzen und häufige Fragen.',
  noResultsTitle: 'Zu „{query}“ haben wir nichts gefunden.',
  noResultsText: 'Versuchen Sie ein anderes Wort, stöbern Sie in unserem Blog oder fragen Sie uns direkt.',
  toBlog: 'Zum Blog',
  toContact: 'Schreiben Sie uns',
  showAll: 'Alle Ergebnisse anzeigen',
  keyboardHint: '↑ ↓ auswählen · Enter öffnen · Esc schließen',
  kinds: {
    post: 'Artikel',
    module: 'Modul',
    pricing_plan: 'Tarif',
    reference: 'Referenz',
    service: 'Leistung',
    faq: 'Häufige Frage',
  },
};
