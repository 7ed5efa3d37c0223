/**
 * The anchor of a module's section on the modules page: the shell's moduleAnchorId, restated here so the
 * public page chunks keep theirs inlined (a module shared with the preview's chunk could not be); a shell
 * test keeps the two equal.
 */
export function moduleSectionAnchor(module: { slug: string | null; id: string }): string {
  return `module-${module.slug ?? module.id}`;
}
