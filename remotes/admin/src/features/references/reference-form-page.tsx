import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { adminCreateReference, adminGetReference, adminUpdateReference } from '@app/content';
import { ADMIN_PATHS } from '../../config/paths';
import { FormNumberInput, FormSwitch, FormTextInput, FormTextarea } from '../../components/form-fields';
import { FormStringList } from '../../components/form-string-list';
import { EntityEditor, type EntityEditorConfig } from '../../components/entity-editor';
import { ContentPreviewMenu, previewRecord } from '../../components/content-preview-menu';
import { IncompleteTranslationBadge } from '../../components/translation-status';
import { referenceSchema, type ReferenceFormValues } from './reference-schema';
import { EMPTY_REFERENCE_FORM, formValuesToReferenceInput, referenceToFormValues } from './reference-form-values';

const LANGUAGE_BLOCKS = [
  { suffix: 'en', title: 'Anglická verze (volitelné)', results: 'Výsledky (anglicky)' },
  { suffix: 'de', title: 'Německá verze (volitelné)', results: 'Výsledky (německy)' },
] as const;

function ReferenceFields() {
  return (
    <>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz="h4">
            Firma
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextInput name="company_name" label="Název firmy" required />
            <FormTextInput name="website_url" label="Webové stránky" type="url" placeholder="https://" />
            <FormTextInput name="image_url" label="URL loga / obrázku" type="url" placeholder="https://" />
            <FormNumberInput name="display_order" label="Pořadí zobrazení" min={0} allowDecimal={false} />
          </SimpleGrid>
          <FormSwitch name="featured" label="Doporučená reference" />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz="h4">
            Česká verze
          </Title>
          <FormTextInput name="title_cs" label="Titulek (česky)" required />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormTextInput name="industry_cs" label="Odvětví (česky)" />
            <FormTextInput name="size_cs" label="Velikost firmy (česky)" placeholder="např. 120 zaměstnanců" />
            <FormTextInput name="result_summary_cs" label="Hlavní výsledek (česky)" />
          </SimpleGrid>
          <FormTextarea name="description_cs" label="Popis (česky)" autosize minRows={3} />
          <FormStringList name="results_cs" label="Výsledky (česky)" addLabel="Přidat výsledek" />
        </Stack>
      </Paper>

      {LANGUAGE_BLOCKS.map(({ suffix, title, results }) => (
        <Paper key={suffix} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} fz="h4">
              {title}
              <IncompleteTranslationBadge language={suffix} fields={['title', 'result_summary', 'description']} />
            </Title>
            <FormTextInput name={`title_${suffix}`} label={`Titulek (${suffix.toUpperCase()})`} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <FormTextInput name={`industry_${suffix}`} label={`Odvětví (${suffix.toUpperCase()})`} />
              <FormTextInput name={`size_${suffix}`} label={`Velikost firmy (${suffix.toUpperCase()})`} />
              <FormTextInput name={`result_summary_${suffix}`} label={`Hlavní výsledek (${suffix.toUpperCase()})`} />
            </SimpleGrid>
            <FormTextarea name={`description_${suffix}`} label={`Popis (${suffix.toUpperCase()})`} autosize minRows={3} />
            <FormStringList name={`results_${suffix}`} label={results} addLabel="Přidat výsledek" />
          </Stack>
        </Paper>
      ))}
    </>
  );
}

const REFERENCE_EDITOR: EntityEditorConfig<ReferenceFormValues> = {
  entity: 'the reference',
  listPath: ADMIN_PATHS.references,
  history: 'references',
  schema: referenceSchema,
  empty: EMPTY_REFERENCE_FORM,
  load: async (client, id) => {
    const reference = await adminGetReference(client, id);
    return { values: referenceToFormValues(reference), version: reference.updated_at };
  },
  create: (client, values) => adminCreateReference(client, formValuesToReferenceInput(values)),
  update: (client, id, values, version) => adminUpdateReference(client, id, formValuesToReferenceInput(values), version),
  publishing: { table: 'references', pages: () => ({ page: 'references' }) },
  labels: {
    title: { create: 'Nová reference', edit: 'Upravit referenci' },
    back: 'Zpět na reference',
    loading: 'Načítám referenci...',
  },
  saved: { created: 'Reference byla vytvořena', updated: 'Reference byla aktualizována' },
  formActions: <ContentPreviewMenu<ReferenceFormValues> kind="reference" toRow={(values) => previewRecord(formValuesToReferenceInput(values))} />,
  fields: () => <ReferenceFields />,
};

/** /admin/references/{id}; id "new" creates a reference. */
export function ReferenceFormPage() {
  return <EntityEditor config={REFERENCE_EDITOR} />;
}
