import { useState } from 'react';
import { useField, useFormikContext } from 'formik';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { blogPostAlternates } from '@app/i18n';
import { FormTextInput } from '../../components/form-fields';
import { followTitle, slugFrozen, type BlogFormValues, type BlogLanguage } from './blog-schema';

const LABEL_SUFFIX: Record<BlogLanguage, string> = { cs: 'CZ', en: 'EN', de: 'DE' };

/**
 * The title and URL slug of one language. The slug follows the title while it still is the title's slug,
 * until the post is published: from then on its address stays, and changing it is a deliberate act ("Změnit
 * URL"), which says that the old address will redirect to the new one.
 */
export function TitleAndSlug({ language, required }: { language: BlogLanguage; required?: boolean }) {
  const suffix = LABEL_SUFFIX[language];
  const slugKey = `slug_${language}` as const;
  const { values, initialValues, setFieldValue } = useFormikContext<BlogFormValues>();
  const [title, titleMeta] = useField<string>(`title_${language}`);
  const frozen = slugFrozen(initialValues, language);
  const savedSlug = initialValues[slugKey];
  // Asked for the slug as saved: once the new one is saved, the field is closed again.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  // A recovered draft with another slug is a change asked for before.
  const changing = frozen && (askedFor === savedSlug || values[slugKey] !== savedSlug);

  return (
    <>
      <TextInput
        name={title.name}
        label={`Název (${suffix})`}
        required={required}
        value={title.value}
        onBlur={title.onBlur}
        error={titleMeta.touched && titleMeta.error ? titleMeta.error : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!frozen) void setFieldValue(slugKey, followTitle(title.value, next, values[slugKey]));
          void setFieldValue(title.name, next);
        }}
      />
      {!frozen ? (
        <FormTextInput name={slugKey} label={`URL slug (${suffix})`} required={required} description="Vytváří se automaticky z názvu; můžete ho upravit." />
      ) : changing ? (
        <Stack gap={6}>
          <FormTextInput
            name={slugKey}
            label={`URL slug (${suffix})`}
            required={required}
            description={`Stará adresa ${oldAddress(initialValues, language)} bude přesměrována (301) na novou.`}
          />
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                void setFieldValue(slugKey, savedSlug);
                setAskedFor(null);
              }}
            >
              Ponechat původní URL
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap={6}>
          <TextInput
            label={`URL slug (${suffix})`}
            value={values[slugKey]}
            readOnly
            description="Článek je zveřejněný: jeho adresa se se změnou názvu nemění."
          />
          <Group gap="xs">
            <Button size="compact-sm" variant="light" onClick={() => setAskedFor(savedSlug)} aria-label={`Změnit URL (${suffix})`}>
              Změnit URL
            </Button>
            <Text size="xs" c="dimmed">
              Stará adresa bude přesměrována na novou.
            </Text>
          </Group>
        </Stack>
      )}
    </>
  );
}

/** The address the language's page has now (an English or German page without its own slug uses the Czech one). */
function oldAddress(saved: BlogFormValues, language: BlogLanguage): string {
  return blogPostAlternates({ slug_cs: saved.slug_cs, slug_en: saved.slug_en, slug_de: saved.slug_de })[language];
}
