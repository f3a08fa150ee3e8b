import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '@bakery/core';
import type { BillSummary } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { BillStatusBadges } from './BillStatusBadges';

/** "Bill 7/2026" or "Credit note NC 1/2026". */
function useLabel() {
  const { t } = useTranslation();
  return (bill: BillSummary) =>
    t(bill.documentType === 'TD04' ? 'bills.credit.number' : 'bills.billNumber', { number: bill.number });
}

function BillLink({ bill }: { bill: BillSummary }) {
  const label = useLabel()(bill);
  return (
    <Anchor component={Link} to={`/bill/${bill.id}`} fw={700} c="brown.8" aria-label={label}>
      {bill.documentType === 'TD04' ? label : bill.number}
    </Anchor>
  );
}

/** A credit note's total counts against the client: shown negative. */
const signed = (bill: BillSummary) => (bill.documentType === 'TD04' ? -bill.totalCents : bill.totalCents);

/** The bills of a page: a table on wide screens, stacked cards on phones. */
export function BillList({ bills, withClient }: { bills: BillSummary[]; withClient: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelOf = useLabel();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;

  if (isPhone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('bills.title')}>
        {bills.map((bill) => (
          <Paper
            key={bill.id}
            component="li"
            withBorder
            p="md"
            aria-label={labelOf(bill)}
            style={{ listStyle: 'none' }}
          >
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <BillLink bill={bill} />
                  <Text size="sm" c="dimmed">
                    {formatDate(bill.billDate)}
                  </Text>
                </Stack>
                <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
                  {formatCents(signed(bill), language)}
                </Text>
              </Group>
              {withClient ? (
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {bill.clientName}
                </Text>
              ) : null}
              <BillStatusBadges bill={bill} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={t('bills.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bills.column.number')}</Table.Th>
              <Table.Th>{t('bills.column.date')}</Table.Th>
              {withClient ? <Table.Th>{t('bills.column.client')}</Table.Th> : null}
              <Table.Th ta="right">{t('bills.column.total')}</Table.Th>
              <Table.Th>{t('bills.column.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bills.map((bill) => (
              <Table.Tr key={bill.id} aria-label={labelOf(bill)}>
                <Table.Td>
                  <BillLink bill={bill} />
                </Table.Td>
                <Table.Td>{formatDate(bill.billDate)}</Table.Td>
                {withClient ? <Table.Td>{bill.clientName}</Table.Td> : null}
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatCents(signed(bill), language)}
                </Table.Td>
                <Table.Td>
                  <BillStatusBadges bill={bill} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
