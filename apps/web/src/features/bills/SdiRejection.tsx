import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BillDetail } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { SdiErrorList } from './SdiErrorList';
import { localIsoDate, reissueNotice } from './bill-format';

/** The latest rejection notice (NS) in a bill's history, if any. */
export function latestRejection(bill: Pick<BillDetail, 'sdiNotifications'>) {
  return bill.sdiNotifications.filter((n) => n.kind === 'NS').at(-1) ?? null;
}

/** The headline of a rejected bill: by when to send it again corrected (days left), the last day, or since when it is overdue. */
function useDeadlineText(reissueBy: string | null, today: Date): { title: string; text: string; overdue: boolean } {
  const { t } = useTranslation();
  if (!reissueBy) return { title: t('bills.rejection.title'), text: t('bills.rejection.keep'), overdue: false };
  const notice = reissueNotice(reissueBy, localIsoDate(today));
  const date = formatDate(notice.by);
  switch (notice.kind) {
    case 'due':
      return {
        title: t('bills.rejection.dueIn', { date, count: notice.daysLeft }),
        text: t('bills.rejection.keep'),
        overdue: false,
      };
    case 'today':
      return { title: t('bills.rejection.dueToday', { date }), text: t('bills.rejection.keep'), overdue: false };
    case 'overdue':
      return {
        title: t('bills.rejection.overdue', { since: formatDate(notice.since) }),
        text: t('bills.rejection.overdueText', { date }),
        overdue: true,
      };
  }
}

/**
 * A bill SdI rejected (the bakery's view, beside its "send again" action): until when it may be
 * sent again corrected and keep its number and date (5 days from the rejection, Bill.reissueBy),
 * and SdI's reasons, each explained with where to fix it.
 */
export function SdiRejection({ bill, today }: { bill: BillDetail; today: Date }) {
  const { t } = useTranslation();
  const { title, text, overdue } = useDeadlineText(bill.reissueBy, today);
  const rejection = latestRejection(bill);
  return (
    <Alert
      role="region"
      color={overdue ? 'red' : 'orange'}
      variant="light"
      icon={overdue ? <IconAlertTriangle /> : <IconClockExclamation />}
      title={title}
      // the theme's dark brown (or dark red) keeps the headline readable on the light orange (red) ground
      styles={{
        title: {
          fontSize: 'var(--mantine-font-size-md)',
          color: overdue ? 'var(--mantine-color-red-9)' : 'var(--mantine-color-brown-8)',
        },
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        {rejection ? (
          <Stack gap={6}>
            <Text size="sm" fw={700}>
              {t('bills.rejection.reasons')}
            </Text>
            <SdiErrorList errors={rejection.errors} client={bill.client} />
          </Stack>
        ) : null}
      </Stack>
    </Alert>
  );
}
