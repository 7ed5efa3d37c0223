import { formTokenSlot } from './form-token';

test('asks once when the form is first focused and sends that token', async () => {
  const issue = jest.fn(async () => 'token-1');
  const slot = formTokenSlot(issue);
  expect(issue).not.toHaveBeenCalled();
  slot.start();
  slot.start();
  expect(issue).toHaveBeenCalledTimes(1);
  await expect(slot.take()).resolves.toBe('token-1');
  await expect(slot.take()).resolves.toBe('token-1');
  expect(issue).toHaveBeenCalledTimes(1);
});

test('asks on submit when the form was never focused', async () => {
  const issue = jest.fn(async () => 'late');
  await expect(formTokenSlot(issue).take()).resolves.toBe('late');
  expect(issue).toHaveBeenCalledTimes(1);
});

test('an accepted form lets the next one ask for a token of its own', async () => {
  const issue = jest.fn<Promise<string | null>, []>().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
  const slot = formTokenSlot(issue);
  slot.start();
  await expect(slot.take()).resolves.toBe('first');
  slot.reset();
  slot.start();
  await expect(slot.take()).resolves.toBe('second');
});

test('a failed request sends no token instead of failing the form', async () => {
  const slot = formTokenSlot(() => Promise.reject(new Error('offline')));
  slot.start();
  await expect(slot.take()).resolves.toBeNull();
});
