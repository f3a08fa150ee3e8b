import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CREDIT_REASON_MAX, creditNoteComputation, formatCents, type CreditNoteFormInput } from '@bakery/core';
import { useApiMutation } from '../../api/query';
import { CreateCreditNoteMutation } from '../../api/operations';
import type { BillDetail } from '../../api/operations';
import { useLanguage } from '../../i18n/use-language';
import { BillTotals } from './BillTotals';
import { formatQuantity } from './bill-format';
import { billErrorText } from './bill-errors';
import { schemaForm, type SchemaIssue } from '../../ui/schema-form';
import { creditSchemas, initialRows, wholeRows, type CreditNoteFormValues, type CreditRow } from './credit-note-form';

function LineRow({
  bill,
  index,
  row,
  onChange,
}: {
  bill: BillDetail;
  index: number;
  row: CreditRow;
  onChange: (row: CreditRow) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const line = bill.lines[index];
  // a row is made per line of the bill; without its line there is nothing to credit
  if (!line) return null;
  const open = bill.creditableCents[index] ?? 0;
  const delivery = line.kind === 'DELIVERY';
  const unit = line.unit === 'KG' ? 'kg' : t('bills.lines.pieces');
  const name = delivery ? t('bills.lines.delivery') : line.name;
  return (
    <Paper withBorder p="sm" bg={row.chosen ? 'brown.0' : undefined}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Checkbox
          checked={row.chosen}
          disabled={open === 0}
          onChange={(e) => onChange({ ...row, chosen: e.currentTarget.checked })}
          label={
            <Stack gap={0}>
              <Text fw={600} size="sm">{`${index + 1}. ${name}`}</Text>
              <Text size="xs" c="taupe.7">
                {[
                  delivery ? null : `${formatQuantity(line.quantity, line.unit, language)} ${unit}`,
                  formatCents(line.netCents, language),
                  t('bills.credit.open', { amount: formatCents(open, language) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          }
        />
        {row.chosen ? (
          <Group gap="xs" wrap="nowrap">
            {delivery ? null : (
              <SegmentedControl
                size="xs"
                value={row.by}
                onChange={(by) => onChange({ ...row, by: by as CreditRow['by'], value: '' })}
                data={[
                  { value: 'QUANTITY', label: t('bills.credit.byQuantity') },
                  { value: 'AMOUNT', label: t('bills.credit.byAmount') },
                ]}
              />
            )}
            <TextInput
              w={110}
              size="xs"
              aria-label={t(row.by === 'QUANTITY' ? 'bills.credit.quantityOf' : 'bills.credit.amountOf', {
                line: index + 1,
              })}
              value={row.value}
              inputMode="decimal"
              rightSection={<Text size="xs">{row.by === 'QUANTITY' ? unit : '€'}</Text>}
              rightSectionWidth={row.by === 'QUANTITY' && line.unit !== 'KG' ? 44 : 28}
              onChange={(e) => onChange({ ...row, value: e.currentTarget.value })}
            />
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * The bakery takes back lines of a sent bill (returned bread, a weight complaint, a wrong price)
 * by a credit note: per line a quantity or an amount, a reason, and the totals as they will be.
 */
export function CreditNoteModal({ bill, opened, onClose }: { bill: BillDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const schemas = useMemo(() => creditSchemas(bill, language), [bill, language]);
  /** A line problem as the server words it ("more than the bill still holds (lines 2)"). */
  const issueText = (_path: string, issue: SchemaIssue) => {
    const code = issue.message;
    if (code !== 'CREDIT_NOTE_EMPTY' && code !== 'CREDIT_NOTE_LINE_INVALID' && code !== 'CREDIT_NOTE_TOO_MUCH')
      return t('errors.BAD_INPUT');
    const lines = Array.isArray(issue.params?.lines) ? issue.params.lines.join(', ') : '';
    return t(`errors.${code}`, { lines });
  };
  // core's credit-note rules on the bill's lines, the ones the server's createCreditNote applies
  const form = useForm<CreditNoteFormValues, CreditNoteFormInput>({
    initialValues: { rows: initialRows(bill), reason: '' },
    ...schemaForm<CreditNoteFormValues, CreditNoteFormInput>(schemas.form, issueText),
  });
  const { rows } = form.values;
  const createCreditNote = useApiMutation(CreateCreditNoteMutation);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const checked = useMemo(() => schemas.rows.safeParse(rows), [schemas, rows]);
  const complete = useMemo(() => schemas.form.safeParse(form.values).success, [schemas, form.values]);
  const chosen = rows.some((r) => r.chosen);
  const typed = rows.every((r) => !r.chosen || r.value.trim() !== '');
  const problem = chosen && typed && !checked.success ? checked.error.issues[0] : undefined;
  const totals = chosen && typed && checked.success ? creditNoteComputation(checked.data.credit) : null;

  const submit = form.onSubmit(({ lines, reason }) => {
    setBusy(true);
    setFailure(null);
    createCreditNote
      .mutateAsync({ billId: bill.id, lines, reason })
      .then(({ createCreditNote }) => {
        onClose();
        void navigate(`/bill/${createCreditNote.id}`);
      })
      .catch((error: unknown) => setFailure(error))
      .finally(() => setBusy(false));
  });

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={t('bills.credit.title', { number: bill.number })}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('bills.credit.intro')}</Text>
          <Group justify="flex-end">
            <Button variant="subtle" size="xs" onClick={() => form.setFieldValue('rows', wholeRows(bill, language))}>
              {t('bills.credit.all')}
            </Button>
          </Group>
          <Stack gap="xs" role="group" aria-label={t('bills.credit.lines')}>
            {rows.map((row, i) => (
              <LineRow
                key={i}
                bill={bill}
                index={i}
                row={row}
                onChange={(next) => form.setFieldValue(`rows.${i}`, next)}
              />
            ))}
          </Stack>
          <Textarea
            label={t('bills.credit.reason')}
            description={t('bills.credit.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={CREDIT_REASON_MAX}
            {...form.getInputProps('reason')}
          />
          {problem ? (
            <Alert color="red" variant="light">
              {issueText('rows', problem)}
            </Alert>
          ) : null}
          {totals ? (
            <Paper withBorder p="md">
              <BillTotals
                amounts={{
                  ...totals,
                  summaries: totals.summaries.map((summary) => ({
                    ...summary,
                    natura: summary.natura ?? null,
                    legalReference: summary.legalReference ?? null,
                  })),
                }}
                totalLabel={t('bills.credit.total')}
              />
            </Paper>
          ) : null}
          {failure ? (
            <Alert color="red" variant="light">
              {billErrorText(t, failure)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!complete}>
              {t('bills.credit.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
