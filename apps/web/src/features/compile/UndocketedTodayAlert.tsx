import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query';
import { UndocketedTodayQuery } from '../../api/operations';
import { formatDate } from '../../i18n/format';

/**
 * The bakery's dashboard: today's deliveries (every deadline and zone) that have no delivery docket
 * yet, with the way to the compile screen's dockets of the earliest such deadline. Nothing when all
 * have one.
 */
export function UndocketedTodayAlert() {
  const { t } = useTranslation();
  const query = useApiQuery(UndocketedTodayQuery, {});
  const day = query.data?.undocketedToday;
  if (!day || day.recipients === 0) return null;
  const to = `/orders/compile?deadline=${encodeURIComponent(day.deadlines[0] ?? '')}&tab=dockets`;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('dashboard.undocketed.title')}
      data-testid="undocketed-today"
    >
      <Stack gap="xs" align="flex-start">
        <Text>{t('dashboard.undocketed.text', { count: day.recipients, date: formatDate(day.deliveryDate) })}</Text>
        <Text size="sm">{t('compile.docketWarning.why')}</Text>
        <Button component={Link} to={to} size="sm" variant="default">
          {t('dashboard.undocketed.action')}
        </Button>
      </Stack>
    </Alert>
  );
}
