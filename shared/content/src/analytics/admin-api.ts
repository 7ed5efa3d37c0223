import type { AppSupabaseClient } from '@app/supabase';

/** The periods the dashboard offers, in days (today included). */
export const VISIT_DASHBOARD_PERIODS = [7, 30, 90] as const;
export type VisitDashboardPeriod = (typeof VISIT_DASHBOARD_PERIODS)[number];

export interface VisitDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  visitors: number;
  views: number;
}

export interface VisitPage {
  locale: string;
  path: string;
  pageKey: string;
  views: number;
  visitors: number;
}

/** Enquiries (not spam) and newsletter sign-ups that came from one landing page, post, referrer or campaign. */
export interface VisitConversion {
  /** The landing path, the referrer domain or the campaign name. */
  key: string;
  /** Visitors who landed there (the rate's denominator). */
  visitors: number;
  /** Page loads that began there (referrers and campaigns). */
  visits: number;
  enquiries: number;
  signups: number;
  /** Campaigns: the UTM sources seen with it, joined by ", ". */
  sources: string;
}

export interface VisitDashboard {
  from: string;
  to: string;
  totals: { visitors: number; views: number; enquiries: number; signups: number };
  daily: VisitDay[];
  /** The ten most viewed pages of each language. */
  pages: VisitPage[];
  referrers: VisitConversion[];
  campaigns: VisitConversion[];
  landingPages: VisitConversion[];
  posts: VisitConversion[];
  /** Enquiries by what the visitor clicked to reach the form ('none' without an intent). */
  intents: { intent: string; enquiries: number }[];
  plans: { plan: string; enquiries: number }[];
}

type JsonRecord = Record<string, unknown>;

function record(value: unknown): JsonRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonRecord) : {};
}

function records(value: unknown): JsonRecord[] {
  return Array.isArray(value) ? value.map(record) : [];
}

function count(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function conversion(row: JsonRecord, key: string): VisitConversion {
  return {
    key: text(row[key]),
    visitors: count(row.visitors),
    visits: count(row.visits),
    enquiries: count(row.enquiries),
    signups: count(row.signups),
    sources: text(row.sources),
  };
}

/** The dashboard's answer as the back office uses it (numbers as numbers, names in camel case). */
export function readVisitDashboard(value: unknown): VisitDashboard {
  const data = record(value);
  const totals = record(data.totals);
  return {
    from: text(data.from),
    to: text(data.to),
    totals: { visitors: count(totals.visitors), views: count(totals.views), enquiries: count(totals.enquiries), signups: count(totals.signups) },
    daily: records(data.daily).map((row) => ({ day: text(row.day), visitors: count(row.visitors), views: count(row.views) })),
    pages: records(data.pages).map((row) => ({
      locale: text(row.locale),
      path: text(row.path),
      pageKey: text(row.page_key),
      views: count(row.views),
      visitors: count(row.visitors),
    })),
    referrers: records(data.referrers).map((row) => conversion(row, 'domain')),
    campaigns: records(data.campaigns).map((row) => conversion(row, 'campaign')),
    landingPages: records(data.landing_pages).map((row) => conversion(row, 'path')),
    posts: records(data.posts).map((row) => conversion(row, 'path')),
    intents: records(data.intents).map((row) => ({ intent: text(row.intent), enquiries: count(row.enquiries) })),
    plans: records(data.plans).map((row) => ({ plan: text(row.plan), enquiries: count(row.enquiries) })),
  };
}

/** Leads per 100 visitors, or null without visitors. */
export function leadsPer100Visitors(leads: number, visitors: number): number | null {
  return visitors > 0 ? (leads * 100) / visitors : null;
}

/** Staff: the "Návštěvnost" dashboard of the last `days` days (visit_dashboard, over the daily aggregates). */
export async function adminVisitDashboard(client: AppSupabaseClient, days: VisitDashboardPeriod = 30): Promise<VisitDashboard> {
  const { data, error } = await client.rpc('visit_dashboard', { days });
  if (error) throw error;
  return readVisitDashboard(data);
}
