import { allowedSort, rangeOf, searchFilter } from './list-query';

test('a page becomes the row range PostgREST takes', () => {
  expect(rangeOf({ page: 1, pageSize: 25 })).toEqual([0, 24]);
  expect(rangeOf({ page: 3, pageSize: 10 })).toEqual([20, 29]);
  expect(rangeOf({ page: 0, pageSize: 10 })).toEqual([0, 9]);
});

test('a search looks in every listed column, without characters that would break the filter', () => {
  expect(searchFilter(['title_cs', 'slug_cs'], '  faktury ')).toBe('title_cs.ilike.*faktury*,slug_cs.ilike.*faktury*');
  expect(searchFilter(['email'], 'a,b(c)"*%')).toBe('email.ilike.*a b c*');
  expect(searchFilter(['email'], 'jan.novak@firma.cz')).toBe('email.ilike.*jan.novak@firma.cz*');
  expect(searchFilter(['email'], ' , ')).toBeNull();
});

test('only sortable columns sort; anything else falls back to the default', () => {
  const fallback = { column: 'created_at', direction: 'desc' } as const;
  expect(allowedSort({ column: 'title_cs', direction: 'asc' }, ['title_cs'], fallback)).toEqual({ column: 'title_cs', direction: 'asc' });
  expect(allowedSort({ column: 'password_hash', direction: 'asc' }, ['title_cs'], fallback)).toBe(fallback);
});
