import { memo, useCallback, useState } from 'react';
import { Container, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CompileClient, CompileDeadline, CompileLine, CompileZone } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useStableHandler } from '../../ui/useStableHandler';
import { CompileBagList } from './CompileBagList';
import { CompileHeader } from './CompileHeader';
import { orderIdsOf } from './compile-state';
import { DeadlinePicker } from './DeadlinePicker';
import { DocketsPanel } from './DocketsPanel';
import { DocketWarning } from './DocketWarning';
import { downloadLabels, useLabelFormat } from './labels';
import { useCompile } from './useCompile';
import { ZonePicker } from './ZonePicker';

type Tab = 'pack' | 'dockets';
const NO_DEADLINES: CompileDeadline[] = [];

/** The pages of a long compile list (counted from 0 here, from 1 on the screen); memoised apart from the list. */
const CompilePager = memo(function CompilePager({
  pages,
  page,
  onPage,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        getControlProps={(control) => ({ 'aria-label': t(`orders.pager.${control}`) })}
      />
    </Group>
  );
});

/**
 * /orders/compile (requirements/production.md#compile-and-weigh): pick a deadline and a delivery zone, then pack per
 * client — weigh by keyboard, mark packed or missing, print labels — and make the delivery dockets.
 */
export function CompileScreen() {
  const { t } = useTranslation();
  const api = useCompile();
  const [format, setFormat] = useLabelFormat();
  // ?tab=dockets: the dashboard's warning of deliveries without a docket leads straight to them
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'dockets' ? 'dockets' : 'pack');

  // handlers that keep their identity, so the memoised header, picker, warning and bags skip a weight saved
  const printLineLabel = useStableHandler((line: CompileLine) => downloadLabels(format, { lineIds: [line.id] }));
  const printBagLabel = useStableHandler((client: CompileClient) =>
    downloadLabels(format, { orderIds: orderIdsOf(client) }),
  );
  const chooseDeadline = useStableHandler((deadline: string) => api.select({ deadline }));
  const chooseZone = useStableHandler((zone: CompileZone) => api.select({ zone }));
  const choosePage = useStableHandler((page: number) => api.setPage(page));
  const openDockets = useCallback(() => setTab('dockets'), []);

  const list = api.list.status === 'ready' ? api.list.list : null;
  const pages = list ? Math.max(1, Math.ceil(list.totalLines / list.pageSize)) : 1;

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <CompileHeader canReload={api.deadline !== null} onReload={api.reload} format={format} onFormat={setFormat} />

        {api.deadlines.status === 'loading' ? <LoadingState /> : null}
        {api.deadlines.status === 'failed' ? (
          <LoadFailed
            title={t('compile.deadline.loadFailed')}
            error={api.deadlines.error}
            onRetry={api.reloadDeadlines}
          />
        ) : null}
        {api.deadlines.status === 'ready' && !api.deadline ? (
          <Text c="dimmed" ta="center" py="xl" fz="lg">
            {t('compile.noDeadlines')}
          </Text>
        ) : null}

        {api.deadline ? (
          <>
            <DeadlinePicker
              deadlines={api.deadlines.status === 'ready' ? api.deadlines.items : NO_DEADLINES}
              value={api.deadline}
              onChange={chooseDeadline}
            />
            {list ? <ZonePicker progress={list.progress} zone={api.zone} onSelect={chooseZone} /> : null}

            {tab === 'pack' ? (
              <DocketWarning deadline={api.deadline} zone={api.zone} onOpenDockets={openDockets} />
            ) : null}

            <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="pack" fz="md" py="md">
                  {t('compile.tab.pack')}
                </Tabs.Tab>
                <Tabs.Tab value="dockets" fz="md" py="md">
                  {t('compile.tab.dockets')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="pack" pt="md">
                <Stack gap="md">
                  {api.list.status === 'loading' ? <LoadingState /> : null}
                  {api.list.status === 'failed' ? (
                    <LoadFailed title={t('compile.loadFailed')} error={api.list.error} onRetry={api.reload} />
                  ) : null}
                  {list && list.clients.length === 0 ? (
                    <Text c="dimmed" ta="center" py="xl" fz="lg">
                      {t('compile.empty')}
                    </Text>
                  ) : null}
                  {list && list.clients.length > 0 ? (
                    <>
                      <Group gap={8} c="taupe.7" visibleFrom="lg" wrap="nowrap" align="flex-start">
                        <IconKeyboard size={18} style={{ flexShrink: 0, marginTop: 2 }} />
                        <Text size="sm">{t('compile.weight.keyboardHint')}</Text>
                      </Group>
                      <CompileBagList
                        clients={list.clients}
                        actions={api.lineActions}
                        showZone={api.zone === null}
                        onLineLabel={printLineLabel}
                        onBagLabel={printBagLabel}
                      />
                    </>
                  ) : null}
                  {pages > 1 ? <CompilePager pages={pages} page={api.page} onPage={choosePage} /> : null}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="dockets" pt="md">
                <DocketsPanel key={`${api.deadline}|${api.zone ?? ''}`} deadline={api.deadline} zone={api.zone} />
              </Tabs.Panel>
            </Tabs>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
