import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Form, Formik, useFormikContext } from 'formik';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { adminCreateModule, adminGetModule, adminUpdateModule } from '@app/content';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/loading-state';
import { FormNumberInput, FormSelect, FormSwitch, FormTextInput, FormTextarea } from '../../components/form-fields';
import { FormStringList } from '../../components/form-string-list';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { InvalidSubmitNotice } from '../../components/invalid-submit-notice';
import {
  EMPTY_MODULE_VALUES,
  ICON_OPTIONS,
  REQUIRED_FIELDS_MESSAGE,
  moduleFormValues,
  moduleSchema,
  toModuleDraft,
  type ModuleFormValues,
} from './module-schema';
import { ModuleImagesField } from './module-images-field';

const LIST_PATH = '/admin/modules';

const LANGUAGES = [
  { code: 'cs', suffix: 'CZ', title: 'Česky', required: true },
  { code: 'en', suffix: 'EN', title: 'Anglicky (volitelné)', required: false },
  { code: 'de', suffix: 'DE', title: 'Německy (volitelné)', required: false },
] as const;

function ModuleForm({ isNew }: { isNew: boolean }) {
  const { dirty, isSubmitting } = useFormikContext<ModuleFormValues>();
  const navigate = useNavigate();
  return (
    <Form noValidate>
      <InvalidSubmitNotice message={REQUIRED_FIELDS_MESSAGE} />
      <UnsavedChangesGuard when={dirty && !isSubmitting} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Základní údaje">
          <Stack gap="md">
            <Title order={2} fz="h4">
              Základní údaje
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <FormTextInput name="name_cs" label="Název (CZ)" required />
              <FormTextInput name="name_en" label="Název (EN)" />
              <FormTextInput name="name_de" label="Název (DE)" />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <FormSelect name="icon" label="Ikona" data={ICON_OPTIONS} allowDeselect={false} />
              <FormNumberInput name="display_order" label="Pořadí zobrazení" min={0} allowDecimal={false} allowNegative={false} />
              <FormSwitch name="active" label="Aktivní (zobrazit na webu)" mt={{ base: 0, sm: 30 }} />
            </SimpleGrid>
          </Stack>
        </Paper>

        {LANGUAGES.map((language) => (
          <Paper
            key={language.code}
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-label={`Popis a funkce – ${language.title}`}
          >
            <Stack gap="md">
              <Title order={2} fz="h4">
                Popis a funkce – {language.title}
              </Title>
              <FormTextarea
                name={`description_${language.code}`}
                label={`Popis (${language.suffix})`}
                required={language.required}
                autosize
                minRows={3}
                maxRows={8}
              />
              <FormStringList
                name={`features_${language.code}`}
                label={`Funkce (${language.suffix})`}
                addLabel="Přidat funkci"
                placeholder="Např. Automatické vytěžení dat z PDF"
              />
            </Stack>
          </Paper>
        ))}

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Obrázky">
          <ModuleImagesField name="images" />
        </Paper>

        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            {isNew ? 'Vytvořit modul' : 'Uložit změny'}
          </Button>
          <Button variant="default" onClick={() => navigate(LIST_PATH)}>
            Zrušit
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** /admin/modules/new and /admin/modules/edit/{id}; id "new" creates a module (spec 2.13, 2.14). */
export function ModuleFormPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const [initial, setInitial] = useState<ModuleFormValues | null>(isNew ? EMPTY_MODULE_VALUES : null);

  useEffect(() => {
    if (isNew) {
      setInitial(EMPTY_MODULE_VALUES);
      return undefined;
    }
    let cancelled = false;
    setInitial(null);
    getSupabase()
      .then((client) => adminGetModule(client, id))
      .then((module) => !cancelled && setInitial(moduleFormValues(module)))
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('Loading the module failed:', error);
        notify({ title: 'Chyba', message: 'Nepodařilo se načíst modul', kind: 'error' });
        navigate(LIST_PATH, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [id, isNew, navigate]);

  const save = async (values: ModuleFormValues) => {
    try {
      const client = await getSupabase();
      const draft = toModuleDraft(values);
      if (isNew) await adminCreateModule(client, draft);
      else await adminUpdateModule(client, id, draft);
      notify({ title: 'Úspěch', message: isNew ? 'Modul byl vytvořen' : 'Modul byl aktualizován', kind: 'success' });
      navigate(LIST_PATH);
    } catch (error) {
      console.error('Saving the module failed:', error);
      notify({
        title: 'Chyba',
        message: isNew ? 'Nepodařilo se vytvořit modul' : 'Nepodařilo se aktualizovat modul',
        kind: 'error',
      });
    }
  };

  const title = isNew ? 'Nový modul' : 'Upravit modul';
  return (
    <>
      <PageHeader title={title} backTo={LIST_PATH} backLabel="Zpět na moduly" />
      {initial ? (
        <Formik key={id} initialValues={initial} validationSchema={moduleSchema} onSubmit={save}>
          <ModuleForm isNew={isNew} />
        </Formik>
      ) : (
        <LoadingState label="Načítám modul..." />
      )}
    </>
  );
}
