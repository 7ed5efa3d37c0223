import type { Messages } from '../index';

export const homeEn: Messages['home'] = {
  hero: {
    badge: 'Automation for modern companies',
    title: 'Automate accounting and business processes',
    subtitle:
      'Faster document processing, unified data and fewer errors. BizAuto brings invoicing, HR, sales and an AI assistant together in one system that does the routine work for you.',
    ctaPrimary: 'Book a demo',
    ctaSecondary: 'Get a quote',
    figures: [
      { value: '500+', label: 'verified companies' },
      { value: '80%', label: 'less time spent retyping' },
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
      { value: '50+', label: 'custom implementations' },
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
};
