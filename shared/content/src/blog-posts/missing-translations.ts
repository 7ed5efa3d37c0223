/**
 * The database's refusal to publish a post without its translations (a save and a history restore alike),
 * and how the back office words it. Apart from the checks before publishing: the type's definition names
 * it, and it needs nothing of the registry.
 */
import type { Locale } from '@app/i18n';

type TranslatedLanguage = Exclude<Locale, 'cs'>;

/** The languages in the Czech sentences about a post's translations. */
export const LANGUAGE_NOUN: Record<TranslatedLanguage, { adjective: string; version: string; in: string }> = {
  en: { adjective: 'anglická', version: 'anglická verze', in: 'v angličtině' },
  de: { adjective: 'německá', version: 'německá verze', in: 'v němčině' },
};

/**
 * The languages whose missing version made the database refuse to publish (PT422 of
 * private.require_complete_translations), or null when a save failed for another reason.
 */
export function missingTranslationsRefusalOf(error: unknown): TranslatedLanguage[] | null {
  if (!error || typeof error !== 'object' || (error as { code?: unknown }).code !== 'PT422') return null;
  try {
    const detail = JSON.parse(String((error as { details?: unknown }).details)) as { missing_translations?: unknown };
    if (!Array.isArray(detail.missing_translations)) return null;
    return detail.missing_translations.filter((language): language is TranslatedLanguage => language === 'en' || language === 'de');
  } catch {
    return null;
  }
}

/** Why the post was not published, in Czech, with what to do about it. */
export function missingTranslationsMessage(missing: readonly TranslatedLanguage[]): string {
  const adjectives = new Intl.ListFormat('cs', { type: 'conjunction' }).format(missing.map((language) => LANGUAGE_NOUN[language].adjective));
  return (
    `Článek nelze zveřejnit: v Nastavení je zapnuté „Vyžadovat úplné překlady“ a chybí ${adjectives} verze. ` +
    'Doplňte překlad (název, URL slug, perex a obsah), nebo u jazyka zaškrtněte „Zveřejnit s českou verzí jako náhradou“. Nic se neuložilo.'
  );
}

/** The refusal's message when the error is one (the back office's error text for any save or restore). */
export function missingTranslationsRefusalMessage(error: unknown): string | null {
  const missing = missingTranslationsRefusalOf(error);
  return missing ? missingTranslationsMessage(missing) : null;
}
