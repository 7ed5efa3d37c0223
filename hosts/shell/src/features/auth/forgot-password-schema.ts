import { object, string } from 'yup';
import { isEmailAddress } from '@app/content';
import { INVALID_EMAIL, REQUIRED } from './login-schema';

export const forgotPasswordSchema = object({
  email: string().trim().required(REQUIRED).test('email', INVALID_EMAIL, (value) => !value || isEmailAddress(value)),
});
