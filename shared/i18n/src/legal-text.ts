/**
 * The company's details the legal texts print (the back office keeps them in the contact_info setting).
 * Only the company name is always known; any other detail may be unset.
 */
export interface CompanyDetails {
  company: string;
  registeredAddress?: string;
  companyId?: string;
  vatId?: string;
  courtRegistration?: string;
  privacyEmail?: string;
}

export type CompanyDetailKey = keyof CompanyDetails;

export const COMPANY_DETAIL_KEYS: readonly CompanyDetailKey[] = [
  'company',
  'registeredAddress',
  'companyId',
  'vatId',
  'courtRegistration',
  'privacyEmail',
];

/**
 * A paragraph of a legal text: plain text, or clauses joined into one paragraph. A clause may name company
 * details as `{companyId}`; a clause naming a detail that is not set is left out as a whole, so an unset
 * detail drops its part of the sentence instead of printing a placeholder. Clauses are written so that
 * any of the optional ones can go (each starts with its own separator).
 */
export type LegalParagraph = string | readonly string[];

const DETAIL_TOKEN = /\{(\w+)\}/g;

function isDetailKey(name: string): name is CompanyDetailKey {
  return (COMPANY_DETAIL_KEYS as readonly string[]).includes(name);
}

/** The details a clause names (an unknown name counts too: it can never be filled). */
export function detailsNamedIn(clause: string): string[] {
  return [...clause.matchAll(DETAIL_TOKEN)].map((match) => match[1] ?? '');
}

function fillClause(clause: string, details: CompanyDetails): string | null {
  let complete = true;
  const filled = clause.replace(DETAIL_TOKEN, (_token, name: string) => {
    const value = isDetailKey(name) ? details[name]?.trim() : undefined;
    if (!value) complete = false;
    return value ?? '';
  });
  return complete ? filled : null;
}

/** The paragraph's text with the details filled in; '' when every clause needed a detail that is not set. */
export function fillLegalParagraph(paragraph: LegalParagraph, details: CompanyDetails): string {
  const clauses: readonly string[] = typeof paragraph === 'string' ? [paragraph] : paragraph;
  return clauses
    .map((clause) => fillClause(clause, details))
    .filter((clause): clause is string => clause !== null)
    .join('');
}
