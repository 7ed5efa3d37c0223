import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  adminDeleteModule,
  adminListModules,
  adminSetModuleActive,
  adminTranslationStatus,
  type AdminModule,
  type TranslationStatus,
} from '@app/content';
import { useAdminData } from '../../components/use-admin-data';
import { TranslationBadges, TranslationFilter, matchesTranslationFilter, useTranslationFilter } from '../../components/translation-status';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/loading-state';
import { confirmAction } from '../../components/confirm';
import { featurePreview, moreFeaturesLabel } from './feature-preview';

type ListState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; modules: AdminModule[] };

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

/** /admin/modules: every module as a card, active and inactive (spec 2.14). */
export function ModulesListPage() {
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const translations = useAdminData((client) => adminTranslationStatus(client, 'modules'));
  const [missing, setMissing] = useTranslationFilter();

  const load = useCallback(async () => {
    try {
      setList({ state: 'ready', modules: await adminListModules(await getSupabase()) });
    } catch (error) {
      console.error('Loading the modules failed:', error);
      setList({ state: 'failed' });
      notify({ title: 'Chyba', message: 'Nepodařilo se načíst moduly', kind: 'error' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = (id: string, change: (module: AdminModule) => AdminModule) =>
    setList((current) =>
      current.state === 'ready'
        ? { state: 'ready', modules: current.modules.map((module) => (module.id === id ? change(module) : module)) }
        : current,
    );

  const toggle = async (module: AdminModule) => {
    const active = !module.active;
    replace(module.id, (current) => ({ ...current, active }));
    try {
      await adminSetModuleActive(await getSupabase(), module.id, active);
      notify({ title: 'Úspěch', message: active ? 'Modul byl aktivován' : 'Modul byl deaktivován', kind: 'success' });
    } catch (error) {
      console.error('Changing the module state failed:', error);
      replace(module.id, (current) => ({ ...current, active: module.active }));
      notify({ title: 'Chyba', message: 'Nepodařilo se změnit stav modulu', kind: 'error' });
    }
  };

  const remove = async (module: AdminModule) => {
    if (!confirmAction('Opravdu chcete smazat tento modul?')) return;
    try {
      await adminDeleteModule(await getSupabase(), module.id);
      setList((current) =>
        current.state === 'ready' ? { state: 'ready', modules: current.modules.filter((item) => item.id !== module.id) } : current,
      );
      notify({ title: 'Úspěch', message: 'Modul byl smazán', kind: 'success' });
    } catch (error) {
      console.error('Deleting the module failed:', error);
      notify({ title: 'Chyba', message: 'Nepodařilo se smazat modul', kind: 'error' });
    }
  };

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
      {list.state === 'loading' && <LoadingState label="Načítám moduly..." />}
      {list.state === 'failed' && (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text mb="md">Nepodařilo se načíst moduly</Text>
          <Button variant="default" onClick={() => void load()}>
            Zkusit znovu
          </Button>
        </Paper>
      )}
      {list.state === 'ready' && list.modules.length === 0 && (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Stack align="center" gap="sm">
            <Text>Zatím tu nejsou žádné moduly.</Text>
            <Button component={Link} to="/admin/modules/new">
              Vytvořit první modul
            </Button>
          </Stack>
        </Paper>
      )}
      {list.state === 'ready' && list.modules.length > 0 && <TranslationFilter value={missing} onChange={setMissing} />}
      {list.state === 'ready' && list.modules.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.modules.filter((module) => matchesTranslationFilter(translations.data?.get(module.id), missing)).map((module) => (
            <ModuleCard
              key={module.id}
              module={module}
              translations={translations.data?.get(module.id)}
              onToggle={(target) => void toggle(target)}
              onDelete={(target) => void remove(target)}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
