import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../../api/query';
import {
  CreateDeliveryZoneMutation,
  DeleteDeliveryZoneMutation,
  DeliveryZonesQuery,
  RenameDeliveryZoneMutation,
} from '../../api/operations';
import type { DeliveryZoneCounts } from '../../api/types';
import { QueryStates } from '../../ui/LoadStates';
import { useErrorText } from '../errors/error-text';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';

const MAX_NAME = 80;
const validName = (name: string) => name.trim().length > 0 && name.trim().length <= MAX_NAME;
type Zone = DeliveryZoneCounts & { id: string; name: string };

/** Settings → delivery zones: create, rename, delete (refused while the zone holds clients), with counts and the no-zone bucket. */
export function ZonesPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useApiQuery(DeliveryZonesQuery, {});
  const invalidates = [DeliveryZonesQuery];
  const createZone = useApiMutation(CreateDeliveryZoneMutation, { invalidates });
  const renameZone = useApiMutation(RenameDeliveryZoneMutation, { invalidates });
  const deleteZone = useApiMutation(DeleteDeliveryZoneMutation, { invalidates });
  const busy = createZone.isPending || renameZone.isPending || deleteZone.isPending;
  const [newName, setNewName] = useState('');
  const [newNameInvalid, setNewNameInvalid] = useState(false);
  const [renaming, setRenaming] = useState<{ zone: Zone; name: string; invalid: boolean; failure: unknown } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<{ zone: Zone; failure: unknown } | null>(null);

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (!validName(newName)) return setNewNameInvalid(true);
    createZone
      .mutateAsync({ name: newName.trim() })
      .then(({ createDeliveryZone: zone }) => {
        notifications.show({ color: 'green', message: t('zones.created', { name: zone.name }) });
        setNewName('');
      })
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }));
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    if (!validName(renaming.name)) return setRenaming({ ...renaming, invalid: true });
    renameZone
      .mutateAsync({ id: renaming.zone.id, name: renaming.name.trim() })
      .then(() => {
        notifications.show({ color: 'green', message: t('zones.renamed') });
        setRenaming(null);
      })
      .catch((error: unknown) => setRenaming({ ...renaming, failure: error }));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteZone
      .mutateAsync({ id: deleting.zone.id })
      .then(() => {
        notifications.show({ color: 'green', message: t('zones.deleted') });
        setDeleting(null);
      })
      .catch((error: unknown) => setDeleting({ ...deleting, failure: error }));
  };

  const counts = (zone: DeliveryZoneCounts) =>
    `${t('zones.clients', { count: zone.userCount })} · ${t('zones.orders', { count: zone.orderCount })}`;

  return (
    <Stack gap="md">
      <Text size="sm" c="taupe.7">
        {t('zones.intro')}
      </Text>
      <form onSubmit={create} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('zones.newName')}
            value={newName}
            onChange={(event) => (setNewName(event.currentTarget.value), setNewNameInvalid(false))}
            error={newNameInvalid ? t('zones.nameInvalid', { max: MAX_NAME }) : undefined}
            maxLength={MAX_NAME}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" loading={busy} leftSection={<IconPlus size={16} />} mt={{ base: 0, xs: 25 }}>
            {t('zones.create')}
          </Button>
        </Group>
      </form>
      <QueryStates query={query} title={t('zones.loadFailed')}>
        {({ deliveryZones: zones }) => (
          <Stack gap="xs" component="ul" aria-label={t('zones.listLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
            {zones.map((zone) =>
              zone.id === null ? (
                <Paper key="none" component="li" withBorder p="sm" bg="gray.0" aria-label={t('zones.noZone')}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600} fs="italic">
                      {t('zones.noZone')}
                    </Text>
                    <Text size="sm" c="taupe.7">
                      {counts(zone)}
                    </Text>
                  </Group>
                </Paper>
              ) : (
                <Paper key={zone.id} component="li" withBorder p="sm" aria-label={zone.name ?? ''}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {zone.name}
                      </Text>
                      <Text size="sm" c="taupe.7">
                        {counts(zone)}
                      </Text>
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('zones.rename')}>
                        <ActionIcon
                          variant="subtle"
                          size="lg"
                          aria-label={t('zones.renameNamed', { name: zone.name })}
                          onClick={() =>
                            setRenaming({ zone: zone as Zone, name: zone.name ?? '', invalid: false, failure: null })
                          }
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('zones.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={t('zones.deleteNamed', { name: zone.name })}
                          onClick={() => setDeleting({ zone: zone as Zone, failure: null })}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                </Paper>
              ),
            )}
            {zones.length === 1 ? (
              <Text size="sm" c="taupe.7">
                {t('zones.empty')}
              </Text>
            ) : null}
          </Stack>
        )}
      </QueryStates>

      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title={t('zones.renameTitle')} centered>
        {renaming ? (
          <form onSubmit={rename} noValidate>
            <Stack gap="md">
              {renaming.failure ? (
                <Alert color="red" variant="light" role="alert">
                  {errorText(renaming.failure)}
                </Alert>
              ) : null}
              <TextInput
                label={t('zones.name')}
                value={renaming.name}
                onChange={(event) => setRenaming({ ...renaming, name: event.currentTarget.value, invalid: false })}
                error={renaming.invalid ? t('zones.nameInvalid', { max: MAX_NAME }) : undefined}
                maxLength={MAX_NAME}
                data-autofocus
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setRenaming(null)}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={busy}>
                  {t('common.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Modal>

      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('zones.deleteTitle')}
        text={deleting ? t('zones.deleteText', { name: deleting.zone.name, count: deleting.zone.orderCount }) : ''}
        // refused before asking the server: the zone still holds clients (§5)
        refusal={
          deleting && deleting.zone.userCount > 0
            ? t('errors.ZONE_HAS_CLIENTS', { clients: deleting.zone.userCount })
            : null
        }
        failure={deleting?.failure}
        busy={busy}
        confirmLabel={t('zones.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
