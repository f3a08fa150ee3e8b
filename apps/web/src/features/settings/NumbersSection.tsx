import { Code, Grid, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { DocumentSettings } from '../../api/operations';
import { useFormatDateTime } from '../auth';
import { useTranslation } from 'react-i18next';
import type { DocumentsField, DocumentsValues } from './documents-form';
import { DocumentsFieldset, HINT_BELOW } from './DocumentsFieldset';

type NumbersValues = Pick<
  DocumentsValues,
  | 'billNumberFormat'
  | 'nextBillNumber'
  | 'prefix'
  | 'suffix'
  | 'ddNumberFormat'
  | 'nextDdNumber'
  | 'creditNoteNumberFormat'
  | 'nextCreditNoteNumber'
  | 'numberChangeReason'
>;

interface NumbersSectionProps {
  values: NumbersValues;
  /** The saved next numbers: the lowest a counter may be set to. */
  lowest: { nextBillNumber: number; nextDdNumber: number; nextCreditNoteNumber: number };
  previews: { bill: string | null; docket: string | null; creditNote: string | null };
  /** Whether a counter is set past its next number: the reason is asked. */
  skipping: boolean;
  changes: DocumentSettings['numberChanges'];
  errors: Partial<Record<DocumentsField, string>>;
  onChange: (change: Partial<NumbersValues>) => void;
}

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

function Preview({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{label}</Text>
      <Code fz="md" data-testid={testId} style={{ whiteSpace: 'pre' }}>
        {value ?? '—'}
      </Code>
    </Group>
  );
}

function CounterInput({
  label,
  hint,
  value,
  min,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: number | '';
  min: number;
  error?: string;
  onChange: (value: number | '') => void;
}) {
  return (
    <NumberInput
      label={label}
      description={hint}
      inputWrapperOrder={HINT_BELOW}
      value={value}
      min={min}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=""
      error={error}
      onChange={(next) => onChange(typeof next === 'number' ? next : '')}
    />
  );
}

/**
 * Settings → Documents → how bills and delivery dockets are numbered (the tokens of
 * requirements/bills-and-e-invoices.md#numbers), with the next numbers previewed as typed. Prefix and suffix go around
 * bill numbers only (ADR 010).
 */
export function NumbersSection({ values, lowest, previews, skipping, changes, errors, onChange }: NumbersSectionProps) {
  const { t } = useTranslation();
  return (
    <DocumentsFieldset legend={t('settings.documents.numbers.title')} text={t('settings.documents.tokens')}>
      <Stack gap="md">
        <Text fw={600} size="sm">
          {t('settings.documents.numbers.bills')}
        </Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('settings.documents.numbers.billFormat')}
              value={values.billNumberFormat}
              maxLength={30}
              error={errors.billNumberFormat}
              styles={mono}
              onChange={(e) => onChange({ billNumberFormat: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CounterInput
              label={t('settings.documents.numbers.nextBill')}
              hint={t('settings.documents.nextNumberHint', { next: lowest.nextBillNumber })}
              value={values.nextBillNumber}
              min={lowest.nextBillNumber}
              error={errors.nextBillNumber}
              onChange={(nextBillNumber) => onChange({ nextBillNumber })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label={t('settings.documents.numbers.prefix')}
              value={values.prefix}
              maxLength={10}
              error={errors.prefix}
              styles={mono}
              onChange={(e) => onChange({ prefix: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label={t('settings.documents.numbers.suffix')}
              value={values.suffix}
              maxLength={10}
              error={errors.suffix}
              styles={mono}
              onChange={(e) => onChange({ suffix: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Text size="xs" c="taupe.7" mt={{ base: 0, sm: 28 }}>
              {t('settings.documents.numbers.affixHint')}
            </Text>
          </Grid.Col>
        </Grid>
        <Preview label={t('settings.documents.numbers.billPreview')} value={previews.bill} testId="bill-preview" />

        <Text fw={600} size="sm" mt="sm">
          {t('settings.documents.numbers.dockets')}
        </Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('settings.documents.ddFormat')}
              value={values.ddNumberFormat}
              maxLength={30}
              error={errors.ddNumberFormat}
              styles={mono}
              onChange={(e) => onChange({ ddNumberFormat: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CounterInput
              label={t('settings.documents.nextNumber')}
              hint={t('settings.documents.nextNumberHint', { next: lowest.nextDdNumber })}
              value={values.nextDdNumber}
              min={lowest.nextDdNumber}
              error={errors.nextDdNumber}
              onChange={(nextDdNumber) => onChange({ nextDdNumber })}
            />
          </Grid.Col>
        </Grid>
        <Preview label={t('settings.documents.preview')} value={previews.docket} testId="docket-preview" />

        <Text fw={600} size="sm" mt="sm">
          {t('settings.documents.numbers.creditNotes')}
        </Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('settings.documents.numbers.creditNoteFormat')}
              value={values.creditNoteNumberFormat}
              maxLength={30}
              error={errors.creditNoteNumberFormat}
              styles={mono}
              onChange={(e) => onChange({ creditNoteNumberFormat: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CounterInput
              label={t('settings.documents.numbers.nextCreditNote')}
              hint={t('settings.documents.nextNumberHint', { next: lowest.nextCreditNoteNumber })}
              value={values.nextCreditNoteNumber}
              min={lowest.nextCreditNoteNumber}
              error={errors.nextCreditNoteNumber}
              onChange={(nextCreditNoteNumber) => onChange({ nextCreditNoteNumber })}
            />
          </Grid.Col>
        </Grid>
        <Preview
          label={t('settings.documents.numbers.creditNotePreview')}
          value={previews.creditNote}
          testId="credit-note-preview"
        />

        {skipping ? (
          <TextInput
            label={t('settings.documents.numbers.reason')}
            description={t('settings.documents.numbers.reasonHint')}
            inputWrapperOrder={HINT_BELOW}
            required
            maxLength={200}
            value={values.numberChangeReason}
            error={errors.numberChangeReason}
            onChange={(e) => onChange({ numberChangeReason: e.currentTarget.value })}
          />
        ) : null}
        <NumberChanges changes={changes} />
      </Stack>
    </DocumentsFieldset>
  );
}

/** The series moved forward by hand, with the reasons given: what an accountant asks about missing numbers. */
function NumberChanges({ changes }: { changes: DocumentSettings['numberChanges'] }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <Stack gap={4} aria-label={t('settings.documents.numbers.history')} role="group">
      <Text size="sm" fw={600}>
        {t('settings.documents.numbers.history')}
      </Text>
      {changes.map((c, i) => (
        <Text key={i} size="xs" c="taupe.7">
          {t('settings.documents.numbers.change', {
            date: formatDateTime(c.changedAt),
            series: t(`settings.documents.numbers.series.${c.series}`),
            from: c.fromNumber,
            to: c.toNumber,
            reason: c.reason,
          })}
        </Text>
      ))}
    </Stack>
  );
}
