import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button, Paper, ScrollArea, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  adminVisitDashboard,
  intentLabel,
  leadsPer100Visitors,
  VISIT_DASHBOARD_PERIODS,
  type VisitConversion,
  type VisitDashboard,
  type VisitDashboardPeriod,
} from '@app/content';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/loading-state';
import { useAdminData } from '../../components/use-admin-data';
import { formatCount, formatDay, formatRate, languageName } from './visit-format';

const VisitsChart = lazy(async () => ({ default: (await import('./visits-chart')).VisitsChart }));

const PERIOD_OPTIONS = VISIT_DASHBOARD_PERIODS.map((days) => ({ value: String(days), label: `${days} dní` }));
const LANGUAGES = ['cs', 'en', 'de'] as const;

/** A titled section with its table, scrolling sideways on a phone instead of squeezing the columns. */
function FigureSection({
  title,
  empty,
  rows,
  head,
  minWidth = 420,
  level = 2,
}: {
  title: string;
  empty: string;
  rows: ReactNode[];
  head: ReactNode;
  minWidth?: number;
  level?: 2 | 3;
}) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={level} fz={level === 2 ? 'h4' : 'h5'} id={headingId}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Paper withBorder radius="md">
          {/* Focusable, so a keyboard can scroll a table that is wider than a phone. */}
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': headingId }}>
            <Table striped verticalSpacing="xs" miw={minWidth} aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>{head}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows}</Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
    </Stack>
  );
}

function NumberTh({ children }: { children: ReactNode }) {
  return <Table.Th ta="right">{children}</Table.Th>;
}

function NumberTd({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
      {children}
    </Table.Td>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 'xl', sm: '1.75rem' }} fw={700} data-testid={testId}>
        {formatCount(value)}
      </Text>
    </Paper>
  );
}

/** Landing pages, posts, referrers or campaigns with their visitors, leads and leads per 100 visitors. */
function conversionRows(rows: VisitConversion[], testId: string, extra?: (row: VisitConversion) => ReactNode) {
  return rows.map((row) => (
    <Table.Tr key={row.key} data-testid={testId}>
      <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 160 }}>{row.key}</Table.Td>
      {extra?.(row)}
      <NumberTd>{formatCount(row.visitors)}</NumberTd>
      <NumberTd testId="enquiries">{formatCount(row.enquiries)}</NumberTd>
      <NumberTd testId="signups">{formatCount(row.signups)}</NumberTd>
      <NumberTd>{formatRate(leadsPer100Visitors(row.enquiries + row.signups, row.visitors))}</NumberTd>
    </Table.Tr>
  ));
}

const CONVERSION_HEAD = (
  <>
    <NumberTh>Návštěvníci</NumberTh>
    <NumberTh>Poptávky</NumberTh>
    <NumberTh>Odběry</NumberTh>
    <NumberTh>Na 100 návštěvníků</NumberTh>
  </>
);

