import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Pagination, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@bakery/core';
import type { Holiday } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { QueryStates } from '../../ui/LoadStates';
import { HolidayForm } from './HolidayForm';
import { useHolidays } from './useHolidays';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';

/** Whole days from `from` to `to`, both included (calendar arithmetic on UTC dates). */
function dayCount(from: string, to: string): number {
  if (!isIsoDate(from) || !isIsoDate(to)) return 0;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Settings → holidays: days without delivery, 5 per page, newest first (requirements/settings.md#holidays). */
export function HolidaysPanel() {
  const { t } = useTranslation();
  const holidays = useHolidays();
  const [editing, setEditing] = useState<{ holiday: Holiday | null } | null>(null);
  const [deleting, setDeleting] = useState<{ holiday: Holiday; failure: unknown } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (input: { name: string; from: string; to: string }) => {
    await holidays.save(editing?.holiday?.id ?? null, input);
    notifications.show({
      color: 'green',
      message: t(editing?.holiday ? 'holidays.updated' : 'holidays.created', { name: input.name }),
    });
    setEditing(null);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    setBusy(true);
    holidays
      .remove(deleting.holiday.id)
      .then(() => {
        notifications.show({ color: 'green', message: t('holidays.deleted') });
        setDeleting(null);
      })
      .catch((error: unknown) => setDeleting({ ...deleting, failure: error }))
      .finally(() => setBusy(false));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text size="sm" c="taupe.7" maw={560}>
          {t('holidays.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ holiday: null })}>
          {t('holidays.create')}
        </Button>
      </Group>
      <QueryStates query={holidays.query} title={t('holidays.loadFailed')}>
        {({ holidays: page }) =>
          page.total === 0 ? (
            <Text c="taupe.7">{t('holidays.empty')}</Text>
          ) : (
            <>
              <Stack
                gap="xs"
                component="ul"
                aria-label={t('holidays.listLabel')}
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {page.items.map((holiday) => (
                  <Paper key={holiday.id} component="li" withBorder p="sm" aria-label={holiday.name}>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} truncate>
                          {holiday.name}
                        </Text>
                        <Text size="sm" c="taupe.7">
                          {holiday.from === holiday.to
                            ? formatDate(holiday.from)
                            : `${formatDate(holiday.from)} – ${formatDate(holiday.to)}`}{' '}
                          · {t('holidays.days', { count: dayCount(holiday.from, holiday.to) })}
                        </Text>
                      </div>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t('holidays.edit')}>
                          <ActionIcon
                            variant="subtle"
                            size="lg"
                            aria-label={t('holidays.editNamed', { name: holiday.name })}
                            onClick={() => setEditing({ holiday })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('holidays.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            aria-label={t('holidays.deleteNamed', { name: holiday.name })}
                            onClick={() => setDeleting({ holiday, failure: null })}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </Stack>
              {page.total > page.pageSize ? (
                <Group justify="space-between" wrap="wrap">
                  <Text size="sm" c="taupe.7">
                    {t('holidays.total', { count: page.total })}
                  </Text>
                  <Pagination
                    total={Math.ceil(page.total / page.pageSize)}
                    value={holidays.page + 1}
                    onChange={(page) => holidays.setPage(page - 1)}
                    getControlProps={(control) => ({ 'aria-label': t(`holidays.pager.${control}`) })}
                    size="sm"
                  />
                </Group>
              ) : null}
            </>
          )
        }
      </QueryStates>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.holiday ? 'holidays.editTitle' : 'holidays.createTitle')}
        centered
      >
        {editing ? <HolidayForm holiday={editing.holiday} onSave={save} onCancel={() => setEditing(null)} /> : null}
      </Modal>

      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('holidays.deleteTitle')}
        text={deleting ? t('holidays.deleteText', { name: deleting.holiday.name }) : ''}
        failure={deleting?.failure}
        busy={busy}
        confirmLabel={t('holidays.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
