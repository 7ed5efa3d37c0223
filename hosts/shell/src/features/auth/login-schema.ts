import { object, string } from 'yup';
import { isEmailAddress } from '@app/content';

export const REQUIRED = 'Toto pole je povinné';
export const INVALID_EMAIL = 'Neplatný e-mail';
export const SHORT_PASSWORD = 'Heslo musí mít alespoň 6 znaků.';
export const MIN_PASSWORD_LENGTH = 6;

export const loginSchema = object({
  email: string().trim().required(REQUIRED).test('email', INVALID_EMAIL, (value) => !value || isEmailAddress(value)),
  password: string().required(REQUIRED).min(MIN_PASSWORD_LENGTH, SHORT_PASSWORD),
});
