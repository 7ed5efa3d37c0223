import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { adminCreateReference, adminGetReference, adminUpdateReference } from '@app/content';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/loading-state';
import { FormNumberInput, FormSwitch, FormTextInput, FormTextarea } from '../../components/form-fields';
import { FormStringList } from '../../components/form-string-list';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { errorMessage } from '../../components/error-message';
import { useAdminData } from '../../components/use-admin-data';
import { referenceSchema, type ReferenceFormValues } from './reference-schema';
import { EMPTY_REFERENCE_FORM, formValuesToReferenceInput, referenceToFormValues } from './reference-form-values';

const LANGUAGE_BLOCKS = [
  { suffix: 'en', title: 'Anglická verze (volitelné)', results: 'Výsledky (anglicky)' },
  { suffix: 'de', title: 'Německá verze (volitelné)', results: 'Výsledky (německy)' },
] as const;

/** /admin/references/{id}; id "new" creates a reference (spec 2.13, 2.14). */
export function ReferenceFormPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const loaded = useAdminData((client) => (isNew ? Promise.resolve(null) : adminGetReference(client, id)));

  useEffect(() => {
    if (loaded.status === 'failed') navigate(ADMIN_PATHS.references, { replace: true });
  }, [loaded.status, navigate]);

  const save = async (values: ReferenceFormValues, helpers: FormikHelpers<ReferenceFormValues>) => {
    try {
      const client = await getSupabase();
      const input = formValuesToReferenceInput(values);
      if (isNew) await adminCreateReference(client, input);
      else await adminUpdateReference(client, id, input);
      notify({ kind: 'success', title: 'Úspěch', message: isNew ? 'Reference byla vytvořena' : 'Reference byla aktualizována' });
      helpers.resetForm({ values });
      navigate(ADMIN_PATHS.references);
    } catch (error) {
      console.error('Saving the reference failed:', error);
      notify({ kind: 'error', title: 'Chyba při ukládání', message: errorMessage(error) });
    }
  };

  const title = isNew ? 'Nová reference' : 'Upravit referenci';
  if (loaded.status !== 'ready') {
    return (
      <>
        <PageHeader title={title} backTo={ADMIN_PATHS.references} backLabel="Zpět na reference" />
        <LoadingState label="Načítám referenci..." />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} backTo={ADMIN_PATHS.references} backLabel="Zpět na reference" />
      <Formik<ReferenceFormValues>
        initialValues={loaded.data ? referenceToFormValues(loaded.data) : EMPTY_REFERENCE_FORM}
        validationSchema={referenceSchema}
        onSubmit={save}
      >
        {({ dirty, isSubmitting }) => (
          <Form noValidate>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
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

              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => navigate(ADMIN_PATHS.references)}>
                  Zrušit
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Ukládám...' : 'Uložit'}
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </>
  );
}
