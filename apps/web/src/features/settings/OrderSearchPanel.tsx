import { useState } from 'react';
import { Anchor, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '@bakery/core';
import { loadStateOf, useApiQuery } from '../../api/query';
import { OrdersQuery } from '../../api/operations';
import type { OrderFilter, OrderSummary } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useLanguage } from '../../i18n/use-language';
import { OrderStatusBadges, useClientOptions } from '../orders';

type SearchState = { status: 'ready'; items: OrderSummary[]; total: number } | { status: 'failed'; error: unknown };

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
  const clients = useClientOptions(withClient);
  const filter = orderSearchFilter(debounced, clientId);
  const query = useApiQuery(OrdersQuery, { filter, page: 0 });
  const loaded = loadStateOf(query);
  // null while the search of the shown filter is under way
  const current: SearchState | null =
    loaded.status === 'loading'
      ? null
      : loaded.status === 'ready'
        ? { status: 'ready', items: loaded.data.orders.items, total: loaded.data.orders.total }
        : loaded;

  const selected = clients.byId(clientId);
  const clientData = [
    ...(selected && !clients.clients.some((c) => c.id === selected.id) ? [selected] : []),
    ...clients.clients,
  ].map((c) => ({
    value: c.id,
    label: c.displayName,
  }));
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
          onRetry={() => void query.refetch()}
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
