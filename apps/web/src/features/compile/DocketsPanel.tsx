import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFilePlus, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { OperationData } from '../../api/operation';
import { apiQueryKey, operationKey, useApiMutation, useApiQuery } from '../../api/query';
import { CreateDeliveryDocketsMutation, DeliveryDocketsQuery, type CompileZone } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { QueryStates } from '../../ui/LoadStates';
import { useErrorText } from '../../i18n/error-text';
import { downloadDockets } from './labels';

/**
 * Delivery dockets of the deadline and zone: create the missing ones (numbered by the server,
 * consecutive), list them by number and print them all in one PDF. Past delivery days cannot get
 * one any more (the server's `deliveryDocketsToMake`): they are named, and the button is off when
 * nothing is left to make.
 */
export function DocketsPanel({ deadline, zone }: { deadline: string; zone: CompileZone }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useApiQuery(DeliveryDocketsQuery, { deadline, zoneId: zone });
  const queryClient = useQueryClient();
  // the new dockets join the shown list; the lists of other zones are read again when next shown
  const createDockets = useApiMutation(CreateDeliveryDocketsMutation, {
    onSuccess: async ({ createDeliveryDockets }) => {
      await queryClient.invalidateQueries({ queryKey: operationKey(DeliveryDocketsQuery), refetchType: 'none' });
      queryClient.setQueryData<OperationData<typeof DeliveryDocketsQuery>>(
        apiQueryKey(DeliveryDocketsQuery, { deadline, zoneId: zone }),
        (current) => {
          const known = new Set((current?.deliveryDockets ?? []).map((d) => d.id));
          const added = createDeliveryDockets.filter((d) => !known.has(d.id));
          // the call made every docket still open; past days stay without one
          return {
            deliveryDocketsToMake: { count: 0, pastDays: current?.deliveryDocketsToMake.pastDays ?? [] },
            deliveryDockets: [...(current?.deliveryDockets ?? []), ...added].sort((a, b) => a.sequence - b.sequence),
          };
        },
      );
    },
  });
  const [busy, setBusy] = useState<'create' | 'print' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const create = () => {
    setBusy('create');
    setFailure(null);
    createDockets
      .mutateAsync({ deadline, zoneId: zone })
      .then(({ createDeliveryDockets }) => {
        const count = createDeliveryDockets.length;
        notifications.show({
          color: count > 0 ? 'green' : 'blue',
          message: count > 0 ? t('compile.dockets.created', { n: count }) : t('compile.dockets.noneNew'),
        });
      })
      .catch((error: unknown) => {
        setFailure(error);
        // a refusal may mean the day has passed since the screen was read: read what is left again
        void queryClient.invalidateQueries({ queryKey: apiQueryKey(DeliveryDocketsQuery, { deadline, zoneId: zone }) });
      })
      .finally(() => setBusy(null));
  };

  const print = () => {
    setBusy('print');
    setFailure(null);
    downloadDockets(deadline, zone)
      .catch((error: unknown) => setFailure(error))
      .finally(() => setBusy(null));
  };

  return (
    <QueryStates query={query} title={t('compile.dockets.loadFailed')}>
      {({ deliveryDockets, deliveryDocketsToMake: toMake }) => (
        <Stack gap="md">
          <Text c="taupe.7">{t('compile.dockets.lead')}</Text>
          {toMake.pastDays.length > 0 ? (
            <Alert color="yellow" variant="light">
              {t('compile.dockets.pastDays', { days: toMake.pastDays.map((d) => formatDate(d)).join(', ') })}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button
              size="md"
              leftSection={<IconFilePlus size={18} />}
              loading={busy === 'create'}
              disabled={busy === 'print' || toMake.count === 0}
              onClick={create}
            >
              {t('compile.dockets.create')}
            </Button>
            <Button
              size="md"
              variant="outline"
              leftSection={<IconPrinter size={18} />}
              loading={busy === 'print'}
              disabled={busy === 'create' || deliveryDockets.length === 0}
              onClick={print}
            >
              {t('compile.dockets.printAll', { n: deliveryDockets.length })}
            </Button>
          </Group>
          {toMake.count === 0 && toMake.pastDays.length === 0 && deliveryDockets.length > 0 ? (
            <Text c="dimmed">{t('compile.dockets.allMade')}</Text>
          ) : null}
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(failure)}
            </Alert>
          ) : null}
          {deliveryDockets.length === 0 ? (
            <Text c="dimmed" py="md">
              {/* nothing to make (every day past, or no orders): no 'yet' */}
              {t(toMake.count > 0 ? 'compile.dockets.empty' : 'compile.dockets.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table striped verticalSpacing="sm" fz="md" aria-label={t('compile.dockets.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('compile.dockets.number')}</Table.Th>
                    <Table.Th>{t('compile.dockets.client')}</Table.Th>
                    <Table.Th>{t('compile.dockets.deliveryDate')}</Table.Th>
                    <Table.Th>{t('compile.dockets.orders')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {deliveryDockets.map((docket) => (
                    <Table.Tr key={docket.id}>
                      <Table.Td ff="monospace" fw={700}>
                        {docket.number}
                      </Table.Td>
                      <Table.Td>{docket.client.displayName}</Table.Td>
                      <Table.Td>{formatDate(docket.deliveryDate)}</Table.Td>
                      <Table.Td>{docket.orders.map((o) => o.number).join(', ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </QueryStates>
  );
}
