import { Badge, Group, Select, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BakeListData, BakeListDeadlineOption } from '../../api/operations';
import { useFormatDateTime } from '../auth';
import { useLanguage } from '../../i18n/use-language';
import { formatDeliveryDay } from './bake-list-format';
import { DAY_PREFIX } from './useBakeList';

/**
 * The deadline to bake for: the server's deadlines (soonest first) with delivery day, orders and
 * whether generated; a delivery day of several deadlines also as a whole (value `day:YYYY-MM-DD`).
 */
export function DeadlinePicker({
  deadlines,
  value,
  onChange,
}: {
  deadlines: BakeListDeadlineOption[];
  value: string | null;
  onChange: (deadline: string) => void;
}) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const language = useLanguage();
  // the shown deadline is always offered, even when the picker's list could not be loaded
  const options =
    value && !value.startsWith(DAY_PREFIX) && !deadlines.some((d) => d.deadline === value)
      ? [{ deadline: value, deliveryDate: null, orderCount: -1, generatedAt: null }, ...deadlines]
      : deadlines;
  const dayOf = (d: BakeListDeadlineOption) => (d.deliveryDate ? formatDeliveryDay(d.deliveryDate, language) : null);
  const closes = (d: BakeListDeadlineOption) => t('bakeList.deadline.closes', { at: formatDateTime(d.deadline) });
  // the field shows the delivery day alone, so it fits a phone; where two deadlines share the day
  // (clients with other deadline times), the day without its year and the deadline's time
  const sharedDay = (d: BakeListDeadlineOption) =>
    options.filter((o) => o.deliveryDate !== null && o.deliveryDate === d.deliveryDate).length > 1;
  const labelOf = (d: BakeListDeadlineOption) => {
    if (!d.deliveryDate) return closes(d);
    if (!sharedDay(d)) return formatDeliveryDay(d.deliveryDate, language);
    const time = formatDateTime(d.deadline).split(' ').at(-1);
    return `${formatDeliveryDay(d.deliveryDate, language, false)} · ${t('bakeList.deadline.closesTime', { time })}`;
  };
  const detailsOf = (d: BakeListDeadlineOption) =>
    [
      closes(d),
      d.orderCount >= 0 ? t('bakeList.deadline.orders', { count: d.orderCount }) : null,
      d.generatedAt ? t('bakeList.deadline.generatedShort') : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const byValue = new Map(options.map((d) => [d.deadline, d]));
  // a delivery day split by several deadlines is offered whole too, right before its deadlines
  const data: { value: string; label: string }[] = [];
  const dayLabels = new Map<string, { day: string; details: string }>();
  for (const d of options) {
    const date = d.deliveryDate;
    if (date && sharedDay(d) && !dayLabels.has(`${DAY_PREFIX}${date}`)) {
      const ofDay = options.filter((o) => o.deliveryDate === date);
      const value = `${DAY_PREFIX}${date}`;
      const day = formatDeliveryDay(date, language);
      const orders = ofDay.reduce((sum, o) => sum + Math.max(0, o.orderCount), 0);
      dayLabels.set(value, {
        day,
        details: [t('bakeList.day.wholeDay'), t('bakeList.deadline.orders', { count: orders })].join(' · '),
      });
      data.push({ value, label: t('bakeList.day.option', { day }) });
    }
    data.push({ value: d.deadline, label: labelOf(d) });
  }

  return (
    <Select
      className="no-print"
      label={t('bakeList.deadline.label')}
      size="lg"
      leftSection={<IconCalendarEvent size={22} aria-hidden />}
      data={data}
      // the list says all: delivery day, then deadline, orders and whether generated (each option's name reads them in order)
      renderOption={({ option, checked }) => {
        const d = byValue.get(option.value);
        const whole = dayLabels.get(option.value);
        if (whole)
          return (
            <Group gap="sm" wrap="nowrap" justify="space-between" w="100%">
              <Stack gap={0}>
                <Text fw={700}>
                  {option.label} <VisuallyHidden>·</VisuallyHidden>
                </Text>
                <Text size="sm" c="taupe.8">
                  {whole.details}
                </Text>
              </Stack>
              {checked ? <IconCheck size={18} aria-hidden /> : null}
            </Group>
          );
        return (
          <Group gap="sm" wrap="nowrap" justify="space-between" w="100%">
            <Stack gap={0}>
              {d && dayOf(d) ? (
                <Text fw={600}>
                  {dayOf(d)} <VisuallyHidden>·</VisuallyHidden>
                </Text>
              ) : null}
              <Text size="sm" c="taupe.8">
                {d ? detailsOf(d) : option.label}
              </Text>
            </Stack>
            {checked ? <IconCheck size={18} aria-hidden /> : null}
          </Group>
        );
      }}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      maxDropdownHeight={420}
      comboboxProps={{ shadow: 'md' }}
      w="100%"
      maw={880}
    />
  );
}

/** What the list is for, printed too: delivery day, deadline, orders, and when it was generated. */
export function BakeListSummary({ list, option }: { list: BakeListData; option: BakeListDeadlineOption | undefined }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap={6} className="bake-list-summary">
      <Title order={2} fz={{ base: 24, sm: 30 }} c="brown.9">
        {option?.deliveryDate
          ? t('bakeList.summary.delivery', { date: formatDeliveryDay(option.deliveryDate, language) })
          : t('bakeList.summary.noDelivery')}
      </Title>
      <Group gap="md" wrap="wrap">
        <Text size="lg" c="taupe.8">
          {t('bakeList.deadline.closes', { at: formatDateTime(list.deadline) })}
        </Text>
        {option ? (
          <Text size="lg" c="taupe.8">
            {t('bakeList.deadline.orders', { count: option.orderCount })}
          </Text>
        ) : null}
        {list.generatedAt ? (
          <Badge
            size="xl"
            color="green"
            variant="light"
            tt="none"
            fw={700}
            leftSection={<IconLock size={16} aria-hidden />}
          >
            {t('bakeList.summary.generatedAt', { at: formatDateTime(list.generatedAt) })}
          </Badge>
        ) : (
          <Badge
            size="xl"
            color="taupe"
            variant="light"
            tt="none"
            fw={700}
            leftSection={<IconLockOpen size={16} aria-hidden />}
          >
            {t('bakeList.summary.notGenerated')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
