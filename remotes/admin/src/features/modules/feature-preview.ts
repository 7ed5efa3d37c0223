/** The module card shows this many features, then how many more there are. */
export const CARD_FEATURE_COUNT = 3;

/** The first features for a card and how many more there are. */
export function featurePreview(
  features: readonly string[] | null | undefined,
  limit = CARD_FEATURE_COUNT,
): { shown: string[]; more: number } {
  const list = (features ?? []).filter((feature) => feature.trim() !== '');
  return { shown: list.slice(0, limit), more: Math.max(0, list.length - limit) };
}

/** "+1 další funkce", "+3 další funkce", "+5 dalších funkcí" (Czech plural forms). */
export function moreFeaturesLabel(count: number): string {
  return count >= 1 && count <= 4 ? `+${count} další funkce` : `+${count} dalších funkcí`;
}
