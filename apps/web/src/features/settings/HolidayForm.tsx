import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import { useTranslation } from 'react-i18next';
import { isValidHolidayRange } from '@bakery/core';
import type { Holiday } from '../../api/types';
import { errorCodeOf, useErrorText } from '../errors/error-text';

export interface HolidayFormProps {
  holiday: Holiday | null;
  onSave: (input: { name: string; from: string; to: string }) => Promise<void>;
  onCancel: () => void;
}

const MAX_NAME = 80;
type Range = [string | null, string | null];

/** Create or edit one holiday: a name and a range of whole days (a single day = the same day twice). */
export function HolidayForm({ holiday, onSave, onCancel }: HolidayFormProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState(holiday?.name ?? '');
  const [range, setRange] = useState<Range>([holiday?.from ?? null, holiday?.to ?? null]);
  const [nameInvalid, setNameInvalid] = useState(false);
  const [dateInvalid, setDateInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const [from, to] = range;
    const to2 = to ?? from; // one click picks a single day
    const badName = name.trim().length === 0 || name.trim().length > MAX_NAME;
    const badDate = !from || !isValidHolidayRange(from, to2);
    setNameInvalid(badName);
    setDateInvalid(badDate);
    if (badName || badDate) return;
    setBusy(true);
    onSave({ name: name.trim(), from: from!, to: to2! })
      .catch((error: unknown) => (errorCodeOf(error) === 'INVALID_DATE' ? setDateInvalid(true) : setFailure(error)))
      .finally(() => setBusy(false));
  };

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
          value={name}
          onChange={(event) => (setName(event.currentTarget.value), setNameInvalid(false))}
          error={nameInvalid ? t('holidays.nameInvalid', { max: MAX_NAME }) : undefined}
          maxLength={MAX_NAME}
          required
          data-autofocus
        />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('holidays.range')}
          description={t('holidays.rangeHint')}
          placeholder={t('holidays.rangePlaceholder')}
          value={range}
          onChange={(value) => (setRange(value as Range), setDateInvalid(false))}
          valueFormat="DD.MM.YYYY"
          locale={i18n.language}
          defaultDate={holiday?.from ?? undefined}
          error={dateInvalid ? t('errors.INVALID_DATE') : undefined}
          popoverProps={{ withinPortal: true }}
          clearable
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
