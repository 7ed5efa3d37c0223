import { object, string } from 'yup';

export const EMAIL_REQUIRED = 'Zadejte e-mail';
export const INVALID_EMAIL = 'Neplatný e-mail';

export interface PersonalDataLookupValues {
  email: string;
}

/** The address whose data is looked up, exported or erased. */
export const personalDataLookupSchema = object({
  email: string().trim().required(EMAIL_REQUIRED).email(INVALID_EMAIL).max(320, INVALID_EMAIL),
});
