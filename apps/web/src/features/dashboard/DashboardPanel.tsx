import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Badge, Card, Chip, Group, Input, List, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  DASHBOARD_STEPS,
  dashboardPeriodProblems,
  defaultDashboardPeriod,
  formatCents,
  formatInteger,
  formatPercentChange,
  germanDate,
  newsDayOf,
  newsDayLabel,
  type DashboardStep,
  type Language,
} from '@bakery/core';
import { useApiQuery } from '../../api/query';
import { DashboardQuery, type DashboardData } from '../../api/operations';
import { QueryStates } from '../../ui/LoadStates';
import { useLanguage } from '../../i18n/use-language';
import { loadWithRetry } from '../../routes/lazy-with-retry';
import { WhenSeen } from '../../ui/WhenSeen';
import { PeriodField } from './PeriodField';
import { useBakeryToday } from '../auth';
import {
  bucketLabel,
  COUNT_CHART_HEIGHT,
  isMoney,
  layoutOf,
  SALES_CHART_HEIGHT,
  totalWithChange,
  type DashboardLayout,
  type Kind,
  type SumKey,
} from './dashboard-model';

// recharts is big: the charts are a chunk of their own, fetched when the first chart comes into view
const loadCharts = () => loadWithRetry(() => import('./DashboardCharts'));
const SalesChart = lazy(async () => ({ default: (await loadCharts()).SalesChart }));
const CountChart = lazy(async () => ({ default: (await loadCharts()).CountChart }));

/** The step and period of the address, else by day over the last 30 days. */
function viewOf(params: URLSearchParams, today: string): { step: DashboardStep; period: { from: string; to: string } } {
  const step = DASHBOARD_STEPS.find((s) => s === params.get('step')) ?? 'DAY';
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null && dashboardPeriodProblems(from, to).length === 0)
    return { step, period: { from, to } };
  return { step, period: defaultDashboardPeriod(step, today) };
}

