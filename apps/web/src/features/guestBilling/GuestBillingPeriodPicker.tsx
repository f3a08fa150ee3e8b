import { Button, Group, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { addDays } from '@bakery/core';
import { useRangePicking } from '../../ui/range-picking';
import { MAX_GUEST_BILLING_DAYS, monthPeriod, weekPeriod, type GuestBillingPeriod } from '@bakery/core/guest-billing';

/** The period to bill: a date range (at most 366 days) with quick buttons for this week, last week and this month. */
export function GuestBillingPeriodPicker({
  period,
  today,
  onChange,
}: {
  period: GuestBillingPeriod;
  today: string;
  onChange: (period: GuestBillingPeriod) => void;
}) {
  const { t } = useTranslation();
  const { picking, rangeProps } = useRangePicking(period, onChange);
  const quick = [
    { key: 'thisWeek', label: t('guestBilling.thisWeek'), period: weekPeriod(today) },
    { key: 'lastWeek', label: t('guestBilling.lastWeek'), period: weekPeriod(today, -1) },
    { key: 'thisMonth', label: t('guestBilling.thisMonth'), period: monthPeriod(today) },
  ];
  const is = (p: GuestBillingPeriod) => p.from === period.from && p.to === period.to;
  const first = picking?.[0];

  return (
    <Stack gap="xs">
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        label={t('guestBilling.period')}
        valueFormat="DD.MM.YYYY"
        {...rangeProps}
        maxDate={first ? addDays(first, MAX_GUEST_BILLING_DAYS - 1) : undefined}
        popoverProps={{ withinPortal: true }}
        maw={{ base: '100%', xs: 320 }}
      />
      <Group gap="xs">
        {quick.map((q) => (
          <Button
            key={q.key}
            size="compact-sm"
            variant={is(q.period) ? 'filled' : 'light'}
            aria-pressed={is(q.period)}
            onClick={() => onChange(q.period)}
          >
            {q.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
