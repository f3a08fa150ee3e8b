import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BakeListRow, DayBakeListData } from '../../api/operations';
import { useLanguage } from '../../i18n/use-language';
import { formatKg, formatPieces, generatedTotal } from './bake-list-format';

/** A row of a deadline's list, or of a whole delivery day's (which is never generated, so shows no changes). */
type TableRow = BakeListRow | DayBakeListData['items'][number];
/** What the table shows: a deadline's list (generatedAt set once generated) or a delivery day's. */
interface TableList {
  items: readonly TableRow[];
  totalAmount: number;
  totalWeightGrams: number;
  generatedAt?: string | null;
}

const changedOf = (row: TableRow) => ('changed' in row ? row.changed : false);

/** The marks beside a product name: weighed, and (once generated) changed against the generated list. */
function ProductCell({ row, generated }: { row: TableRow; generated: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const before = 'changed' in row ? generatedTotal(row) : null;
  const changed = generated && changedOf(row);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text component="span" fz="inherit" fw={700} c="brown.9" lh={1.2}>
          {row.product.name}
        </Text>
        {row.product.haveToWeight ? (
          <Text
            component="span"
            size="sm"
            fw={700}
            c="taupe.8"
            px={8}
            py={2}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 4,
              whiteSpace: 'nowrap',
              border: '1px solid var(--mantine-color-taupe-5)',
              borderRadius: 999,
            }}
          >
            <IconScale size={15} aria-hidden />
            {t('bakeList.weighed')}
          </Text>
        ) : null}
        {changed ? (
          <Badge color="orange.8" size="lg" tt="none" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
            {t('bakeList.changed.badge')}
          </Badge>
        ) : null}
      </Group>
      {changed ? (
        <Text size="md" fw={600} c="orange.9">
          {before === null
            ? t('bakeList.changed.new', { now: formatPieces(row.totalAmount, language) })
            : t('bakeList.changed.from', {
                generated: formatPieces(before, language),
                now: formatPieces(row.totalAmount, language),
              })}
        </Text>
      ) : null}
      <Text size="md" c="taupe.8" hiddenFrom="sm">
        {t('bakeList.table.phoneAmounts', {
          ordered: formatPieces(row.orderedAmount, language),
          additional: formatPieces(row.additionalAmount, language),
        })}
      </Text>
    </Stack>
  );
}

/**
 * The bake list in large type: per product ordered, additional and total pieces with the
 * approximate weight, and the totals. Phones keep name, total and weight as columns and show
 * ordered + additional under the name. A delivery day's list (all its deadlines) has no changes to show.
 */
export function BakeListTable({ list, label }: { list: TableList; label?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const generated = list.generatedAt !== null && list.generatedAt !== undefined;
  // sums of whole pieces, for the totals row (the server sums total pieces and grams)
  const ordered = list.items.reduce((sum, row) => sum + row.orderedAmount, 0);
  const additional = list.items.reduce((sum, row) => sum + row.additionalAmount, 0);
  const number = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } } as const;
  // headers may wrap ("Gewicht ca.") so a phone's 390 px hold name, total and weight
  const heading = { ta: 'right', style: { verticalAlign: 'bottom' } } as const;

  return (
    <Table
      className="bake-list-table"
      fz={{ base: 17, sm: 21 }}
      verticalSpacing="sm"
      horizontalSpacing="sm"
      striped
      withTableBorder
      bg="white"
      aria-label={label ?? t('screens.bakeList')}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bakeList.table.product')}</Table.Th>
          <Table.Th {...heading} visibleFrom="sm">
            {t('bakeList.table.ordered')}
          </Table.Th>
          <Table.Th {...heading} visibleFrom="sm">
            {t('bakeList.table.additional')}
          </Table.Th>
          <Table.Th {...heading}>{t('bakeList.table.total')}</Table.Th>
          <Table.Th {...heading}>{t('bakeList.table.weight')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.items.map((row) => {
          const changed = generated && changedOf(row);
          return (
            <Table.Tr
              key={row.product.id}
              aria-label={row.product.name}
              data-changed={changed || undefined}
              bg={changed ? 'orange.0' : undefined}
              style={changed ? { boxShadow: 'inset 6px 0 0 var(--mantine-color-orange-6)' } : undefined}
            >
              <Table.Td>
                <ProductCell row={row} generated={generated} />
              </Table.Td>
              <Table.Td {...number} visibleFrom="sm" data-column="ordered">
                {formatPieces(row.orderedAmount, language)}
              </Table.Td>
              <Table.Td
                {...number}
                visibleFrom="sm"
                data-column="additional"
                c={row.additionalAmount > 0 ? 'brown.9' : 'taupe.5'}
              >
                {formatPieces(row.additionalAmount, language)}
              </Table.Td>
              <Table.Td {...number} data-column="total" fw={800} fz="1.25em" c="brown.9">
                {formatPieces(row.totalAmount, language)}
              </Table.Td>
              <Table.Td {...number} data-column="weight">
                {formatKg(row.weightGrams, language)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr
          aria-label={t('bakeList.table.totals')}
          fw={800}
          style={{ borderTop: '3px solid var(--mantine-color-brown-8)' }}
        >
          <Table.Th>{t('bakeList.table.totals')}</Table.Th>
          <Table.Td {...number} visibleFrom="sm" data-column="ordered">
            {formatPieces(ordered, language)}
          </Table.Td>
          <Table.Td {...number} visibleFrom="sm" data-column="additional">
            {formatPieces(additional, language)}
          </Table.Td>
          <Table.Td {...number} data-column="total" fz="1.25em">
            {formatPieces(list.totalAmount, language)}
          </Table.Td>
          <Table.Td {...number} data-column="weight">
            {formatKg(list.totalWeightGrams, language)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
