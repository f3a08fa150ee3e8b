import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DayBakeListData } from '../../api/operations';
import { useFormatDateTime } from '../auth';
import { useLanguage } from '../../i18n/use-language';
import { formatDeliveryDay } from './bake-list-format';
import { BakeListTable } from './BakeListTable';

/**
 * A whole delivery day (issue 45): every deadline of the day summed in one table, printed alike;
 * the deadlines it is made of open their own lists, where generating and additional breads are.
 */
export function DayBakeListView({ day, onOpen }: { day: DayBakeListData; onOpen: (deadline: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatDateTime = useFormatDateTime();
  return (
    <>
      <Stack gap={6} className="bake-list-summary">
        <Title order={2} fz={{ base: 24, sm: 30 }} c="brown.9">
          {t('bakeList.summary.delivery', { date: formatDeliveryDay(day.deliveryDate, language) })}
        </Title>
        <Text size="lg" fw={700} c="brown.8">
          {t('bakeList.day.wholeDay')}
        </Text>
        {day.deadlines.length > 0 ? (
          <Text size="lg" c="taupe.8">
            {t('bakeList.day.madeOf')}{' '}
            {day.deadlines
              .map((d) => `${formatDateTime(d.deadline)} (${t('bakeList.deadline.orders', { count: d.orderCount })})`)
              .join(', ')}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap" className="no-print">
          {day.deadlines.map((d) => (
            <Button
              key={d.deadline}
              size="md"
              variant="light"
              leftSection={<IconListDetails size={18} aria-hidden />}
              onClick={() => onOpen(d.deadline)}
            >
              {t('bakeList.day.openDeadline', {
                time: formatDateTime(d.deadline),
                orders: t('bakeList.deadline.orders', { count: d.orderCount }),
              })}
            </Button>
          ))}
        </Group>
      </Stack>
      {day.truncated ? (
        <Alert color="orange" role="status">
          {t('bakeList.truncated')}
        </Alert>
      ) : null}
      {day.items.length > 0 ? (
        <BakeListTable list={day} label={t('bakeList.day.tableLabel')} />
      ) : (
        <Paper withBorder p="xl">
          <Text fz="xl" ta="center" c="taupe.8">
            {t('bakeList.day.empty')}
          </Text>
        </Paper>
      )}
      <Text size="md" c="taupe.8" className="no-print">
        {t('bakeList.day.perDeadline')}
      </Text>
    </>
  );
}
