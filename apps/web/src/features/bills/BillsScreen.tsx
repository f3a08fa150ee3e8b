import { useEffect, useState } from 'react';
import { Button, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconCalendarMonth, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountKind } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { DatesLocale } from '../../i18n/DatesLocale';
import { BillExportButton } from './BillExportButton';
import { BillFilters } from './BillFilters';
import { BillList } from './BillList';
import { BillRunModal } from './BillRunModal';
import { useBillRun } from './useBillRun';
import { useBills } from './useBills';

/**
 * /bills (requirements/bills-and-e-invoices.md#paying-and-deleting): 10 bills per page, newest first, with filters. The bakery creates a bill
 * or bills a whole month for every client; hosts and private customers see their own bills.
 */
export function BillsScreen({ viewerKind, pollMs }: { viewerKind: AccountKind; pollMs?: number }) {
  const { t } = useTranslation();
  const api = useBills();
  const isBakery = viewerKind === 'BAKERY';
  const run = useBillRun(pollMs, isBakery);
  const [runOpened, setRunOpened] = useState(false);
  const finished = run.state.phase === 'finished' ? run.state.run : null;
  const { reload } = api;

  // the new bills of a finished run belong in the list
  useEffect(() => {
    if (finished && finished.created > 0) reload();
  }, [finished, reload]);

  const closeRun = () => {
    setRunOpened(false);
    if (finished) run.reset();
  };

  return (
    <DatesLocale>
      <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
              {t('bills.title')}
            </Title>
            {isBakery ? (
              <Group gap="sm" wrap="wrap">
                <BillExportButton />
                <Button
                  variant="default"
                  size="md"
                  leftSection={<IconCalendarMonth size={18} />}
                  onClick={() => setRunOpened(true)}
                >
                  {run.state.phase === 'running'
                    ? t('bills.run.openRunning', { done: run.state.run.done, total: run.state.run.total })
                    : t('bills.run.open')}
                </Button>
                <Button component={Link} to="/bill/create" size="md" leftSection={<IconPlus size={18} />}>
                  {t('bills.createAction')}
                </Button>
              </Group>
            ) : null}
          </Group>

          <BillFilters filters={api.filters} onChange={api.setFilters} withClient={isBakery} />

          {api.list.status === 'loading' ? <LoadingState /> : null}
          {api.list.status === 'failed' ? (
            <LoadFailed title={t('bills.loadFailed')} error={api.list.error} onRetry={api.reload} />
          ) : null}
          {api.list.status === 'ready' && api.list.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {/* without filters the list is empty because there are no bills, not because none matched */}
              {t(Object.values(api.filters).every((value) => value === null) ? 'bills.none' : 'bills.empty')}
            </Text>
          ) : null}
          {api.list.status === 'ready' && api.list.items.length > 0 ? (
            <BillList bills={api.list.items} withClient={isBakery} />
          ) : null}
          {api.pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={api.pages}
                value={api.page}
                onChange={api.setPage}
                getControlProps={(control) => ({ 'aria-label': t(`bills.pager.${control}`) })}
              />
            </Group>
          ) : null}
        </Stack>
      </Container>
      {isBakery ? <BillRunModal run={run} opened={runOpened} onClose={closeRun} /> : null}
    </DatesLocale>
  );
}
