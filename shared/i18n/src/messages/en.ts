import type { Messages } from './index';

export const en: Messages = {
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
    companyId: 'Company ID (IČO): [IČO]',
    vatId: 'VAT ID (DIČ): [DIČ]',
    copyright: (year: number) => `© ${year} BizAuto s.r.o. All rights reserved.`,
    footerNavigation: 'Footer links',
  },
  home: {
    hero: {
      badge: 'Automation for modern companies',
      title: 'Automate accounting and business processes',
      subtitle:
        'Faster document processing, unified data and fewer errors. BizAuto brings invoicing, HR, sales and an AI assistant together in one system that does the routine work for you.',
      ctaPrimary: 'Book a demo',
      ctaSecondary: 'Get a quote',
      figures: [
        { value: '500+', label: 'verified companies' },
        { value: '80%', label: 'time saved' },
        { value: '10k+', label: 'users' },
      ],
      trustBadges: ['Data stored in the EU', 'GDPR-compliant processing', 'Local support'],
      systemOnline: 'System online',
      carouselLabel: 'BizAuto application screenshots',
      slides: [
        { title: 'Company overview', alt: 'Dashboard with key company metrics and document status' },
        { title: 'Invoicing', alt: 'Invoice processing with automatic OCR data extraction' },
        { title: 'HR', alt: 'Employee attendance and absence approval' },
        { title: 'Sales', alt: 'Deals in a clear CRM pipeline' },
      ],
    },
    clients: {
      title: 'Trusted by companies across industries',
      names: [
        'Strojírny Vysočina',
        'LogiTrans CZ',
        'MediCare Praha',
        'Pekárny Morava',
        'Stavby Labe',
        'AgroFarm Haná',
      ],
    },
    stats: {
      title: 'Results that speak for themselves',
      subtitle: 'Figures from more than five years of working with Czech companies.',
      items: [
        { value: '50+', label: 'satisfied clients' },
        { value: '98%', label: 'customer satisfaction' },
        { value: '5+', label: 'years of experience' },
        { value: 'up to 60%', label: 'faster document processing' },
      ],
    },
    benefits: {
      title: 'Why choose BizAuto',
      subtitle: 'Less paperwork, more time for the work that moves your company forward.',
      items: [
        {
          title: 'Less manual work',
          description:
            'Documents are imported, extracted and prepared for posting automatically. Processing is up to 60% faster with 35% fewer errors.',
        },
        {
          title: 'Overview and control',
          description:
            'State workflows, approvals and an audit trail: you always know who approved what and where every document stands.',
        },
        {
          title: 'Connected to your systems',
          description: 'Integration with your accounting software, banks, e-mail inboxes and other systems via API.',
        },
        {
          title: 'Quick deployment',
          description:
            'Ready-made modules and a scalable architecture. Going live usually takes 2–4 weeks, and the system grows with you.',
        },
      ],
    },
    modules: {
      title: 'Modules that work for you',
      subtitle: 'Start with one module and add more when you are ready. All of them share unified data.',
      carouselLabel: 'BizAuto modules',
      imagePlaceholder: 'Interface preview',
      moreInfo: 'More about the module',
      allModules: 'View all modules',
      builtIn: [
        {
          title: 'Invoicing and accounting',
          description: 'Handles incoming invoices from import all the way to export into your accounting.',
          features: [
            'Invoice import from PDF and e-mail',
            'OCR data extraction',
            'Document classification and approval',
            'Export to accounting software',
          ],
        },
        {
          title: 'HR and personnel',
          description: 'All HR administration in one place, from attendance to contracts.',
          features: ['Attendance tracking', 'Employment contract management', 'Employee records', 'Absence approval'],
        },
        {
          title: 'CRM and sales',
          description: 'Your sales team’s contacts, deals and activities in a clear pipeline.',
          features: ['Contact management', 'Deals', 'Activity tracking and pipeline', 'Notifications and reminders'],
        },
        {
          title: 'AI assistant',
          description: 'A smart helper that answers questions about your data and spots what is missing.',
          features: ['Queries on company data', 'Assisted actions', 'Task assignment', 'Missing data checks'],
        },
      ],
    },
    howItWorks: {
      title: 'How it works',
      subtitle: 'From the first meeting to live operation, usually in 2–4 weeks.',
      steps: [
        {
          title: 'Analysis',
          description: 'We review your current processes and find where automation will save the most time.',
        },
        {
          title: 'Setup',
          description: 'We configure the modules, approval workflows and connections to accounting, banks and e-mail.',
        },
        {
          title: 'Training',
          description: 'We train your team so they can use the system to the full from day one.',
        },
        {
          title: 'Operation and support',
          description: 'After go-live we stay at your side, monitor the results and keep improving the system.',
        },
      ],
    },
    testimonials: {
      title: 'What our clients say',
      subtitle: 'Experiences of companies that work with BizAuto every day.',
      items: [
        {
          quote:
            'We used to retype invoices by hand. Today processing is 60% faster, and our accountants finally spend their time on analysis instead of copying data.',
          author: 'Jana Nováková',
          role: 'Chief Financial Officer',
          company: 'Strojírny Vysočina a.s.',
        },
        {
          quote:
            'Attendance and leave approvals run in one system. HR administration now takes us half the time it used to.',
          author: 'Petr Dvořák',
          role: 'Head of HR',
          company: 'LogiTrans CZ s.r.o.',
        },
        {
          quote:
            'Deployment took three weeks and support responds quickly. The AI assistant flags missing data before it turns into a problem.',
          author: 'Martina Svobodová',
          role: 'Managing Director',
          company: 'MediCare Praha s.r.o.',
        },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      subtitle: 'Didn’t find your answer? Write to us, we are happy to help.',
      items: [
        {
          question: 'How long does deployment take?',
          answer:
            'Usually 2–4 weeks. It depends on the number of modules, the integrations needed and the amount of data we migrate from your existing systems.',
        },
        {
          question: 'Can you connect BizAuto to our accounting software?',
          answer:
            'Yes. We support export to common accounting packages and connections to banks, e-mail inboxes and other systems via API. Custom integrations are part of the Enterprise plan.',
        },
        {
          question: 'Where is our data stored?',
          answer:
            'In secure data centres in the European Union. Processing complies with the GDPR, data is encrypted and every access leaves an audit trail.',
        },
        {
          question: 'Can we start with just one module?',
          answer:
            'Yes. You can start with invoicing, for example, and add more modules later. The data stays unified, so nothing has to be migrated again.',
        },
        {
          question: 'What support do you offer?',
          answer:
            'E-mail support in every plan, priority support in the Business plan, and in the Enterprise plan a guaranteed SLA with 99% or 99.9% availability and a dedicated consultant.',
        },
        {
          question: 'Do the prices include VAT?',
          answer: 'No, all prices exclude VAT. When you pay yearly, you save the price of two months.',
        },
      ],
    },
    cta: {
      title: 'Ready to speed up your company?',
      subtitle: 'We will show you BizAuto on your own processes. The demo takes 30 minutes and there is no obligation.',
      primary: 'Book a demo',
      secondary: 'View pricing',
    },
    renderFailure: {
      loading: 'Loading the page...',
      hint: 'If the problem persists, try reloading the page.',
      reload: 'Reload page',
    },
  },
  services: {
    title: 'Our services',
    subtitle: 'We do more than automate. We guide you all the way from process analysis to long-term support.',
    cardCta: 'Enquire about this service',
    items: [
      {
        title: 'Process analysis',
        description:
          'We map how you work with documents, data and approvals today and suggest what to automate first.',
        features: ['Workshop with your team', 'Map of current processes', 'Recommendations with estimated savings'],
      },
      {
        title: 'Implementation',
        description: 'We deploy and configure the modules to match your processes. A typical implementation takes 2–4 weeks.',
        features: ['Module and workflow configuration', 'Data migration from existing systems', 'Trial operation'],
      },
      {
        title: 'API integration',
        description: 'We connect BizAuto to your accounting software, banks, e-mail inboxes and the other systems you use.',
        features: ['Accounting software connection', 'Bank statements and payments', 'Custom integrations via API'],
      },
      {
        title: 'Team training',
        description: 'We teach your team to use the system to the full, online or on site at your company.',
        features: ['Training for users and administrators', 'Guides and videos', 'On-site training'],
      },
      {
        title: 'Support and SLA',
        description: 'Reliable operation with guaranteed 99% or 99.9% availability, fast response and regular updates.',
        features: ['Guaranteed availability', 'Priority handling of requests', 'Regular updates'],
      },
      {
        title: 'Consulting',
        description: 'We advise on digitalization, setting up approval processes and the further development of your automation.',
        features: ['Consultations with experts', 'Process reviews', 'Roadmap for further development'],
      },
    ],
    cta: {
      title: 'Not sure where to start?',
      subtitle: 'Book a free consultation. Together we will find the processes that are worth automating first.',
      button: 'Contact us',
    },
  },
  modulesPage: {
    title: 'Modules',
    subtitle: 'Ready-made modules that share unified data. Choose what your company needs.',
    loading: 'Loading modules...',
    empty: 'No modules are available at the moment.',
    anchorsLabel: 'Go to module',
    featuresTitle: 'What the module does',
    contactCta: 'I want this module',
    noImages: 'Previews coming soon',
    carouselLabel: (moduleName: string) => `Previews of the ${moduleName} module`,
    imageAlt: (moduleName: string) => `Preview of the ${moduleName} module`,
  },
  pricing: {
    title: 'Pricing',
    subtitle: 'Choose a plan that fits the size of your company. You can upgrade at any time.',
    billingLabel: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    yearlySaving: 'Save 2 months',
    recommended: 'Recommended',
    custom: 'Custom',
    perMonth: '/ month',
    perYear: '/ year',
    oneTime: 'one-time',
    vatNote: 'excl. VAT',
    pricesNote: 'All prices exclude VAT.',
    includedTitle: 'Included',
    excludedTitle: 'Not included',
    choosePlan: 'Choose plan',
    contactSales: 'Contact sales',
    plans: {
      start: {
        name: 'Start',
        description: 'For smaller companies that want to stop retyping invoices.',
        limits: ['500 documents per month', '1 user'],
        included: ['Basic invoicing', 'OCR document extraction', 'Accounting export', 'E-mail support', 'Basic reports'],
        excluded: ['Advanced workflow', 'HR module', 'CRM module', 'AI chatbot', 'SSO'],
      },
      business: {
        name: 'Business',
        description: 'For growing companies that want to connect finance, HR and sales.',
        limits: ['2,000 documents per month', '5 users'],
        included: [
          'Everything in Start',
          'Advanced workflow',
          'HR module',
          'CRM module',
          'API integration',
          'Priority support',
          'Advanced reports',
          'Approval processes',
        ],
        excluded: ['AI chatbot', 'SSO', 'SLA guarantee', 'Custom integrations'],
      },
      enterprise: {
        name: 'Enterprise',
        description: 'For large organizations with their own integration and security requirements.',
        limits: ['Unlimited documents', 'Unlimited users'],
        included: [
          'Everything in Business',
          'AI chatbot',
          'SSO',
          'Dedicated consultant',
          'SLA',
          'Custom integrations',
          'On-site training',
        ],
        excluded: [],
      },
    },
    footerCard: {
      title: 'Don’t fit into the standard plans?',
      text: 'We will prepare a custom offer based on your number of documents, users and required integrations.',
      button: 'Contact us',
    },
  },
  references: {
    title: 'Customers',
    subtitle: 'How companies from different industries sped up their work and gained control over their processes with BizAuto.',
    loading: 'Loading references...',
    featured: 'Featured case study',
    industryLabel: 'Industry',
    sizeLabel: 'Company size',
    resultLabel: 'Result',
    resultsLabel: 'Results',
    visitWebsite: 'Visit website',
    caseStudies: [
      {
        company: 'Strojírny Vysočina a.s.',
        industry: 'Mechanical engineering',
        size: '250 employees',
        result: 'Invoice processing 60% faster',
        description:
          'The accounting department retyped more than 1,500 incoming invoices a month by hand. Since the Invoicing module went live, documents are imported from e-mail, OCR extracts the data and invoices are routed for approval automatically. The accountants now focus on review and analysis.',
      },
      {
        company: 'LogiTrans CZ s.r.o.',
        industry: 'Transport and logistics',
        size: '120 employees',
        result: '35% fewer errors in documents',
        description:
          'The carrier struggled with errors in orders and invoices caused by copying data between systems by hand. Connecting CRM, invoicing and the accounting software via API eliminated double entry, and the AI assistant flags missing data.',
      },
      {
        company: 'MediCare Praha s.r.o.',
        industry: 'Healthcare services',
        size: '60 employees',
        result: '80% less time spent on HR administration',
        description:
          'The clinic network planned shifts and approved absences in spreadsheets and e-mails. With the HR module, employees have attendance, contracts and requests in one place, and managers approve with a single click. Deployment took three weeks.',
      },
    ],
    cta: {
      title: 'Want to be next?',
      subtitle: 'We will show you how much time automation can save in your company.',
      button: 'Book a demo',
    },
  },
  contact: {
    title: 'Book a short online demo',
    subtitle:
      'In 30 minutes we will show you how BizAuto speeds up document processing and simplifies your business processes. No obligation, using your own examples.',
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
      namePlaceholder: 'Jane Smith',
      emailPlaceholder: 'jane.smith@company.com',
      phonePlaceholder: '+420 123 456 789',
      companyPlaceholder: 'Your company name',
      messagePlaceholder: 'How can we help you?',
      consent: {
        beforeLink: 'I agree to the ',
        link: 'processing of my personal data',
        afterLink: ' in accordance with the GDPR. *',
      },
      requiredNote: '* required fields',
      submit: 'Send message',
      sending: 'Sending...',
    },
    validation: {
      required: 'This field is required',
      invalidEmail: 'Invalid e-mail',
      consentRequired: 'You must agree to the processing of your data',
      tooLong: (maxLength: number) => `Enter at most ${maxLength} characters`,
    },
    toast: {
      successTitle: 'Message sent!',
      successMessage: 'Thank you for your interest. We will contact you within 24 hours.',
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
      companyIdValue: '[IČO]',
      vatId: 'VAT ID (DIČ)',
      vatIdValue: '[DIČ]',
      addressValue: '[registered address], Prague',
      phoneValue: '[phone]',
      emailValue: '[e-mail]',
    },
    hours: {
      title: 'Working hours',
      weekdays: 'Mon–Fri 9:00–17:00',
      weekend: 'Weekends by arrangement only',
    },
    map: {
      title: 'Map of our headquarters',
      placeholder: 'Our office in Prague. You will find the exact address in the contact details.',
    },
  },
  blog: {
    title: 'Blog',
    subtitle: 'Practical advice and news from the world of digitalization and business process automation.',
    loading: 'Loading articles...',
    empty: 'There are no articles yet.',
    emptyCategory: 'There are no articles in this category yet.',
    featured: 'Recommended',
    readMore: 'Read more',
    readTime: (minutes: number) => `${minutes} min read`,
    categoriesTitle: 'Categories',
    allCategories: 'All articles',
    postCount: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
    categories: ['Digitalization', 'Implementation', 'Analyses', 'Automation'],
    newsletter: {
      title: 'Newsletter',
      text: 'Once a month we will send you the best of our blog. No spam, and you can unsubscribe at any time.',
      emailLabel: 'E-mail',
      placeholder: 'you@email.com',
      button: 'Subscribe',
      subscribing: 'Subscribing...',
      successTitle: 'Thank you for subscribing!',
      successMessage: 'We will send new articles to the e-mail address you entered.',
      invalidEmail: 'Please enter a valid e-mail address.',
      errorTitle: 'Subscription failed',
      errorMessage: 'Please try again later.',
    },
  },
  blogPost: {
    loading: 'Loading article...',
    draftBadge: 'Draft - Unpublished',
    share: 'Share',
    linkCopiedTitle: 'Link copied',
    linkCopiedMessage: 'The link to the article is in your clipboard.',
    shareFailed: 'The link could not be copied.',
    backToBlog: 'Back to blog',
    allArticles: 'All articles',
    notFoundTitle: 'Article not found',
    notFoundText: 'The article does not exist or has been removed.',
    loadErrorTitle: 'Error while loading',
    loadErrorMessage: 'The article could not be loaded',
    consultation: {
      title: 'Want to try automation in your company?',
      text: 'We will discuss your processes and show you where BizAuto saves the most time.',
      contactButton: 'Free consultation',
      servicesButton: 'Our services',
    },
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
  privacy: {
    contentsLabel: 'Contents',
    title: 'Privacy policy',
    updated: 'Effective from 1 January 2026',
    intro:
      'Protecting your personal data matters to us. This policy explains what data we process about you, why and for how long, to whom we may disclose it and what rights you have under Regulation (EU) 2016/679 of the European Parliament and of the Council (GDPR).',
    sections: [
      {
        heading: '1. Data controller',
        paragraphs: [
          'The controller of your personal data is BizAuto s.r.o., with its registered office at [registered office address], Prague, Company ID (IČO): [IČO], VAT ID (DIČ): [DIČ], registered in the Commercial Register kept by the Municipal Court in Prague, Section C, Insert [insert number] (“we”).',
          'For any matters concerning personal data protection, you can contact us by e-mail at [data protection e-mail] or in writing at our registered office.',
        ],
      },
      {
        heading: '2. What data we process',
        paragraphs: [
          'Contact details you provide to us through the contact form or by e-mail: your full name, e-mail address, phone number, company name and the content of your message.',
          'Your e-mail address if you subscribe to our newsletter.',
          'Data about customers and their users needed to provide the service: name, work e-mail, role in the application, billing details and sign-in records.',
          'Technical data about your visit to the website: IP address, browser type, time of access and data stored in cookies and browser storage.',
        ],
      },
      {
        heading: '3. Purposes and legal bases of processing',
        paragraphs: [
          'Handling your enquiry and preparing a quote or product demo – steps prior to entering into a contract and our legitimate interest in answering your question (Art. 6(1)(b) and (f) GDPR).',
          'Concluding and performing the service contract, including customer support and invoicing (Art. 6(1)(b) GDPR).',
          'Compliance with legal obligations, in particular in accounting and tax matters (Art. 6(1)(c) GDPR).',
          'Sending the newsletter based on your consent, which you may withdraw at any time (Art. 6(1)(a) GDPR).',
          'Ensuring the security of the website and the service and protecting our legal claims (Art. 6(1)(f) GDPR).',
        ],
      },
      {
        heading: '4. Data that customers upload to the service',
        paragraphs: [
          'We process documents, employee data, business contacts and other data that customers enter into the BizAuto service as a processor, on the instructions of the customer, who is the controller of that data.',
          'The terms of this processing are set out in the data processing agreement under Art. 28 GDPR, which forms part of the service contract.',
        ],
      },
      {
        heading: '5. Retention period',
        paragraphs: [
          'We keep data from enquiries for no longer than 2 years after our last contact, unless a contract is concluded.',
          'We keep contract-related data for the term of the contract and then for as long as necessary to protect our legal claims; accounting and tax documents for the period required by law, usually 10 years.',
          'We keep your newsletter e-mail address until you withdraw your consent or unsubscribe.',
        ],
      },
      {
        heading: '6. Recipients and data transfers',
        paragraphs: [
          'We do not sell personal data. We may disclose it only to vetted processors that provide hosting, e-mail delivery, accounting and legal services for us, under a data processing agreement.',
          'We store data in data centres in the European Union. Data is transferred outside the EU only where adequate protection is ensured, for example through the European Commission’s standard contractual clauses.',
        ],
      },
      {
        heading: '7. Cookies and browser storage',
        paragraphs: [
          'We use only strictly necessary cookies: the “locale” cookie remembers your chosen website language for 365 days. Sign-in to the administration is kept in browser storage, and access during maintenance only until the end of the browser session.',
          'We do not use advertising cookies. We would only deploy analytics tools with your prior consent.',
        ],
      },
      {
        heading: '8. Security',
        paragraphs: [
          'We protect data through encryption in transit and at rest, access control, an audit trail and regular backups. Only authorized employees bound by confidentiality have access to personal data.',
        ],
      },
      {
        heading: '9. Your rights',
        paragraphs: [
          'You have the right to access your personal data, to have it rectified or erased, to restrict processing, to data portability and to object to processing based on legitimate interest. You may withdraw your consent at any time.',
          'You can exercise your rights by e-mail at [data protection e-mail]. We will respond without undue delay and within one month at the latest.',
          'You also have the right to lodge a complaint with the Czech Office for Personal Data Protection (Úřad pro ochranu osobních údajů), Pplk. Sochora 27, 170 00 Prague 7, www.uoou.cz.',
        ],
      },
      {
        heading: '10. Changes to this policy',
        paragraphs: [
          'We may update this policy, for example when legislation or our services change. You will always find the current version on this page.',
        ],
      },
    ],
  },
  terms: {
    contentsLabel: 'Contents',
    title: 'Terms and conditions',
    updated: 'Effective from 1 January 2026',
    intro:
      'These terms and conditions govern the provision of the BizAuto software service to businesses and legal entities. Please read them carefully before ordering the service.',
    sections: [
      {
        heading: '1. Introductory provisions',
        paragraphs: [
          'The service is provided by BizAuto s.r.o., with its registered office at [registered office address], Prague, Company ID (IČO): [IČO], VAT ID (DIČ): [DIČ], registered in the Commercial Register kept by the Municipal Court in Prague, Section C, Insert [insert number] (the “Provider”).',
          'These terms apply to contracts concluded with businesses and legal entities (the “Customer”) in the course of their business activities. The service is not intended for consumers.',
        ],
      },
      {
        heading: '2. Definitions',
        paragraphs: [
          'The Service means the BizAuto web application, including the Invoicing, HR, CRM and AI assistant modules, provided on a subscription basis (software as a service).',
          'A User is a person to whom the Customer has granted access to the Service. A Plan is the chosen scope of the Service with limits on the number of documents and users according to the current price list.',
          'Customer Data means all data, documents and files that the Customer or its Users enter into the Service.',
        ],
      },
      {
        heading: '3. Conclusion of the contract',
        paragraphs: [
          'The contract is concluded by accepting the Provider’s offer, by signing a contract or by confirming an order. These terms, the price list and the data processing agreement form an integral part of it.',
          'The provisions of an individual contract take precedence over these terms.',
        ],
      },
      {
        heading: '4. Prices and payment terms',
        paragraphs: [
          'Prices follow the current price list and exclude VAT, which will be added at the statutory rate. The price of the Enterprise plan is agreed individually.',
          'The subscription is paid monthly or yearly in advance on the basis of an invoice due within 14 days. With yearly payment, the Customer pays the price of ten months and thus saves 2 months.',
          'If the Customer exceeds the limits of its Plan, the Provider will notify it and offer an upgrade to a higher Plan. In the event of late payment, the Provider may restrict access to the Service after prior notice.',
        ],
      },
      {
        heading: '5. Implementation and cooperation',
        paragraphs: [
          'Implementation usually takes 2–4 weeks. The exact scope and schedule are agreed in the offer.',
          'The Customer shall provide the cooperation necessary for implementation, in particular access to integrated systems, sample data and a contact person.',
        ],
      },
      {
        heading: '6. Availability and support',
        paragraphs: [
          'The Provider will make all reasonable efforts to keep the Service available without interruption. A guaranteed monthly availability of 99% or 99.9% (SLA) applies only where agreed in the contract.',
          'The Provider announces planned maintenance in advance and carries it out preferably outside working hours.',
          'Support is available on working days from 9:00 to 17:00 by e-mail and, depending on the chosen Plan, as priority support or through a dedicated consultant.',
        ],
      },
      {
        heading: '7. Rights and obligations of the Customer',
        paragraphs: [
          'The Customer is responsible for protecting its Users’ access credentials against misuse and for the content of the data it enters into the Service.',
          'The Customer must not use the Service in breach of the law, compromise its security or make the Service available to third parties beyond the scope of the contract.',
        ],
      },
      {
        heading: '8. Customer Data',
        paragraphs: [
          'Customer Data remains the property of the Customer. The Provider processes it solely for the purpose of providing the Service and in accordance with the data processing agreement.',
          'After the contract ends, the Provider will allow the Customer to export its data in a machine-readable format within 30 days and will then securely delete it, unless the law requires otherwise.',
        ],
      },
      {
        heading: '9. Licence and intellectual property',
        paragraphs: [
          'For the term of the contract, the Provider grants the Customer a non-exclusive, non-transferable right to use the Service within the scope of the chosen Plan.',
          'All rights to the BizAuto software, documentation and trademarks belong to the Provider.',
        ],
      },
      {
        heading: '10. Liability',
        paragraphs: [
          'The Provider is not liable for lost profits or indirect damage. The Provider’s total liability is limited to the amount the Customer paid for the Service in the preceding 12 months.',
          'This limitation of liability does not apply to damage caused intentionally or through gross negligence.',
        ],
      },
      {
        heading: '11. Term and termination',
        paragraphs: [
          'The contract is concluded for an indefinite period. A monthly subscription may be terminated with one month’s notice, a yearly subscription as of the end of the paid period.',
          'Either party may terminate the contract with immediate effect if the other party materially breaches its obligations and fails to remedy the breach within a reasonable additional period.',
        ],
      },
      {
        heading: '12. Final provisions',
        paragraphs: [
          'The contract is governed by the laws of the Czech Republic, in particular Act No. 89/2012 Coll., the Civil Code. Disputes shall be decided by the general courts of the Czech Republic.',
          'The Provider may amend these terms and will notify the Customer of any change at least 30 days in advance. If the Customer does not agree with the change, it may terminate the contract as of the date the change takes effect.',
        ],
      },
    ],
  },
  common: {
    brandName: 'BizAuto',
    companyName: 'BizAuto s.r.o.',
    loading: 'Loading...',
    close: 'Close',
    retry: 'Try again',
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
