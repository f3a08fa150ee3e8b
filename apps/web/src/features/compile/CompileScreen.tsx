import { useState } from 'react';
import { Box, Button, Container, Group, Pagination, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconKeyboard, IconRefresh, IconScale, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CompileDeadline } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useFormatDateTime } from '../../i18n/bakery-clock';
import { CompileBagList } from './CompileBagList';
import { orderIdsOf } from './compile-state';
import { DocketsPanel } from './DocketsPanel';
import { DocketWarning } from './DocketWarning';
import { downloadLabels, useLabelFormat } from './labels';
import { LabelSettingsModal } from './LabelSettingsModal';
import { useSerialScale } from './scale';
import { useCompile } from './useCompile';
import { ZonePicker } from './ZonePicker';

type Tab = 'pack' | 'dockets';

/**
 * /orders/compile (requirements/production.md#compile-and-weigh): pick a deadline and a delivery zone, then pack per
 * client — weigh by keyboard, mark packed or missing, print labels — and make the delivery dockets.
 */
export function CompileScreen() {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const api = useCompile();
  const [format, setFormat] = useLabelFormat();
  const scale = useSerialScale();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // ?tab=dockets: the dashboard's warning of deliveries without a docket leads straight to them
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'dockets' ? 'dockets' : 'pack');

  const deadlineLabel = (d: Pick<CompileDeadline, 'deadline' | 'deliveryDate' | 'orderCount'>) =>
    t('compile.deadline.option', {
      delivery: d.deliveryDate ? formatDate(d.deliveryDate) : '—',
      deadline: formatDateTime(d.deadline),
      count: d.orderCount,
    });
  const deadlineOptions =
    api.deadlines.status === 'ready'
      ? api.deadlines.items.map((d) => ({ value: d.deadline, label: deadlineLabel(d) }))
      : [];
  if (api.deadline && !deadlineOptions.some((o) => o.value === api.deadline)) {
    deadlineOptions.push({
      value: api.deadline,
      label: t('compile.deadline.other', { deadline: formatDateTime(api.deadline) }),
    });
  }

  const list = api.list.status === 'ready' ? api.list.list : null;
  const pages = list ? Math.max(1, Math.ceil(list.totalLines / list.pageSize)) : 1;

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
            {t('screens.ordersCompile')}
          </Title>
          {/* icons only on a phone, where the title needs the width */}
          <Group gap="sm" wrap="nowrap">
            {scale.status !== 'unsupported' ? (
              <Button
                size="md"
                variant={scale.status === 'connected' ? 'light' : 'default'}
                color={scale.status === 'connected' ? 'green' : scale.status === 'failed' ? 'red' : undefined}
                onClick={() => void (scale.status === 'connected' ? scale.disconnect() : scale.connect())}
                aria-label={t(`compile.scale.${scale.status}`)}
                px={{ base: 'sm', sm: 'md' }}
              >
                <IconScale size={18} />
                <Box component="span" visibleFrom="sm" ml={8}>
                  {t(`compile.scale.${scale.status}`)}
                </Box>
              </Button>
            ) : null}
            <Button
              size="md"
              variant="default"
              onClick={api.reload}
              disabled={!api.deadline}
              aria-label={t('compile.refresh')}
              px={{ base: 'sm', sm: 'md' }}
            >
              <IconRefresh size={18} />
              <Box component="span" visibleFrom="sm" ml={8}>
                {t('compile.refresh')}
              </Box>
            </Button>
            <Button
              size="md"
              variant="light"
              onClick={() => setSettingsOpen(true)}
              aria-label={t('compile.labelSettings.open')}
              px={{ base: 'sm', sm: 'md' }}
            >
              <IconSettings size={18} />
              <Box component="span" visibleFrom="sm" ml={8}>
                {t('compile.labelSettings.open')}
              </Box>
            </Button>
          </Group>
        </Group>

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
            <Select
              size="lg"
              label={t('compile.deadline.label')}
              data={deadlineOptions}
              value={api.deadline}
              allowDeselect={false}
              onChange={(value) => value && api.select({ deadline: value })}
              maw={720}
            />
            {/* a phone's field shows only the start of the choice: the deadline's time and orders in full below it */}
            <Text size="sm" c="taupe.8" mt={-8} hiddenFrom="sm" data-testid="compile-deadline-full">
              {deadlineOptions.find((o) => o.value === api.deadline)?.label}
            </Text>
            {list ? (
              <ZonePicker progress={list.progress} zone={api.zone} onSelect={(zone) => api.select({ zone })} />
            ) : null}

            {tab === 'pack' ? (
              <DocketWarning deadline={api.deadline} zone={api.zone} onOpenDockets={() => setTab('dockets')} />
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
                        onLineLabel={(line) => downloadLabels(format, { lineIds: [line.id] })}
                        onBagLabel={(c) => downloadLabels(format, { orderIds: orderIdsOf(c) })}
                      />
                    </>
                  ) : null}
                  {pages > 1 ? (
                    <Group justify="center">
                      <Pagination
                        total={pages}
                        value={api.page + 1}
                        onChange={(p) => api.setPage(p - 1)}
                        getControlProps={(control) => ({ 'aria-label': t(`orders.pager.${control}`) })}
                      />
                    </Group>
                  ) : null}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="dockets" pt="md">
                <DocketsPanel key={`${api.deadline}|${api.zone ?? ''}`} deadline={api.deadline} zone={api.zone} />
              </Tabs.Panel>
            </Tabs>
          </>
        ) : null}
      </Stack>
      <LabelSettingsModal
        opened={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        format={format}
        onFormat={setFormat}
      />
    </Container>
  );
}
