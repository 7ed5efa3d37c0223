import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { adminCreateModule, adminGetModule, adminUpdateModule } from '@app/content';
import { ADMIN_PATHS, editPathOf } from '../../config/paths';
import { FormNumberInput, FormSelect, FormSwitch, FormTextInput, FormTextarea } from '../../components/form-fields';
import { FormStringList } from '../../components/form-string-list';
import { EntityEditor, type EntityEditorConfig } from '../../components/entity-editor';
import { IncompleteTranslationBadge } from '../../components/translation-status';
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

const LANGUAGES = [
  { code: 'cs', suffix: 'CZ', title: 'Česky', required: true },
  { code: 'en', suffix: 'EN', title: 'Anglicky (volitelné)', required: false },
  { code: 'de', suffix: 'DE', title: 'Německy (volitelné)', required: false },
] as const;

function ModuleFields() {
  return (
    <>
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
              <IncompleteTranslationBadge language={language.code} fields={['name', 'description']} />
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
    </>
  );
}

const MODULE_EDITOR: EntityEditorConfig<ModuleFormValues> = {
  entity: 'the module',
  listPath: ADMIN_PATHS.modules,
  editPath: (id) => editPathOf('modules', id),
  history: 'modules',
  schema: moduleSchema,
  empty: EMPTY_MODULE_VALUES,
  load: async (client, id) => {
    const module = await adminGetModule(client, id);
    return { values: moduleFormValues(module), version: module.updated_at };
  },
  create: (client, values) => adminCreateModule(client, toModuleDraft(values)),
  update: (client, id, values, version) => adminUpdateModule(client, id, toModuleDraft(values), version),
  publishing: { table: 'modules', pages: (values) => (values.active ? { page: 'modules' } : null) },
  labels: {
    title: { create: 'Nový modul', edit: 'Upravit modul' },
    back: 'Zpět na moduly',
    loading: 'Načítám modul...',
    submit: { create: 'Vytvořit modul', edit: 'Uložit změny' },
  },
  saved: { created: 'Modul byl vytvořen', updated: 'Modul byl aktualizován' },
  loadFailureToast: { title: 'Chyba', message: 'Nepodařilo se načíst modul' },
  saveFailureToast: (_error, isNew) => ({
    title: 'Chyba',
    message: isNew ? 'Nepodařilo se vytvořit modul' : 'Nepodařilo se aktualizovat modul',
  }),
  invalidSubmit: { message: REQUIRED_FIELDS_MESSAGE },
  fields: () => <ModuleFields />,
};

/** /admin/modules/new and /admin/modules/edit/{id}; id "new" creates a module. */
export function ModuleFormPage() {
  return <EntityEditor config={MODULE_EDITOR} />;
}
