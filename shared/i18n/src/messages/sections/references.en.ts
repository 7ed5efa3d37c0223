import type { Messages } from '../index';

export const referencesEn: Messages['references'] = {
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
};
