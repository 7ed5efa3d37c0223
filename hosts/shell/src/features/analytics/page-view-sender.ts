import { deviceClass, recordPageView, type VisitAttribution } from '@app/content';
import { loadRuntimeConfig } from '@app/supabase';

/** Loaded after the page: sends one view (the landing's with the visit's referrer and UTM). */
export async function sendPageView(view: { pageKey: string; locale: string; path: string; landing: VisitAttribution | null }): Promise<void> {
  const config = await loadRuntimeConfig();
  recordPageView(config, {
    pageKey: view.pageKey,
    locale: view.locale,
    path: view.path.slice(0, 300),
    isLanding: view.landing !== null,
    referrerDomain: view.landing?.referrerDomain ?? null,
    utmSource: view.landing?.utmSource ?? null,
    utmMedium: view.landing?.utmMedium ?? null,
    utmCampaign: view.landing?.utmCampaign ?? null,
    device: deviceClass(window.innerWidth),
  });
}
