import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BakeListData } from '../../api/operations';
import { useFormatDateTime } from '../auth';
import { useClientNames } from './useBakeList';

/**
 * After generation: which products differ from the generated list (marked in the table) and which
 * orders changed since, with number, client and time, each linked to its order.
 */
export function ChangedNotice({ list }: { list: BakeListData }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const names = useClientNames(
    list.deadline,
    list.changedOrders.map((o) => o.clientId),
  );
  if (!list.generatedAt || (!list.changed && list.changedOrders.length === 0)) return null;
  const changedProducts = list.items.filter((row) => row.changed).length;

  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={26} />}
      title={t('bakeList.changed.title')}
      styles={{ title: { fontSize: 20 } }}
    >
      <Stack gap="xs">
        <Text size="lg">
          {changedProducts > 0
            ? t('bakeList.changed.products', { count: changedProducts })
            : t('bakeList.changed.noProducts')}
        </Text>
        {list.changedOrders.length > 0 ? (
          <>
            <Text size="lg" fw={700}>
              {t('bakeList.changed.orders', { count: list.changedOrders.length })}
            </Text>
            <List size="lg" spacing={4} aria-label={t('bakeList.changed.ordersLabel')}>
              {list.changedOrders.map((order) => (
                <List.Item key={order.orderId}>
                  <Anchor component={Link} to={`/order/${order.orderId}`} fw={700} fz="inherit">
                    {t('bakeList.changed.orderNumber', { number: order.number })}
                  </Anchor>
                  {' · '}
                  {names.get(order.clientId) ?? t('bakeList.changed.unknownClient')}
                  {' · '}
                  {t('bakeList.changed.at', { at: formatDateTime(order.changedAt) })}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
