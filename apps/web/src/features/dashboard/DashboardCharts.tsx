import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents, type DashboardStep, type Language } from '@bakery/core';
import type { DashboardData } from '../../api/operations';
import { bucketLabel, type DashboardLayout, type Kind, type SumKey } from './dashboard-model';

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

/** The series as charts (lazy chunk: recharts loads only with the dashboard). Money stays in cents; labels format it. */
export function DashboardCharts({
  data,
  step,
  layout,
  kind,
  language,
  seriesLabel,
}: {
  data: DashboardData;
  step: DashboardStep;
  layout: DashboardLayout;
  kind: Kind;
  language: Language;
  seriesLabel: (key: SumKey, kind: Kind) => string;
}) {
  const { t } = useTranslation();
  const rows = data.series.map((p) => ({ ...p, label: bucketLabel(p.date, step) }));
  const euro = (value: number) => formatCents(Math.round(value), language);
  const axisEuro = (value: number) =>
    formatCents(Math.round(value / 100) * 100, language).replace(/[.,]00(?=\D|$)/, '');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="lg" style={{ gridColumn: '1 / -1' }} data-testid="dashboard-sales-chart">
        <Title order={2} fz="lg" c="brown.8" mb="md">
          {t('dashboard.salesChart')}
        </Title>
        <LineChart
          h={260}
          data={rows}
          dataKey="label"
          series={layout.money.map((key) => ({ name: key, label: seriesLabel(key, kind), color: COLORS[key] }))}
          valueFormatter={euro}
          yAxisProps={{ tickFormatter: axisEuro, width: 80 }}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          curveType="monotone"
          tickLine="y"
          withDots={rows.length <= 31}
          role="img"
          aria-label={t('dashboard.salesChart')}
        />
      </Card>
      {layout.counts.map((key) => (
        <Card key={key} withBorder padding="lg" data-testid={`dashboard-chart-${key}`}>
          <Title order={2} fz="lg" c="brown.8" mb="md">
            {seriesLabel(key, kind)}
          </Title>
          <BarChart
            h={200}
            data={rows}
            dataKey="label"
            series={[{ name: key, label: seriesLabel(key, kind), color: COLORS[key] }]}
            tickLine="y"
            yAxisProps={{ allowDecimals: false, width: 40 }}
            role="img"
            aria-label={seriesLabel(key, kind)}
          />
        </Card>
      ))}
      {rows.length === 0 ? <Text c="dimmed">{t('dashboard.seriesEmpty')}</Text> : null}
    </SimpleGrid>
  );
}
