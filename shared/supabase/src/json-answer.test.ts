import { jsonAnswer, jsonAnswers, nullableJsonAnswer, type JsonShape } from './json-answer';

interface Status {
  pending: number;
  latest: string | null;
  full?: boolean;
  items: string[];
}
const STATUS: JsonShape<Status> = { pending: 'number', latest: 'string?', full: 'boolean?', items: 'array' };

test('an answer of the shape is the object, optional fields may be null or absent', () => {
  expect(jsonAnswer({ pending: 2, latest: null, items: [] }, STATUS, 'status')).toEqual({ pending: 2, latest: null, items: [] });
  expect(jsonAnswer({ pending: 0, latest: 'x', full: true, items: ['a'] }, STATUS, 'status').full).toBe(true);
});

test('an answer of another shape throws, naming its source', () => {
  expect(() => jsonAnswer({ pending: '2', latest: null, items: [] }, STATUS, 'queue_status')).toThrow('queue_status: unexpected answer');
  expect(() => jsonAnswer({ latest: null, items: [] }, STATUS, 'status')).toThrow();
  expect(() => jsonAnswer({ pending: 1, latest: null, items: {} }, STATUS, 'status')).toThrow();
  expect(() => jsonAnswer([], STATUS, 'status')).toThrow();
  expect(() => jsonAnswer(null, STATUS, 'status')).toThrow();
});

test('null answers and array answers', () => {
  expect(nullableJsonAnswer(null, STATUS, 'status')).toBeNull();
  expect(jsonAnswers(null, STATUS, 'claims')).toEqual([]);
  expect(jsonAnswers([{ pending: 1, latest: null, items: [] }], STATUS, 'claims')).toHaveLength(1);
  expect(() => jsonAnswers({ pending: 1 }, STATUS, 'claims')).toThrow('claims: expected an array');
});
