import type { ReactNode } from 'react';
import { Chip, Group, Input, MultiSelect, Radio, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeDayRules, type Language } from '@bakery/core';
import { MONTH_DAYS, WEEKDAYS, dayRulesOf, type DayKind, type ProductFormValues } from './product-form';

type DayValues = Pick<ProductFormValues, 'dayKind' | 'availableWeekdays' | 'availableMonthDays'>;

interface AvailableDaysFieldProps {
  values: DayValues;
  language: Language;
  onChange: (patch: Partial<DayValues>, ...paths: string[]) => void;
  errorOf: (path: string) => ReactNode;
}

/**
 * Available days (docs/requirements/catalogue-and-price-lists.md#available-days): every day, chosen
 * weekdays or chosen days of the month (one kind at a time), with the rule in words below ("every Mon, Wed, Fri", "on the 1st and 15th").
 */
export function AvailableDaysField({ values, language, onChange, errorOf }: AvailableDaysFieldProps) {
  const { t } = useTranslation();
  const kinds: { value: DayKind; label: string }[] = [
    { value: 'every', label: t('products.form.days.every') },
    { value: 'weekdays', label: t('products.form.days.weekdays') },
    { value: 'monthDays', label: t('products.form.days.monthDays') },
  ];
  const monthDaysError = errorOf('availableMonthDays');
  return (
    <Stack gap="xs" mt="md">
      <Radio.Group
        label={t('products.form.days.label')}
        value={values.dayKind}
        onChange={(kind) => onChange({ dayKind: kind as DayKind }, 'availableWeekdays', 'availableMonthDays')}
      >
        <Group gap="lg" mt={6} wrap="wrap">
          {kinds.map((kind) => (
            <Radio key={kind.value} value={kind.value} label={kind.label} color="brown" />
          ))}
        </Group>
      </Radio.Group>
      {values.dayKind === 'weekdays' ? (
        <MultiSelect
          label={t('products.form.weekdays')}
          description={t('products.form.weekdaysEveryDay')}
          placeholder={values.availableWeekdays.length === 0 ? t('products.form.weekdaysPlaceholder') : undefined}
          data={WEEKDAYS.map((day) => ({ value: day, label: t(`products.weekdays.${day}`) }))}
          value={values.availableWeekdays}
          onChange={(days) => onChange({ availableWeekdays: days }, 'availableWeekdays')}
          error={errorOf('availableWeekdays')}
          clearable
        />
      ) : null}
      {values.dayKind === 'monthDays' ? (
        <Input.Wrapper
          label={t('products.form.days.monthDays')}
          description={t('products.form.days.monthDaysHint')}
          error={monthDaysError}
        >
          <Chip.Group
            multiple
            value={values.availableMonthDays}
            onChange={(days) => onChange({ availableMonthDays: days }, 'availableMonthDays')}
          >
            <Group gap={6} mt={6} role="group" aria-label={t('products.form.days.monthDays')}>
              {MONTH_DAYS.map((day) => (
                <Chip
                  key={day}
                  value={day}
                  size="xs"
                  variant="outline"
                  color="brown"
                  styles={{ label: { minWidth: 38, justifyContent: 'center' } }}
                >
                  {day}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      ) : null}
      <Group gap={6} wrap="nowrap" data-testid="available-days">
        <IconCalendarEvent size={16} aria-hidden />
        <Text size="sm" c="taupe.8">
          {t('products.form.days.summary', { days: describeDayRules(dayRulesOf(values), language) })}
        </Text>
      </Group>
    </Stack>
  );
}
