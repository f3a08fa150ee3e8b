import { useState } from 'react';
import { ActionIcon, Button, Divider, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@bakery/core';
import type { OrderDetail, OrderLine } from '../../api/operations';
import { AmountStepper } from './AmountStepper';
import { formatVat } from './order-format';
import { useLanguage } from '../../i18n/use-language';
import type { OrderableProduct } from '@bakery/core/order-form';

export interface OrderLinesActions {
  setAmount: (line: OrderLine, amount: number) => void;
  removeLine: (line: OrderLine) => void;
  addProduct: (productId: string, amount: number) => void;
}

function SumRow({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  const language = useLanguage();
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400} fz={strong ? 'lg' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} fz={strong ? 'lg' : 'sm'} aria-label={label}>
        {formatCents(cents, language)}
      </Text>
    </Group>
  );
}

/** The ordered products with amount, unit price, VAT and line total, the sums, and (while editable) steppers, remove and add. */
export function OrderLines({
  order,
  editable,
  busy,
  products,
  actions,
}: {
  order: OrderDetail;
  editable: boolean;
  busy: boolean;
  products: OrderableProduct[];
  actions: OrderLinesActions;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [adding, setAdding] = useState<string | null>(null);
  const [addAmount, setAddAmount] = useState(1);
  const onlyLine = order.lines.length === 1;

  return (
    <Stack gap="sm">
      <Title order={2} fz="xl" c="brown.8">
        {t('orders.view.lines')}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('orders.view.lines')}>
        {order.lines.map((line) => (
          <Paper
            key={line.id}
            component="li"
            withBorder
            p="sm"
            aria-label={line.product.name}
            style={{ listStyle: 'none' }}
          >
            <Group justify="space-between" align="center" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ flex: '1 1 180px' }}>
                <Text fw={600}>{line.product.name}</Text>
                <Text size="sm" c="dimmed">
                  {t('orders.view.unitPrice')}: {formatCents(line.priceCents, language)} · {t('orders.view.vat')}{' '}
                  {t('orders.view.vatValue', { vat: formatVat(line.vat, language) })}
                  {line.product.haveToWeight ? ` · ${t('orders.view.weighed')}` : ''}
                </Text>
              </Stack>
              <Group gap="sm" wrap="nowrap">
                {editable ? (
                  <AmountStepper
                    name={line.product.name}
                    value={line.amount}
                    disabled={busy}
                    onChange={(amount) => actions.setAmount(line, amount)}
                  />
                ) : (
                  <Text aria-label={t('orders.action.amount', { name: line.product.name })}>× {line.amount}</Text>
                )}
                <Text fw={700} miw={80} ta="right" aria-label={`${t('orders.view.lineTotal')}: ${line.product.name}`}>
                  {formatCents(line.totalCents, language)}
                </Text>
                {editable ? (
                  <ActionIcon
                    size={44}
                    variant="subtle"
                    color="red"
                    aria-label={t('orders.action.remove', { name: line.product.name })}
                    disabled={busy || onlyLine}
                    title={onlyLine ? t('errors.ORDER_LAST_PRODUCT') : undefined}
                    onClick={() => actions.removeLine(line)}
                  >
                    <IconTrash size={20} />
                  </ActionIcon>
                ) : null}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>

      {editable && products.length > 0 ? (
        <Paper withBorder p="sm" bg="gray.0">
          <Group align="flex-end" wrap="wrap" gap="sm">
            <Select
              label={t('orders.view.addTitle')}
              placeholder={t('orders.form.search')}
              searchable
              data={products.map((p) => ({ value: p.id, label: `${p.name} · ${formatCents(p.priceCents, language)}` }))}
              value={adding}
              onChange={setAdding}
              style={{ flex: '1 1 220px' }}
              size="md"
              nothingFoundMessage={t('orders.form.noProducts')}
            />
            <AmountStepper name={t('orders.view.addTitle')} value={addAmount} onChange={setAddAmount} disabled={busy} />
            <Button
              size="md"
              disabled={!adding || busy}
              onClick={() => {
                if (adding) actions.addProduct(adding, addAmount);
                setAdding(null);
                setAddAmount(1);
              }}
            >
              {t('orders.action.addProduct')}
            </Button>
          </Group>
        </Paper>
      ) : null}

      <Divider />
      <Stack gap={4} maw={360} ml="auto" w="100%">
        <SumRow label={t('orders.view.subtotal')} cents={order.linesTotalCents} />
        <SumRow label={t('orders.view.deliveryCost')} cents={order.deliveryCostCents} />
        <SumRow label={t('orders.total')} cents={order.totalCents} strong />
      </Stack>
    </Stack>
  );
}
