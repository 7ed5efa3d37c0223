import { basedOn } from '../revisions/save-conflict';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { parseModuleImages, serializeModuleImages, type ModuleImage } from './module-images';
import { adminRecordsMissingTranslation, missingTranslationFilter } from '../revisions/translation-status';
import { asListRequest, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';

export const MODULE_ICONS = ['FileText', 'Users', 'Handshake', 'Bot'] as const;
export type ModuleIcon = (typeof MODULE_ICONS)[number];

type ModuleRow = Database['public']['Tables']['modules']['Row'];

/** A modules row as the back office edits it (migration 20261122000300_modules.sql); images is serialized text. */
export type AdminModule = Omit<ModuleRow, 'icon'> & { icon: ModuleIcon };

/** What the module form saves (names, descriptions, icon, features, image_url, images, order, active). */
export type ModuleDraft = Omit<AdminModule, 'id' | 'slug' | 'created_at' | 'updated_at'>;

function modules(client: AppSupabaseClient) {
  return client.from('modules');
}

/** The database checks icon against MODULE_ICONS; an unknown value would mean a newer schema. */
function withIcon(row: ModuleRow): AdminModule {
  const icon = (MODULE_ICONS as readonly string[]).includes(row.icon) ? (row.icon as ModuleIcon) : 'FileText';
  return { ...row, icon };
}

/** The modules list: search in Czech name and description; sort by display order (default) or name. */
export const MODULE_LIST_SPEC: ListSpec = {
  searchColumns: ['name_cs', 'description_cs', 'name_en'],
  sortable: ['display_order', 'name_cs', 'created_at'],
  defaultSort: { column: 'display_order', direction: 'asc' },
};

/** One page of modules. Filters: `stav=aktivni|skryte`, `chybi=en|de`. */
export async function adminModulesPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<AdminModule>> {
  let request = asListRequest<ModuleRow>(modules(client).select('*', { count: 'exact' }));
  if (query.filters.stav === 'aktivni' || query.filters.stav === 'skryte') request = request.eq('active', query.filters.stav === 'aktivni');
  const missing = missingTranslationFilter(query.filters);
  if (missing) request = request.in('id', await adminRecordsMissingTranslation(client, 'modules', missing));
  const page = await readListPage(request, query, MODULE_LIST_SPEC);
  return { ...page, rows: page.rows.map(withIcon) };
}

/** Every module, inactive ones included (staff only by RLS), by display order. */
export async function adminListModules(client: AppSupabaseClient): Promise<AdminModule[]> {
  const { data, error } = await modules(client)
    .select('*')
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: true });
  if (error) throw error;
  return (data ?? []).map(withIcon);
}

export async function adminGetModule(client: AppSupabaseClient, id: string): Promise<AdminModule> {
  const { data, error } = await modules(client).select('*').eq('id', id).single();
  if (error) throw error;
  return withIcon(data);
}

export async function adminCreateModule(client: AppSupabaseClient, draft: ModuleDraft): Promise<AdminModule> {
  const { data, error } = await modules(client).insert(draft).select('*').single();
  if (error) throw error;
  return withIcon(data);
}

/** Saves the module; with `baseVersion` (the `updated_at` it was read at) a save over a newer version fails with PT409. */
export async function adminUpdateModule(client: AppSupabaseClient, id: string, draft: ModuleDraft, baseVersion?: string): Promise<AdminModule> {
  const { data, error } = await modules(client).update(basedOn(draft, baseVersion)).eq('id', id).select('*').single();
  if (error) throw error;
  return withIcon(data);
}

/** Hide or show a module on the public site. */
export async function adminSetModuleActive(client: AppSupabaseClient, id: string, active: boolean): Promise<void> {
  const { data, error } = await modules(client).update({ active }).eq('id', id).select('id');
  if (error) throw error;
  if (!data?.length) throw new Error('Modul se nepodařilo změnit: nebyl nalezen nebo k němu nemáte oprávnění.');
}

export async function adminDeleteModule(client: AppSupabaseClient, id: string): Promise<void> {
  const { data, error } = await modules(client).delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data?.length) throw new Error('Modul se nepodařilo smazat: nebyl nalezen nebo k němu nemáte oprávnění.');
}

/** Replaces the module's slider images, stored serialized as text. */
export async function adminSetModuleImages(
  client: AppSupabaseClient,
  id: string,
  images: readonly ModuleImage[],
): Promise<void> {
  const { data, error } = await modules(client)
    .update({ images: serializeModuleImages(images) })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (!data?.length) throw new Error('Obrázky modulu se nepodařilo uložit: modul nebyl nalezen.');
}

/** Appends images to what the module already has (read, then write). */
export async function adminAppendModuleImages(
  client: AppSupabaseClient,
  id: string,
  urls: readonly string[],
): Promise<ModuleImage[]> {
  const current = parseModuleImages((await adminGetModule(client, id)).images);
  const next = [...current, ...urls.map((url) => ({ url, active: true }))];
  await adminSetModuleImages(client, id, next);
  return next;
}
