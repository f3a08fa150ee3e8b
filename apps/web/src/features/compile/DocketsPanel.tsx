import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFilePlus, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import {
  CreateDeliveryDocketsMutation,
  DeliveryDocketsQuery,
  type CompileZone,
  type DeliveryDocketSummary,
} from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useErrorText } from '../errors/error-text';
import { downloadDockets } from './labels';

type DocketsState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; items: DeliveryDocketSummary[] };

/**
 * Delivery dockets of the deadline and zone: create the missing ones (numbered by the server,
 * consecutive), list them by number and print them all in one PDF.
 */
export function DocketsPanel({ deadline, zone }: { deadline: string; zone: CompileZone }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [state, setState] = useState<DocketsState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [busy, setBusy] = useState<'create' | 'print' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    request(DeliveryDocketsQuery, { deadline, zoneId: zone })
      .then(({ deliveryDockets }) => live && setState({ status: 'ready', items: deliveryDockets }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [deadline, zone, reloads]);

  const create = () => {
    setBusy('create');
    setFailure(null);
    request(CreateDeliveryDocketsMutation, { deadline, zoneId: zone })
      .then(({ createDeliveryDockets }) => {
        const count = createDeliveryDockets.length;
        notifications.show({
          color: count > 0 ? 'green' : 'blue',
          message: count > 0 ? t('compile.dockets.created', { n: count }) : t('compile.dockets.noneNew'),
        });
        setState((current) => {
          if (current.status !== 'ready') return { status: 'ready', items: createDeliveryDockets };
          const known = new Set(current.items.map((d) => d.id));
          const items = [...current.items, ...createDeliveryDockets.filter((d) => !known.has(d.id))].sort(
            (a, b) => a.sequence - b.sequence,
          );
          return { status: 'ready', items };
        });
      })
      .catch((error: unknown) => setFailure(error))
      .finally(() => setBusy(null));
  };

  const print = () => {
    setBusy('print');
    setFailure(null);
    downloadDockets(deadline, zone)
      .catch((error: unknown) => setFailure(error))
      .finally(() => setBusy(null));
  };

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed')
    return (
      <LoadFailed
        title={t('compile.dockets.loadFailed')}
        error={state.error}
        onRetry={() => (setState({ status: 'loading' }), setReloads((n) => n + 1))}
      />
    );

  return (
    <Stack gap="md">
      <Text c="taupe.7">{t('compile.dockets.lead')}</Text>
      <Group gap="sm">
        <Button
          size="md"
          leftSection={<IconFilePlus size={18} />}
          loading={busy === 'create'}
          disabled={busy === 'print'}
          onClick={create}
        >
          {t('compile.dockets.create')}
        </Button>
        <Button
          size="md"
          variant="outline"
          leftSection={<IconPrinter size={18} />}
          loading={busy === 'print'}
          disabled={busy === 'create' || state.items.length === 0}
          onClick={print}
        >
          {t('compile.dockets.printAll', { n: state.items.length })}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(failure)}
        </Alert>
      ) : null}
      {state.items.length === 0 ? (
        <Text c="dimmed" py="md">
          {t('compile.dockets.empty')}
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
              {state.items.map((docket) => (
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
  );
}
