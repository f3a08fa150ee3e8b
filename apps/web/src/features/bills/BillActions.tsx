import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash, IconCashOff, IconEdit, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BillDetail } from '../../api/operations';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { BillEditModal } from './BillEditModal';
import { canSend } from './bill-format';
import { eInvoiceProblems, useBillErrorText } from './bill-errors';
import type { BillApi } from './useBill';

/** Where sending goes: the e-invoice to SdI (recipient code, PEC or the client's tax drawer) and the mail to the client. */
function useDestinations(bill: BillDetail): string[] {
  const { t } = useTranslation();
  const code = bill.client?.detail?.recipientCode?.trim();
  const pec = bill.client?.detail?.pec?.trim();
  const email = bill.client?.email?.trim();
  return [
    code && code !== '0000000'
      ? t('bills.send.toSdiCode', { code })
      : pec
        ? t('bills.send.toSdiPec', { pec })
        : t('bills.send.toSdiDrawer'),
    email ? t('bills.send.toMail', { email }) : t('bills.send.noMail'),
  ];
}

type Dialog = 'send' | 'delete' | 'edit' | null;

/** The bakery's actions on a bill: send (again after a rejection), mark paid or unpaid, delete while allowed (else why not). */
export function BillActions({ bill, api }: { bill: BillDetail; api: BillApi }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useBillErrorText();
  const destinations = useDestinations(bill);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<'send' | 'paid' | 'delete' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const resend = bill.sdiState === 'REJECTED';
  // a credit note is named so in every text (i18next context: the *_creditNote keys)
  const creditNote = bill.documentType === 'TD04';
  const named = { number: bill.number, context: creditNote ? 'creditNote' : undefined };

  const open = (next: Dialog) => {
    setFailure(null);
    setDialog(next);
  };
  const close = () => {
    if (busy) return;
    setDialog(null);
    // a refusal means the shown state was stale (sent or billed meanwhile): show the current one
    if (failure) api.refresh().catch(() => undefined);
  };

  const send = async () => {
    setBusy('send');
    try {
      const sent = await api.send();
      setDialog(null);
      notifications.show(
        sent.sdiSending
          ? { color: 'orange', message: t('bills.send.retrying', named) }
          : { color: 'green', message: t('bills.send.done', named) },
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };
  const setPaid = async (paid: boolean) => {
    setBusy('paid');
    try {
      await api.setPaid(paid);
      notifications.show({
        color: 'green',
        message: t(paid ? 'bills.view.paidDone' : 'bills.view.unpaidDone', { number: bill.number }),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    setBusy('delete');
    try {
      await api.remove();
      notifications.show({ color: 'green', message: t('bills.view.deleted', named) });
      void navigate('/bills');
    } catch (error) {
      setFailure(error);
      setBusy(null);
    }
  };

  const failureAlert = failure ? (
    <Alert color="red" variant="light" role="alert">
      <Text size="sm">{errorText(failure)}</Text>
      {eInvoiceProblems(failure).length > 0 ? (
        <List size="xs" mt={4}>
          {eInvoiceProblems(failure).map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  ) : null;

  return (
    <>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          {canSend(bill) ? (
            <Button
              size="md"
              leftSection={<IconSend size={18} />}
              onClick={() => open('send')}
              disabled={busy !== null}
            >
              {resend ? t('bills.send.again') : t('bills.send.action')}
            </Button>
          ) : null}
          {/* nothing to pay on a credit note, nor on a bill its credit notes took back in full */}
          {creditNote || (bill.fullyCredited && !bill.paid) ? null : (
            <Button
              size="md"
              variant="light"
              color={bill.paid ? 'gray' : 'teal'}
              leftSection={bill.paid ? <IconCashOff size={18} /> : <IconCash size={18} />}
              loading={busy === 'paid'}
              disabled={busy !== null && busy !== 'paid'}
              onClick={() => void setPaid(!bill.paid)}
            >
              {bill.paid ? t('bills.view.markUnpaid') : t('bills.view.markPaid')}
            </Button>
          )}
          {bill.editable ? (
            <Button
              size="md"
              variant="light"
              leftSection={<IconEdit size={18} />}
              onClick={() => open('edit')}
              disabled={busy !== null}
            >
              {t('bills.edit.action')}
            </Button>
          ) : null}
          {bill.deletable ? (
            <Button
              size="md"
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} />}
              onClick={() => open('delete')}
              disabled={busy !== null}
            >
              {t('bills.view.delete')}
            </Button>
          ) : null}
        </Group>
        {!bill.deletable ? (
          <Text size="sm" c="dimmed">
            {bill.sent || bill.sdiSending
              ? t('bills.view.notDeletable.SENT', named)
              : t('bills.view.notDeletable.NOT_LAST', named)}
          </Text>
        ) : null}
      </Stack>

      {dialog === 'send' ? (
        <ConfirmModal
          title={t(resend ? 'bills.send.titleAgain' : 'bills.send.title', named)}
          text={resend ? t('bills.send.textAgain') : t('bills.send.text')}
          action={resend ? t('bills.send.again') : t('bills.send.action')}
          busy={busy === 'send'}
          onConfirm={() => void send()}
          onClose={close}
        >
          <List size="sm" spacing={4}>
            {destinations.map((d) => (
              <List.Item key={d}>{d}</List.Item>
            ))}
          </List>
          {failureAlert}
        </ConfirmModal>
      ) : null}
      {dialog === 'edit' ? (
        <BillEditModal
          bill={bill}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            api.refresh().catch(() => undefined);
          }}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmModal
          title={t('bills.view.deleteTitle', named)}
          text={t('bills.view.deleteText')}
          action={t('bills.view.delete')}
          color="red"
          busy={busy === 'delete'}
          onConfirm={() => void remove()}
          onClose={close}
        >
          {failureAlert}
        </ConfirmModal>
      ) : null}
    </>
  );
}
