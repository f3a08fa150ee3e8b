import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEdit, IconRestore, IconSearch, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Client, ClientKind } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useErrorText } from '../../i18n/error-text';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { clientEditPath } from './client-links';
import { useClients } from './useClients';

type Confirm = { action: 'block' | 'restore'; client: Client } | null;

/** /clients — a bakery's hosts and private customers, or a host's guests: search, filter, accept, block, restore. */
export function ClientsScreen({ viewerKind }: { viewerKind: 'BAKERY' | 'HOST' }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isBakery = viewerKind === 'BAKERY';
  const clients = useClients(isBakery);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await call();
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const confirmAction = async () => {
    if (!confirm) return;
    const { action, client } = confirm;
    await run(
      () => (action === 'block' ? clients.block(client.id) : clients.restore(client.id)),
      t(action === 'block' ? 'clients.blocked' : 'clients.restored', { name: client.displayName }),
    );
    setConfirm(null);
  };

  const kinds: { value: ClientKind; label: string }[] = [
    { value: 'ALL', label: t('clients.kindAll') },
    { value: 'HOST', label: t('clients.kindHost') },
    { value: 'PRIVATE', label: t('clients.kindPrivate') },
  ];

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group gap="sm" align="center">
            <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
              {isBakery ? t('screens.clients') : t('clients.guestsTitle')}
            </Title>
            {isBakery && clients.newPrivates > 0 ? (
              <Badge color="orange" size="lg" aria-label={t('clients.newPrivates', { count: clients.newPrivates })}>
                {t('clients.newPrivates', { count: clients.newPrivates })}
              </Badge>
            ) : null}
          </Group>
          <Button component={Link} to="/client/create" leftSection={<IconUserPlus size={18} />}>
            {isBakery ? t('clients.create') : t('clients.createGuest')}
          </Button>
        </Group>

        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('clients.search')}
            placeholder={t(isBakery ? 'clients.searchHint' : 'clients.searchGuestHint')}
            leftSection={<IconSearch size={16} />}
            value={clients.filter.search}
            onChange={(e) => clients.setFilter({ search: e.currentTarget.value })}
            style={{ flex: '1 1 240px' }}
          />
          {isBakery ? (
            <SegmentedControl
              aria-label={t('clients.kindFilter')}
              data={kinds}
              value={clients.filter.kind}
              onChange={(value) => clients.setFilter({ kind: value as ClientKind })}
            />
          ) : null}
          <Checkbox
            label={t('clients.includeBlocked')}
            checked={clients.filter.includeBlocked}
            onChange={(e) => clients.setFilter({ includeBlocked: e.currentTarget.checked })}
            mb={8}
          />
        </Group>

        {clients.state.status === 'loading' ? <LoadingState /> : null}
        {clients.state.status === 'failed' ? (
          <LoadFailed title={t('clients.loadFailed')} error={clients.state.error} onRetry={clients.reload} />
        ) : null}
        {clients.state.status === 'ready' ? (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t(isBakery ? 'clients.total' : 'clients.totalGuests', { count: clients.state.page.total })}
            </Text>
            {clients.state.page.items.length === 0 ? (
              <Text c="dimmed">{t(isBakery ? 'clients.empty' : 'clients.emptyGuests')}</Text>
            ) : (
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                spacing="sm"
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {clients.state.page.items.map((client) => (
                  <ClientCard
                    key={client.id}
                    client={client}
                    busy={busy}
                    onAccept={() =>
                      run(() => clients.accept(client.id), t('clients.accepted', { name: client.displayName }))
                    }
                    onBlock={() => setConfirm({ action: 'block', client })}
                    onRestore={() => setConfirm({ action: 'restore', client })}
                  />
                ))}
              </SimpleGrid>
            )}
            {clients.state.page.total > clients.state.page.pageSize ? (
              <Pagination
                total={Math.ceil(clients.state.page.total / clients.state.page.pageSize)}
                value={clients.page + 1}
                onChange={(p) => clients.setPage(p - 1)}
                getControlProps={(control) => ({ 'aria-label': t(`clients.page_${control}`) })}
              />
            ) : null}
          </>
        ) : null}
      </Stack>

      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm ? t(confirm.action === 'block' ? 'clients.confirmBlockTitle' : 'clients.confirmRestoreTitle') : ''
        }
        centered
      >
        {confirm ? (
          <Stack>
            <Text>
              {t(confirm.action === 'block' ? 'clients.confirmBlock' : 'clients.confirmRestore', {
                name: confirm.client.displayName,
              })}
            </Text>
            <Group justify="flex-end" wrap="wrap">
              <Button variant="default" onClick={() => setConfirm(null)}>
                {t('common.cancel')}
              </Button>
              <Button color={confirm.action === 'block' ? 'red' : 'green'} loading={busy} onClick={confirmAction}>
                {t(confirm.action === 'block' ? 'clients.block' : 'clients.restore')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Container>
  );
}

function ClientCard({
  client,
  busy,
  onAccept,
  onBlock,
  onRestore,
}: {
  client: Client;
  busy: boolean;
  onAccept: () => void;
  onBlock: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  const awaiting = client.clientSettings?.awaitingAcceptance ?? false;
  return (
    <Card withBorder padding="sm" component="li" aria-label={client.displayName}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            {/* the name opens the client like the edit button; a waiting private customer is accepted first */}
            {awaiting ? (
              <Text fw={600} truncate>
                {client.displayName}
              </Text>
            ) : (
              <Anchor component={Link} to={clientEditPath(client)} fw={600} c="brown.9" truncate>
                {client.displayName}
              </Anchor>
            )}
            <Text size="sm" c="dimmed" truncate>
              {client.kind === 'GUEST' ? client.label : client.username}
              {client.email ? ` · ${client.email}` : ''}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {!awaiting ? (
              <Tooltip label={t('clients.edit')}>
                <ActionIcon
                  component={Link}
                  to={clientEditPath(client)}
                  variant="subtle"
                  aria-label={t('clients.editName', { name: client.displayName })}
                >
                  <IconEdit size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {client.blocked && !awaiting ? (
              <Tooltip label={t('clients.restore')}>
                <ActionIcon
                  variant="subtle"
                  color="green"
                  disabled={busy}
                  onClick={onRestore}
                  aria-label={t('clients.restoreName', { name: client.displayName })}
                >
                  <IconRestore size={18} />
                </ActionIcon>
              </Tooltip>
            ) : !client.blocked ? (
              <Tooltip label={t('clients.block')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={onBlock}
                  aria-label={t('clients.blockName', { name: client.displayName })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color={client.kind === 'HOST' ? 'brown' : client.kind === 'GUEST' ? 'blue' : 'grape'}>
            {t(`kinds.${client.kind}`)}
          </Badge>
          {awaiting ? (
            <Badge color="orange">{t('clients.awaiting')}</Badge>
          ) : client.blocked ? (
            <Badge color="red">{t('clients.blockedBadge')}</Badge>
          ) : null}
          {client.stayStatus ? (
            <Badge color={client.stayStatus === 'ACTIVE' ? 'green' : client.stayStatus === 'OVER' ? 'gray' : 'yellow'}>
              {t(`clients.stay${client.stayStatus}`)}
            </Badge>
          ) : null}
        </Group>
        {client.kind === 'GUEST' ? (
          <Text size="sm">
            {t('clients.stayDates', { from: formatDate(client.activeFrom), to: formatDate(client.activeTo) })}
          </Text>
        ) : null}
        {awaiting ? (
          <Button
            size="xs"
            color="green"
            leftSection={<IconCheck size={14} />}
            onClick={onAccept}
            disabled={busy}
            aria-label={t('clients.acceptName', { name: client.displayName })}
          >
            {t('clients.accept')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
