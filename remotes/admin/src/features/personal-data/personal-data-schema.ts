import { object, string } from 'yup';
import { isEmailAddress } from '@app/content';

export const EMAIL_REQUIRED = 'Zadejte e-mail';
export const INVALID_EMAIL = 'Neplatný e-mail';

export interface PersonalDataLookupValues {
  email: string;
}

/** The address whose data is looked up, exported or erased. */
export const personalDataLookupSchema = object({
  email: string().trim().required(EMAIL_REQUIRED).test('email', INVALID_EMAIL, (value) => !value || isEmailAddress(value)),
});
