import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconPower, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/query';
import { DeleteAboMutation, PauseAboMutation, SetAboActiveMutation } from '../../api/operations';
import type { Abo } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useErrorText } from '../../i18n/error-text';
import { ConfirmModal } from '../../ui/ConfirmModal';
import type { AboState } from './abo-format';

type Dialog = 'pause' | 'delete' | null;

/** Edit, pause until a date / resume, activate / deactivate and delete (asking first) one abo. */
export function AboActions({
  abo,
  state,
  today,
  onEdit,
  onChanged,
  onDeleted,
}: {
  abo: Abo;
  state: AboState;
  today: string;
  onEdit: () => void;
  onChanged: (abo: Abo) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // a calendar popover would cover the dialog's text on a phone
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [until, setUntil] = useState<string | null>(null);
  const [untilMissing, setUntilMissing] = useState(false);
  // the answers go to the screen through onChanged / onDeleted, which keep its list
  const pauseAbo = useApiMutation(PauseAboMutation);
  const setAboActive = useApiMutation(SetAboActiveMutation);
  const deleteAbo = useApiMutation(DeleteAboMutation);
  const [pending, setPending] = useState<'pause' | 'active' | 'delete' | null>(null);

  const run = async (which: 'pause' | 'active' | 'delete', action: () => Promise<void>, done: string) => {
    setPending(which);
    try {
      await action();
      notifications.show({ color: 'green', message: done });
      setDialog(null);
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    } finally {
      setPending(null);
    }
  };

  const pause = (value: string | null) =>
    run(
      'pause',
      async () => onChanged((await pauseAbo.mutateAsync({ id: abo.id, until: value })).pauseAbo),
      value ? t('abos.done.paused', { date: formatDate(value) }) : t('abos.done.resumed'),
    );
  const setActive = (active: boolean) =>
    run(
      'active',
      async () => onChanged((await setAboActive.mutateAsync({ id: abo.id, active })).setAboActive),
      active ? t('abos.done.activated') : t('abos.done.deactivated'),
    );
  const remove = () =>
    run(
      'delete',
      async () => {
        await deleteAbo.mutateAsync({ id: abo.id });
        onDeleted();
      },
      t('abos.done.deleted'),
    );

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button variant="light" leftSection={<IconPencil size={16} />} onClick={onEdit}>
          {t('abos.action.edit')}
        </Button>
        {abo.active && state.kind === 'paused' ? (
          <Button
            variant="default"
            leftSection={<IconPlayerPlay size={16} />}
            loading={pending === 'pause'}
            onClick={() => void pause(null)}
          >
            {t('abos.action.resume')}
          </Button>
        ) : null}
        {abo.active && state.kind === 'active' ? (
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={16} />}
            onClick={() => {
              setUntil(null);
              setUntilMissing(false);
              setDialog('pause');
            }}
          >
            {t('abos.action.pause')}
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconPower size={16} />}
          loading={pending === 'active'}
          onClick={() => void setActive(!abo.active)}
        >
          {abo.active ? t('abos.action.deactivate') : t('abos.action.activate')}
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDialog('delete')}>
          {t('abos.action.delete')}
        </Button>
      </Group>
      {dialog === 'pause' ? (
        <ConfirmModal
          title={t('abos.confirm.pauseTitle')}
          text={t('abos.confirm.pauseText')}
          action={t('abos.confirm.pauseAction')}
          busy={pending === 'pause'}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            setUntilMissing(!until);
            if (until) void pause(until);
          }}
        >
          <DatePickerInput
            label={t('abos.confirm.pauseUntil')}
            placeholder={t('abos.confirm.pauseUntilPlaceholder')}
            valueFormat="DD.MM.YYYY"
            size="md"
            value={until}
            onChange={(value) => {
              setUntil(value);
              setUntilMissing(false);
            }}
            error={untilMissing ? t('abos.confirm.pauseUntilMissing') : undefined}
            minDate={today}
            dropdownType={isPhone ? 'modal' : 'popover'}
          />
        </ConfirmModal>
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmModal
          title={t('abos.confirm.deleteTitle')}
          text={t('abos.confirm.deleteText')}
          action={t('abos.confirm.deleteAction')}
          color="red"
          busy={pending === 'delete'}
          onClose={() => setDialog(null)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </>
  );
}
