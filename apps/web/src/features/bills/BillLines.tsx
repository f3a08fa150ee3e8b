import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatCents, type Language } from '@bakery/core';
import type { BillLine, BillOrder } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { docketLabel, formatPercent, formatQuantity, formatUnitPrice, linesByOrder } from './bill-format';

/** What a line shows: name (delivery named), quantity with unit, unit price per unit, discount, note on weight. */
function useLineTexts() {
  const { t } = useTranslation();
  const language: Language = useLanguage();
  return (line: BillLine) => {
    const isKg = line.unit === 'KG';
    // delivery costs and the stamp duty charged on to the client have no quantity of their own
    const delivery = line.kind === 'DELIVERY' || line.kind === 'STAMP_DUTY';
    return {
      name: line.kind === 'STAMP_DUTY' ? t('bills.lines.stampDuty') : delivery ? t('bills.lines.delivery') : line.name,
      quantity: delivery
        ? ''
        : `${formatQuantity(line.quantity, line.unit, language)} ${isKg ? 'kg' : t('bills.lines.pieces')}`,
      unitPrice: delivery
        ? ''
        : formatUnitPrice(line, language, {
            piece: t('bills.lines.piece'),
            weightBasis: (weight, price) => t('bills.lines.weightBasis', { weight, price }),
          }),
      discount: Number(line.discountPercent) > 0 ? `${formatPercent(line.discountPercent, language)} %` : '',
      vat: `${formatPercent(line.vatRate, language)} %`,
      amount: formatCents(line.netCents, language),
      note:
        line.basis === 'NOT_WEIGHED'
          ? t('bills.lines.notWeighed')
          : line.creditBy === 'AMOUNT'
            ? t('bills.credit.correction')
            : null,
    };
  };
}

/** "Order #12 of 03.03.2026 · docket DDT-7 · guest Anna", as the PDF heads each order. */
export function useOrderHeading() {
  const { t } = useTranslation();
  return (order: BillOrder | null) => {
    if (!order) return t('bills.lines.otherLines');
    return [
      t('bills.orderOf', { number: order.number, date: formatDate(order.deliveryDate) }),
      order.docketNumber ? docketLabel(t, order.docketNumber) : null,
      order.guest ? t('bills.guest', { name: order.guest }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };
}

function LinesTable({ lines }: { lines: BillLine[] }) {
  const { t } = useTranslation();
  const texts = useLineTexts();
  return (
    <Table.ScrollContainer minWidth={600}>
      {/* fixed columns: the tables of all orders line up */}
      <Table verticalSpacing={6} horizontalSpacing="sm" fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bills.lines.product')}</Table.Th>
            <Table.Th ta="right" w={100}>
              {t('bills.lines.quantity')}
            </Table.Th>
            <Table.Th ta="right" w={140}>
              {t('bills.lines.unitPrice')}
            </Table.Th>
            <Table.Th ta="right" w={80}>
              {t('bills.lines.discount')}
            </Table.Th>
            <Table.Th ta="right" w={70}>
              {t('bills.lines.vat')}
            </Table.Th>
            <Table.Th ta="right" w={100}>
              {t('bills.lines.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const x = texts(line);
            return (
              <Table.Tr key={index}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {x.name}
                  </Text>
                  {x.note ? (
                    <Text size="xs" c="orange.8">
                      {x.note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {x.quantity}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {x.unitPrice}
                </Table.Td>
                <Table.Td ta="right">{x.discount}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {x.vat}
                </Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {x.amount}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LinesCards({ lines }: { lines: BillLine[] }) {
  const { t } = useTranslation();
  const texts = useLineTexts();
  return (
    <Stack gap={6}>
      {lines.map((line, index) => {
        const x = texts(line);
        return (
          <Group
            key={index}
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="xs"
            py={4}
            style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-gray-2)' : undefined }}
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {x.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  x.quantity && `${x.quantity} × ${x.unitPrice}`,
                  x.discount && `${t('bills.lines.discount')} ${x.discount}`,
                  `${t('bills.lines.vat')} ${x.vat}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {x.note ? (
                <Text size="xs" c="orange.8">
                  {x.note}
                </Text>
              ) : null}
            </Stack>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {x.amount}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The bill's lines grouped by order, each under its heading as on the PDF. */
export function BillLines({ orders, lines }: { orders: BillOrder[]; lines: BillLine[] }) {
  const { t } = useTranslation();
  const heading = useOrderHeading();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Stack gap="sm">
      <Title order={2} fz="xl" c="brown.8">
        {t('bills.lines.title')}
      </Title>
      {linesByOrder(orders, lines).map((group) => {
        const title = heading(group.order);
        return (
          <Paper
            key={group.order?.id ?? 'other'}
            withBorder
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-label={title}
          >
            <Text fw={700} c="brown.8" mb={6} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {isPhone ? <LinesCards lines={group.lines} /> : <LinesTable lines={group.lines} />}
          </Paper>
        );
      })}
    </Stack>
  );
}
