// Its own module: public-api.ts is in the entry chunk (the footer's helpers), this only with the pages that read.
import { publicSelect } from '@app/supabase';
import { parsePublicContactInfo, type PublicContactInfo } from './public-api';

/**
 * The same read as fetchPublicContactInfo with one plain GET, for the public pages: a page whose only reads
 * are this and the form token downloads no REST client (postgrest-js, about 5 KB gz).
 */
export async function fetchPublicContactInfoWithoutClient(): Promise<PublicContactInfo> {
  const { data, error } = await publicSelect<{ setting_value: unknown }>('site_settings', 'setting_value').eq('setting_key', 'contact_info');
  if (error) throw new Error(`site_settings: ${error.message}`, { cause: error });
  return parsePublicContactInfo(data?.[0]?.setting_value);
}
