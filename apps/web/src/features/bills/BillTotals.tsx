import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@bakery/core';
import type { BillAmounts } from '../../api/types';
import { useLanguage } from '../orders/order-format';
import { formatPercent } from './bill-format';

function Row({ label, cents, strong = false, dimmed = false }: { label: string; cents: number; strong?: boolean; dimmed?: boolean }) {
  const language = useLanguage();
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fw={strong ? 700 : 400} fz={strong ? 'lg' : 'sm'} c={dimmed ? 'taupe.7' : undefined}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} fz={strong ? 'lg' : 'sm'} aria-label={label} style={{ whiteSpace: 'nowrap' }}>
        {formatCents(cents, language)}
      </Text>
    </Group>
  );
}

/** Goods, discount, delivery, net, the taxable amount and VAT of each rate, and the total (as the PDF sums them). */
export function BillTotals({ amounts }: { amounts: BillAmounts }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap={4} w="100%" maw={420} ml="auto" aria-label={t('bills.totals.title')} role="group">
      <Row label={t('bills.totals.goods')} cents={amounts.goodsCents} />
      {amounts.discountCents !== 0 ? <Row label={t('bills.totals.discount')} cents={-amounts.discountCents} /> : null}
      <Row label={t('bills.totals.delivery')} cents={amounts.deliveryCents} />
      <Row label={t('bills.totals.net')} cents={amounts.netCents} strong={false} />
      {amounts.summaries.map((summary) => (
        <Stack key={summary.vatRate} gap={0}>
          <Row label={t('bills.totals.taxable', { rate: formatPercent(summary.vatRate, language) })} cents={summary.taxableCents} dimmed />
          <Row label={t('bills.totals.vat', { rate: formatPercent(summary.vatRate, language) })} cents={summary.taxCents} />
        </Stack>
      ))}
      <Divider my={4} />
      <Row label={t('bills.totals.total')} cents={amounts.totalCents} strong />
    </Stack>
  );
}
