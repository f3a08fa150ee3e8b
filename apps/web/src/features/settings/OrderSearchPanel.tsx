import { useEffect, useState } from 'react';
import { Anchor, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '@bakery/core';
import { request } from '../../api/client';
import { OrdersQuery } from '../../api/operations';
import type { OrderFilter, OrderSummary } from '../../api/order-types';
import { formatDate } from '../../i18n/format';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useLanguage } from '../orders/order-format';
import { OrderStatusBadges } from '../orders/OrderStatusBadges';
import { useClientOptions } from '../orders/useClientOptions';

type SearchState =
  | { key: string; status: 'ready'; items: OrderSummary[]; total: number }
  | { key: string; status: 'failed'; error: unknown };

/** The filter of the search: every group, first page (the server sorts ALL by delivery date, latest first, 10 a page). */
export function orderSearchFilter(publicId: string, clientId: string | null): OrderFilter {
  return { group: 'ALL', publicId: publicId.trim() || null, clientId };
}

function OrderSearchRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('orders.number', { number: order.number });
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={title} style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/order/${order.id}`} fw={700} c="brown.8">
              {title}
            </Anchor>
            <Text size="xs" c="dimmed" ff="monospace">
              {order.publicId}
            </Text>
          </Group>
          <Text size="sm">
            {order.client.displayName} · {t('orders.deliveryDate')}: <b>{formatDate(order.deliveryDate)}</b>
          </Text>
          <OrderStatusBadges order={order} />
        </Stack>
        <Text fw={700} aria-label={t('orders.total')}>
          {formatCents(order.totalCents, language)}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * /settings "Order search": the last 10 orders whose public id contains the typed text (and, for
 * the bakery and a host, of one client), latest delivery first, each linking to /order/:id.
 */
export function OrderSearchPanel({ withClient }: { withClient: boolean }) {
  const { t } = useTranslation();
  const [publicId, setPublicId] = useState('');
  const [debounced] = useDebouncedValue(publicId, 300);
  const [clientId, setClientId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<SearchState | null>(null);
  const clients = useClientOptions(withClient);
  const filter = orderSearchFilter(debounced, clientId);
  const key = `${JSON.stringify(filter)}#${attempt}`;

  useEffect(() => {
    let live = true;
    request(OrdersQuery, { filter: orderSearchFilter(debounced, clientId), page: 0 })
      .then(({ orders }) => live && setResult({ key, status: 'ready', items: orders.items, total: orders.total }))
      .catch((error: unknown) => live && setResult({ key, status: 'failed', error }));
    return () => {
      live = false;
    };
    // the key stands for the filter and the retry count
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const selected = clients.byId(clientId);
  const clientData = [
    ...(selected && !clients.clients.some((c) => c.id === selected.id) ? [selected] : []),
    ...clients.clients,
  ].map((c) => ({
    value: c.id,
    label: c.displayName,
  }));
  const current = result?.key === key ? result : null;
  const filtered = Boolean(filter.publicId || filter.clientId);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: withClient ? 2 : 1 }} spacing="sm">
        <TextInput
          label={t('settings.orderSearch.publicId')}
          placeholder={t('settings.orderSearch.publicIdPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={publicId}
          onChange={(event) => setPublicId(event.currentTarget.value)}
        />
        {withClient ? (
          <Select
            label={t('settings.orderSearch.client')}
            placeholder={t('settings.orderSearch.allClients')}
            searchable
            clearable
            data={clientData}
            value={clientId}
            searchValue={clients.search}
            onSearchChange={clients.setSearch}
            onChange={setClientId}
            nothingFoundMessage={t('orders.filter.noClients')}
          />
        ) : null}
      </SimpleGrid>
      {current === null ? <LoadingState py={24} /> : null}
      {current?.status === 'failed' ? (
        <LoadFailed
          title={t('settings.orderSearch.loadFailed')}
          error={current.error}
          onRetry={() => setAttempt((a) => a + 1)}
        />
      ) : null}
      {current?.status === 'ready' && current.items.length === 0 ? (
        <Text c="dimmed">{filtered ? t('settings.orderSearch.noMatch') : t('settings.orderSearch.empty')}</Text>
      ) : null}
      {current?.status === 'ready' && current.items.length > 0 ? (
        <Stack gap="xs">
          <Text size="sm" c="taupe.7">
            {t('settings.orderSearch.shown', { count: current.total, shown: current.items.length })}
          </Text>
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('settings.orderSearch.results')}>
            {current.items.map((order) => (
              <OrderSearchRow key={order.id} order={order} />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
