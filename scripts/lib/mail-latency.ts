import { PostgrestClient } from '@supabase/postgrest-js';
import { formTokenIssuedAgo } from '@app/local-backend';
import { submitContactEnquiry } from '@app/content';
import type { Database, ReadClient } from '@app/supabase';
import { summarizeLatency, type Latency } from './latency';
import { pollUntil } from './poll';
import type { Stack } from './stack';


/**
 * "Enquiry to sales mail": the time from a visitor's enquiry (sent through the public read client with the
 * anon key, as the contact form sends it) to the sales notification in the captured e-mail, over `runs` enquiries.
 * The path: insert → outbox row in the same transaction → pg_net webhook → mail worker → SMTP → capture.
 * Needs a stack started with its mail worker. The captured mail is polled every 25 ms over loopback.
 */
export async function measureEnquiryToSalesMail(stack: Stack, runs = 5, timeoutMs = 60_000): Promise<Latency> {
  if (!stack.mailWorker) throw new Error('measureEnquiryToSalesMail needs startStack({ mail: true })');
  const { rows } = await stack.backend.db.query<{ recipient: string }>(
    `select coalesce(nullif(btrim(l.setting_value ->> 'notification_email'), ''), c.setting_value ->> 'email') as recipient
       from public.site_settings l, public.site_settings c
      where l.setting_key = 'lead_settings' and c.setting_key = 'contact_info'`,
  );
  const sales = rows[0]!.recipient;
  const { url, anonKey } = stack.backend;
  const client: ReadClient = new PostgrestClient<Database>(`${url}/rest/v1`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  const results: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    // The per-client limit (5 enquiries in 10 minutes) is for visitors, not for this loop.
    await stack.backend.db.query('delete from private.throttle_hits');
    const marker = `Měření pošty ${run} ${Date.now().toString(36)}`;
    const formToken = await formTokenIssuedAgo(stack.backend.db, 5);
    const submittedAt = Date.now();
    await submitContactEnquiry(
      client,
      { name: 'Měření Pošty', email: `mereni-${run}@example.com`, phone: '', company: '', message: marker, gdprConsent: true },
      { locale: 'cs', honeypot: '', formToken },
    );
    await pollUntil(
      async () => {
        const response = await fetch(`${stack.backend.url}/mail/v1/messages?to=${encodeURIComponent(sales)}`);
        const messages = (await response.json()) as { text: string }[];
        return messages.some((message) => message.text.includes(marker)) ? true : undefined;
      },
      { timeoutMs, intervalMs: 25, what: `a sales mail with "${marker}" arrived` },
    );
    results.push(Date.now() - submittedAt);
    // Let the worker settle (the visitor's confirmation goes out too), so each run starts from an idle worker.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return summarizeLatency(results);
}
