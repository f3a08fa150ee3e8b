import { Badge, Button, Container, Group, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPhone, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderGroup } from '../../api/operations';
import type { AccountKind } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { DatesLocale } from '../../i18n/DatesLocale';
import { useNow } from '../../ui/use-now';
import { OrderCard } from './OrderCard';
import { OrderFilters } from './OrderFilters';
import { useOrderList } from './useOrderList';

const GROUPS: readonly { group: OrderGroup; key: 'next' | 'future' | 'past' | 'all' }[] = [
  { group: 'NEXT', key: 'next' },
  { group: 'FUTURE', key: 'future' },
  { group: 'PAST', key: 'past' },
  { group: 'ALL', key: 'all' },
];

/** /orders (requirements/ordering.md#order-lists): next delivery day, future, past and all orders with counts, filters and pages of 10. */
export function OrdersScreen({ viewerKind }: { viewerKind: AccountKind }) {
  const { t } = useTranslation();
  const api = useOrderList();
  const now = useNow();
  const withClient = viewerKind === 'BAKERY' || viewerKind === 'HOST';
  const canOrder = viewerKind !== 'GUEST';

  return (
    <DatesLocale>
      <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
              {t('screens.orders')}
            </Title>
            {canOrder ? (
              <Button
                component={Link}
                to="/order/new"
                size="md"
                leftSection={viewerKind === 'BAKERY' ? <IconPhone size={18} /> : <IconPlus size={18} />}
              >
                {viewerKind === 'BAKERY' ? t('orders.newPhoneOrder') : t('orders.newOrder')}
              </Button>
            ) : null}
          </Group>

          <OrderFilters filters={api.filters} onChange={api.setFilters} withClient={withClient} />

          <Tabs value={api.group} onChange={(value) => value && api.setGroup(value as OrderGroup)} keepMounted={false}>
            <Tabs.List>
              {GROUPS.map(({ group, key }) => (
                <Tabs.Tab
                  key={group}
                  value={group}
                  rightSection={
                    api.counts ? (
                      <Badge size="sm" variant={api.group === group ? 'filled' : 'light'} circle={api.counts[key] < 10}>
                        {api.counts[key]}
                      </Badge>
                    ) : null
                  }
                >
                  {t(`orders.group.${key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {api.group === 'NEXT' && api.counts?.nextDeliveryDate ? (
            <Text c="taupe.7">{t('orders.nextDeliveryDay', { date: formatDate(api.counts.nextDeliveryDate) })}</Text>
          ) : null}

          {api.list.status === 'loading' ? <LoadingState /> : null}
          {api.list.status === 'failed' ? (
            <LoadFailed title={t('orders.loadFailed')} error={api.list.error} onRetry={api.reload} />
          ) : null}
          {api.list.status === 'ready' && api.list.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('orders.empty')}
            </Text>
          ) : null}
          {api.list.status === 'ready' && api.list.items.length > 0 ? (
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              aria-label={t(`orders.group.${GROUPS.find((g) => g.group === api.group)?.key ?? 'all'}`)}
            >
              {api.list.items.map((order) => (
                <OrderCard key={order.id} order={order} viewerKind={viewerKind} actions={api} now={now} />
              ))}
            </Stack>
          ) : null}
          {api.pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={api.pages}
                value={api.page}
                onChange={api.setPage}
                getControlProps={(control) => ({ 'aria-label': t(`orders.pager.${control}`) })}
              />
            </Group>
          ) : null}
        </Stack>
      </Container>
    </DatesLocale>
  );
}
