import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useRangePicking } from '../../ui/range-picking';
import { monthPeriod, type Period } from './bill-format';

/** The delivery period to bill: a date range with quick buttons for this and the last calendar month. */
export function BillPeriodPicker({
  period,
  today,
  onChange,
}: {
  period: Period;
  today?: Date;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation();
  const [now] = useState(() => today ?? new Date());
  const { rangeProps } = useRangePicking(period, onChange);
  const thisMonth = monthPeriod(now, 0);
  const lastMonth = monthPeriod(now, -1);
  const is = (p: Period) => p.from === period.from && p.to === period.to;

  return (
    <Stack gap="xs">
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        label={t('bills.create.period')}
        valueFormat="DD.MM.YYYY"
        {...rangeProps}
      />
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant={is(thisMonth) ? 'filled' : 'light'}
          onClick={() => onChange(thisMonth)}
          aria-pressed={is(thisMonth)}
        >
          {t('bills.create.thisMonth')}
        </Button>
        <Button
          size="compact-sm"
          variant={is(lastMonth) ? 'filled' : 'light'}
          onClick={() => onChange(lastMonth)}
          aria-pressed={is(lastMonth)}
        >
          {t('bills.create.lastMonth')}
        </Button>
      </Group>
    </Stack>
  );
}
