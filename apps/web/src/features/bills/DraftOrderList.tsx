import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@bakery/core';
import type { BillDraftOrder } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { docketLabel } from './bill-format';
import { useLanguage } from '../../i18n/use-language';

/** The billable orders of the draft as a checklist: date, number, docket, guest mark, net amount and a warning for unweighed products. */
export function DraftOrderList({
  orders,
  excluded,
  disabled,
  onToggle,
  onChooseAll,
}: {
  orders: BillDraftOrder[];
  excluded: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (orderId: string, chosen: boolean) => void;
  onChooseAll: (chosen: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chosen = orders.filter((o) => !excluded.has(o.id)).length;

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} c="brown.8">
          {t('bills.create.chosen', { chosen, count: orders.length })}
        </Text>
        <Group gap={4}>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={disabled || chosen === orders.length}
            onClick={() => onChooseAll(true)}
          >
            {t('bills.create.chooseAll')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={disabled || chosen === 0}
            onClick={() => onChooseAll(false)}
          >
            {t('bills.create.chooseNone')}
          </Button>
        </Group>
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('bills.create.orders')}>
        {orders.map((order) => {
          const isChosen = !excluded.has(order.id);
          const title = t('bills.orderOf', { number: order.number, date: formatDate(order.deliveryDate) });
          return (
            <Paper
              key={order.id}
              component="li"
              withBorder
              p="sm"
              bg={isChosen ? undefined : 'gray.0'}
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Checkbox
                  size="md"
                  checked={isChosen}
                  disabled={disabled}
                  onChange={(event) => onToggle(order.id, event.currentTarget.checked)}
                  label={
                    <Text fw={600} c={isChosen ? undefined : 'dimmed'}>
                      {title}
                    </Text>
                  }
                  description={
                    <Group component="span" gap={6} wrap="wrap" mt={2} c="taupe.7">
                      {order.docketNumber ? (
                        <span>{docketLabel(t, order.docketNumber)}</span>
                      ) : (
                        <span>{t('bills.create.noDocket')}</span>
                      )}
                      {order.isGuestOrder ? (
                        <Badge component="span" size="sm" variant="light" color="taupe">
                          {t('bills.create.guestOrder')}
                        </Badge>
                      ) : null}
                    </Group>
                  }
                />
                <Text
                  fw={600}
                  c={isChosen ? undefined : 'dimmed'}
                  td={isChosen ? undefined : 'line-through'}
                  style={{ whiteSpace: 'nowrap' }}
                  aria-label={t('bills.create.net', { order: title })}
                >
                  {formatCents(order.netCents, language)}
                </Text>
              </Group>
              {order.notWeighed > 0 ? (
                <Group gap={6} mt={6} ml={34} wrap="nowrap" c="orange.8">
                  <IconScale size={16} style={{ flexShrink: 0 }} />
                  <Text size="sm">{t('bills.create.notWeighed', { count: order.notWeighed })}</Text>
                </Group>
              ) : null}
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
