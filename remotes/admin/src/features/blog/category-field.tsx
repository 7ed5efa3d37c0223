import { useField } from 'formik';
import { Autocomplete } from '@mantine/core';

const comparable = (value: string) => value.trim().replace(/\s+/g, ' ');

/** Without case and diacritics: "Účetnictví" and "ucetnictvi" are one (Czech collation tells č from c). */
const loose = (value: string) =>
  comparable(value)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('cs');

/**
 * An existing category that what is typed nearly is (other case, accents or spacing: "automatizace ",
 * "Ucetnictvi"), or null when it is one of them exactly, is new, or is empty. Saved as typed it would split
 * the posts of one category in two.
 */
export function similarCategory(value: string, categories: readonly string[]): string | null {
  const typed = comparable(value);
  if (!typed || categories.includes(typed)) return null;
  return categories.find((category) => loose(category) === loose(typed)) ?? null;
}

/**
 * A post's category in one language: typing offers the categories posts already use (so the same one is
 * chosen, not retyped with a typo), and a new one can still be typed; it joins the offer once saved.
 */
export function CategoryField({ name, label, categories, placeholder }: { name: string; label: string; categories: readonly string[]; placeholder?: string }) {
  const [field, meta, helpers] = useField<string | null>(name);
  const value = field.value ?? '';
  const similar = similarCategory(value, categories);
  return (
    <Autocomplete
      name={name}
      label={label}
      placeholder={placeholder}
      data={categories as string[]}
      value={value}
      onChange={(next) => void helpers.setValue(next)}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && meta.error ? meta.error : undefined}
      description={similar ? `Podobná kategorie už existuje: „${similar}“. Vyberte ji, ať se články nerozdělí.` : 'Vyberte použitou kategorii, nebo napište novou.'}
      limit={30}
      maxDropdownHeight={260}
    />
  );
}
