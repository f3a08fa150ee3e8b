import { useState } from 'react';
import { Alert, Button, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@bakery/core';
import { downloadDocument } from '../../api/download';
import { loadStateOf, useApiQuery } from '../../api/query';
import { ServiceFeeStatementQuery } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useErrorText } from '../../i18n/error-text';
import { useLanguage } from '../../i18n/use-language';

/** The last `count` months before and including the current one, newest first ("2026-11"). */
export function recentMonths(today: Date, count = 12): string[] {
  const months: string[] = [];
  for (let i = 0; i < count; i++) months.push(monthBefore(today, i));
  return months;
}

/** The month `back` months before today's ("2026-10" for 1 in November 2026). */
function monthBefore(today: Date, back: number): string {
  const d = new Date(Date.UTC(today.getFullYear(), today.getMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Settings → Service fee (issue 7): what the platform charges the bakery for a month — every
 * client account with an accepted order delivered in the month at 3.00 EUR, plus VAT — with the
 * accounts counted and the invoice as PDF. The current month shows the statement so far.
 */
export function ServiceFeePanel({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const months = recentMonths(today);
  // the last finished month
  const [month, setMonth] = useState(() => monthBefore(today, 1));
  const statement = loadStateOf(useApiQuery(ServiceFeeStatementQuery, { month }));
  // a failed download is said below the button
  const download = useMutation({
    mutationFn: () =>
      downloadDocument('/api/service-fee/statement.pdf', { month, language }, `service-fee-${month}.pdf`),
  });

  const monthLabel = (m: string) =>
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${m}-01T00:00:00Z`),
    );
  const s = statement.status === 'ready' ? statement.data.serviceFeeStatement : undefined;
  const money = (cents: number) => formatCents(cents, language);
  return (
    <Stack gap="md">
      <Select
        label={t('serviceFee.month')}
        data={months.map((m) => ({ value: m, label: monthLabel(m) }))}
        value={month}
        onChange={(v) => v && setMonth(v)}
        allowDeselect={false}
        maw={260}
      />
      {statement.status === 'loading' && <Loader size="sm" role="status" aria-label={t('serviceFee.loading')} />}
      {statement.status === 'failed' && (
        <Alert color="red" role="alert">
          {errorText(statement.error)}
        </Alert>
      )}
      {s && (
        <>
          <Text>
            {t('serviceFee.summary', { count: s.accountCount, fee: money(s.feeCents), net: money(s.netCents) })}
          </Text>
          <Table withTableBorder maw={420} aria-label={t('serviceFee.totals')}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{t('serviceFee.net')}</Table.Td>
                <Table.Td ta="right">{money(s.netCents)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('serviceFee.vat', { rate: s.vatRate })}</Table.Td>
                <Table.Td ta="right">{money(s.taxCents)}</Table.Td>
              </Table.Tr>
              <Table.Tr fw={700}>
                <Table.Td>{t('serviceFee.total')}</Table.Td>
                <Table.Td ta="right">{money(s.totalCents)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm" c="taupe.7">
            {t('serviceFee.due', { date: formatDate(s.dueDate), number: s.number })}
          </Text>
          <Group>
            <Button
              leftSection={<IconFileTypePdf size={16} />}
              variant="light"
              loading={download.isPending}
              onClick={() => download.mutate()}
            >
              {t('serviceFee.pdf')}
            </Button>
          </Group>
          {download.isError && (
            <Alert color="red" role="alert">
              {errorText(download.error)}
            </Alert>
          )}
          {s.accounts.length > 0 && (
            <Table.ScrollContainer minWidth={360}>
              <Table striped aria-label={t('serviceFee.accounts')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('serviceFee.account')}</Table.Th>
                    <Table.Th>{t('serviceFee.kind')}</Table.Th>
                    <Table.Th ta="right">{t('serviceFee.orders')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.accounts.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>{a.name}</Table.Td>
                      <Table.Td>{t(`serviceFee.kinds.${a.kind}`)}</Table.Td>
                      <Table.Td ta="right">{a.orderCount}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
