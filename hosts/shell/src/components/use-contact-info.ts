import { useState } from 'react';
import { courtRegistrationIn, fetchPublicContactInfoWithoutClient, type PublicContactInfo } from '@app/content';
import type { CompanyDetails, Locale } from '@app/i18n';
import { useInitialData } from './render-context/render-context';
import { PUBLIC_DATA_KEYS, usePublicRead } from './use-public-data';

const NO_CONTACT_INFO: PublicContactInfo = {};

let reading: Promise<PublicContactInfo> | null = null;

/**
 * The footer, the contact panel and the legal texts all show the contact_info setting: one request per page
 * load serves them all (a failed one is tried again by the next part that asks).
 */
function readContactInfoOnce(): Promise<PublicContactInfo> {
  reading ??= fetchPublicContactInfoWithoutClient().catch((error: unknown) => {
    reading = null;
    throw error;
  });
  return reading;
}

/** Forgets the page load's read (tests render several "page loads" in one module). */
export function forgetContactInfo(): void {
  reading = null;
}

/**
 * The public contact_info setting: on a prerendered page the values it was rendered with, then the fresh
 * read. A failed read keeps the rendered values (the company's details do not vanish with a network
 * error); without any, every detail is unset and the parts that show them leave them out.
 */
export function useContactInfo(): PublicContactInfo {
  const state = usePublicRead(PUBLIC_DATA_KEYS.contactInfo, readContactInfoOnce);
  const [renderedWith] = useState(useInitialData<PublicContactInfo>(PUBLIC_DATA_KEYS.contactInfo));
  return state.data ?? renderedWith ?? NO_CONTACT_INFO;
}

/**
 * What the legal texts print: the stored company name or the catalog's, the register entry in the page's
 * language, and the privacy e-mail, or the contact e-mail when no separate one is set (requests under the
 * GDPR need an address either way).
 */
export function companyDetailsOf(info: PublicContactInfo, fallbackCompany: string, locale: Locale): CompanyDetails {
  return {
    company: info.company ?? fallbackCompany,
    registeredAddress: info.registeredAddress,
    companyId: info.companyId,
    vatId: info.vatId,
    courtRegistration: courtRegistrationIn(info, locale),
    privacyEmail: info.privacyEmail ?? info.email,
  };
}
