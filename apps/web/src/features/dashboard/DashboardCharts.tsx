import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart } from '@mantine/charts';
import { formatCents, type Language } from '@bakery/core';
import type { DashboardData } from '../../api/operations';
import { COUNT_CHART_HEIGHT, SALES_CHART_HEIGHT, type SumKey } from './dashboard-model';

const COLORS: Record<SumKey, string> = {
  salesCents: 'brown.7',
  paidCents: 'green.7',
  deliveredCents: 'taupe.6',
  guestSalesCents: 'orange.7',
  billsCents: 'blue.7',
  orders: 'brown.6',
  products: 'taupe.6',
  clients: 'green.7',
};

/** What both charts are given: the series' rows, already labelled per bucket, and how the page names a series. */
type ChartProps = {
  rows: (DashboardData['series'][number] & { label: string })[];
  seriesLabel: (key: SumKey) => string;
  title: string;
};

/** The money series as one line chart (lazy chunk: recharts loads only with the dashboard). Money stays in cents; labels format it. */
export function SalesChart({
  rows,
  keys,
  language,
  seriesLabel,
  title,
}: ChartProps & { keys: SumKey[]; language: Language }) {
  const euro = (value: number) => formatCents(Math.round(value), language);
  const axisEuro = (value: number) =>
    formatCents(Math.round(value / 100) * 100, language).replace(/[.,]00(?=\D|$)/, '');
  return (
    <LineChart
      h={SALES_CHART_HEIGHT}
      data={rows}
      dataKey="label"
      series={keys.map((key) => ({ name: key, label: seriesLabel(key), color: COLORS[key] }))}
      valueFormatter={euro}
      yAxisProps={{ tickFormatter: axisEuro, width: 80 }}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      curveType="monotone"
      tickLine="y"
      withDots={rows.length <= 31}
      role="img"
      aria-label={title}
    />
  );
}

/** One count series (orders, products, clients) as a bar chart. */
export function CountChart({ rows, series, seriesLabel, title }: ChartProps & { series: SumKey }) {
  return (
    <BarChart
      h={COUNT_CHART_HEIGHT}
      data={rows}
      dataKey="label"
      series={[{ name: series, label: seriesLabel(series), color: COLORS[series] }]}
      tickLine="y"
      yAxisProps={{ allowDecimals: false, width: 40 }}
      role="img"
      aria-label={title}
    />
  );
}
