import { useMemo, useState } from 'react';
import { Badge, Pagination, ScrollArea, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@bakery/core';
import type { ImportCounts, ImportRow, ImportRowStatus } from '../../api/types';
import { rowDetails } from './import-texts';

const PAGE = 100;
const COLORS: Record<ImportRowStatus, string> = { NEW: 'green', CHANGED: 'orange', UNCHANGED: 'gray', INVALID: 'red' };
type Filter = ImportRowStatus | 'ALL';

/** The verify result row by row, filterable by status, 100 rows a page. */
export function ImportRowsTable({ rows, counts }: { rows: ImportRow[]; counts: ImportCounts }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const [filter, setFilter] = useState<Filter>(counts.invalid > 0 ? 'INVALID' : counts.changed > 0 ? 'CHANGED' : 'ALL');
  const [page, setPage] = useState(1);
  const shown = useMemo(() => (filter === 'ALL' ? rows : rows.filter((r) => r.status === filter)), [rows, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const countOf: Record<Filter, number> = { ALL: rows.length, NEW: counts.new, CHANGED: counts.changed, UNCHANGED: counts.unchanged, INVALID: counts.invalid };

  return (
    <Stack gap="sm">
      <ScrollArea type="auto" offsetScrollbars="x">
        <SegmentedControl
          aria-label={t('productImport.filter')}
          value={filter}
          onChange={(value) => {
            setFilter(value as Filter);
            setPage(1);
          }}
          data={(['ALL', 'NEW', 'CHANGED', 'UNCHANGED', 'INVALID'] as const).map((f) => ({
            value: f,
            label: f === 'ALL' ? t('productImport.counts.all', { count: countOf.ALL }) : t(`productImport.counts.${f}`, { count: countOf[f] }),
          }))}
        />
      </ScrollArea>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('productImport.noRows')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" captionSide="top">
            <Table.Caption style={{ textAlign: 'left' }}>{t('productImport.table.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('productImport.table.row')}</Table.Th>
                <Table.Th>{t('productImport.table.code')}</Table.Th>
                <Table.Th>{t('productImport.table.name')}</Table.Th>
                <Table.Th>{t('productImport.table.status')}</Table.Th>
                <Table.Th>{t('productImport.table.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.slice((page - 1) * PAGE, page * PAGE).map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{row.code}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    <Badge color={COLORS[row.status]} variant="light" miw="max-content">
                      {t(`productImport.status.${row.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {rowDetails(t, row, language).map((line) => (
                      <Text key={line} size="sm" c={row.status === 'INVALID' ? 'red.8' : undefined}>
                        {line}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} color="brown" />}
    </Stack>
  );
}
