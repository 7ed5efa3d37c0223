export type Locale = 'cs' | 'en' | 'de';

export const LOCALES: readonly Locale[] = ['cs', 'en', 'de'];

export const DEFAULT_LOCALE: Locale = 'cs';

export const LOCALE_NAMES: Record<Locale, { label: string; flag: string; htmlLang: string }> = {
  cs: { label: 'Čeština', flag: '🇨🇿', htmlLang: 'cs' },
  en: { label: 'English', flag: '🇬🇧', htmlLang: 'en' },
  de: { label: 'Deutsch', flag: '🇩🇪', htmlLang: 'de' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
