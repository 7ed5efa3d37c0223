/**
 * How a visit began, carried in memory for the visit and sent with the enquiry or sign-up it leads to, named
 * as the lead tables' columns are (contact_enquiries, newsletter_subscribers).
 */
export interface VisitAttribution {
  /** The first page of the visit, path only. */
  landing_path: string;
  /** The host of the page that linked here (not the full address); null for direct visits and own pages. */
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** What the database keeps of a UTM value, of a path. */
const UTM_MAX = 100;
const PATH_MAX = 300;

function utmValue(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return value ? value.slice(0, UTM_MAX) : null;
}

/** The referrer's host in lower case, without `www.`; null when there is none, it is no http(s) URL or it is this site. */
export function referrerDomain(referrer: string, ownHost: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host || host === ownHost.toLowerCase().replace(/^www\./, '') || !/^[a-z0-9.-]{1,253}$/.test(host)) return null;
  return host;
}

/** The visit's attribution from the landing URL (path and query) and document.referrer. */
export function readVisitAttribution(landing: { pathname: string; search: string; host: string }, referrer: string): VisitAttribution {
  const params = new URLSearchParams(landing.search);
  return {
    landing_path: landing.pathname.slice(0, PATH_MAX),
    referrer_domain: referrerDomain(referrer, landing.host.replace(/:\d+$/, '')),
    utm_source: utmValue(params, 'utm_source'),
    utm_medium: utmValue(params, 'utm_medium'),
    utm_campaign: utmValue(params, 'utm_campaign'),
  };
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** By the viewport's width in CSS pixels (not the user agent). */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return 'mobile';
  if (viewportWidth < 1024) return 'tablet';
  return 'desktop';
}
