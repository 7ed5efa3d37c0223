import type { Locale } from '@app/i18n';
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
  /** The Commercial Register entry in Czech, e.g. "C 12345 vedená u Městského soudu v Praze". */
  courtRegistration?: string;
  /** The same entry for the English pages, e.g. "C 12345 kept by the Municipal Court in Prague". */
  courtRegistrationEn?: string;
  /** The same entry for the German pages, e.g. "C 12345, geführt beim Stadtgericht Prag". */
  courtRegistrationDe?: string;
  /** The company's profiles (https); the footer shows a network only when its profile is set. */
  linkedinUrl?: string;
  facebookUrl?: string;
  xUrl?: string;
  youtubeUrl?: string;
  /** Where the registered office is on a map (an https link, e.g. OpenStreetMap); the contact page's map box only when set. */
  mapUrl?: string;
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
  courtRegistrationEn: ['court_registration_en'],
  courtRegistrationDe: ['court_registration_de'],
  linkedinUrl: ['linkedin_url'],
  facebookUrl: ['facebook_url'],
  xUrl: ['x_url'],
  youtubeUrl: ['youtube_url'],
  mapUrl: ['map_url'],
};

/** The social networks the footer links to, each with its contact_info field, in the footer's order. */
export const SOCIAL_PROFILE_FIELDS = {
  linkedin: 'linkedinUrl',
  facebook: 'facebookUrl',
  x: 'xUrl',
  youtube: 'youtubeUrl',
} as const satisfies Record<string, ContactInfoField>;

export type SocialNetwork = keyof typeof SOCIAL_PROFILE_FIELDS;

/** The profiles that are set, in the footer's order. */
export function socialProfiles(info: PublicContactInfo): { network: SocialNetwork; url: string }[] {
  return (Object.keys(SOCIAL_PROFILE_FIELDS) as SocialNetwork[]).flatMap((network) => {
    const url = info[SOCIAL_PROFILE_FIELDS[network]];
    return url ? [{ network, url }] : [];
  });
}

const COURT_REGISTRATION_FIELD: Record<Locale, ContactInfoField> = {
  cs: 'courtRegistration',
  en: 'courtRegistrationEn',
  de: 'courtRegistrationDe',
};

/**
 * The Commercial Register entry in the page's language; the Czech one when that language's is not set (the
 * entry is a legal detail: the file number in Czech beats none).
 */
export function courtRegistrationIn(info: PublicContactInfo, locale: Locale): string | undefined {
  return info[COURT_REGISTRATION_FIELD[locale]] ?? info.courtRegistration;
}

// Pure: the entry chunk (the footer's helpers from this file) leaves the field table out.
export const CONTACT_INFO_FIELDS = /*#__PURE__*/ Object.keys(CONTACT_INFO_KEYS) as ContactInfoField[];

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
