import { HttpError } from '../contract';
import { parseFilterValue, parseLogic, parseOrder, parsePrefer, parseSelect } from './query-grammar';

const field = { column: 'c', path: [] };

describe('PostgREST query grammar', () => {
  test('filters with quoting, lists and negation', () => {
    expect(parseFilterValue(field, 'eq.a.b', 'eq.a.b')).toMatchObject({ operator: 'eq', value: 'a.b', negate: false });
    expect(parseFilterValue(field, 'not.in.(1,"two, three",four)', '')).toMatchObject({ operator: 'in', negate: true, value: ['1', 'two, three', 'four'] });
    expect(parseFilterValue(field, 'in.()', '')).toMatchObject({ value: [] });
    expect(parseFilterValue(field, 'like.*ab*', '')).toMatchObject({ value: '%ab%' });
    expect(parseFilterValue(field, 'is.NULL', '')).toMatchObject({ value: 'null' });
    expect(() => parseFilterValue(field, 'is.nothing', '')).toThrow(HttpError);
    expect(() => parseFilterValue(field, 'xx.1', '')).toThrow(HttpError);
  });

  test('logic trees nest', () => {
    const tree = parseLogic('or', false, '(a.eq.1,and(b.gt.2,not.or(c.is.null,d.in.(x,y))),e.not.eq."p,q")');
    expect(tree.items).toHaveLength(3);
    expect(tree.items[1]).toMatchObject({ kind: 'and', items: [{ operator: 'gt' }, { kind: 'or', negate: true }] });
    expect(tree.items[2]).toMatchObject({ operator: 'eq', negate: true, value: 'p,q' });
  });

  test('select items, aliases, casts and JSON paths', () => {
    expect(parseSelect('*, title:name_cs ,data->>color, n::text')).toEqual([
      { kind: 'star' },
      { kind: 'field', field: { column: 'name_cs', path: [] }, alias: 'title', cast: undefined },
      { kind: 'field', field: { column: 'data', path: [{ arrow: '->>', key: 'color' }] }, alias: undefined, cast: undefined },
      { kind: 'field', field: { column: 'n', path: [] }, alias: undefined, cast: 'text' },
    ]);
  });

  test('order terms', () => {
    expect(parseOrder('a.desc.nullslast,b')).toEqual([
      { field: { column: 'a', path: [] }, descending: true, nulls: 'last' },
      { field: { column: 'b', path: [] }, descending: false },
    ]);
    expect(() => parseOrder('a.up')).toThrow(HttpError);
  });

  test('Prefer tokens', () => {
    expect(parsePrefer('return=representation,count=exact, resolution=merge-duplicates,missing=default')).toMatchObject({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missingDefault: true,
    });
  });
});
