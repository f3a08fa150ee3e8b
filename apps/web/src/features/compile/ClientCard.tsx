import { memo, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessage, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompileClient, CompileLine } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useErrorText } from '../errors/error-text';
import { CompileLineRow } from './CompileLineRow';
import type { CompileLineActions } from './useCompile';

/**
 * One client's bag: its orders with the lines to pack, how many are packed, and the bag label.
 * Memoised: a weight saved in one bag draws that bag again, not the others (issue 45, item 13).
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
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [printing, setPrinting] = useState(false);
  const lines = client.orders.flatMap((o) => o.lines);
  const packed = lines.filter((l) => l.packed).length;
  const done = packed === lines.length;

  const printBag = () => {
    setPrinting(true);
    onBagLabel(client)
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }))
      .finally(() => setPrinting(false));
  };

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
              aria-label={t('compile.progress.label', { packed, total: lines.length })}
            >
              {packed} / {lines.length}
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
        {client.orders.map((order) => (
          <Stack key={order.id} gap={6}>
            <Group gap="sm" wrap="wrap">
              <Text fw={600}>{t('compile.order.number', { number: order.number })}</Text>
              <Text size="sm" c="dimmed" ff="monospace">
                {order.publicId}
              </Text>
              <Text size="sm">{t('compile.order.delivery', { date: formatDate(order.deliveryDate) })}</Text>
              {order.takeaway ? (
                <Badge color="orange" variant="light">
                  {t('compile.order.takeaway')}
                </Badge>
              ) : null}
            </Group>
            {order.message ? (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconMessage size={16} style={{ flexShrink: 0, marginTop: 3 }} />
                <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
                  {order.message}
                </Text>
              </Group>
            ) : null}
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
