import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_NAME_MAX, holidayFormSchema, type HolidayInput } from '@bakery/core';
import type { Holiday } from '../../api/operations';
import { schemaForm } from '../../ui/schema-form';
import { errorCodeOf, useErrorText } from '../../i18n/error-text';

export interface HolidayFormProps {
  holiday: Holiday | null;
  onSave: (input: { name: string; from: string; to: string }) => Promise<void>;
  onCancel: () => void;
}

type Range = [string | null, string | null];
interface HolidayFormValues {
  name: string;
  range: Range;
}

/** Create or edit one holiday: a name and a range of whole days (a single day = the same day twice). */
export function HolidayForm({ holiday, onSave, onCancel }: HolidayFormProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  // the rules the server checks (HolidayInputSchema): a name, a range of at most 366 whole days;
  // a bad range is reported on `to`, shown at the date picker
  const form = useForm<HolidayFormValues, HolidayInput>({
    initialValues: { name: holiday?.name ?? '', range: [holiday?.from ?? null, holiday?.to ?? null] },
    ...schemaForm<HolidayFormValues, HolidayInput>(holidayFormSchema, (path) =>
      path === 'name' ? t('holidays.nameInvalid', { max: HOLIDAY_NAME_MAX }) : t('errors.INVALID_DATE'),
    ),
    onValuesChange: () => setFailure(null),
  });

  // form.submitting stays true until the returned promise settles
  const submit = form.onSubmit((input) =>
    onSave(input).catch((error: unknown) =>
      errorCodeOf(error) === 'INVALID_DATE' ? form.setFieldError('to', t('errors.INVALID_DATE')) : setFailure(error),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <TextInput
          label={t('holidays.name')}
          placeholder={t('holidays.namePlaceholder')}
          {...form.getInputProps('name')}
          maxLength={HOLIDAY_NAME_MAX}
          required
          data-autofocus
        />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('holidays.range')}
          description={t('holidays.rangeHint')}
          placeholder={t('holidays.rangePlaceholder')}
          value={form.values.range}
          onChange={(value) => {
            form.setFieldValue('range', value as Range);
            form.clearFieldError('to');
          }}
          valueFormat="DD.MM.YYYY"
          locale={i18n.language}
          defaultDate={holiday?.from ?? undefined}
          error={form.errors.to}
          popoverProps={{ withinPortal: true }}
          clearable
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
