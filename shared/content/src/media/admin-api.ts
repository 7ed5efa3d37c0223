import type { AppSupabaseClient, Database } from '@app/supabase';
import type { ContentTable } from '../content-types/registry';
import { asListRequest, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';
import { parseMediaVariants } from './image-variants';
import { MEDIA_BUCKET } from './media-files';

type MediaRow = Database['public']['Tables']['media_assets']['Row'];

/** A library image with its public URL. */
export type MediaAsset = MediaRow & { url: string };

export interface MediaDetails {
  path: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  width: number;
  height: number;
  alt_cs: string;
  alt_en: string | null;
  alt_de: string | null;
}

export type MediaAltTexts = Pick<MediaDetails, 'alt_cs' | 'alt_en' | 'alt_de'>;

export interface MediaUsage {
  kind: ContentTable;
  recordId: string;
  title: string;
}

export function mediaPublicUrl(client: AppSupabaseClient, path: string): string {
  return client.storage.from(MEDIA_BUCKET).getPublicUrl(path).data.publicUrl;
}

const withUrl = (client: AppSupabaseClient) => (row: MediaRow): MediaAsset => ({ ...row, url: mediaPublicUrl(client, row.path) });

/** The library list: search in file name and alt texts; newest first by default. */
export const MEDIA_LIST_SPEC: ListSpec = {
  searchColumns: ['file_name', 'alt_cs', 'alt_en', 'alt_de'],
  sortable: ['created_at', 'file_name', 'size_bytes'],
  defaultSort: { column: 'created_at', direction: 'desc' },
};

/** One page of library images. Filter: `typ` (a MIME type, e.g. image/png). */
export async function adminMediaPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<MediaAsset>> {
  let request = asListRequest<MediaRow>(client.from('media_assets').select('*', { count: 'exact' }));
  if (query.filters.typ) request = request.eq('mime_type', query.filters.typ);
  const page = await readListPage(request, query, MEDIA_LIST_SPEC);
  return { ...page, rows: page.rows.map(withUrl(client)) };
}

/** Describes an uploaded file in the library (the uploader is stamped by the database). */
export async function adminRegisterMedia(client: AppSupabaseClient, details: MediaDetails): Promise<MediaAsset> {
  const { data, error } = await client.from('media_assets').insert(details).select('*').single();
  if (error) throw error;
  return withUrl(client)(data);
}

/** Changes an image's alt texts (the only thing that changes after upload). */
export async function adminUpdateMediaAlt(client: AppSupabaseClient, id: string, alt: MediaAltTexts): Promise<MediaAsset> {
  const { data, error } = await client.from('media_assets').update(alt).eq('id', id).select('*').single();
  if (error) throw error;
  return withUrl(client)(data);
}

/** Where the image is shown (posts, modules, references), to warn before deleting it. */
export async function adminMediaUsages(client: AppSupabaseClient, id: string): Promise<MediaUsage[]> {
  const { data, error } = await client.rpc('media_asset_usages', { asset_id: id });
  if (error) throw error;
  return (data ?? []).map((row) => ({ kind: row.kind as MediaUsage['kind'], recordId: row.record_id, title: row.title ?? '' }));
}

/** Removes the image: its row (covers pointing at it are cleared), its file and its resized copies (as the row last recorded them). */
export async function adminDeleteMedia(client: AppSupabaseClient, asset: Pick<MediaRow, 'id' | 'path'>): Promise<void> {
  const { data, error } = await client.from('media_assets').delete().eq('id', asset.id).select('variants, og_image_path');
  if (error) throw error;
  const copies = (data ?? []).flatMap((row) => [...parseMediaVariants(row.variants).map((variant) => variant.path), ...(row.og_image_path ? [row.og_image_path] : [])]);
  const { error: fileError } = await client.storage.from(MEDIA_BUCKET).remove([asset.path, ...copies]);
  if (fileError) throw fileError;
}

/** Removes a file whose description could not be saved (an upload that did not finish as a library image). */
export async function adminDiscardMediaFile(client: AppSupabaseClient, path: string): Promise<void> {
  await client.storage.from(MEDIA_BUCKET).remove([path]);
}