function DailyFigures({ data }: { data: VisitDashboard }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId}>
        Návštěvníci a zobrazení po dnech
      </Title>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} aria-hidden>
        <Suspense fallback={<Skeleton h={260} />}>
          <VisitsChart daily={data.daily} />
        </Suspense>
      </Paper>
      {/* The chart's numbers for screen readers and for anyone who wants them exactly. */}
      <VisuallyHidden>
        <table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th>Den</th>
              <th>Návštěvníci</th>
              <th>Zobrazení</th>
            </tr>
          </thead>
          <tbody>
            {data.daily.map((day) => (
              <tr key={day.day}>
                <td>{formatDay(day.day)}</td>
                <td>{formatCount(day.visitors)}</td>
                <td>{formatCount(day.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}

/** Enquiries by one of their fields (the button's intent, the plan), with the rate per 100 visitors of the period. */
function EnquiriesBySection({
  title,
  empty,
  label,
  rows,
  visitors,
  testId,
}: {
  title: string;
  empty: string;
  label: string;
  rows: { key: string; name: string; enquiries: number }[];
  visitors: number;
  testId: string;
}) {
  return (
    <FigureSection
      title={title}
      empty={empty}
      minWidth={300}
      head={
        <>
          <Table.Th>{label}</Table.Th>
          <NumberTh>Poptávky</NumberTh>
          <NumberTh>Na 100 návštěvníků</NumberTh>
        </>
      }
      rows={rows.map((row) => (
        <Table.Tr key={row.key} data-testid={testId}>
          <Table.Td>{row.name}</Table.Td>
          <NumberTd>{formatCount(row.enquiries)}</NumberTd>
          <NumberTd>{formatRate(leadsPer100Visitors(row.enquiries, visitors))}</NumberTd>
        </Table.Tr>
      ))}
    />
  );
}

function Figures({ data }: { data: VisitDashboard }) {
  const { totals } = data;
  const rate = leadsPer100Visitors(totals.enquiries + totals.signups, totals.visitors);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
          <Stat label="Návštěvníci" value={totals.visitors} testId="total-visitors" />
          <Stat label="Zobrazení stránek" value={totals.views} testId="total-views" />
          <Stat label="Poptávky" value={totals.enquiries} testId="total-enquiries" />
          <Stat label="Odběry novinek" value={totals.signups} testId="total-signups" />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {formatDay(data.from)} – {formatDay(data.to)} (UTC) · poptávek a odběrů na 100 návštěvníků: {formatRate(rate)}
        </Text>
      </Stack>

      <DailyFigures data={data} />

      <Stack gap="xs">
        <Title order={2} fz="h4">
          Nejnavštěvovanější stránky
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {LANGUAGES.map((locale) => {
            const pages = data.pages.filter((page) => page.locale === locale);
            return (
              <FigureSection
                key={locale}
                title={languageName(locale)}
                level={3}
                empty="Žádná zobrazení."
                minWidth={260}
                head={
                  <>
                    <Table.Th>Stránka</Table.Th>
                    <NumberTh>Zobrazení</NumberTh>
                  </>
                }
                rows={pages.map((page) => (
                  <Table.Tr key={page.path} data-testid="page-row">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{page.path}</Table.Td>
                    <NumberTd>{formatCount(page.views)}</NumberTd>
                  </Table.Tr>
                ))}
              />
            );
          })}
        </SimpleGrid>
      </Stack>

      <FigureSection
        title="Odkud přicházejí"
        empty="Zatím nikdo nepřišel z jiného webu."
        head={
          <>
            <Table.Th>Web</Table.Th>
            {CONVERSION_HEAD}
          </>
        }
        rows={conversionRows(data.referrers, 'referrer-row')}
      />
      <FigureSection
        title="Kampaně"
        empty="Žádná návštěva z kampaně (utm_campaign)."
        minWidth={520}
        head={
          <>
            <Table.Th>Kampaň</Table.Th>
            <Table.Th>Zdroj</Table.Th>
            {CONVERSION_HEAD}
          </>
        }
        rows={conversionRows(data.campaigns, 'campaign-row', (row) => <Table.Td>{row.sources || '—'}</Table.Td>)}
      />
      <FigureSection
        title="Konverze podle vstupní stránky"
        empty="Zatím žádná poptávka ani odběr."
        head={
          <>
            <Table.Th>Vstupní stránka</Table.Th>
            {CONVERSION_HEAD}
          </>
        }
        rows={conversionRows(data.landingPages, 'landing-row')}
      />
      <FigureSection
        title="Konverze podle článku"
        empty="Žádná návštěva nezačala na článku."
        head={
          <>
            <Table.Th>Článek</Table.Th>
            {CONVERSION_HEAD}
          </>
        }
        rows={conversionRows(data.posts, 'post-row')}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <EnquiriesBySection
          title="Poptávky podle záměru"
          empty="Zatím žádná poptávka."
          label="Záměr (tlačítko)"
          rows={data.intents.map((row) => ({ key: row.intent ?? '', name: intentLabel(row.intent) ?? 'Bez záměru', enquiries: row.enquiries }))}
          visitors={totals.visitors}
          testId="intent-row"
        />
        <EnquiriesBySection
          title="Poptávky podle tarifu"
          empty="Zatím žádná poptávka tarifu."
          label="Tarif"
          rows={data.plans.map((row) => ({ key: row.plan, name: row.plan, enquiries: row.enquiries }))}
          visitors={totals.visitors}
          testId="plan-row"
        />
      </SimpleGrid>
    </Stack>
  );
}

function isEmpty(data: VisitDashboard): boolean {
  return data.totals.views === 0 && data.totals.enquiries === 0 && data.totals.signups === 0;
}

/** /admin/visits: "Návštěvnost", visits and where leads come from (staff: editors and admins). */
export function VisitsPage() {
  const [period, setPeriod] = useState<VisitDashboardPeriod>(30);
  const dashboard = useAdminData((client) => adminVisitDashboard(client, period), { message: 'Návštěvnost se nepodařilo načíst.' });
  const { data } = dashboard;

  const choosePeriod = (value: string) => {
    const days = VISIT_DASHBOARD_PERIODS.find((option) => String(option) === value);
    if (!days || days === period) return;
    setPeriod(days);
    dashboard.reload();
  };

  return (
    <>
      <PageHeader
        title="Návštěvnost"
        description="Návštěvy bez cookies, po dnech (UTC), a poptávky a odběry novinek podle toho, kde návštěva začala."
        actions={<SegmentedControl aria-label="Období" value={String(period)} onChange={choosePeriod} data={PERIOD_OPTIONS} />}
      />
      {dashboard.status === 'failed' ? (
        <Paper withBorder radius="md" p="lg" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>Návštěvnost se nepodařilo načíst.</Text>
            <Text size="sm" c="dimmed">
              Zkontrolujte připojení a zkuste to znovu.
            </Text>
            <Button variant="light" onClick={dashboard.reload}>
              Zkusit znovu
            </Button>
          </Stack>
        </Paper>
      ) : !data ? (
        <LoadingState label="Načítám návštěvnost..." />
      ) : isEmpty(data) ? (
        <Paper withBorder radius="md" p="xl">
          <Stack gap={4} align="center" ta="center">
            <Text fw={600}>Zatím žádné návštěvy</Text>
            <Text size="sm" c="dimmed">
              Za posledních {period} dní web nezaznamenal žádné zobrazení stránky. Návštěvy se počítají bez cookies; prohlížeče s
              Global Privacy Control nebo Do Not Track a roboti se nepočítají.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Figures data={data} />
      )}
    </>
  );
}
