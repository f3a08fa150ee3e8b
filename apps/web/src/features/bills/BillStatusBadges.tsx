import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillSummary } from '../../api/operations';
import { SDI_STATES, sdiStateColor } from './bill-format';

/**
 * Sent (with the SdI state once the e-invoice went there) and paid, as small badges; a credit note is
 * not "to pay", nor a bill its credit notes took back in full. A bill issued after its deadline says so.
 */
export function BillStatusBadges({
  bill,
}: {
  bill: Pick<BillSummary, 'sent' | 'paid' | 'sdiState'> &
    Partial<Pick<BillSummary, 'documentType' | 'sdiSending' | 'issuedLate' | 'fullyCredited'>>;
}) {
  const { t } = useTranslation();
  const known = bill.sdiState !== null && (SDI_STATES as readonly string[]).includes(bill.sdiState);
  return (
    <Group gap={6} wrap="wrap">
      {bill.sdiSending ? (
        <Badge color="orange" variant="light">
          {t('bills.status.sending')}
        </Badge>
      ) : bill.sdiState ? (
        <Badge color={sdiStateColor(bill.sdiState)} variant="light">
          {t('bills.status.sdi', {
            state: known ? t(`bills.sdiState.${bill.sdiState as (typeof SDI_STATES)[number]}`) : bill.sdiState,
          })}
        </Badge>
      ) : (
        <Badge color={bill.sent ? 'blue' : 'gray'} variant={bill.sent ? 'light' : 'outline'}>
          {bill.sent ? t('bills.status.sent') : t('bills.status.notSent')}
        </Badge>
      )}
      {bill.documentType === 'TD04' ? null : bill.fullyCredited && !bill.paid ? (
        <Badge color="gray" variant="light">
          {t('bills.status.credited')}
        </Badge>
      ) : (
        <Badge color={bill.paid ? 'teal' : 'yellow'} variant={bill.paid ? 'light' : 'outline'}>
          {bill.paid ? t('bills.status.paid') : t('bills.status.unpaid')}
        </Badge>
      )}
      {bill.issuedLate ? (
        <Badge color="red" variant="outline">
          {t('bills.status.late')}
        </Badge>
      ) : null}
    </Group>
  );
}
