import { getMessages } from '@app/i18n';
import { staticSearchDocuments } from './search-documents';

test('every service and FAQ answer of a language, with the page it is shown on', () => {
  const documents = staticSearchDocuments('de');
  const messages = getMessages('de');
  expect(documents.filter((document) => document.kind === 'service')).toHaveLength(messages.services.items.length);
  expect(documents.filter((document) => document.kind === 'faq')).toHaveLength(messages.home.faq.items.length);
  expect(documents[0]).toEqual({
    kind: 'service',
    key: 'service-1',
    path: '/de/leistungen',
    title: messages.services.items[0]!.title,
    body: [messages.services.items[0]!.description, ...messages.services.items[0]!.features].join(' '),
  });
  expect(documents.find((document) => document.kind === 'faq')).toMatchObject({ key: 'faq-1', path: '/de#faq-title', title: messages.home.faq.items[0]!.question });
  expect(new Set(documents.map((document) => document.key)).size).toBe(documents.length);
  expect(staticSearchDocuments('cs').find((document) => document.kind === 'faq')?.path).toBe('/#faq-title');
});