/** /dashboard below the welcome card: step and period, totals with their change, charts, top products, zones, news feed. */
export function DashboardPanel({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // step and period live in the address (?step=WEEK&from=…&to=…): a view can be bookmarked and shared
  const [params, setParams] = useSearchParams();
  // the bakery's today, not the device's: between midnight in Rome and midnight on a device's clock they differ
  const today = useBakeryToday();
  const { step, period } = viewOf(params, today);
  const show = (next: DashboardStep, p: { from: string; to: string }) =>
    setParams({ step: next, from: p.from, to: p.to }, { replace: true });
  const query = useApiQuery(DashboardQuery, { step, from: period.from, to: period.to });
  const layout = layoutOf(kind);
  const label = (key: SumKey) => seriesLabel(t, key, kind);

  const changeStep = (value: string) => {
    const next = DASHBOARD_STEPS.find((s) => s === value) ?? 'DAY';
    show(next, defaultDashboardPeriod(next, today));
  };

  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            {/* looks like the period field's label beside it; a div, as it names a group, not one field */}
            <Input.Label labelElement="div" id="dashboard-step-label">
              {t('dashboard.step')}
            </Input.Label>
            {/* native radio buttons as chips, not a SegmentedControl: its sliding indicator measured the layout
                while the first screen was being drawn (about 130 ms of main thread at Lighthouse's 4× slowdown) */}
            <Chip.Group value={step} onChange={changeStep}>
              <Group gap={6} role="radiogroup" aria-labelledby="dashboard-step-label" wrap="nowrap">
                {DASHBOARD_STEPS.map((s) => (
                  <Chip key={s} value={s} type="radio" variant="outline" color="brown">
                    {t(`dashboard.steps.${s}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <PeriodField period={period} onChange={(p) => show(step, p)} />
        </Group>
      </Card>
      <QueryStates query={query} title={t('dashboard.loadFailed')}>
        {({ dashboard: d }) => (
          <Stack gap="lg">
            <Totals data={d} keys={[...layout.money, ...layout.counts]} label={label} language={language} />
            <Charts data={d} step={step} layout={layout} language={language} label={label} />
            <SimpleGrid cols={{ base: 1, md: layout.zones ? 2 : 1 }} spacing="lg">
              <TopProducts data={d} />
              {layout.zones ? <Zones data={d} language={language} /> : null}
            </SimpleGrid>
            <NewsFeed data={d} kind={kind} language={language} />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

type T = TFunction;

/**
 * The series as charts, each in a card of its final size: a chart is drawn when its card comes near the
 * viewport (on a phone they are below the first screen), so the first load neither fetches recharts nor
 * draws charts nobody sees yet, and nothing moves when they arrive.
 */
function Charts({
  data,
  step,
  layout,
  language,
  label,
}: {
  data: DashboardData;
  step: DashboardStep;
  layout: DashboardLayout;
  language: Language;
  label: (key: SumKey) => string;
}) {
  const { t } = useTranslation();
  const rows = data.series.map((p) => ({ ...p, label: bucketLabel(p.date, step) }));
  const card = (testId: string, title: string, height: number, chart: ReactNode, wide = false) => (
    <Card withBorder padding="lg" style={wide ? { gridColumn: '1 / -1' } : undefined} data-testid={testId}>
      <Title order={2} fz="lg" c="brown.8" mb="md">
        {title}
      </Title>
      <WhenSeen height={height}>
        <Suspense fallback={<Loader role="status" aria-label={t('common.loading')} />}>{chart}</Suspense>
      </WhenSeen>
    </Card>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {card(
        'dashboard-sales-chart',
        t('dashboard.salesChart'),
        SALES_CHART_HEIGHT,
        <SalesChart
          rows={rows}
          keys={layout.money}
          language={language}
          seriesLabel={label}
          title={t('dashboard.salesChart')}
        />,
        true,
      )}
      {layout.counts.map((key) => (
        <Fragment key={key}>
          {card(
            `dashboard-chart-${key}`,
            label(key),
            COUNT_CHART_HEIGHT,
            <CountChart rows={rows} series={key} seriesLabel={label} title={label(key)} />,
          )}
        </Fragment>
      ))}
      {rows.length === 0 ? <Text c="dimmed">{t('dashboard.seriesEmpty')}</Text> : null}
    </SimpleGrid>
  );
}

/** The series' name for a role: a bakery's bills are issued, a host's and a private customer's received; a host's new clients are guests. */
export function seriesLabel(t: T, key: SumKey, kind: Kind): string {
  switch (key) {
    case 'salesCents':
      return t('dashboard.series.salesCents');
    case 'paidCents':
      return t('dashboard.series.paidCents');
    case 'deliveredCents':
      return t('dashboard.series.deliveredCents');
    case 'guestSalesCents':
      return t('dashboard.series.guestSalesCents');
    case 'billsCents':
      return kind === 'BAKERY' ? t('dashboard.series.billsIssued') : t('dashboard.series.billsReceived');
    case 'orders':
      return t('dashboard.series.orders');
    case 'products':
      return t('dashboard.series.products');
    case 'clients':
      return kind === 'HOST' ? t('dashboard.series.guests') : t('dashboard.series.clients');
  }
}

function Totals({
  data,
  keys,
  label,
  language,
}: {
  data: DashboardData;
  keys: SumKey[];
  label: (key: SumKey) => string;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="dashboard-totals">
      <Title order={2} fz="lg" c="brown.8" id="dashboard-totals">
        {t('dashboard.totalsTitle')}
      </Title>
      <Text size="sm" c="taupe.8" mb="md">
        {t('dashboard.comparedWith', { from: germanDate(data.previousFrom), to: germanDate(data.previousTo) })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {keys.map((key) => {
          const { value, change } = totalWithChange(data, key);
          return (
            <Stack key={key} gap={2} data-testid={`dashboard-total-${key}`}>
              <Text size="sm" c="taupe.8">
                {label(key)}
              </Text>
              <Text fw={700} fz="xl" c="brown.9" data-testid="value">
                {isMoney(key) ? formatCents(value, language) : formatInteger(value, language)}
              </Text>
              {change === null ? (
                <Text size="xs" c="taupe.8">
                  {t('dashboard.noComparison')}
                </Text>
              ) : (
                <Text
                  component="span"
                  size="xs"
                  fw={700}
                  c="brown.9"
                  bg={change > 0 ? 'green.1' : change < 0 ? 'red.1' : 'gray.1'}
                  px={6}
                  w="fit-content"
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  data-testid="change"
                >
                  {formatPercentChange(change, language)}
                </Text>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}

function TopProducts({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="dashboard-top-products">
      <Title order={2} fz="lg" c="brown.8" mb="md">
        {t('dashboard.topProducts')}
      </Title>
      {data.topProducts.length === 0 ? (
        <Text c="taupe.8">{t('dashboard.nothingInPeriod')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.product')}</Table.Th>
              <Table.Th ta="right">{t('dashboard.pieces')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.topProducts.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td ta="right">{p.amount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function Zones({ data, language }: { data: DashboardData; language: Language }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="dashboard-zones">
      <Title order={2} fz="lg" c="brown.8" mb="md">
        {t('dashboard.zones')}
      </Title>
      {data.zones.length === 0 ? (
        <Text c="taupe.8">{t('dashboard.nothingInPeriod')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.zone')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.series.orders')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.series.salesCents')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.zones.map((z) => (
                <Table.Tr key={z.id ?? 'none'}>
                  <Table.Td>{z.name ?? t('zones.noZone')}</Table.Td>
                  <Table.Td ta="right">{z.orders}</Table.Td>
                  <Table.Td ta="right">{formatCents(z.salesCents, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

interface NewsEntry {
  key: string;
  text: string;
  createdOn: string;
}

function NewsFeed({ data, kind, language }: { data: DashboardData; kind: Kind; language: Language }) {
  const { t } = useTranslation();
  // the day in the bakery's zone comes with the entry: labelling it needs no time-zone data here (Intl's
  // first time-zone format cost the first load 100–250 ms of main thread at Lighthouse's 4× slowdown)
  const day = (createdOn: string) => newsDayLabel(newsDayOf(createdOn, data.today), language);
  const blocks: { id: string; title: string; entries: NewsEntry[] }[] = [
    {
      id: 'orders',
      title: t('dashboard.news.orders'),
      entries: data.news.orders.map((o) => ({
        key: o.id,
        text: t('dashboard.news.order', {
          number: o.number,
          client: o.clientName,
          total: formatCents(o.totalCents, language),
          date: germanDate(o.deliveryDate),
        }),
        createdOn: o.createdOn,
      })),
    },
    {
      id: 'bills',
      title: t('dashboard.news.bills'),
      entries: data.news.bills.map((b) => ({
        key: b.id,
        text: t('dashboard.news.bill', {
          number: b.billNumber,
          client: b.clientName,
          total: formatCents(b.amountCents, language),
        }),
        createdOn: b.createdOn,
      })),
    },
    {
      id: 'users',
      title: t(kind === 'HOST' ? 'dashboard.news.guests' : 'dashboard.news.clients'),
      entries: data.news.users.map((u) => ({ key: u.id, text: u.name, createdOn: u.createdOn })),
    },
    {
      id: 'products',
      title: t('dashboard.news.products'),
      entries: data.news.products.map((p) => ({ key: p.id, text: p.name, createdOn: p.createdOn })),
    },
  ];
  // a block the role never has (a guest's bills, a private customer's clients) is left out; an empty one says so
  const shown = blocks.filter((b) => b.entries.length > 0 || relevant(kind, b.id));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="dashboard-news" data-testid="dashboard-news">
      <Title order={2} fz="lg" c="brown.8" mb="md" id="dashboard-news">
        {t('dashboard.newsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {shown.map((block) => (
          <Stack key={block.id} gap="xs" data-testid={`dashboard-news-${block.id}`}>
            <Title order={3} fz="md" c="brown.8">
              {block.title}
            </Title>
            {block.entries.length === 0 ? (
              <Text size="sm" c="taupe.8">
                {t('dashboard.news.none')}
              </Text>
            ) : (
              <List listStyleType="none" spacing={6}>
                {block.entries.map((entry) => (
                  <List.Item key={entry.key}>
                    <Group gap="xs" wrap="nowrap" align="baseline">
                      <Badge variant="light" color="taupe" c="taupe.9" tt="none" miw={92} style={{ flexShrink: 0 }}>
                        {day(entry.createdOn)}
                      </Badge>
                      <Text size="sm">{entry.text}</Text>
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}

function relevant(kind: Kind, block: string): boolean {
  switch (kind) {
    case 'BAKERY':
      return true;
    case 'HOST':
      return true;
    case 'PRIVATE':
      return block === 'orders' || block === 'bills';
    case 'GUEST':
    case 'OPERATOR':
      return block === 'orders';
  }
}
