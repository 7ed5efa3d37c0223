import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress } from '../email-address/email-address';

/** What the contact form sends. */
export interface ContactEnquiryInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  gdprConsent: boolean;
}

/** Column limits of contact_enquiries (the database refuses longer values). */
export const CONTACT_ENQUIRY_LIMITS = { name: 200, email: EMAIL_ADDRESS_MAX_LENGTH, phone: 50, company: 200, message: 5000 } as const;

export type ContactEnquiryField = keyof ContactEnquiryInput;
export type ContactEnquiryProblem = 'required' | 'invalidEmail' | 'consentRequired' | 'tooLong';
export type ContactEnquiryErrors = Partial<Record<ContactEnquiryField, ContactEnquiryProblem>>;

/** Fields in the order the form shows them (the first invalid one gets focus). */
export const CONTACT_ENQUIRY_FIELDS: readonly ContactEnquiryField[] = ['name', 'email', 'phone', 'company', 'message', 'gdprConsent'];

/**
 * Name, e-mail and message required (after trimming), the e-mail an address on its own (isEmailAddress), consent given; phone
 * and company optional. Lengths follow the database limits. An empty object means the enquiry can be sent.
 */
export function validateContactEnquiry(enquiry: ContactEnquiryInput): ContactEnquiryErrors {
  const errors: ContactEnquiryErrors = {};
  for (const field of ['name', 'email', 'message'] as const) {
    if (enquiry[field].trim() === '') errors[field] = 'required';
  }
  if (!errors.email && !isEmailAddress(enquiry.email)) errors.email = 'invalidEmail';
  for (const field of ['name', 'phone', 'company', 'message'] as const) {
    if (!errors[field] && enquiry[field].trim().length > CONTACT_ENQUIRY_LIMITS[field]) errors[field] = 'tooLong';
  }
  if (!enquiry.gdprConsent) errors.gdprConsent = 'consentRequired';
  return errors;
}

/** The first field with a problem, in form order. */
export function firstInvalidContactField(errors: ContactEnquiryErrors): ContactEnquiryField | undefined {
  return CONTACT_ENQUIRY_FIELDS.find((field) => errors[field] !== undefined);
}
