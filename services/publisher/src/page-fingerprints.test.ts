import { createInputDigests } from './page-fingerprints';

const post = { id: 'a', title_cs: 'Faktury' };

test('a page keeps its digest while the values under the keys it read stay the same', () => {
  const before = createInputDigests({ post, modules: ['Fakturace'], unread: 1 }, { phone: '1' });
  const after = createInputDigests({ post: { ...post }, modules: ['Fakturace'], unread: 2 }, { phone: '1' });
  expect(after(['modules', 'post'])).toBe(before(['modules', 'post']));
});

test('a changed value, a key that appeared or went, or a changed shared value changes the digest', () => {
  const digest = createInputDigests({ post, modules: ['Fakturace'] }, { phone: '1' })(['modules', 'post']);
  expect(createInputDigests({ post: { ...post, title_cs: 'Mzdy' }, modules: ['Fakturace'] }, { phone: '1' })(['modules', 'post'])).not.toBe(digest);
  expect(createInputDigests({ modules: ['Fakturace'] }, { phone: '1' })(['modules', 'post'])).not.toBe(digest);
  expect(createInputDigests({ post, modules: ['Fakturace'] }, { phone: '2' })(['modules', 'post'])).not.toBe(digest);
  expect(createInputDigests({ post, modules: ['Fakturace'] }, { phone: '1' })(['modules'])).not.toBe(digest);
});

test('a key whose value is missing differs from one whose value is null', () => {
  expect(createInputDigests({ post: null }, null)(['post'])).not.toBe(createInputDigests({}, null)(['post']));
});
