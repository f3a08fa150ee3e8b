import { useMemo, useState } from 'react';
import { Badge, Chip, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@bakery/core';
import type { ImportCounts, ImportRow, ImportRowStatus } from '../../api/operations';
import { rowDetails } from './import-texts';

const PAGE = 100;
const COLORS: Record<ImportRowStatus, string> = { NEW: 'green', CHANGED: 'orange', UNCHANGED: 'gray', INVALID: 'red' };
type Filter = ImportRowStatus | 'ALL';

/** The verify result row by row, filterable by status, 100 rows a page. */
export function ImportRowsTable({ rows, counts }: { rows: ImportRow[]; counts: ImportCounts }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>(counts.invalid > 0 ? 'INVALID' : counts.changed > 0 ? 'CHANGED' : 'ALL');
  const [page, setPage] = useState(1);
  const shown = useMemo(() => (filter === 'ALL' ? rows : rows.filter((r) => r.status === filter)), [rows, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const pageRows = shown.slice((page - 1) * PAGE, page * PAGE);
  const countOf: Record<Filter, number> = {
    ALL: rows.length,
    NEW: counts.new,
    CHANGED: counts.changed,
    UNCHANGED: counts.unchanged,
    INVALID: counts.invalid,
  };

  return (
    <Stack gap="sm">
      {/* chips wrap on a phone instead of scrolling sideways */}
      <Chip.Group
        multiple={false}
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPage(1);
        }}
      >
        <Group gap="xs" role="radiogroup" aria-label={t('productImport.filter')}>
          {(['ALL', 'NEW', 'CHANGED', 'UNCHANGED', 'INVALID'] as const).map((f) => (
            <Chip key={f} value={f} type="radio" color={f === 'ALL' ? 'brown' : COLORS[f]} variant="light">
              {f === 'ALL'
                ? t('productImport.counts.all', { count: countOf.ALL })
                : t(`productImport.counts.${f}`, { count: countOf[f] })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('productImport.noRows')}</Text>
      ) : (
        <>
          {/* phones: one card per row, status and reasons at a glance */}
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            hiddenFrom="sm"
            aria-label={t('productImport.table.caption')}
            style={{ listStyle: 'none' }}
          >
            {pageRows.map((row) => (
              <Paper component="li" key={row.row} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{row.name || '–'}</Text>
                  <StatusBadge status={row.status} />
                </Group>
                <Text size="xs" c="taupe.7">
                  {t('productImport.table.row')} {row.row} · {t('productImport.table.code')} {row.code || '–'}
                </Text>
                <RowDetails row={row} />
              </Paper>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table striped verticalSpacing="xs" captionSide="top">
              <Table.Caption style={{ textAlign: 'left' }} c="brown.8" fw={600}>
                {t('productImport.table.caption')}
              </Table.Caption>
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
                {pageRows.map((row) => (
                  <Table.Tr key={row.row}>
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>{row.code}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>
                      <RowDetails row={row} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} color="brown" />}
    </Stack>
  );
}

function StatusBadge({ status }: { status: ImportRowStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" miw="max-content">
      {t(`productImport.status.${status}`)}
    </Badge>
  );
}

/** The changes (old → new) of a row, or the reasons it cannot be imported. */
function RowDetails({ row }: { row: ImportRow }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  return rowDetails(t, row, language).map((line) => (
    <Text key={line} size="sm" c={row.status === 'INVALID' ? 'red.8' : undefined}>
      {line}
    </Text>
  ));
}
