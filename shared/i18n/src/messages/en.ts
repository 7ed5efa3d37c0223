import type { CoreMessages } from './index';

export const en: CoreMessages = {
  meta: {
    siteName: 'BizAuto',
    home: {
      title: 'BizAuto – accounting and business process automation',
      description:
        'Automate accounting and business processes. Faster document processing, unified data and fewer errors with modules for invoicing, HR, CRM and an AI assistant.',
    },
    services: {
      title: 'Services – analysis, implementation and support | BizAuto',
      description:
        'Process analysis, implementation, API integration, team training, SLA-backed support and consulting. We guide you from the first meeting to live operation.',
    },
    modules: {
      title: 'Modules – invoicing, HR, CRM and AI assistant | BizAuto',
      description:
        'Ready-made modules for invoicing with OCR, HR, sales management and an AI assistant. Connected through unified data and deployed within weeks.',
    },
    references: {
      title: 'Customers and case studies | BizAuto',
      description:
        'See how companies using BizAuto process documents up to 60% faster and make 35% fewer errors. Case studies from manufacturing, logistics and healthcare.',
    },
    pricing: {
      title: 'Pricing – Start, Business and Enterprise plans | BizAuto',
      description:
        'Clear Start, Business and Enterprise plans with monthly or yearly billing. Pay yearly and save 2 months. All prices exclude VAT.',
    },
    blog: {
      title: 'Blog on digitalization and automation | BizAuto',
      description:
        'Practical articles on digitalization, implementation, data analysis and business process automation from the BizAuto team.',
    },
    blogPost: {
      title: 'Article | BizAuto Blog',
      description: 'An article from the BizAuto blog on digitalization and business process automation.',
    },
    contact: {
      title: 'Contact and free demo | BizAuto',
      description:
        'Book a short online demo or send us a message. We reply to every message within 24 hours. You will find us in Prague.',
    },
    privacy: {
      title: 'Privacy policy (GDPR) | BizAuto',
      description:
        'How BizAuto s.r.o. processes the personal data of website visitors, prospects and customers, how long we keep it and what your rights under the GDPR are.',
    },
    terms: {
      title: 'Terms and conditions | BizAuto',
      description:
        'Terms and conditions for providing the BizAuto service to businesses: conclusion of the contract, plans and payments, availability and support, liability and termination.',
    },
    notFound: {
      title: 'Page not found | BizAuto',
      description: 'The page you requested does not exist or has been moved.',
    },
    maintenance: {
      title: 'Website maintenance | BizAuto',
      description: 'The BizAuto website is currently under maintenance. We will be back soon.',
    },
  },
  nav: {
    login: 'Log in',
    scheduleMeeting: 'Schedule a meeting',
    language: 'Language',
    home: 'Home',
    services: 'Services',
    modules: 'Modules',
    references: 'Customers',
    pricing: 'Pricing',
    blog: 'Blog',
    contact: 'Contact',
    demo: 'Try the demo',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    logoLabel: 'BizAuto – home page',
    chooseLanguage: 'Choose language',
    search: 'Search the site',
  },
  footer: {
    tagline: 'We automate accounting and business processes so your team can focus on what matters.',
    quickLinksTitle: 'Quick links',
    infoLinksTitle: 'Information',
    socialTitle: 'Follow us',
    links: {
      services: 'Services',
      modules: 'Modules',
      references: 'Customers',
      pricing: 'Pricing',
      privacy: 'Privacy policy',
      terms: 'Terms and conditions',
      blog: 'Blog',
      contact: 'Contact',
    },
    social: {
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
      x: 'X',
      youtube: 'YouTube',
    },
    companyId: 'Company ID (IČO)',
    vatId: 'VAT ID (DIČ)',
    registeredOffice: 'Registered office',
    courtRegistration: 'Commercial Register file no.',
    companyDetailsLabel: 'Company details',
    copyright: (year: number) => `© ${year} BizAuto s.r.o. All rights reserved.`,
    footerNavigation: 'Footer links',
  },
  blog: {
    readTime: (minutes: number) => `${minutes} min read`,
    categories: ['Digitalization', 'Implementation', 'Analyses', 'Automation'],
    onlyAvailableIn: (languages: string) => `This article is only available in ${languages}.`,
    languageNames: { cs: 'Czech', en: 'English', de: 'German' },
  },
  maintenance: {
    loading: 'Loading...',
    title: 'Website maintenance',
    defaultMessage: 'The website is currently under maintenance. We will be back soon.',
    enter: 'Enter',
    dialogTitle: 'Access during maintenance',
    passwordLabel: 'Password',
    passwordPlaceholder: 'Enter the access password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Enter',
    checking: 'Checking...',
    cancel: 'Cancel',
    emptyPassword: 'Enter the password',
    wrongPassword: 'Incorrect password',
    adminLogin: 'Log in as administrator',
    checkFailed: 'The password could not be checked. Please try again.',
  },
  notFound: {
    title: '404',
    message: 'Oops! Page not found',
    homeLink: 'Return to Home',
  },
  common: {
    brandName: 'BizAuto',
    companyName: 'BizAuto s.r.o.',
    loading: 'Loading...',
    close: 'Close',
    retry: 'Try again',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    honeypotLabel: 'Leave this field empty',
    backToHome: 'Back to home',
    learnMore: 'Learn more',
    carousel: {
      previous: 'Previous',
      next: 'Next',
      goToSlide: (slideNumber: number) => `Go to slide ${slideNumber}`,
      pause: 'Pause automatic playback',
      play: 'Start automatic playback',
    },
  },
};
