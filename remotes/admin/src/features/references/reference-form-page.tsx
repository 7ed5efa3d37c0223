import { Form, Formik } from 'formik';
import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { adminCreateReference, adminGetReference, adminUpdateReference } from '@app/content';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { FormActions } from '../../components/form-actions';
import { LoadingState } from '../../components/loading-state';
import { FormNumberInput, FormSwitch, FormTextInput, FormTextarea } from '../../components/form-fields';
import { FormStringList } from '../../components/form-string-list';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useEntityForm } from '../../components/use-entity-form';
import { DraftRecovery } from '../../components/draft-recovery';
import { ContentPreviewMenu, previewRecord } from '../../components/content-preview-menu';
import { IncompleteTranslationBadge } from '../../components/translation-status';
import { SaveConflictDialog } from '../../components/save-conflict-dialog';
import { RevisionHistory } from '../../components/revisions';
import { referenceSchema, type ReferenceFormValues } from './reference-schema';
import { EMPTY_REFERENCE_FORM, formValuesToReferenceInput, referenceToFormValues } from './reference-form-values';

const LANGUAGE_BLOCKS = [
  { suffix: 'en', title: 'Anglická verze (volitelné)', results: 'Výsledky (anglicky)' },
  { suffix: 'de', title: 'Německá verze (volitelné)', results: 'Výsledky (německy)' },
] as const;

/** /admin/references/{id}; id "new" creates a reference. */
export function ReferenceFormPage() {
  const form = useEntityForm<ReferenceFormValues>({
    entity: 'the reference',
    listPath: ADMIN_PATHS.references,
    empty: EMPTY_REFERENCE_FORM,
    load: async (client, id) => {
      const reference = await adminGetReference(client, id);
      return { values: referenceToFormValues(reference), version: reference.updated_at };
    },
    create: (client, values) => adminCreateReference(client, formValuesToReferenceInput(values)),
    update: (client, id, values, version) => adminUpdateReference(client, id, formValuesToReferenceInput(values), version),
    saved: { created: 'Reference byla vytvořena', updated: 'Reference byla aktualizována' },
  });

  const title = form.isNew ? 'Nová reference' : 'Upravit referenci';
  const header = (
    <PageHeader
      title={title}
      backTo={ADMIN_PATHS.references}
      backLabel="Zpět na reference"
      actions={form.isNew ? undefined : <RevisionHistory table="references" recordId={form.id} onRestored={form.reloadLatest} />}
    />
  );
  if (form.status !== 'ready') {
    return (
      <>
        {header}
        <LoadingState label="Načítám referenci..." />
      </>
    );
  }

  return (
    <>
      {header}
      <Formik<ReferenceFormValues>
        key={form.formKey}
        initialValues={form.values}
        validationSchema={referenceSchema}
        onSubmit={form.submit}
      >
        {({ dirty, isSubmitting }) => (
          <Form noValidate>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <DraftRecovery draftKey={form.draftKey} version={form.version} />
            <Stack gap="lg">
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

              {LANGUAGE_BLOCKS.map(({ suffix, title: blockTitle, results }) => (
                <Paper key={suffix} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                  <Stack gap="md">
                    <Title order={2} fz="h4">
                      {blockTitle}
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

              <FormActions justify="flex-end">
                <ContentPreviewMenu<ReferenceFormValues> kind="reference" toRow={(values) => previewRecord(formValuesToReferenceInput(values))} />
                <Button variant="default" onClick={form.backToList}>
                  Zrušit
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Ukládám...' : 'Uložit'}
                </Button>
              </FormActions>
            </Stack>
          </Form>
        )}
      </Formik>
      <SaveConflictDialog form={form} />
    </>
  );
}
