import type { Messages } from '../index';

export const searchEn: Messages['search'] = {
  meta: {
    title: 'Search the site | BizAuto',
    description: 'Search the BizAuto articles, modules, services, pricing, customer stories and frequently asked questions.',
  },
  title: 'Search the site',
  dialogLabel: 'Search the site',
  inputLabel: 'Search term',
  placeholder: 'E.g. invoice OCR, attendance, CRM',
  submit: 'Search',
  close: 'Close search',
  resultsLabel: 'Search results',
  searching: 'Searching…',
  failed: 'The search failed. Please try again in a moment.',
  resultCount: { one: '{count} result', few: '{count} results', other: '{count} results' },
  emptyTitle: 'What are you looking for?',
  emptyText: 'Type at least two letters. We search the articles, modules, services, pricing, customer stories and frequently asked questions.',
  noResultsTitle: 'We found nothing for “{query}”.',
  noResultsText: 'Try another word, browse our blog, or simply ask us.',
  toBlog: 'Browse the blog',
  toContact: 'Write to us',
  showAll: 'Show all results',
  keyboardHint: '↑ ↓ select · Enter open · Esc close',
  kinds: {
    post: 'Article',
    module: 'Module',
    pricing_plan: 'Pricing plan',
    reference: 'Customer story',
    service: 'Service',
    faq: 'FAQ',
  },
};
