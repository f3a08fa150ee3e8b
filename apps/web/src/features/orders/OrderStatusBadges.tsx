import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../api/operations';

/** Accepted (or waiting for the host), paid, takeaway and billed as small badges. */
export function OrderStatusBadges({
  order,
}: {
  order: Pick<OrderSummary, 'accepted' | 'paid' | 'takeaway' | 'billed' | 'client'>;
}) {
  const { t } = useTranslation();
  const waitingFor = order.client.kind === 'GUEST' ? t('orders.status.waitingHost') : t('orders.status.waiting');
  return (
    <Group gap={6} wrap="wrap">
      {order.accepted ? (
        <Badge color="green" variant="light">
          {t('orders.status.accepted')}
        </Badge>
      ) : (
        <Badge color="yellow" variant="light">
          {waitingFor}
        </Badge>
      )}
      <Badge color={order.paid ? 'teal' : 'gray'} variant={order.paid ? 'light' : 'outline'}>
        {order.paid ? t('orders.status.paid') : t('orders.status.unpaid')}
      </Badge>
      {order.takeaway ? (
        <Badge color="taupe" variant="outline">
          {t('orders.takeaway')}
        </Badge>
      ) : null}
      {order.billed ? (
        <Badge color="brown" variant="outline">
          {t('orders.status.billed')}
        </Badge>
      ) : null}
    </Group>
  );
}
