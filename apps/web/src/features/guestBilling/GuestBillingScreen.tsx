import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isIsoDate } from '@bakery/core';
import { weekPeriod, type GuestBillingPeriod } from '@bakery/core/guest-billing';
import { downloadDocument } from '../../api/download';
import type { GuestBillingRow } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useErrorText } from '../../i18n/error-text';
import { DatesLocale } from '../../i18n/DatesLocale';
import { GuestBillingList, type GuestBusy } from './GuestBillingList';
import { GuestBillingPeriodPicker } from './GuestBillingPeriodPicker';
import { useGuestBilling } from './useGuestBilling';

/** Today as YYYY-MM-DD in the browser's zone (the week a host bills is its own). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The period in the address (`?from=&to=`), else this week Monday–Sunday. */
function usePeriod(today: string): [GuestBillingPeriod, (period: GuestBillingPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = isIsoDate(from) && isIsoDate(to) ? { from, to } : weekPeriod(today);
  return [period, (next) => setParams({ from: next.from, to: next.to }, { replace: true })];
}

/**
 * /client/billing (requirements/guest-billing.md#period-and-amounts, requirements/guest-billing.md#paid-and-documents):
 * a host picks a period and sees its guests with stay, orders and what each owes at the host's prices (VAT included);
 * per guest the receipt PDF (in the guest's language) and marking it paid or unpaid; the summary PDF.
 */
export function GuestBillingScreen({ today: fixedToday }: { today?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [today] = useState(() => fixedToday ?? localToday());
  const [period, setPeriod] = usePeriod(today);
  const api = useGuestBilling(period);
  const [busy, setBusy] = useState<GuestBusy>({});
  const [summaryBusy, setSummaryBusy] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);

  const mark = (guestId: string, state: GuestBusy[string]) => setBusy((current) => ({ ...current, [guestId]: state }));

  const run = async (action: () => Promise<void>) => {
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(error);
    }
  };

  const receipt = async (row: GuestBillingRow) => {
    mark(row.guest.id, 'receipt');
    await run(() =>
      downloadDocument(
        '/api/guest-billing/receipt.pdf',
        { guestId: row.guest.id, from: period.from, to: period.to },
        `${t('guestBilling.receiptFile')}-${row.name}.pdf`,
      ),
    );
    mark(row.guest.id, undefined);
  };

  const togglePaid = async (row: GuestBillingRow) => {
    mark(row.guest.id, 'paid');
    await run(async () => {
      const saved = await api.setPaid(row.guest.id, !row.paid);
      notifications.show({
        color: 'green',
        message: t(saved.paid ? 'guestBilling.markedPaid' : 'guestBilling.markedUnpaid', { name: saved.name }),
      });
    });
    mark(row.guest.id, undefined);
  };

  const summary = async () => {
    setSummaryBusy(true);
    await run(() =>
      downloadDocument(
        '/api/guest-billing/summary.pdf',
        { from: period.from, to: period.to },
        `${t('guestBilling.summaryFile')}-${period.from}-${period.to}.pdf`,
      ),
    );
    setSummaryBusy(false);
  };

  const billing = api.state.status === 'ready' ? api.state.billing : null;

  return (
    <DatesLocale>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Title order={1} c="brown.8" fz={{ base: 28, sm: 34 }}>
                {t('screens.clientBilling')}
              </Title>
              <Text c="dimmed" maw={620}>
                {t('guestBilling.intro')}
              </Text>
            </Stack>
            {billing && billing.guests.length > 0 ? (
              <Button leftSection={<IconFileTypePdf size={18} />} loading={summaryBusy} onClick={() => void summary()}>
                {t('guestBilling.summary')}
              </Button>
            ) : null}
          </Group>

          <GuestBillingPeriodPicker period={period} today={today} onChange={setPeriod} />

          {actionError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              withCloseButton
              closeButtonLabel={t('common.close')}
              onClose={() => setActionError(null)}
            >
              {errorText(actionError)}
            </Alert>
          ) : null}

          {api.state.status === 'invalid' ? (
            <Alert color="orange" role="alert">
              {t('guestBilling.periodInvalid')}
            </Alert>
          ) : null}
          {api.state.status === 'loading' ? <LoadingState /> : null}
          {api.state.status === 'failed' ? (
            <LoadFailed title={t('guestBilling.loadFailed')} error={api.state.error} onRetry={api.reload} />
          ) : null}

          {billing && billing.guests.length === 0 ? (
            <Paper withBorder p="xl">
              <Text ta="center" c="dimmed">
                {t('guestBilling.empty')}
              </Text>
            </Paper>
          ) : null}
          {billing && billing.guests.length > 0 ? (
            <>
              <GuestBillingList
                billing={billing}
                busy={busy}
                onReceipt={(row) => void receipt(row)}
                onTogglePaid={(row) => void togglePaid(row)}
              />
              <Text size="sm" c="dimmed">
                {t('guestBilling.note')}
              </Text>
            </>
          ) : null}
        </Stack>
      </Container>
    </DatesLocale>
  );
}
