import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { adminSearchInsights, type SearchInsightRow } from '@app/content';
import { useAdminData } from '../../components/use-admin-data';

/** The period the panel covers; its heading names it. */
const INSIGHT_DAYS = 30;
/** The database answers up to 50 of each; the dashboard shows the head of each list. */
const SHOWN_ROWS = 10;

function InsightList({ title, rows, emptyText }: { title: string; rows: SearchInsightRow[]; emptyText: string }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <Paper withBorder radius="md" component="ol" className="admin-recent" aria-label={title}>
          {rows.slice(0, SHOWN_ROWS).map((row) => (
            <li key={`${row.language}:${row.query}`}>
              <Group justify="space-between" gap="xs" px="sm" py={6} wrap="nowrap">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end" title={row.query}>
                    {row.query}
                  </Text>
                  <Badge size="xs" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                    {row.language.toUpperCase()}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }} data-testid="search-count">
                  {row.searches}×
                </Text>
              </Group>
            </li>
          ))}
        </Paper>
      )}
    </Stack>
  );
}

/** What visitors searched for on the site and what found nothing: the content team's list of what to write next. */
export function SearchInsightsPanel() {
  const insights = useAdminData((client) => adminSearchInsights(client, INSIGHT_DAYS));
  const { data } = insights;
  return (
    <Stack gap="sm" component="section" aria-labelledby="search-insights-title">
      <Title order={2} fz="h4" id="search-insights-title">
        Co návštěvníci hledají ({INSIGHT_DAYS} dní)
      </Title>
      {!data ? (
        insights.status === 'failed' ? (
          <Group gap="sm">
            <Text c="dimmed">Hledání návštěvníků se nepodařilo načíst.</Text>
            <Button variant="subtle" size="compact-sm" onClick={insights.reload}>
              Zkusit znovu
            </Button>
          </Group>
        ) : (
          <Skeleton h={120} radius="md" />
        )
      ) : data.top.length === 0 && data.zeroResults.length === 0 ? (
        <Text c="dimmed">Zatím nikdo nic nehledal.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <InsightList title="Nejčastější hledání" rows={data.top} emptyText="Zatím nikdo nic nehledal." />
          <InsightList title="Hledání bez výsledku" rows={data.zeroResults} emptyText="Každé hledání něco našlo." />
        </SimpleGrid>
      )}
    </Stack>
  );
}
