import { Badge, Flex } from '@mantine/core';
import { useFormikContext } from 'formik';
import type { TranslationLanguage, TranslationStatus } from '@app/content';

const LANGUAGES: TranslationLanguage[] = ['en', 'de'];
const LABEL: Record<TranslationLanguage, string> = { en: 'EN', de: 'DE' };

/** "EN" and "DE" as complete (green) or missing ("chybí EN", orange); nothing while the status is unknown. */
export function TranslationBadges({ status }: { status: TranslationStatus | undefined }) {
  if (!status) return null;
  return (
    // One line where the table has room (lg up); below, the second badge wraps under the first instead of
    // spilling over the next cell.
    <Flex gap={4} wrap={{ base: 'wrap', lg: 'nowrap' }} aria-label="Stav překladů">
      {LANGUAGES.map((language) =>
        status[language] ? (
          <Badge key={language} size="xs" variant="light" color="green" tt="none" style={{ flexShrink: 0 }} title={`${LABEL[language]}: přeloženo`}>
            {LABEL[language]}
          </Badge>
        ) : (
          <Badge key={language} size="xs" variant="outline" color="orange" tt="none" style={{ flexShrink: 0 }} title={`${LABEL[language]}: překlad chybí nebo je neúplný`}>
            chybí {LABEL[language]}
          </Badge>
        ),
      )}
    </Flex>
  );
}

/** The lists' "Překlady" filter (`?chybi=en`), answered by the database (content_translation_status). */
export const MISSING_TRANSLATION_OPTIONS = [
  { value: 'en', label: 'Chybí EN' },
  { value: 'de', label: 'Chybí DE' },
];

/** True when every listed field has text (rich text counts only with text in it), as the database judges. */
export function allFilled(values: Record<string, unknown>, fields: readonly string[]): boolean {
  return fields.every((field) => {
    const value = values[field];
    return typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() !== '';
  });
}

/**
 * "Neúplný překlad" beside a language section's heading while one of its fields (read from the form as
 * typed) is empty; nothing for Czech, which the form requires anyway.
 */
export function IncompleteTranslationBadge({ language, fields }: { language: string; fields: readonly string[] }) {
  const { values } = useFormikContext<Record<string, unknown>>();
  if (language === 'cs' || allFilled(values, fields.map((field) => `${field}_${language}`))) return null;
  return (
    <Badge variant="outline" color="orange" tt="none" ml="sm" style={{ verticalAlign: 'middle' }}>
      Neúplný překlad
    </Badge>
  );
}
