import { useRef, useState } from 'react';
import { Alert, Anchor, Button, FileButton, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BillDetail } from '../../api/operations';
import { useBillErrorText } from './bill-errors';
import { SDI_STATES } from './bill-format';
import type { BillApi } from './useBill';

/** SdI's notifications are XML files (the signed .p7m ones are opened by whoever receives them). */
const ACCEPT = '.xml,application/xml,text/xml';

type Outcome =
  { kind: 'recorded'; bill: BillDetail } | { kind: 'failed'; error: unknown } | { kind: 'unreadable' } | null;

/** The text of an SdI state in the user's language (its name when the web has no text for it). */
function useStateText(): (state: string | null) => string {
  const { t } = useTranslation();
  return (state) =>
    state && (SDI_STATES as readonly string[]).includes(state)
      ? t(`bills.sdiState.${state as (typeof SDI_STATES)[number]}`)
      : (state ?? '–');
}

/**
 * "Upload SdI receipt": the bakery picks a notification file it received from SdI (by PEC, from
 * its intermediary); the browser reads it as text and records it (recordSdiNotification). Says
 * the bill's new SdI state — or, for a notice about another of its bills, that one's — or why it
 * was refused, in the user's language.
 */
export function SdiReceiptUpload({ bill, api }: { bill: BillDetail; api: BillApi }) {
  const { t } = useTranslation();
  const errorText = useBillErrorText();
  const stateText = useStateText();
  const resetRef = useRef<() => void>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choose = async (file: File | null) => {
    resetRef.current?.(); // the same file chosen again must upload again
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const xml = await file.text().catch(() => null);
      setOutcome(xml === null ? { kind: 'unreadable' } : { kind: 'recorded', bill: await api.recordNotification(xml) });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  };

  const close = () => setOutcome(null);
  const label = t('bills.sdiReceipt.upload');
  return (
    <Stack gap="xs" align="inherit">
      <FileButton
        onChange={(file) => void choose(file)}
        accept={ACCEPT}
        resetRef={resetRef}
        disabled={busy}
        inputProps={{ 'aria-label': label }}
      >
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconFileUpload size={18} />} loading={busy}>
            {label}
          </Button>
        )}
      </FileButton>
      {outcome?.kind === 'recorded' ? (
        <Alert
          role="status"
          color="green"
          variant="light"
          maw={440}
          withCloseButton
          closeButtonLabel={t('bills.sdiReceipt.close')}
          onClose={close}
        >
          {outcome.bill.id === bill.id ? (
            <Text size="sm">{t('bills.sdiReceipt.recorded', { state: stateText(outcome.bill.sdiState) })}</Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm">
                {t('bills.sdiReceipt.recordedOther', {
                  number: outcome.bill.number,
                  state: stateText(outcome.bill.sdiState),
                })}
              </Text>
              <Anchor component={Link} to={`/bill/${outcome.bill.id}`} size="sm" fw={600}>
                {t('bills.sdiReceipt.openOther', { number: outcome.bill.number })}
              </Anchor>
            </Stack>
          )}
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' || outcome?.kind === 'unreadable' ? (
        <Alert
          role="alert"
          color="red"
          variant="light"
          maw={440}
          withCloseButton
          closeButtonLabel={t('bills.sdiReceipt.close')}
          onClose={close}
        >
          <Text size="sm">
            {outcome.kind === 'failed' ? errorText(outcome.error) : t('bills.sdiReceipt.readFailed')}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
