import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { VisitDay } from '@app/content';
import { formatCount, formatShortDay } from './visit-format';

/** Visitors and page views per day; its own chunk (recharts), so the figures show before it arrives. */
export function VisitsChart({ daily }: { daily: VisitDay[] }) {
  const data = daily.map((day) => ({ day: formatShortDay(day.day), Návštěvníci: day.visitors, Zobrazení: day.views }));
  return (
    <AreaChart
      h={260}
      data={data}
      dataKey="day"
      series={[
        { name: 'Návštěvníci', color: 'blue.7' },
        { name: 'Zobrazení', color: 'teal.7' },
      ]}
      curveType="monotone"
      valueFormatter={formatCount}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      gridAxis="y"
      withDots={daily.length <= 31}
      // The page gives the numbers as a table for assistive technology; the drawing itself takes no focus.
      areaChartProps={{ accessibilityLayer: false }}
      yAxisProps={{ allowDecimals: false }}
    />
  );
}
