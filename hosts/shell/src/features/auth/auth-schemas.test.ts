import { ValidationError } from 'yup';
import { INVALID_EMAIL, REQUIRED, SHORT_PASSWORD, loginSchema } from './login-schema';
import { forgotPasswordSchema } from './forgot-password-schema';
import { PASSWORDS_DIFFER, updatePasswordProblem } from './update-password-schema';

async function errorsOf(schema: typeof loginSchema | typeof forgotPasswordSchema, values: object) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const firstByField: Record<string, string> = {};
    for (const inner of error.inner) firstByField[inner.path ?? ''] ??= inner.message;
    return firstByField;
  }
}

test('sign-in needs an e-mail and a password of at least 6 characters', async () => {
  expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual({ email: REQUIRED, password: REQUIRED });
  expect(await errorsOf(loginSchema, { email: 'admin@', password: '12345' })).toEqual({
    email: INVALID_EMAIL,
    password: SHORT_PASSWORD,
  });
  expect(await errorsOf(loginSchema, { email: ' admin@example.com ', password: '123456' })).toEqual({});
});

test('the forgotten-password form needs a valid e-mail', async () => {
  expect(await errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: REQUIRED });
  expect(await errorsOf(forgotPasswordSchema, { email: 'x' })).toEqual({ email: INVALID_EMAIL });
  expect(await errorsOf(forgotPasswordSchema, { email: 'Editor <editor@example.com>' })).toEqual({ email: INVALID_EMAIL });
  expect(await errorsOf(forgotPasswordSchema, { email: 'editor@example.com' })).toEqual({});
});

test('a new password: "Slabé heslo" (the password policy) first, then "Neshoda hesel"', async () => {
  expect(await updatePasswordProblem({ password: '', confirmation: '' })).toEqual({
    title: 'Slabé heslo',
    message: 'Heslo musí mít alespoň 10 znaků.',
  });
  expect(await updatePasswordProblem({ password: 'Kratke1', confirmation: 'Kratke1' })).toEqual({
    title: 'Slabé heslo',
    message: 'Heslo musí mít alespoň 10 znaků.',
  });
  for (const weak of ['123456789012', 'password123', 'aaaaaaaaaaaa']) {
    expect(await updatePasswordProblem({ password: weak, confirmation: weak })).toEqual({
      title: 'Slabé heslo',
      message: 'Heslo musí obsahovat malé písmeno, velké písmeno a číslici.',
    });
  }
  expect(await updatePasswordProblem({ password: 'Nove-Heslo-1', confirmation: 'Nove-Heslo-2' })).toEqual({
    title: 'Neshoda hesel',
    message: PASSWORDS_DIFFER,
  });
  expect(await updatePasswordProblem({ password: 'Nove-Heslo-1', confirmation: 'Nove-Heslo-1' })).toBeNull();
});
