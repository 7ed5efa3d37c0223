import type { PublicFunctionClient, ReadClient } from '@app/supabase';

/**
 * A signed, single-use token (valid 2 hours). Issuing writes nothing, so a page asks for one as it becomes
 * usable; the database spends it with the form and weighs its age with the other signals. Pages ask through
 * `publicFunctions` (no REST client to download).
 */
export async function issueFormToken(client: ReadClient | PublicFunctionClient): Promise<string | null> {
  const { data, error } = await client.rpc('issue_form_token');
  return error || typeof data !== 'string' ? null : data;
}
