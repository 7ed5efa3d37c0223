import { basedOn, saveConflictOf } from './save-conflict';

test('a payload states its base version only when there is one', () => {
  expect(basedOn({ title_cs: 'A' }, '2026-11-25T08:00:00.123456+00:00')).toEqual({ title_cs: 'A', updated_at: '2026-11-25T08:00:00.123456+00:00' });
  expect(basedOn({ title_cs: 'A' }, undefined)).toEqual({ title_cs: 'A' });
});

test("the database's refusal names the current version and who saved it; other errors are no conflict", () => {
  const refusal = {
    code: 'PT409',
    message: 'The record was changed by someone else since it was read',
    details: JSON.stringify({ updated_at: '2026-11-25T08:01:00.5+00:00', changed_by: 'Alena Adminová' }),
  };
  expect(saveConflictOf(refusal)).toEqual({ currentVersion: '2026-11-25T08:01:00.5+00:00', changedBy: 'Alena Adminová' });
  expect(saveConflictOf({ ...refusal, details: JSON.stringify({ updated_at: 'x', changed_by: null }) })).toEqual({ currentVersion: 'x', changedBy: null });
  expect(saveConflictOf({ code: '23505', message: 'duplicate', details: null })).toBeNull();
  expect(saveConflictOf({ code: 'PT409', details: 'not json' })).toBeNull();
  expect(saveConflictOf(new Error('network'))).toBeNull();
});
