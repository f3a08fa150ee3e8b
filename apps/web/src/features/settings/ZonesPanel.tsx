import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZONE_NAME_MAX, ZoneInputSchema } from '@bakery/core';
import { useApiMutation, useApiQuery } from '../../api/query';
import {
  CreateDeliveryZoneMutation,
  DeleteDeliveryZoneMutation,
  DeliveryZonesQuery,
  RenameDeliveryZoneMutation,
} from '../../api/operations';
import type { DeliveryZoneCounts } from '../../api/operations';
import { QueryStates } from '../../ui/LoadStates';
import { useErrorText } from '../../i18n/error-text';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { EditableList, EditableListModal, EditableListRow } from '../../ui/EditableList';
import { schemaForm } from '../../ui/schema-form';

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
  // the server checks names with the same ZoneInputSchema; its only rule is "1 … 80 characters"
  const zoneForm = () => schemaForm(ZoneInputSchema, () => t('zones.nameInvalid', { max: ZONE_NAME_MAX }));
  const newZone = useForm({ initialValues: { name: '' }, ...zoneForm() });
  const [renaming, setRenaming] = useState<{ zone: Zone; failure: unknown } | null>(null);
  const renameForm = useForm({
    initialValues: { name: '' },
    ...zoneForm(),
    onValuesChange: () => setRenaming((r) => (r?.failure ? { ...r, failure: null } : r)),
  });
  const [deleting, setDeleting] = useState<{ zone: Zone; failure: unknown } | null>(null);

  const create = newZone.onSubmit(({ name }) =>
    createZone
      .mutateAsync({ name })
      .then(({ createDeliveryZone: zone }) => {
        notifications.show({ color: 'green', message: t('zones.created', { name: zone.name }) });
        newZone.reset();
      })
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) })),
  );

  const openRename = (zone: Zone) => {
    renameForm.setValues({ name: zone.name });
    renameForm.clearErrors();
    setRenaming({ zone, failure: null });
  };
  const rename = renameForm.onSubmit(({ name }) => {
    if (!renaming) return;
    return renameZone
      .mutateAsync({ id: renaming.zone.id, name })
      .then(() => {
        notifications.show({ color: 'green', message: t('zones.renamed') });
        setRenaming(null);
      })
      .catch((error: unknown) => setRenaming({ ...renaming, failure: error }));
  });

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

  const counts = (zone: Pick<DeliveryZoneCounts, 'userCount' | 'orderCount'>) =>
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
            {...newZone.getInputProps('name')}
            maxLength={ZONE_NAME_MAX}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" loading={busy} leftSection={<IconPlus size={16} />} mt={{ base: 0, xs: 25 }}>
            {t('zones.create')}
          </Button>
        </Group>
      </form>
      <QueryStates query={query} title={t('zones.loadFailed')}>
        {({ deliveryZones: zones }) => (
          <EditableList label={t('zones.listLabel')}>
            {zones.map(({ id, name, ...zone }) =>
              id === null || name === null ? (
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
                <EditableListRow
                  key={id}
                  name={name}
                  details={
                    <Text size="sm" c="taupe.7">
                      {counts(zone)}
                    </Text>
                  }
                  edit={{
                    tooltip: t('zones.rename'),
                    label: t('zones.renameNamed', { name }),
                    onClick: () => openRename({ ...zone, id, name }),
                  }}
                  remove={{
                    tooltip: t('zones.delete'),
                    label: t('zones.deleteNamed', { name }),
                    onClick: () => setDeleting({ zone: { ...zone, id, name }, failure: null }),
                  }}
                />
              ),
            )}
            {zones.length === 1 ? (
              <Text size="sm" c="taupe.7">
                {t('zones.empty')}
              </Text>
            ) : null}
          </EditableList>
        )}
      </QueryStates>

      <EditableListModal
        opened={renaming !== null}
        title={t('zones.renameTitle')}
        failure={renaming?.failure}
        busy={busy}
        onSubmit={rename}
        onClose={() => setRenaming(null)}
      >
        <TextInput
          label={t('zones.name')}
          {...renameForm.getInputProps('name')}
          maxLength={ZONE_NAME_MAX}
          data-autofocus
        />
      </EditableListModal>

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
