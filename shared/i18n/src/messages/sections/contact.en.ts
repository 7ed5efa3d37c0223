import type { Messages } from '../index';

export const contactEn: Messages['contact'] = {
  title: 'Book a short online demo',
  subtitle:
    'In 30 minutes we will show you how BizAuto speeds up document processing and simplifies your business processes. No obligation, using your own examples.',
  intentHeadings: {
    consultation: {
      title: 'Book a free consultation',
      subtitle: 'We will go through your processes and recommend what to automate first. Free and with no obligation.',
    },
    quote: {
      title: 'Get a quote tailored to you',
      subtitle: 'Tell us what you need and within 24 hours we will send you a quote for your company.',
    },
    plan: {
      title: 'Order a BizAuto plan',
      subtitle: 'Tell us which plan you are interested in and we will help you get started.',
    },
    question: {
      title: 'Ask us a question',
      subtitle: 'Tell us what you would like to know. We will reply within 24 hours.',
    },
  },
  cards: {
    business: {
      title: 'Business enquiries',
      text: 'Want to see BizAuto in action or get a quote? Book an online demo with one of our consultants.',
      button: 'Book a demo',
    },
    general: {
      title: 'General questions',
      text: 'Do you have a question about modules, integrations or working with us? Write to us and we will reply within 24 hours.',
      button: 'Write a message',
    },
  },
  form: {
    title: 'Write to us',
    subtitle: 'Fill in the form and we will get back to you within 24 hours.',
    name: 'Full name *',
    email: 'E-mail *',
    phone: 'Phone',
    company: 'Company',
    message: 'Message *',
    namePlaceholder: 'e.g. Jane Smith',
    emailPlaceholder: 'e.g. jane.smith@company.com',
    phonePlaceholder: 'e.g. +420 123 456 789',
    companyPlaceholder: 'Your company name',
    messagePlaceholder: 'How can we help you?',
    consent: {
      beforeLink: 'I agree to the ',
      link: 'processing of my personal data',
      afterLink: ' in accordance with the GDPR. *',
    },
    requiredNote: '* required fields',
    interest: 'What are you interested in',
    interestNone: 'Choose (optional)',
    interests: {
      demo: 'Online demo',
      consultation: 'Free consultation',
      quote: 'Price quote',
      plan: 'Choosing a plan',
      question: 'General question',
    },
    planNamed: (planName: string) => `${planName} plan`,
    submit: 'Send message',
    sending: 'Sending...',
  },
  validation: {
    required: 'This field is required',
    invalidEmail: 'Invalid e-mail',
    consentRequired: 'You must agree to the processing of your data',
    tooLong: (maxLength: number) => `Enter at most ${maxLength} characters`,
  },
  outcome: {
    successTitle: 'Message sent!',
    successMessage: 'Thank you for your interest. We will contact you within 24 hours.',
    sendAnother: 'Send another message',
    errorTitle: 'The message could not be sent',
    errorMessage: 'Please try again in a moment. Your message is still in the form.',
  },
  details: {
    title: 'Contact details',
    company: 'Company',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    companyId: 'Company ID (IČO)',
    vatId: 'VAT ID (DIČ)',
    courtRegistration: 'Commercial Register file no.',
    registeredOffice: 'Registered office',
    privacyEmail: 'Data protection',
  },
  hours: {
    title: 'Working hours',
    weekdays: 'Mon–Fri 9:00–17:00',
    weekend: 'Weekends by arrangement only',
  },
  map: {
    title: 'Map of our headquarters',
    openMap: 'Show on the map',
  },
};
