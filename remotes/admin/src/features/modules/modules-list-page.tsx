import { Link } from 'react-router-dom';
import { Badge, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  MODULE_LIST_SPEC,
  adminDeleteModule,
  adminModulesPage,
  adminSetModuleActive,
  withTranslationStatus,
  type AdminModule,
  type TranslationStatus,
} from '@app/content';
import { MISSING_TRANSLATION_OPTIONS, TranslationBadges } from '../../components/translation-status';
import { ListBody, ListFilter, ListToolbar, useListPage, useListState } from '../../components/list';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { PageHeader } from '../../components/page-header';
import { ADMIN_PATHS } from '../../config/paths';
import { useConfirmedDelete } from '../../components/confirmed-delete';
import { featurePreview, moreFeaturesLabel } from './feature-preview';

function ModuleCard({
  module,
  translations,
  onToggle,
  onDelete,
}: {
  module: AdminModule;
  translations: TranslationStatus | undefined;
  onToggle: (module: AdminModule) => void;
  onDelete: (module: AdminModule) => void;
}) {
  const { shown, more } = featurePreview(module.features_cs);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={module.name_cs}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {module.name_cs}
          </Title>
          {module.active ? (
            <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
              Aktivní
            </Badge>
          ) : (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              Neaktivní
            </Badge>
          )}
        </Group>
        <TranslationBadges status={translations} />
        <Text size="sm" c="dimmed">
          Pořadí: {module.display_order}
        </Text>
        <Text size="sm" lineClamp={3}>
          {module.description_cs}
        </Text>
        {shown.length > 0 && (
          <List size="sm" spacing={2}>
            {shown.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        )}
        {more > 0 && (
          <Text size="sm" c="dimmed">
            {moreFeaturesLabel(more)}
          </Text>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          <Button component={Link} to={`/admin/modules/edit/${module.id}`} variant="light" size="xs">
            Upravit
          </Button>
          <Button variant="default" size="xs" onClick={() => onToggle(module)}>
            {module.active ? 'Skrýt' : 'Zobrazit'}
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={() => onDelete(module)}>
            Smazat
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const FILTERS = ['stav', 'chybi'] as const;

const loadPage = withTranslationStatus('modules', adminModulesPage);

/** /admin/modules: the modules as cards, active and inactive; searched, filtered, sorted and paged. */
export function ModulesListPage() {
  const state = useListState(MODULE_LIST_SPEC, FILTERS);
  const list = useListPage(loadPage, state, { title: 'Chyba', message: 'Nepodařilo se načíst moduly' });

  const replace = (id: string, change: (module: AdminModule) => AdminModule) =>
    list.updateRows((rows) => rows.map((module) => (module.id === id ? change(module) : module)));

  const toggle = async (module: AdminModule) => {
    const active = !module.active;
    replace(module.id, (current) => ({ ...current, active }));
    try {
      await adminSetModuleActive(await getSupabase(), module.id, active);
      notify({ id: `module-active:${module.id}`, title: 'Úspěch', message: active ? 'Modul byl aktivován' : 'Modul byl deaktivován', kind: 'success' });
    } catch (error) {
      console.error('Changing the module state failed:', error);
      replace(module.id, (current) => ({ ...current, active: module.active }));
      notify({ id: `module-active:${module.id}`, title: 'Chyba', message: 'Nepodařilo se změnit stav modulu', kind: 'error' });
    }
  };

  const deletion = useConfirmedDelete<AdminModule>({
    entity: 'module',
    question: 'Opravdu chcete smazat tento modul?',
    subject: (module) => `„${module.name_cs}“`,
    remove: (client, module) => adminDeleteModule(client, module.id),
    success: 'Modul byl smazán',
    failure: { title: 'Chyba', message: 'Nepodařilo se smazat modul' },
    onDeleted: list.reload,
    publishing: { table: 'modules', scope: ADMIN_PATHS.modules },
  });

  return (
    <>
      <PageHeader
        title="Moduly"
        description="Nabízené moduly, jejich texty a obrázky"
        backTo="/admin"
        backLabel="Zpět na přehled"
        actions={
          <Button component={Link} to="/admin/modules/new">
            + Nový modul
          </Button>
        }
      />
      <ListToolbar
        state={state}
        searchPlaceholder="Název nebo popis"
        sort={{
          options: [
            { value: 'display_order', label: 'Pořadí' },
            { value: 'name_cs', label: 'Název' },
            { value: 'created_at', label: 'Vytvořeno' },
          ],
        }}
      >
        <ListFilter
          state={state}
          name="stav"
          label="Stav"
          options={[
            { value: 'aktivni', label: 'Aktivní' },
            { value: 'skryte', label: 'Neaktivní' },
          ]}
        />
        <ListFilter state={state} name="chybi" label="Překlady" options={MISSING_TRANSLATION_OPTIONS} />
      </ListToolbar>
      {list.error && !list.page ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text mb="md">Nepodařilo se načíst moduly</Text>
          <Button variant="default" onClick={list.reload}>
            Zkusit znovu
          </Button>
        </Paper>
      ) : (
        <ListBody
          list={list}
          state={state}
          loadingLabel="Načítám moduly..."
          empty={
            <Paper withBorder radius="md" p="xl" ta="center">
              <Stack align="center" gap="sm">
                <Text>Zatím tu nejsou žádné moduly.</Text>
                <Button component={Link} to="/admin/modules/new">
                  Vytvořit první modul
                </Button>
              </Stack>
            </Paper>
          }
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {rows.map((module) => (
                <ModuleCard
                  key={module.id}
                  module={module}
                  translations={list.page?.translations.get(module.id)}
                  onToggle={(target) => void toggle(target)}
                  onDelete={deletion.ask}
                />
              ))}
            </SimpleGrid>
          )}
        </ListBody>
      )}
      {deletion.dialog}
    </>
  );
}
