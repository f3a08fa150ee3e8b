import { Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderEvent } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useFormatDateTime } from '../auth';

/** What happened to an order, oldest first: placed, products and amounts, acceptance, payment, shifts and deadline changes. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  if (order.history.length === 0) return null;
  const productName = (id: string | null) =>
    order.lines.find((l) => l.product.id === id)?.product.name ?? t('orders.history.aProduct');

  const text = (e: OrderEvent): string => {
    const product = productName(e.productId);
    switch (e.kind) {
      case 'PLACED':
        return e.phone ? t('orders.history.PLACED_PHONE') : t('orders.history.PLACED');
      case 'PRODUCT_ADDED':
        return t('orders.history.PRODUCT_ADDED', { product, amount: e.amount ?? e.to ?? '' });
      case 'AMOUNT_CHANGED':
        return t('orders.history.AMOUNT_CHANGED', { product, from: e.from ?? '', to: e.to ?? '' });
      case 'PRODUCT_REMOVED':
        return t('orders.history.PRODUCT_REMOVED', { product });
      case 'DELIVERY_SHIFTED':
        return t('orders.history.DELIVERY_SHIFTED', {
          from: e.from ? formatDate(e.from) : '',
          to: e.to ? formatDate(e.to) : '',
        });
      case 'DEADLINE_CHANGED':
        return t('orders.history.DEADLINE_CHANGED', {
          from: e.from ? formatDateTime(e.from) : '',
          to: e.to ? formatDateTime(e.to) : '',
        });
      default:
        return t(`orders.history.${e.kind}`);
    }
  };

  return (
    <section aria-label={t('orders.history.title')}>
      <Title order={2} fz="xl" c="brown.8" mb="sm">
        {t('orders.history.title')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={order.history.length - 1}>
        {order.history.map((e, i) => (
          <Timeline.Item key={`${e.at}-${i}`} title={text(e)}>
            <Text size="xs" c="dimmed">
              {formatDateTime(e.at)}
              {e.actorKind ? ` · ${t(`kinds.${e.actorKind}`)}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
