import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@bakery/core';
import type { BillAmounts } from '../../api/operations';
import { useLanguage } from '../../i18n/use-language';
import { formatPercent } from './bill-format';

function Row({
  label,
  cents,
  strong = false,
  dimmed = false,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  dimmed?: boolean;
}) {
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
export function BillTotals({ amounts, totalLabel }: { amounts: BillAmounts; totalLabel?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // the law each sale without VAT is made under (art. 21 c. 6 D.P.R. 633/72), as the PDF prints it
  const notes = amounts.summaries.filter((s) => s.natura).map((s) => `${s.natura}: ${s.legalReference ?? ''}`.trim());
  return (
    <Stack gap={4} w="100%" maw={420} ml="auto" aria-label={t('bills.totals.title')} role="group">
      <Row label={t('bills.totals.goods')} cents={amounts.goodsCents} />
      {amounts.discountCents !== 0 ? <Row label={t('bills.totals.discount')} cents={-amounts.discountCents} /> : null}
      <Row label={t('bills.totals.delivery')} cents={amounts.deliveryCents} />
      <Row label={t('bills.totals.net')} cents={amounts.netCents} strong={false} />
      {amounts.summaries.map((summary) => {
        const natura = summary.natura ? ` (${summary.natura})` : ''; // 0 % blocks are told apart by their Natura
        return (
          <Stack key={`${summary.vatRate}|${summary.natura ?? ''}|${summary.legalReference ?? ''}`} gap={0}>
            <Row
              label={t('bills.totals.taxable', { rate: formatPercent(summary.vatRate, language) }) + natura}
              cents={summary.taxableCents}
              dimmed
            />
            <Row
              label={t('bills.totals.vat', { rate: formatPercent(summary.vatRate, language) }) + natura}
              cents={summary.taxCents}
            />
          </Stack>
        );
      })}
      <Divider my={4} />
      <Row label={totalLabel ?? t('bills.totals.total')} cents={amounts.totalCents} strong />
      {notes.length > 0 ? (
        <Text size="xs" c="taupe.7" mt={4}>
          {t('bills.totals.withoutVat')}: {notes.join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
