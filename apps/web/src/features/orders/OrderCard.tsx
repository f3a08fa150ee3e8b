import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '@bakery/core';
import type { OrderSummary } from '../../api/operations';
import type { AccountKind } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useErrorText } from '../../i18n/error-text';
import { useFormatDateTime } from '../auth';
import { useLanguage } from '../../i18n/use-language';
import { OrderStatusBadges } from './OrderStatusBadges';

export interface OrderCardActions {
  setAccepted: (order: OrderSummary, accepted: boolean) => Promise<void>;
  setPaid: (order: OrderSummary, paid: boolean) => Promise<void>;
}

/** One order of the list: number and public id, client, delivery date, deadline, status, total; the bakery toggles accepted and paid, a host accepts its guests' orders. */
export function OrderCard({
  order,
  viewerKind,
  actions,
  now,
}: {
  order: OrderSummary;
  viewerKind: AccountKind;
  actions: OrderCardActions;
  now: Date;
}) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<'accepted' | 'paid' | null>(null);
  const title = t('orders.number', { number: order.number });
  const open = new Date(order.deadline).getTime() > now.getTime();
  const showsClient = viewerKind === 'BAKERY' || (viewerKind === 'HOST' && order.client.kind === 'GUEST');

  const run = async (which: 'accepted' | 'paid', value: boolean) => {
    setBusy(which);
    try {
      if (which === 'accepted') await actions.setAccepted(order, value);
      else await actions.setPaid(order, value);
      notifications.show({
        color: 'green',
        message: t(`orders.done.${which}.${value ? 'on' : 'off'}`, { number: order.number }),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={title} style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Anchor component={Link} to={`/order/${order.id}`} fw={700} fz="lg" c="brown.8">
              {title}
            </Anchor>
            <Text size="xs" c="dimmed" ff="monospace">
              {order.publicId}
            </Text>
          </Stack>
          <Text fw={700} fz="lg" aria-label={t('orders.total')}>
            {formatCents(order.totalCents, language)}
          </Text>
        </Group>
        {showsClient ? <Text fw={500}>{order.client.displayName}</Text> : null}
        <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
          <Text size="sm">
            {t('orders.deliveryDate')}: <b>{formatDate(order.deliveryDate)}</b>
          </Text>
          <Text size="sm" c={open ? undefined : 'dimmed'}>
            {open
              ? t('orders.deadline.changeableUntil', { when: formatDateTime(order.deadline) })
              : t('orders.deadline.closedAt', { when: formatDateTime(order.deadline) })}
          </Text>
        </Group>
        <OrderStatusBadges order={order} />
        {viewerKind === 'BAKERY' ? (
          <Group gap="xl" wrap="wrap" pt={4}>
            <Switch
              size="md"
              label={t('orders.action.accepted')}
              checked={order.accepted}
              disabled={busy !== null}
              onChange={(event) => void run('accepted', event.currentTarget.checked)}
            />
            {/* a guest's payment is its host's record (guest billing): the badge above shows it */}
            {order.client.kind === 'GUEST' ? null : (
              <Switch
                size="md"
                label={t('orders.action.paid')}
                checked={order.paid}
                disabled={busy !== null}
                onChange={(event) => void run('paid', event.currentTarget.checked)}
              />
            )}
          </Group>
        ) : null}
        {viewerKind === 'HOST' && order.client.kind === 'GUEST' ? (
          <Switch
            size="md"
            pt={4}
            label={t('orders.action.acceptGuest')}
            description={open ? undefined : t('orders.deadline.closed')}
            checked={order.accepted}
            disabled={busy !== null || !open}
            onChange={(event) => void run('accepted', event.currentTarget.checked)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
