import { useState } from 'react';
import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '@bakery/core';
import { useApiQuery } from '../../api/query';
import { ClientRunPreviewQuery } from '../../api/operations';
import { useLanguage } from '../../i18n/use-language';
import { runFailureText, useBillErrorText } from './bill-errors';
import type { Period } from './bill-format';
import { useBillRun } from './useBillRun';
import { LateBillsNotice } from './LateBillsNotice';

interface Props {
  clientId: string;
  clientName: string;
  period: Period;
  /** The client's billing data is incomplete: every bill would be refused. */
  blocked: boolean;
  /** After the run: the form reads clients and draft again. */
  onDone: () => void;
}

/**
 * /bill/create, "all in one go" (issue 45): when a client's orders of the period make several bills —
 * a month of deliveries without docket is one immediate invoice (TD01) per delivery day — their count
 * and total, and one action with one confirmation that makes them all as a bill run of this client.
 */
export function ClientBillRunPanel({ clientId, clientName, period, blocked, onDone }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useBillErrorText();
  const preview = useApiQuery(ClientRunPreviewQuery, { clientId, ...period }, { refetchOnWindowFocus: false });
  const run = useBillRun(1000, false);
  const [opened, setOpened] = useState(false);
  const planned = preview.data?.billDraft.runPreview;
  if (!planned || planned.invoices < 2) return null;
  const vars = {
    count: planned.invoices,
    immediate: planned.immediate,
    total: formatCents(planned.totalCents, language),
    client: clientName,
  };
  const { state } = run;
  const close = () => {
    setOpened(false);
    if (state.phase === 'finished') {
      run.reset();
      onDone();
    }
  };

  return (
    // an offer, not a warning: a region named by its title (an alert would say something went wrong)
    <Alert
      color="blue"
      variant="light"
      icon={<IconFiles size={18} />}
      title={t('bills.clientRun.title', vars)}
      role="region"
      aria-label={t('bills.clientRun.title', vars)}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('bills.clientRun.text', vars)}</Text>
        {planned.immediate > 0 ? (
          <Text size="xs" c="taupe.7">
            {t('bills.clientRun.docketHint')}
          </Text>
        ) : null}
        <Button size="sm" disabled={blocked} onClick={() => setOpened(true)}>
          {t('bills.clientRun.open', vars)}
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title={t('bills.clientRun.confirmTitle')} centered>
        {state.phase === 'idle' || state.phase === 'starting' || state.phase === 'refused' ? (
          <Stack gap="md">
            <Text size="sm">{t('bills.clientRun.confirm', vars)}</Text>
            {state.phase === 'refused' ? (
              <Alert color="red" variant="light" role="alert">
                {errorText(state.error, clientName)}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button loading={state.phase === 'starting'} onClick={() => void run.start(period, clientId)}>
                {t('bills.clientRun.start', vars)}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {state.phase === 'running' ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{state.error ? errorText(state.error) : t('bills.clientRun.working')}</Text>
            {state.error ? (
              <Button size="xs" variant="light" onClick={run.resume}>
                {t('common.retry')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {state.phase === 'finished' ? (
          <Stack gap="md">
            <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={20} />}>
              {t('bills.run.created', { count: state.run.created })}
            </Alert>
            <LateBillsNotice late={state.run.late} />
            {state.run.failed.length > 0 ? (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} />}>
                <List size="sm">
                  {state.run.failed.map((failure) => (
                    <List.Item key={failure.clientId}>{runFailureText(t, failure)}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.close')}
              </Button>
              <Button component={Link} to="/bills">
                {t('bills.clientRun.toBills')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Alert>
  );
}
