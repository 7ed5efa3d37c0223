import type { ReadClient } from '@app/supabase';

// ---------------------------------------------------------------------------------------------
// Contact details (the contact page's panel): the public contact_info setting
// ---------------------------------------------------------------------------------------------

/**
 * The contact_info setting as visitors see it; a missing or blank value is left out. Besides the contact
 * details it holds the company's legal details the footer, the contact page and the legal texts print.
 */
export interface PublicContactInfo {
  company?: string;
  address?: string;
  phone?: string;
  email?: string;
  hours?: string;
  /** IČO: the Czech company registration number. */
  companyId?: string;
  /** DIČ: the VAT ID. */
  vatId?: string;
  /** The registered office as the Commercial Register lists it (may differ from the contact address). */
  registeredAddress?: string;
  /** Where data subjects exercise their GDPR rights. */
  privacyEmail?: string;
  /** The Commercial Register entry, e.g. "C 12345 vedená u Městského soudu v Praze". */
  courtRegistration?: string;
}

export type ContactInfoField = keyof PublicContactInfo;

/**
 * The JSON keys of each field in contact_info: the first is the one the back office writes; the others
 * are read too, for values written by hand in the SQL editor.
 */
export const CONTACT_INFO_KEYS: Record<ContactInfoField, readonly [string, ...string[]]> = {
  company: ['company'],
  address: ['address'],
  phone: ['phone'],
  email: ['email'],
  hours: ['hours'],
  companyId: ['company_id', 'companyId', 'ico'],
  vatId: ['vat_id', 'vatId', 'dic'],
  registeredAddress: ['registered_address', 'registeredAddress'],
  privacyEmail: ['privacy_email', 'privacyEmail'],
  courtRegistration: ['court_registration', 'courtRegistration'],
};

export const CONTACT_INFO_FIELDS = Object.keys(CONTACT_INFO_KEYS) as ContactInfoField[];

/** The first non-blank string stored under one of the field's keys, trimmed. */
export function readContactInfoField(record: Record<string, unknown>, field: ContactInfoField): string | undefined {
  const found = CONTACT_INFO_KEYS[field].map((key) => record[key]).find((candidate) => typeof candidate === 'string' && candidate.trim() !== '');
  return typeof found === 'string' ? found.trim() : undefined;
}

/** Reads the stored JSON defensively: only non-blank strings count. */
export function parsePublicContactInfo(value: unknown): PublicContactInfo {
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const info: PublicContactInfo = {};
  for (const field of CONTACT_INFO_FIELDS) {
    const found = readContactInfoField(record, field);
    if (found !== undefined) info[field] = found;
  }
  return info;
}

/** The contact_info setting (public under row-level security); empty when it is not set. Throws on a failed request. */
export async function fetchPublicContactInfo(client: ReadClient): Promise<PublicContactInfo> {
  const { data, error } = await client
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', 'contact_info')
    .maybeSingle();
  if (error) throw new Error(`site_settings: ${error.message}`, { cause: error });
  return parsePublicContactInfo(data?.setting_value);
}
