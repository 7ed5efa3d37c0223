import type { DeviceClass } from './visit-attribution';

export * from './visit-attribution';

/** One public page view as the beacon reports it: the arguments of record_page_view. */
export interface PageView {
  /** The route's page key ('home', 'contact', 'blogPost', …). */
  page_key: string;
  locale: string;
  /** The path, without query or fragment. */
  path: string;
  /** The first view of the visit: only it carries the referrer and UTM. */
  is_landing: boolean;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: DeviceClass;
}

/** Where the public API is and the key every request to it carries. */
export interface PublicApi {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * Sends one page view and forgets it: nothing waits for it and a failure is dropped. A fetch with
 * `keepalive` rather than navigator.sendBeacon, because the API gateway needs the `apikey` header and a
 * beacon cannot carry headers; keepalive lets the request finish when the page is left meanwhile.
 */
export function recordPageView(api: PublicApi, view: PageView): void {
  const init: RequestInit = {
    method: 'POST',
    keepalive: true,
    headers: { apikey: api.supabaseAnonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(view),
  };
  const url = `${api.supabaseUrl}/rest/v1/rpc/record_page_view`;
  // A browser that refuses keepalive for a request needing a preflight gets a plain fetch.
  fetch(url, init).catch(() => fetch(url, { ...init, keepalive: false }).catch(() => undefined));
}
