import { object, string } from 'yup';
import { INVALID_EMAIL, REQUIRED } from './login-schema';

export const forgotPasswordSchema = object({
  email: string().trim().required(REQUIRED).email(INVALID_EMAIL),
});
