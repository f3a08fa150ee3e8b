import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@bakery/core';
import { useLanguage } from '../../i18n/use-language';
import { lineCents, type OrderableProduct, type OrderRules, type OrderTotals } from '@bakery/core/order-form';

function Row({
  label,
  value,
  strong = false,
  dimmed = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
  dimmed?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400} c={dimmed ? 'dimmed' : undefined}>
        {label}
      </Text>
      <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} aria-label={label} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The chosen lines with their totals, the delivery cost (and from when it is waived) and the total. */
export function OrderSummaryPanel({
  lines,
  totals,
  rules,
}: {
  lines: { product: OrderableProduct; amount: number }[];
  totals: OrderTotals;
  rules: OrderRules;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cost = rules.deliveryCost;
  return (
    <Stack gap="xs" aria-label={t('orders.form.summary')} component="section">
      <Title order={2} fz="lg" c="brown.8">
        {t('orders.form.summary')}
      </Title>
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('orders.form.linesEmpty')}
        </Text>
      ) : (
        lines.map(({ product, amount }) => (
          <Row
            key={product.id}
            label={`${amount} × ${product.name}`}
            value={formatCents(lineCents(product, amount), language)}
          />
        ))
      )}
      <Divider />
      <Row label={t('orders.form.subtotal')} value={formatCents(totals.linesCents, language)} />
      {totals.deliveryCents === null ? (
        <Text size="sm" c="dimmed">
          {t('orders.form.deliveryUnknown')}
        </Text>
      ) : (
        <Row label={t('orders.form.deliveryCost')} value={formatCents(totals.deliveryCents, language)} />
      )}
      {cost && cost.deliveryCostCents > 0 && cost.deliveryCostMinCents > 0 && !cost.noDeliveryCost ? (
        <Text size="xs" c="dimmed">
          {t('orders.form.deliveryFreeFrom', { min: formatCents(cost.deliveryCostMinCents, language) })}
        </Text>
      ) : null}
      <Row label={t('orders.form.total')} value={formatCents(totals.totalCents, language)} strong />
    </Stack>
  );
}
