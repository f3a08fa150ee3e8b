import { useEffect, useRef } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DatesLocale } from '../../i18n/DatesLocale';
import { useRangePicking } from '../../ui/range-picking';
import type { Period } from './PeriodField';

/**
 * The dashboard's period as a range calendar (@mantine/dates with dayjs, a chunk of its own: PeriodField
 * loads it on first use). `open`: the calendar opens when it appears (the user clicked the stand-in).
 */
export function PeriodPicker({
  period,
  onChange,
  open = false,
}: {
  period: Period;
  onChange: (period: Period) => void;
  open?: boolean;
}) {
  const { t } = useTranslation();
  const { rangeProps } = useRangePicking(period, onChange);
  const field = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    field.current?.focus();
    field.current?.click();
  }, [open]);
  return (
    <DatesLocale>
      <DatePickerInput
        ref={field}
        type="range"
        allowSingleDateInRange
        label={t('dashboard.period')}
        valueFormat="DD.MM.YYYY"
        miw={220}
        {...rangeProps}
      />
    </DatesLocale>
  );
}
