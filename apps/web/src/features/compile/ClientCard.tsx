import { memo, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessage, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompileClient, CompileLine } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useErrorText } from '../../i18n/error-text';
import { CompileLineRow } from './CompileLineRow';
import type { CompileLineActions } from './useCompile';

interface BagHeadProps {
  client: CompileClient;
  showZone: boolean;
  packed: number;
  total: number;
  onBagLabel: (client: CompileClient) => Promise<void>;
}

/**
 * The bag's head: the client, its host and zone, how many lines are packed, the bag label. Drawn
 * again when what it shows changes: a line's change makes a new client object with the same head.
 */
const BagHead = memo(function BagHead({ client, showZone, packed, total, onBagLabel }: BagHeadProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [printing, setPrinting] = useState(false);
  const done = packed === total;

  const printBag = () => {
    setPrinting(true);
    onBagLabel(client)
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }))
      .finally(() => setPrinting(false));
  };

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={2} fz={{ base: 22, sm: 26 }} c="brown.8" style={{ overflowWrap: 'anywhere' }}>
          {client.name}
        </Title>
        <Group gap="xs">
          {client.hostName ? (
            <Text size="sm" c="taupe.7">
              {t('compile.client.guestOf', { host: client.hostName })}
            </Text>
          ) : null}
          {showZone ? (
            <Badge variant="outline" color="taupe">
              {client.zoneName ?? t('compile.zone.none')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Group gap="sm">
        <Badge
          size="xl"
          variant={done ? 'filled' : 'light'}
          color={done ? 'green' : 'brown'}
          aria-label={t('compile.progress.label', { packed, total })}
        >
          {packed} / {total}
        </Badge>
        <Button
          size="md"
          variant="outline"
          leftSection={<IconShoppingBag size={18} />}
          loading={printing}
          onClick={printBag}
          aria-label={t('compile.label.bagFor', { client: client.name })}
        >
          {t('compile.label.bag')}
        </Button>
      </Group>
    </Group>
  );
}, sameBagHead);

/** The same head: its counts and mode, and the same client by what the head shows and prints (its orders). */
function sameBagHead(a: BagHeadProps, b: BagHeadProps): boolean {
  return (
    a.packed === b.packed &&
    a.total === b.total &&
    a.showZone === b.showZone &&
    a.onBagLabel === b.onBagLabel &&
    a.client.id === b.client.id &&
    a.client.name === b.client.name &&
    a.client.hostName === b.client.hostName &&
    a.client.zoneName === b.client.zoneName &&
    a.client.orders.map((o) => o.id).join() === b.client.orders.map((o) => o.id).join()
  );
}

/** An order's head in the bag: its number, public id, delivery day, takeaway and the customer's message. */
const OrderHead = memo(function OrderHead({
  number,
  publicId,
  deliveryDate,
  takeaway,
  message,
}: Pick<CompileClient['orders'][number], 'number' | 'publicId' | 'deliveryDate' | 'takeaway' | 'message'>) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{t('compile.order.number', { number })}</Text>
        <Text size="sm" c="dimmed" ff="monospace">
          {publicId}
        </Text>
        <Text size="sm">{t('compile.order.delivery', { date: formatDate(deliveryDate) })}</Text>
        {takeaway ? (
          <Badge color="orange" variant="light">
            {t('compile.order.takeaway')}
          </Badge>
        ) : null}
      </Group>
      {message ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMessage size={16} style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            {message}
          </Text>
        </Group>
      ) : null}
    </>
  );
});

/**
 * One client's bag: its orders with the lines to pack, how many are packed, and the bag label.
 * Memoised, and so are its head, its orders' heads and its lines: a weight saved in one bag draws
 * that line and the bag's count, not the others (issue 45, item 13).
 */
export const ClientCard = memo(function ClientCard({
  client,
  actions,
  showZone,
  onLineLabel,
  onBagLabel,
}: {
  client: CompileClient;
  actions: CompileLineActions;
  showZone: boolean;
  onLineLabel: (line: CompileLine) => Promise<void>;
  onBagLabel: (client: CompileClient) => Promise<void>;
}) {
  const lines = client.orders.flatMap((o) => o.lines);
  const packed = lines.filter((l) => l.packed).length;
  const done = packed === lines.length;
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      padding="md"
      aria-label={client.name}
      style={{ borderColor: done ? 'var(--mantine-color-green-5)' : undefined, borderWidth: done ? 2 : undefined }}
    >
      <Stack gap="sm">
        <BagHead client={client} showZone={showZone} packed={packed} total={lines.length} onBagLabel={onBagLabel} />
        {client.orders.map((order) => (
          <Stack key={order.id} gap={6}>
            <OrderHead
              number={order.number}
              publicId={order.publicId}
              deliveryDate={order.deliveryDate}
              takeaway={order.takeaway}
              message={order.message}
            />
            <Stack component="ul" gap={6} p={0} m={0}>
              {order.lines.map((line) => (
                <CompileLineRow key={line.id} line={line} actions={actions} onLabel={onLineLabel} />
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
});
