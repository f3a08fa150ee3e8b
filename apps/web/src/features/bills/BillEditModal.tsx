import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@bakery/core';
import { BILL_NOTE_MAX } from '@bakery/core/bill-edit';
import { PAYMENT_METHODS, PAYMENT_TERMS, isPaymentMethod, isPaymentTerms, paymentDueDate } from '@bakery/core/payment';
import type { BillDetail } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { BillInvoicePlan } from './BillInvoicePlan';
import { DraftOrderList } from './DraftOrderList';
import { useBillErrorText } from './bill-errors';
import { useBillEdit } from './useBillEdit';

const within = (date: string | null, plan: { earliest: string; latest: string } | null) =>
  date !== null && plan !== null && date >= plan.earliest && date <= plan.latest;

/**
 * Editing an unsent bill (requirements/bills-and-e-invoices.md#editing-unsent-bills): its orders chosen again from its own and the
 * client's billable ones of its period (the /bill/create checklist and invoice plan), the date its
 * number allows, due date (empty = from the terms), payment and a note; the number stays.
 */
export function BillEditModal({
  bill,
  onClose,
  onSaved,
}: {
  bill: BillDetail;
  onClose: () => void;
  onSaved: (bill: BillDetail) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useBillErrorText();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const autoDue = bill.dueDate === paymentDueDate(bill.billDate, bill.paymentTerms ?? 'DAYS_30');
  const edit = useBillEdit(bill);
  const [due, setDue] = useState<string | null>(autoDue ? null : bill.dueDate);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { draft, fields, setFields } = edit;
  const ready = draft.status === 'ready' ? draft.draft : null;
  const plan = ready?.invoice ?? null;
  const billDate = within(fields.billDate, plan) ? fields.billDate : (plan?.billDate ?? null);
  const termsDue = billDate ? paymentDueDate(billDate, fields.paymentTerms) : null;
  const noteTooLong = fields.note.trim().length > BILL_NOTE_MAX;
  const canSave =
    !busy &&
    ready !== null &&
    !ready.invoiceProblem &&
    plan !== null &&
    !noteTooLong &&
    !(due && billDate && due < billDate);

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await edit.save({ billDate, dueDate: due });
      notifications.show({ color: 'green', message: t('bills.edit.saved', { number: bill.number }) });
      onSaved(saved);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('bills.edit.title', { number: bill.number })}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Text size="sm" c="taupe.7">
          {t('bills.edit.lead')}
        </Text>
        {draft.status === 'loading' ? <Loader size="sm" /> : null}
        {draft.status === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(draft.error)}
          </Alert>
        ) : null}
        {ready ? (
          <>
            <DraftOrderList
              orders={ready.orders}
              excluded={edit.excluded}
              disabled={busy}
              onToggle={edit.toggle}
              onChooseAll={edit.chooseAll}
            />
            <BillInvoicePlan
              plan={plan}
              problem={ready.invoiceProblem}
              billDate={billDate === plan?.billDate ? null : billDate}
              onBillDate={(d) => setFields({ ...fields, billDate: d })}
              disabled={busy}
            />
            <Group grow align="flex-start" wrap={phone ? 'wrap' : 'nowrap'}>
              <Select
                label={t('bills.edit.paymentMethod')}
                data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`clients.paymentMethods.${m}`) }))}
                value={fields.paymentMethod}
                onChange={(v) => isPaymentMethod(v) && setFields({ ...fields, paymentMethod: v })}
                allowDeselect={false}
                disabled={busy}
              />
              <Select
                label={t('bills.edit.paymentTerms')}
                data={PAYMENT_TERMS.map((p) => ({ value: p, label: t(`clients.paymentTerms.${p}`) }))}
                value={fields.paymentTerms}
                onChange={(v) => isPaymentTerms(v) && setFields({ ...fields, paymentTerms: v })}
                allowDeselect={false}
                disabled={busy}
              />
            </Group>
            <DatePickerInput
              label={t('bills.edit.dueDate')}
              description={termsDue ? t('bills.edit.dueDateHint', { date: formatDate(termsDue) }) : undefined}
              placeholder={termsDue ? formatDate(termsDue) : undefined}
              valueFormat="DD.MM.YYYY"
              minDate={billDate ?? undefined}
              value={due}
              onChange={setDue}
              clearable
              disabled={busy}
            />
            <Textarea
              label={t('bills.edit.note')}
              description={t('bills.edit.noteHint', { max: BILL_NOTE_MAX })}
              value={fields.note}
              onChange={(e) => setFields({ ...fields, note: e.currentTarget.value })}
              error={noteTooLong ? `${fields.note.trim().length} / ${BILL_NOTE_MAX}` : undefined}
              autosize
              minRows={2}
              disabled={busy}
            />
            <Group justify="space-between" wrap="wrap">
              <Text fw={700} aria-label={t('bills.edit.total')}>
                {t('bills.edit.total')}: {formatCents(ready.totalCents, language)}
              </Text>
            </Group>
          </>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={!canSave}>
            {t('bills.edit.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
