import { memo, useMemo } from 'react';
import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompileDeadline } from '../../api/operations';
import { useFormatDateTime } from '../auth';
import { formatDate } from '../../i18n/format';

/**
 * The deadline to pack: each with its delivery day and orders, and the chosen one even when it is
 * not among them (an old link). Memoised apart from the list: a weight saved does not draw it again.
 */
export const DeadlinePicker = memo(function DeadlinePicker({
  deadlines,
  value,
  onChange,
}: {
  deadlines: readonly CompileDeadline[];
  value: string;
  onChange: (deadline: string) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const options = useMemo(() => {
    const listed = deadlines.map((d) => ({
      value: d.deadline,
      label: t('compile.deadline.option', {
        delivery: d.deliveryDate ? formatDate(d.deliveryDate) : '—',
        deadline: formatDateTime(d.deadline),
        count: d.orderCount,
      }),
    }));
    return listed.some((o) => o.value === value)
      ? listed
      : [...listed, { value, label: t('compile.deadline.other', { deadline: formatDateTime(value) }) }];
  }, [deadlines, value, t, formatDateTime]);
  return (
    <>
      <Select
        size="lg"
        label={t('compile.deadline.label')}
        data={options}
        value={value}
        allowDeselect={false}
        onChange={(chosen) => chosen && onChange(chosen)}
        maw={720}
      />
      {/* a phone's field shows only the start of the choice: the deadline's time and orders in full below it */}
      <Text size="sm" c="taupe.8" mt={-8} hiddenFrom="sm" data-testid="compile-deadline-full">
        {options.find((o) => o.value === value)?.label}
      </Text>
    </>
  );
});
