export type ModuleImageCategory = 'invoices' | 'hr' | 'crm' | 'ai';

/** How many images the generator makes for one module. */
export const IMAGES_PER_MODULE = 5;

const CATEGORY_KEYWORDS: readonly (readonly [ModuleImageCategory, RegExp])[] = [
  ['invoices', /faktur|účet|ucet|invoice|rechnung/],
  ['hr', /\bhr\b|personal|personál|zaměstnan/],
  ['crm', /\bcrm\b|prodej|obchod|sales/],
  ['ai', /\bai\b|asistent|assistant|chatbot/],
];

/** The module's category from keywords in its name; invoices when nothing matches. */
export function moduleImageCategory(moduleName: string): ModuleImageCategory {
  const name = moduleName.toLowerCase();
  return CATEGORY_KEYWORDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'invoices';
}

const SUBJECTS: Record<ModuleImageCategory, readonly string[]> = {
  invoices: [
    'invoice processing dashboard with OCR-extracted fields beside a scanned invoice',
    'accounts payable approval workflow board with invoice cards moving between columns',
    'accounting export screen listing processed invoices with totals and VAT',
    'monthly invoicing report with bar charts of received and paid invoices',
    'invoice inbox sorting PDF and e-mail invoices into categories',
  ],
  hr: [
    'HR dashboard with employee directory cards and attendance overview',
    'leave request approval screen with a team calendar',
    'employee onboarding checklist with progress indicators',
    'payroll summary table with monthly hours and salary components',
    'personnel records screen with documents and contract dates',
  ],
  crm: [
    'CRM sales pipeline board with deal cards in stages',
    'customer profile screen with contact history timeline',
    'sales performance dashboard with revenue charts and targets',
    'lead list with scoring badges and follow-up reminders',
    'quote builder screen with product lines and discounts',
  ],
  ai: [
    'AI assistant chat window answering questions about company documents',
    'AI chatbot panel summarising an invoice and suggesting next steps',
    'knowledge base search with AI-generated answer cards',
    'AI assistant automating a workflow with highlighted suggestions',
    'conversational assistant dashboard with usage statistics',
  ],
};

/**
 * The prompt for image `variant` (0-based) of a module: a clean software-interface illustration whose
 * subject depends on the module's category, different for each of the module's images.
 */
export function moduleImagePrompt(moduleName: string, variant: number): string {
  const subjects = SUBJECTS[moduleImageCategory(moduleName)];
  const subject = subjects[((variant % subjects.length) + subjects.length) % subjects.length] ?? subjects[0];
  return `Modern business software user interface, ${subject}, clean flat design, light background, blue accents, high detail, 16:9`;
}
