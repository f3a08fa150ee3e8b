import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconFileTypePdf, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@bakery/core';
import type { GuestBilling, GuestBillingRow } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';

/** What is under way for a guest: its receipt downloading, or its paid flag being saved. */
export type GuestBusy = Record<string, 'receipt' | 'paid' | undefined>;

export interface GuestBillingListProps {
  billing: GuestBilling;
  busy: GuestBusy;
  onReceipt: (row: GuestBillingRow) => void;
  onTogglePaid: (row: GuestBillingRow) => void;
}

function useStayText() {
  const { t } = useTranslation();
  // an open-ended stay (9999-…) shows its start only
  return ({ stay }: GuestBillingRow) => {
    if (stay.activeTo.startsWith('9999')) return t('guestBilling.stayFrom', { from: formatDate(stay.activeFrom) });
    // "22.11. – 29.11.2026" within one year
    const from = formatDate(stay.activeFrom);
    return `${stay.activeFrom.slice(0, 4) === stay.activeTo.slice(0, 4) ? from.slice(0, 6) : from} – ${formatDate(stay.activeTo)}`;
  };
}

// the label keeps its whole width (a table cell would otherwise cut it to "OF…")
const BADGE_STYLES = { root: { flexShrink: 0 }, label: { overflow: 'visible' } } as const;

export function PaidBadge({ row }: { row: GuestBillingRow }) {
  const { t } = useTranslation();
  const [color, text] = row.paid
    ? ['green', t('guestBilling.paid')]
    : row.paidOrderCount > 0
      ? ['yellow', t('guestBilling.partlyPaid', { paid: row.paidOrderCount, count: row.orderCount })]
      : ['orange', t('guestBilling.open')];
  return (
    <Badge color={color} variant="light" styles={BADGE_STYLES}>
      {text}
    </Badge>
  );
}

function GuestActions({
  row,
  busy,
  onReceipt,
  onTogglePaid,
  fullWidth,
}: {
  row: GuestBillingRow;
  busy: GuestBusy;
  onReceipt: GuestBillingListProps['onReceipt'];
  onTogglePaid: GuestBillingListProps['onTogglePaid'];
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const state = busy[row.guest.id];
  const buttons = (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileTypePdf size={16} />}
        loading={state === 'receipt'}
        aria-label={t('guestBilling.receiptFor', { name: row.name })}
        onClick={() => onReceipt(row)}
      >
        {t('guestBilling.receipt')}
      </Button>
      <Button
        size="xs"
        variant={row.paid ? 'default' : 'filled'}
        leftSection={row.paid ? <IconRotate size={16} /> : <IconCheck size={16} />}
        loading={state === 'paid'}
        aria-label={t(row.paid ? 'guestBilling.markUnpaidFor' : 'guestBilling.markPaidFor', { name: row.name })}
        onClick={() => onTogglePaid(row)}
      >
        {t(row.paid ? 'guestBilling.markUnpaid' : 'guestBilling.markPaid')}
      </Button>
    </>
  );
  // phones: one button per line (390 px hold no two of them side by side in every language)
  if (fullWidth)
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {buttons}
      </SimpleGrid>
    );
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {buttons}
    </Group>
  );
}

/** The guests of the period with stay, orders, total and paid state: a table on wide screens, stacked cards on phones; the sums last. */
export function GuestBillingList({ billing, busy, onReceipt, onTogglePaid }: GuestBillingListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stayText = useStayText();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const money = (cents: number) => formatCents(cents, language);
  const vat = (cents: number) => t('guestBilling.vatIncluded', { amount: money(cents) });

  if (isPhone) {
    return (
      <Stack gap="sm">
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('guestBilling.column.guest')}>
          {billing.guests.map((row) => (
            <Paper
              key={row.guest.id}
              component="li"
              withBorder
              p="md"
              aria-label={row.name}
              style={{ listStyle: 'none' }}
            >
              <Stack gap={8}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={700} c="brown.8" style={{ overflowWrap: 'anywhere' }}>
                      {row.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {stayText(row)}
                    </Text>
                  </Stack>
                  <Stack gap={0} align="flex-end">
                    <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
                      {money(row.totalCents)}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {vat(row.taxCents)}
                    </Text>
                  </Stack>
                </Group>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{t('guestBilling.orders', { count: row.orderCount })}</Text>
                  <PaidBadge row={row} />
                </Group>
                <GuestActions row={row} busy={busy} onReceipt={onReceipt} onTogglePaid={onTogglePaid} fullWidth />
              </Stack>
            </Paper>
          ))}
        </Stack>
        <Paper withBorder p="md" bg="taupe.0" aria-label={t('guestBilling.totals')}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={0}>
              <Text fw={700}>{t('guestBilling.totals')}</Text>
              <Text size="sm" c="dimmed">
                {t('guestBilling.guests', { count: billing.guests.length })} ·{' '}
                {t('guestBilling.orders', { count: billing.orderCount })}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
                {money(billing.totalCents)}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {vat(billing.taxCents)}
              </Text>
            </Stack>
          </Group>
        </Paper>
      </Stack>
    );
  }

  return (
    <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-label={t('guestBilling.column.guest')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('guestBilling.column.guest')}</Table.Th>
              <Table.Th>{t('guestBilling.column.stay')}</Table.Th>
              <Table.Th ta="right">{t('guestBilling.column.orders')}</Table.Th>
              <Table.Th ta="right">{t('guestBilling.column.total')}</Table.Th>
              <Table.Th>{t('guestBilling.column.status')}</Table.Th>
              <Table.Th ta="right">{t('guestBilling.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {billing.guests.map((row) => (
              <Table.Tr key={row.guest.id} aria-label={row.name}>
                <Table.Td fw={700} c="brown.8">
                  {row.name}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{stayText(row)}</Table.Td>
                <Table.Td ta="right">{row.orderCount}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text fw={600} span>
                    {money(row.totalCents)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {vat(row.taxCents)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <PaidBadge row={row} />
                </Table.Td>
                <Table.Td>
                  <GuestActions row={row} busy={busy} onReceipt={onReceipt} onTogglePaid={onTogglePaid} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr aria-label={t('guestBilling.totals')} bg="taupe.0">
              <Table.Th>{t('guestBilling.totals')}</Table.Th>
              <Table.Td c="dimmed">{t('guestBilling.guests', { count: billing.guests.length })}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {billing.orderCount}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text fw={700} span>
                  {money(billing.totalCents)}
                </Text>
                <Text size="xs" c="dimmed">
                  {vat(billing.taxCents)}
                </Text>
              </Table.Td>
              <Table.Td colSpan={2} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
