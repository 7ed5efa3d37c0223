import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CONTENT_TYPES, adminDashboardCounts, adminOwnName, adminRecentChanges, type ChangeOperation, type DashboardCounts, type RecentChange } from '@app/content';
import { formatDateTime } from '@app/i18n';
import { useSession } from '@app/session';
import { getSupabase } from '@app/supabase';
import { ADMIN_PATHS, RECORD_KIND, editPathOf } from '../../config/paths';
import { sectionsFor } from '../../config/sections';
import { useAdminData } from '../../components/use-admin-data';
import { useDocumentTitle } from '../../components/page-header';
import { SearchInsightsPanel } from './search-insights-panel';

const QUICK_ACTIONS = [
  { label: 'Nový článek', to: ADMIN_PATHS.blogNew },
  { label: 'Nový modul', to: ADMIN_PATHS.modulesNew },
  { label: 'Nová reference', to: ADMIN_PATHS.referencesNew },
  { label: 'Nový cenový plán', to: ADMIN_PATHS.pricingNew },
];

interface Figure {
  label: string;
  value: number;
  to: string;
}

function figuresOf(counts: DashboardCounts): Figure[] {
  return [
    ...counts.content
      .filter((figure) => figure.value > 0 || !figure.onlyWhenAny)
      .map(({ type, label, listFilter, value }) => ({ label, value, to: `${ADMIN_PATHS[CONTENT_TYPES[type].admin.path]}?${listFilter}` })),
    { label: 'Nepřečtené poptávky', value: counts.unreadEnquiries, to: `${ADMIN_PATHS.enquiries}?precteno=ne` },
    { label: 'Odběratelé novinek', value: counts.newsletterSubscribers, to: `${ADMIN_PATHS.enquiries}?zalozka=newsletter&stav=potvrzeno` },
  ];
}

/** How often the open dashboard counts again (and whenever its tab comes back to the front). */
const REFRESH_MS = 60_000;

function Figures() {
  const counts = useAdminData((client) => adminDashboardCounts(client));
  const { reload } = counts;
  useEffect(() => {
    const timer = window.setInterval(reload, REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);
  if (!counts.data) {
    return counts.status === 'failed' ? null : <Skeleton h={96} radius="md" aria-label="Načítám čísla..." />;
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" component="ul" className="admin-figures" aria-label="Čísla webu">
      {figuresOf(counts.data).map((figure) => (
        <Card key={figure.label} component="li" withBorder radius="md" padding="md">
          <Anchor component={Link} to={figure.to} underline="never" className="admin-figure-link">
            <Text fz={28} fw={800} c="brand.9" lh={1.1} data-testid="figure-value">
              {figure.value}
            </Text>
            <Text size="sm" c="dark.6">
              {figure.label}
            </Text>
          </Anchor>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Whom the dashboard greets: the profile's name, or the e-mail address while the profile has none. */
export function greetingName(fullName: string | null, email: string): string {
  return fullName?.trim() || email;
}

/** "Vítejte, Erik Editor": shown once the name is read (no e-mail first and a name a moment later). */
function Greeting({ userId, email }: { userId: string; email: string }) {
  const [name, setName] = useState<{ of: string; value: string | null } | null>(null);
  useEffect(() => {
    if (!userId) return undefined;
    let current = true;
    (async () => {
      try {
        const value = await adminOwnName(await getSupabase(), userId);
        if (current) setName({ of: userId, value });
      } catch (error) {
        // A greeting is no reason for an error toast: it falls back to the address.
        console.error('Reading the profile name failed:', error);
        if (current) setName({ of: userId, value: null });
      }
    })();
    return () => {
      current = false;
    };
  }, [userId]);
  if (userId && name?.of !== userId) return <Skeleton h={24.8} w={240} radius="sm" aria-hidden />;
  return <Text c="dimmed">Vítejte, {greetingName(name?.value ?? null, email)}</Text>;
}

/** What happened to the record, as the list says it. */
const CHANGE_LABEL: Record<ChangeOperation, string> = {
  insert: 'Vytvořeno',
  update: 'Upraveno',
  delete: 'Smazáno',
  restore: 'Obnoveno',
};

function changeMeta(change: RecentChange): string {
  return [`${CHANGE_LABEL[change.operation]} ${formatDateTime(change.changedAt)}`, change.editorName].filter(Boolean).join(' · ');
}

function RecentEdits() {
  const changes = useAdminData((client) => adminRecentChanges(client));
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        Naposledy upraveno
      </Title>
      {!changes.data ? (
        changes.status === 'failed' ? null : <Skeleton h={120} radius="md" />
      ) : changes.data.length === 0 ? (
        <Text c="dimmed">Zatím nikdo nic neupravil.</Text>
      ) : (
        <Paper withBorder radius="md" component="ol" className="admin-recent" aria-label="Naposledy upravené položky">
          {changes.data.map((change) => (
            <li key={change.revisionId}>
              <Group justify="space-between" gap="xs" p="sm" wrap="wrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {change.operation === 'delete' ? (
                    // The record is gone: nothing to open (it is under "Smazané" in its list for 30 days).
                    <Text fw={600}>{change.title || '(bez názvu)'}</Text>
                  ) : (
                    <Anchor component={Link} to={editPathOf(change.table, change.recordId)} fw={600}>
                      {change.title || '(bez názvu)'}
                    </Anchor>
                  )}
                  <Text size="xs" c="dimmed">
                    {RECORD_KIND[change.table]}
                  </Text>
                </Stack>
                <Text size="xs" c={change.operation === 'delete' ? 'red.8' : 'dimmed'}>
                  {changeMeta(change)}
                </Text>
              </Group>
            </li>
          ))}
        </Paper>
      )}
    </Stack>
  );
}

export function DashboardPage() {
  const email = useSession((state) => state.user?.email ?? '');
  const userId = useSession((state) => state.user?.id ?? '');
  const isAdmin = useSession((state) => state.isAdmin);
  useDocumentTitle('Přehled');

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Přehled</Title>
        <Greeting userId={userId} email={email} />
      </Stack>

      <Figures />

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="dashboard-tiles">
        {sectionsFor(isAdmin).map((tile) => (
          <Card key={tile.to} component={Link} to={tile.to} withBorder radius="md" padding="lg" className="admin-tile">
            <Text fw={700} size="lg" c="brand.9">
              {tile.title}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {tile.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <RecentEdits />

      <SearchInsightsPanel />

      <Stack gap="sm">
        <Title order={2} fz="h4">
          Rychlé akce
        </Title>
        <Group gap="sm">
          {QUICK_ACTIONS.map((action) => (
            <Button key={action.to} component={Link} to={action.to} variant="light">
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
