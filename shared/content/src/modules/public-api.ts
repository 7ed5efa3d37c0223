import type { Database, ReadClient } from '@app/supabase';

export { MODULE_FALLBACK_IMAGES, fallbackModuleImage, moduleCardImage } from './fallback-image';

export type PublicModule = Database['public']['Tables']['modules']['Row'];

/** Active modules in display order (home and modules pages); throws the PostgREST error on failure. */
export async function fetchActiveModules(client: ReadClient): Promise<PublicModule[]> {
  const { data, error } = await client.from('modules').select('*').eq('active', true).order('display_order', { ascending: true });
  if (error) throw error;
  return data;
}
