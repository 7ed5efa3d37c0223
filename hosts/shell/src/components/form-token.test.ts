import { FORM_TOKEN_REFRESH_MS, formTokenSlot } from './form-token';

test('asks once when the page becomes usable and sends that token', async () => {
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

test('asks on submit when the page never asked', async () => {
  const issue = jest.fn(async () => 'late');
  await expect(formTokenSlot(issue).take()).resolves.toBe('late');
  expect(issue).toHaveBeenCalledTimes(1);
});

test('a sent form (stored or refused) makes the slot ask for a new single-use token at once', async () => {
  const issue = jest.fn<Promise<string | null>, []>().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
  const slot = formTokenSlot(issue);
  slot.start();
  await expect(slot.take()).resolves.toBe('first');
  slot.renew();
  expect(issue).toHaveBeenCalledTimes(2);
  await expect(slot.take()).resolves.toBe('second');
});

test('a token held for nearly its 2 hours is replaced before it is sent', async () => {
  let clock = 0;
  const issue = jest.fn<Promise<string | null>, []>().mockResolvedValueOnce('old').mockResolvedValueOnce('fresh');
  const slot = formTokenSlot(issue, () => clock);
  slot.start();
  clock = FORM_TOKEN_REFRESH_MS - 1;
  await expect(slot.take()).resolves.toBe('old');
  clock = FORM_TOKEN_REFRESH_MS;
  await expect(slot.take()).resolves.toBe('fresh');
});

test('a failed request sends no token instead of failing the form', async () => {
  const slot = formTokenSlot(() => Promise.reject(new Error('offline')));
  slot.start();
  await expect(slot.take()).resolves.toBeNull();
});
