import type { AppSupabaseClient } from '@app/supabase';

/**
 * The anchor of a module's section on the modules page: the shell's moduleAnchorId, restated here so the
 * public page chunks keep theirs inlined (a module shared with the preview's chunk could not be); a shell
 * test keeps the two equal.
 */
export function moduleSectionAnchor(module: { slug: string | null; id: string }): string {
  return `module-${module.slug ?? module.id}`;
}

/** The anchors of the modules page's sections, one per active module: links to them are checked before publishing. */
export async function moduleSectionAnchors(client: AppSupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('modules').select('id, slug').eq('active', true);
  if (error) throw error;
  return data.map(moduleSectionAnchor);
}
