/** How a visit began, carried in memory for the visit and sent with the enquiry or sign-up it leads to. */
export interface VisitAttribution {
  /** The first page of the visit, path only. */
  landingPath: string;
  /** The host of the page that linked here (not the full address); null for direct visits and own pages. */
  referrerDomain: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
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
    landingPath: landing.pathname.slice(0, PATH_MAX),
    referrerDomain: referrerDomain(referrer, landing.host.replace(/:\d+$/, '')),
    utmSource: utmValue(params, 'utm_source'),
    utmMedium: utmValue(params, 'utm_medium'),
    utmCampaign: utmValue(params, 'utm_campaign'),
  };
}

/** The row columns of an attribution (contact_enquiries, newsletter_subscribers); nothing when there is none. */
export function attributionColumns(attribution: VisitAttribution | null | undefined) {
  if (!attribution) return {};
  return {
    landing_path: attribution.landingPath,
    referrer_domain: attribution.referrerDomain,
    utm_source: attribution.utmSource,
    utm_medium: attribution.utmMedium,
    utm_campaign: attribution.utmCampaign,
  };
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** By the viewport's width in CSS pixels (not the user agent). */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return 'mobile';
  if (viewportWidth < 1024) return 'tablet';
  return 'desktop';
}
