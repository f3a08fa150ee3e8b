import { useMemo, useState } from 'react';
import { Alert, Button, Group, List, Modal, Progress, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { periodOfMonth, recentMonths } from './bill-format';
import { runFailureText, useBillErrorText } from './bill-errors';
import type { useBillRun } from './useBillRun';
import { LateBillsNotice } from './LateBillsNotice';

/** "Bill the month for all clients": pick the month, start the run, follow its progress, then the created bills and each failure. */
export function BillRunModal({
  run,
  opened,
  onClose,
  today,
}: {
  run: ReturnType<typeof useBillRun>;
  opened: boolean;
  onClose: () => void;
  today?: Date;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useBillErrorText();
  const [now] = useState(() => today ?? new Date());
  const months = useMemo(() => recentMonths(now, 12, language), [now, language]);
  // the month just ended is the usual one to bill; the current one is there for its last day
  const [month, setMonth] = useState(months[1]?.value ?? months[0]?.value ?? '');
  const { state } = run;
  const monthName = months.find((m) => m.value === month)?.name ?? month;

  return (
    <Modal opened={opened} onClose={onClose} title={t('bills.run.title')} centered size="lg">
      {state.phase === 'idle' || state.phase === 'starting' || state.phase === 'refused' ? (
        <Stack gap="md">
          <Text size="sm">{t('bills.run.text')}</Text>
          <Select
            label={t('bills.run.month')}
            data={months}
            value={month}
            allowDeselect={false}
            onChange={(value) => value && setMonth(value)}
          />
          {state.phase === 'refused' ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(state.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button loading={state.phase === 'starting'} onClick={() => void run.start(periodOfMonth(month))}>
              {t('bills.run.start', { month: monthName })}
            </Button>
          </Group>
        </Stack>
      ) : null}

      {state.phase === 'running' ? (
        <Stack gap="md">
          <Text fw={600}>
            {t('bills.run.period', { from: formatDate(state.run.periodFrom), to: formatDate(state.run.periodTo) })}
          </Text>
          <Text>{t('bills.run.progress', { done: state.run.done, count: state.run.total })}</Text>
          <Progress
            value={state.run.total > 0 ? (100 * state.run.done) / state.run.total : 0}
            size="xl"
            animated
            aria-label={t('bills.run.progressLabel')}
          />
          {state.error ? (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorText(state.error)}</Text>
                <Button size="xs" variant="light" color="red" onClick={run.resume}>
                  {t('common.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {t('bills.run.keepsRunning')}
            </Text>
          )}
        </Stack>
      ) : null}

      {state.phase === 'finished' ? (
        <Stack gap="md">
          <Text fw={600}>
            {t('bills.run.period', { from: formatDate(state.run.periodFrom), to: formatDate(state.run.periodTo) })}
          </Text>
          {state.run.state === 'INTERRUPTED' ? (
            <Alert color="orange" variant="light" role="alert" icon={<IconAlertTriangle size={20} />}>
              {t('bills.run.interrupted', { done: state.run.done, count: state.run.total })}
            </Alert>
          ) : null}
          <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={20} />}>
            {t('bills.run.created', { count: state.run.created })}
          </Alert>
          <LateBillsNotice late={state.run.late} />
          {state.run.failed.length > 0 ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={20} />}
              title={t('bills.run.failed', { count: state.run.failed.length })}
            >
              <List size="sm" spacing={6} aria-label={t('bills.run.failedList')}>
                {state.run.failed.map((failure) => (
                  <List.Item key={failure.clientId}>
                    <b>{failure.clientName}</b>: {runFailureText(t, failure)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
