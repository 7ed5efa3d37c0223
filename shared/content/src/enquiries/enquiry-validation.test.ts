import {
  firstInvalidContactField,
  validateContactEnquiry,
  type ContactEnquiryInput,
} from './enquiry-validation';

const complete: ContactEnquiryInput = {
  name: 'Jana Nováková',
  email: 'jana@firma.cz',
  phone: '',
  company: '',
  message: 'Chceme demo fakturace.',
  gdprConsent: true,
};

describe('validateContactEnquiry', () => {
  it('accepts a complete enquiry with the optional fields empty', () => {
    expect(validateContactEnquiry(complete)).toEqual({});
  });

  it('requires name, e-mail and message after trimming, and consent', () => {
    expect(validateContactEnquiry({ ...complete, name: '  ', email: '', message: '\n', gdprConsent: false })).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
      gdprConsent: 'consentRequired',
    });
  });

  it('reports a malformed e-mail as invalid rather than missing', () => {
    expect(validateContactEnquiry({ ...complete, email: 'jana@firma' })).toEqual({ email: 'invalidEmail' });
    expect(validateContactEnquiry({ ...complete, email: 'jana firma.cz' })).toEqual({ email: 'invalidEmail' });
    expect(validateContactEnquiry({ ...complete, email: 'Jana <jana@firma.cz>' })).toEqual({ email: 'invalidEmail' });
    expect(validateContactEnquiry({ ...complete, email: 'G:jana@firma.cz;' })).toEqual({ email: 'invalidEmail' });
  });

  it('refuses values longer than the database accepts', () => {
    expect(validateContactEnquiry({ ...complete, phone: '1'.repeat(51), message: 'x'.repeat(5001) })).toEqual({
      phone: 'tooLong',
      message: 'tooLong',
    });
  });
});

describe('firstInvalidContactField', () => {
  it('follows the order of the form, not of the errors object', () => {
    expect(firstInvalidContactField({ gdprConsent: 'consentRequired', message: 'required', email: 'invalidEmail' })).toBe('email');
    expect(firstInvalidContactField({})).toBeUndefined();
  });
});
