import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppSupabaseClient } from '@app/supabase';

export interface AdminContactEnquiry {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  gdpr_consent: boolean;
  handled: boolean;
  created_at: string;
}

export interface AdminNewsletterSubscriber {
  id: string;
  email: string;
  created_at: string;
}

// Until the generated Database types list these tables, queries go through the untyped client surface.
const untyped = (client: AppSupabaseClient) => client as unknown as SupabaseClient;

/** Contact enquiries, newest first (staff only). */
export async function adminListContactEnquiries(client: AppSupabaseClient): Promise<AdminContactEnquiry[]> {
  const { data, error } = await untyped(client)
    .from('contact_enquiries')
    .select('id, name, email, phone, company, message, gdpr_consent, handled, created_at')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data as AdminContactEnquiry[];
}

/** Staff may change only `handled` (column privilege). */
export async function adminSetEnquiryHandled(
  client: AppSupabaseClient,
  id: string,
  handled: boolean,
): Promise<AdminContactEnquiry> {
  const { data, error } = await untyped(client)
    .from('contact_enquiries')
    .update({ handled })
    .eq('id', id)
    .select('id, name, email, phone, company, message, gdpr_consent, handled, created_at')
    .single();
  if (error) throw error;
  return data as AdminContactEnquiry;
}

/** Newsletter sign-ups, newest first (staff only). */
export async function adminListNewsletterSubscribers(client: AppSupabaseClient): Promise<AdminNewsletterSubscriber[]> {
  const { data, error } = await untyped(client)
    .from('newsletter_subscribers')
    .select('id, email, created_at')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data as AdminNewsletterSubscriber[];
}
