import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrderDetail, OrderLine } from '../../api/operations';
import type { AccountKind } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { BakeryActions, type BakeryActionsApi } from './BakeryActions';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { DatesLocale } from '../../i18n/DatesLocale';
import { useFormatDateTime } from '../auth';
import { useCountdownText } from './order-format';
import { useOrderErrorText } from './order-errors';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { OrderStatusBadges } from './OrderStatusBadges';
import { useNow } from '../../ui/use-now';
import { useOrder, type OrderApi } from './useOrder';
import { useOrderOptions } from './useOrderOptions';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="taupe.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

function OrderDetails({ order, viewerKind, api }: { order: OrderDetail; viewerKind: AccountKind; api: OrderApi }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useNow();
  const countdown = useCountdownText();
  const orderErrorText = useOrderErrorText();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isGuestOrderOfHost = viewerKind === 'HOST' && order.client.kind === 'GUEST';
  // owners add from their own range; the bakery from the client's price list
  const options = useOrderOptions(
    viewerKind,
    viewerKind === 'BAKERY' ? order.client.id : null,
    order.editable && !isGuestOrderOfHost,
  );
  const products = order.editable && options.status === 'ready' && !isGuestOrderOfHost ? options.products : [];
  const productName = (id: string) =>
    products.find((p) => p.id === id)?.name ?? order.lines.find((l) => l.product.id === id)?.product.name;
  const deadline = new Date(order.deadline);
  const open = deadline.getTime() > now.getTime();

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      notifications.show({ color: 'green', message: success });
    } catch (error) {
      notifications.show({ color: 'red', message: orderErrorText(error, productName) });
    } finally {
      setBusy(false);
    }
  };
  const runBakery = (action: (bakery: BakeryActionsApi) => Promise<unknown>, success: string) =>
    void run(() => action(api), success);

  const lineActions = {
    setAmount: (line: OrderLine, amount: number) =>
      void run(() => api.setAmount(line.id, amount), t('orders.done.amount')),
    removeLine: (line: OrderLine) => void run(() => api.removeLine(line.id), t('orders.done.removed')),
    addProduct: (productId: string, amount: number) =>
      void run(() => api.addProduct(productId, amount), t('orders.done.added')),
  };

  const deleteOrder = async () => {
    setBusy(true);
    try {
      await api.deleteOrder();
      notifications.show({ color: 'green', message: t('orders.done.deleted', { number: order.number }) });
      void navigate('/orders');
    } catch (error) {
      notifications.show({ color: 'red', message: orderErrorText(error) });
      setBusy(false);
      setConfirmDelete(false);
    }
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/orders" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('orders.view.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
            {t('orders.number', { number: order.number })}
          </Title>
          <Text size="sm" c="dimmed" ff="monospace">
            {order.publicId}
          </Text>
        </Stack>
        <OrderStatusBadges order={order} />
      </Group>

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {viewerKind === 'BAKERY' || isGuestOrderOfHost ? (
            <Fact label={t('orders.view.client')}>{order.client.displayName}</Fact>
          ) : null}
          <Fact label={t('orders.deliveryDate')}>
            <b>{formatDate(order.deliveryDate)}</b>
            {order.takeaway ? ` · ${t('orders.takeaway')}` : ''}
          </Fact>
          <Fact label={t('orders.deadline.label')}>
            {formatDateTime(order.deadline)} · {countdown(deadline, now)}
          </Fact>
          {order.message ? <Fact label={t('orders.view.message')}>{order.message}</Fact> : null}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="sm">
          {t('orders.view.orderedAt', { when: formatDateTime(order.orderedAt) })} ·{' '}
          {t('orders.view.lastModified', { when: formatDateTime(order.lastModified) })}
        </Text>
      </Paper>

      {!open && viewerKind === 'BAKERY' && order.editable ? (
        <Alert color="blue" variant="light">
          {t('orders.deadline.bakeryCanEdit')}
        </Alert>
      ) : null}
      {!order.editable && !isGuestOrderOfHost ? (
        <Alert color="yellow" variant="light">
          {order.paid && open ? t('orders.deadline.readOnlyPaid') : t('orders.deadline.readOnly')}
        </Alert>
      ) : null}
      {isGuestOrderOfHost ? (
        <Alert color="gray" variant="light">
          <Stack gap="xs">
            <Text size="sm">{t('orders.deadline.notYours')}</Text>
            <Switch
              size="md"
              label={t('orders.action.acceptGuest')}
              checked={order.accepted}
              disabled={busy || !open}
              onChange={(e) => {
                const accepted = e.currentTarget.checked;
                void run(
                  () => api.setAccepted(accepted),
                  t(`orders.done.accepted.${accepted ? 'on' : 'off'}`, { number: order.number }),
                );
              }}
            />
          </Stack>
        </Alert>
      ) : null}

      {viewerKind === 'BAKERY' ? <BakeryActions order={order} run={runBakery} /> : null}

      <OrderLines
        order={order}
        editable={order.editable && !isGuestOrderOfHost}
        busy={busy}
        products={products}
        actions={lineActions}
      />

      {order.editable && !isGuestOrderOfHost ? (
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            size="md"
            leftSection={<IconTrash size={18} />}
            onClick={() => setConfirmDelete(true)}
          >
            {t('orders.action.delete')}
          </Button>
        </Group>
      ) : null}

      <OrderHistory order={order} />

      {confirmDelete ? (
        <ConfirmModal
          title={t('orders.confirm.deleteTitle')}
          text={t('orders.confirm.deleteText', { number: order.number })}
          action={t('orders.confirm.deleteAction')}
          color="red"
          busy={busy}
          onClose={() => setConfirmDelete(false)}
          onConfirm={() => void deleteOrder()}
        />
      ) : null}
    </Stack>
  );
}

/**
 * /order/:id (requirements/ordering.md#who-may-change-an-order): items, prices, totals, status and deadline; changes
 * until the deadline, the bakery's actions always.
 */
export function OrderView({ id, viewerKind }: { id: string; viewerKind: AccountKind }) {
  const { t } = useTranslation();
  const api = useOrder(id);
  return (
    <DatesLocale>
      <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
        {api.state.status === 'loading' ? <LoadingState /> : null}
        {api.state.status === 'failed' ? (
          <LoadFailed title={t('orders.view.loadFailed')} error={api.state.error} onRetry={api.reload} />
        ) : null}
        {api.state.status === 'ready' ? (
          <OrderDetails order={api.state.order} viewerKind={viewerKind} api={api} />
        ) : null}
      </Container>
    </DatesLocale>
  );
}
