import { Alert, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoicePlan, InvoiceProblem } from '../../api/operations';
import { ApiError } from '../../api/client';
import { formatDate } from '../../i18n/format';
import { useBillErrorText } from './bill-errors';

interface Props {
  plan: InvoicePlan | null;
  problem: InvoiceProblem | null;
  /** The picked bill date; null = the plan's default. */
  billDate: string | null;
  onBillDate: (date: string | null) => void;
  disabled?: boolean;
}

/**
 * The invoice the chosen orders make (D.P.R. 633/72 art. 21 c. 4): a deferred invoice (TD24) of a
 * month's docketed deliveries or an immediate one (TD01) of a day without docket, its date within
 * what the rule allows, a warning when it is late, or why the choice cannot be one invoice.
 */
export function BillInvoicePlan({ plan, problem, billDate, onBillDate, disabled }: Props) {
  const { t } = useTranslation();
  const errorText = useBillErrorText();
  if (problem) {
    const named = [
      problem.orderNumbers.length > 0
        ? t('bills.create.problemOrders', { numbers: problem.orderNumbers.map((n) => `#${n}`).join(', ') })
        : null,
      problem.months.length > 0
        ? t('bills.create.problemMonths', {
            months: problem.months.map((m) => `${m.slice(5, 7)}/${m.slice(0, 4)}`).join(', '),
          })
        : null,
      problem.days.length === 0
        ? null
        : problem.code === 'BILL_SPANS_REGIME_CHANGE'
          ? t('bills.create.problemRegimeChange', { day: problem.days.map(formatDate).join(', ') })
          : t('bills.create.problemDays', { days: problem.days.map(formatDate).join(', ') }),
    ].filter((line): line is string => line !== null);
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
        <Stack gap={4}>
          <Text size="sm">{errorText(new ApiError(problem.code, {}))}</Text>
          {named.map((line) => (
            <Text key={line} size="sm" fw={600}>
              {line}
            </Text>
          ))}
        </Stack>
      </Alert>
    );
  }
  if (!plan) return null;
  const issueBy = formatDate(plan.issueBy);
  return (
    <Stack gap="xs">
      <Stack gap={0}>
        <Text size="xs" c="taupe.7" tt="uppercase" fw={600}>
          {t('bills.create.invoiceTitle')}
        </Text>
        <Text fw={700}>{t(`bills.create.${plan.documentType}`)}</Text>
        <Text size="sm" c="taupe.7">
          {t(plan.documentType === 'TD24' ? 'bills.create.TD24Hint' : 'bills.create.TD01Hint', { issueBy })}
        </Text>
      </Stack>
      {plan.earliest === plan.latest ? (
        // one allowed day (an immediate invoice, or a deferred one billed on its delivery day): shown, not a locked field
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {t('bills.create.billDate')}
          </Text>
          <Text fw={700} aria-label={t('bills.create.billDate')}>
            {formatDate(plan.billDate)}
          </Text>
        </Stack>
      ) : (
        <DatePickerInput
          label={t('bills.create.billDate')}
          description={t('bills.create.billDateHint', {
            earliest: formatDate(plan.earliest),
            latest: formatDate(plan.latest),
          })}
          valueFormat="DD.MM.YYYY"
          minDate={plan.earliest}
          maxDate={plan.latest}
          value={billDate ?? plan.billDate}
          onChange={(value) => onBillDate(value === plan.billDate ? null : value)}
          disabled={disabled}
        />
      )}
      {plan.datedOnIssue ? (
        <Alert color="blue" variant="light" icon={<IconClockExclamation size={18} />}>
          {t('bills.create.datedOnIssue')}
        </Alert>
      ) : null}
      {plan.late ? (
        <Alert color="yellow" variant="light" icon={<IconClockExclamation size={18} />}>
          {t('bills.create.late', { issueBy })}
        </Alert>
      ) : null}
    </Stack>
  );
}
