import { useSearchParams } from 'react-router-dom';
import { Badge, Group, Select } from '@mantine/core';
import { useFormikContext } from 'formik';
import type { TranslationLanguage, TranslationStatus } from '@app/content';

const LANGUAGES: TranslationLanguage[] = ['en', 'de'];
const LABEL: Record<TranslationLanguage, string> = { en: 'EN', de: 'DE' };

/** "EN" and "DE" as complete (green) or missing ("chybí EN", orange); nothing while the status is unknown. */
export function TranslationBadges({ status }: { status: TranslationStatus | undefined }) {
  if (!status) return null;
  return (
    <Group gap={4} wrap="nowrap" aria-label="Stav překladů">
      {LANGUAGES.map((language) =>
        status[language] ? (
          <Badge key={language} size="xs" variant="light" color="green" tt="none" title={`${LABEL[language]}: přeloženo`}>
            {LABEL[language]}
          </Badge>
        ) : (
          <Badge key={language} size="xs" variant="outline" color="orange" tt="none" title={`${LABEL[language]}: překlad chybí nebo je neúplný`}>
            chybí {LABEL[language]}
          </Badge>
        ),
      )}
    </Group>
  );
}

export type TranslationFilterValue = 'all' | TranslationLanguage;

/** The list's "Překlady" filter, kept in the URL (`?chybi=en`) so back and reload keep it. */
export function useTranslationFilter(): [TranslationFilterValue, (value: TranslationFilterValue) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('chybi');
  const value: TranslationFilterValue = raw === 'en' || raw === 'de' ? raw : 'all';
  const setValue = (next: TranslationFilterValue) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('chybi');
        else updated.set('chybi', next);
        return updated;
      },
      { replace: true },
    );
  return [value, setValue];
}

/** Whether a record passes the filter (records whose status is not known yet always do). */
export function matchesTranslationFilter(status: TranslationStatus | undefined, filter: TranslationFilterValue): boolean {
  return filter === 'all' || !status || !status[filter];
}

export function TranslationFilter({ value, onChange }: { value: TranslationFilterValue; onChange: (value: TranslationFilterValue) => void }) {
  return (
    <Select
      label="Překlady"
      value={value}
      onChange={(next) => onChange((next as TranslationFilterValue | null) ?? 'all')}
      allowDeselect={false}
      data={[
        { value: 'all', label: 'Všechny' },
        { value: 'en', label: 'Chybí EN' },
        { value: 'de', label: 'Chybí DE' },
      ]}
      w={{ base: '100%', xs: 200 }}
      mb="md"
    />
  );
}

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
