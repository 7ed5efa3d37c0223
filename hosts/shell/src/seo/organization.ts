import { absoluteUrl } from './urls';

export const SITE_NAME = 'BizAuto';
export const COMPANY_LEGAL_NAME = 'BizAuto s.r.o.';
export const SITE_LOGO_PATH = '/favicon.svg';
export const DEFAULT_SHARE_IMAGE = { path: '/images/hero/dashboard.webp', width: 1200, height: 750 } as const;

export interface OrganizationContact {
  email?: string | null;
  phone?: string | null;
}

/**
 * The contact_info row of supabase/seed.sql. Build-time callers should pass the live site_settings
 * contact_info instead, so the structured data follows what the back office stores.
 */
export const SEED_CONTACT: OrganizationContact = { email: 'info@example.com', phone: '+420 222 333 444' };

/** Catalog placeholders such as '[telefon]' stand for withheld values and must never be published as facts. */
function publishable(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || /^\[.*\]$/.test(trimmed)) return undefined;
  return trimmed;
}

export function organizationId(siteUrl: string): string {
  return absoluteUrl(siteUrl, '/#organization');
}

export function organizationJsonLd(siteUrl: string, contact: OrganizationContact = SEED_CONTACT): object {
  const email = publishable(contact.email);
  const telephone = publishable(contact.phone);
  const contactPoint =
    email || telephone
      ? {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          ...(email ? { email } : {}),
          ...(telephone ? { telephone } : {}),
          availableLanguage: ['cs', 'en', 'de'],
        }
      : undefined;
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: SITE_NAME,
    legalName: COMPANY_LEGAL_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, SITE_LOGO_PATH),
    ...(contactPoint ? { contactPoint } : {}),
  };
}
