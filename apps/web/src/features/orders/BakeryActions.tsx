import { useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarClock, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@bakery/core';
import type { OrderDetail } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { ConfirmModal } from '../../ui/ConfirmModal';

export interface BakeryActionsApi {
  setAccepted: (accepted: boolean) => Promise<unknown>;
  setPaid: (paid: boolean) => Promise<unknown>;
  shift: (days: -1 | 1) => Promise<unknown>;
  changeDeadline: (deadline: string) => Promise<unknown>;
}

function pad(value: number) {
  return String(value).padStart(2, '0');
}

/** An ISO instant as the picker's local "YYYY-MM-DD HH:mm:ss". */
export function toPickerValue(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
}

/** The picker's local "YYYY-MM-DD HH:mm[:ss]" as an ISO instant (UTC, with offset Z). */
export function fromPickerValue(value: string): string {
  return new Date(value.replace(' ', 'T')).toISOString();
}

/** The bakery's controls on one order: accepted and paid toggles (paid not on a guest's order: its host's record), shift delivery ±1 day and change the deadline, each asked first where it moves dates. */
export function BakeryActions({
  order,
  run,
}: {
  order: OrderDetail;
  run: (action: (api: BakeryActionsApi) => Promise<unknown>, success: string) => void;
}) {
  const { t } = useTranslation();
  const [shift, setShift] = useState<-1 | 1 | null>(null);
  const [deadline, setDeadline] = useState<string | null>(null);

  return (
    <Paper withBorder p="md" component="section" aria-label={t('orders.view.bakeryActions')}>
      <Stack gap="sm">
        <Title order={2} fz="lg" c="brown.8">
          {t('orders.view.bakeryActions')}
        </Title>
        <Group gap="xl" wrap="wrap">
          <Switch
            size="md"
            label={t('orders.action.accepted')}
            checked={order.accepted}
            onChange={(e) => {
              const accepted = e.currentTarget.checked;
              run(
                (api) => api.setAccepted(accepted),
                t(`orders.done.accepted.${accepted ? 'on' : 'off'}`, { number: order.number }),
              );
            }}
          />
          {/* a guest's payment is its host's record (guest billing): the bakery sees it as a badge only */}
          {order.client.kind === 'GUEST' ? null : (
            <Switch
              size="md"
              label={t('orders.action.paid')}
              checked={order.paid}
              onChange={(e) => {
                const paid = e.currentTarget.checked;
                run((api) => api.setPaid(paid), t(`orders.done.paid.${paid ? 'on' : 'off'}`, { number: order.number }));
              }}
            />
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          <Button variant="default" size="md" leftSection={<IconChevronLeft size={18} />} onClick={() => setShift(-1)}>
            {t('orders.action.shiftEarlier')}
          </Button>
          <Button variant="default" size="md" rightSection={<IconChevronRight size={18} />} onClick={() => setShift(1)}>
            {t('orders.action.shiftLater')}
          </Button>
          <Button
            variant="default"
            size="md"
            leftSection={<IconCalendarClock size={18} />}
            onClick={() => setDeadline(toPickerValue(order.deadline))}
          >
            {t('orders.action.changeDeadline')}
          </Button>
        </Group>
      </Stack>

      {shift !== null ? (
        <ConfirmModal
          title={t('orders.confirm.shiftTitle')}
          text={t('orders.confirm.shiftText', {
            from: formatDate(order.deliveryDate),
            to: formatDate(addDays(order.deliveryDate, shift)),
          })}
          action={t('orders.confirm.shiftAction')}
          onClose={() => setShift(null)}
          onConfirm={() => {
            const days = shift;
            setShift(null);
            run(
              (api) => api.shift(days),
              t('orders.done.shifted', { date: formatDate(addDays(order.deliveryDate, days)) }),
            );
          }}
        />
      ) : null}

      {deadline !== null ? (
        <ConfirmModal
          title={t('orders.confirm.deadlineTitle')}
          text={t('orders.deadline.label')}
          action={t('orders.confirm.deadlineAction')}
          onClose={() => setDeadline(null)}
          onConfirm={() => {
            const value = deadline;
            setDeadline(null);
            run(
              (api) => api.changeDeadline(fromPickerValue(value)),
              t('orders.done.deadline', { when: formatDate(value.slice(0, 10)) + value.slice(10, 16) }),
            );
          }}
        >
          <DateTimePicker
            label={t('orders.confirm.deadlineLabel')}
            valueFormat="DD.MM.YYYY HH:mm"
            value={deadline}
            onChange={(value) => value && setDeadline(value)}
            size="md"
            popoverProps={{ withinPortal: true }}
          />
        </ConfirmModal>
      ) : null}
    </Paper>
  );
}
