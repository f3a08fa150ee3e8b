import './bake-list-print.css';
import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarStats, IconFileTypePdf, IconLock, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../api/download';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useErrorText } from '../../i18n/error-text';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { useFormatDateTime } from '../auth';
import { useLanguage } from '../../i18n/use-language';
import { AdditionalBreads } from './AdditionalBreads';
import { BakeListTable } from './BakeListTable';
import { BreakdownSection } from './BreakdownSection';
import { ChangedNotice } from './ChangedNotice';
import { BakeListSummary, DeadlinePicker } from './DeadlinePicker';
import { DayBakeListView } from './DayBakeListView';
import { DAY_PREFIX, useBakeList } from './useBakeList';
import type { BreakdownMode } from './useBreakdown';

/**
 * /bakery (requirements/production.md#bake-list): the bake list of a deadline in large type for a tablet in the
 * bakehouse — products with ordered, additional and total pieces and approximate weight; generate
 * (freeze) it and see what changed since; additional breads; breakdown by zone or client on
 * demand; browser print (controls carry `no-print`) and the server's PDF. A delivery day split by
 * several deadlines (clients closing at 17:00 and 18:00) is also shown whole (issue 45).
 */
export function BakeListScreen() {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const api = useBakeList(language);
  const [actionError, setActionError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [breakdown, setBreakdown] = useState<BreakdownMode>('none');
  const list = api.list;
  const option = api.deadlines.find((d) => d.deadline === api.deadline);
  const day = api.day;
  const dayList = api.dayState?.status === 'ready' ? api.dayState.list : null;
  // the shown deadline's delivery day has other deadlines too: offer the whole day
  const sharedDay =
    option?.deliveryDate && api.deadlines.filter((d) => d.deliveryDate === option.deliveryDate).length > 1
      ? option.deliveryDate
      : null;

  /** Runs a change; a refusal is shown above the list. Resolves whether it went through. */
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setActionError(null);
    try {
      await action();
      return true;
    } catch (error) {
      setActionError(error);
      return false;
    }
  };

  const generate = async () => {
    setGenerating(true);
    await run(api.generate);
    setGenerating(false);
    setConfirming(false);
  };

  const downloadPdf = async () => {
    if (day) {
      setDownloading(true);
      await run(() =>
        downloadDocument('/api/production/bake-list.pdf', { deliveryDate: day, language }, `Backliste-${day}.pdf`),
      );
      setDownloading(false);
      return;
    }
    if (!api.deadline) return;
    const deadline = api.deadline;
    setDownloading(true);
    await run(() => downloadDocument('/api/production/bake-list.pdf', { deadline, language }, 'Backliste.pdf'));
    setDownloading(false);
  };

  const hasList = day ? (dayList?.items.length ?? 0) > 0 : list !== null && list.items.length > 0;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }} className="bake-list-screen">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={1} c="brown.8" fz={{ base: 28, sm: 36 }}>
            {t('screens.bakeList')}
          </Title>
          <Group gap="xs" className="no-print" wrap="wrap">
            <Button
              size="md"
              variant="default"
              leftSection={<IconRefresh size={20} />}
              loading={api.state.status === 'ready' && api.state.refreshing}
              onClick={api.reload}
            >
              {t('bakeList.actions.refresh')}
            </Button>
            {hasList ? (
              <>
                <Button
                  size="md"
                  variant="default"
                  leftSection={<IconPrinter size={20} />}
                  onClick={() => window.print()}
                >
                  {t('bakeList.actions.print')}
                </Button>
                <Button
                  size="md"
                  variant="light"
                  leftSection={<IconFileTypePdf size={20} />}
                  loading={downloading}
                  onClick={() => void downloadPdf()}
                >
                  {t('bakeList.actions.pdf')}
                </Button>
              </>
            ) : null}
            {list && !day ? (
              <Button
                size="md"
                leftSection={<IconLock size={20} />}
                loading={generating && !confirming}
                onClick={() => (list.generatedAt ? setConfirming(true) : void generate())}
              >
                {list.generatedAt ? t('bakeList.actions.regenerate') : t('bakeList.actions.generate')}
              </Button>
            ) : null}
          </Group>
        </Group>

        {api.deadline || api.deadlines.length > 0 ? (
          <DeadlinePicker
            deadlines={api.deadlines}
            value={day ? `${DAY_PREFIX}${day}` : api.deadline}
            onChange={api.select}
          />
        ) : null}

        {actionError ? (
          <Alert
            color="red"
            variant="filled"
            role="alert"
            className="no-print"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setActionError(null)}
          >
            <Text fz="lg">{errorText(actionError)}</Text>
          </Alert>
        ) : null}

        {day && api.dayState?.status === 'loading' ? <LoadingState /> : null}
        {day && api.dayState?.status === 'failed' ? (
          <LoadFailed title={t('bakeList.loadFailed')} error={api.dayState.error} onRetry={api.reload} />
        ) : null}
        {dayList ? <DayBakeListView day={dayList} onOpen={api.select} /> : null}

        {!day && api.state.status === 'loading' ? <LoadingState /> : null}
        {!day && api.state.status === 'failed' ? (
          <LoadFailed title={t('bakeList.loadFailed')} error={api.state.error} onRetry={api.reload} />
        ) : null}

        {!day && api.state.status === 'ready' && !list ? (
          <Paper withBorder p="xl">
            <Text fz="xl" ta="center" c="taupe.8">
              {t('bakeList.noDeadline')}
            </Text>
          </Paper>
        ) : null}

        {list && !day ? (
          <>
            <BakeListSummary list={list} option={option} />
            {sharedDay ? (
              <Group className="no-print">
                <Button
                  size="md"
                  variant="light"
                  leftSection={<IconCalendarStats size={20} aria-hidden />}
                  onClick={() => api.select(`${DAY_PREFIX}${sharedDay}`)}
                >
                  {t('bakeList.day.show')}
                </Button>
              </Group>
            ) : null}
            <ChangedNotice list={list} />
            {list.truncated ? (
              <Alert color="orange" role="status">
                {t('bakeList.truncated')}
              </Alert>
            ) : null}
            {hasList ? (
              <BakeListTable list={list} />
            ) : (
              <Paper withBorder p="xl">
                <Text fz="xl" ta="center" c="taupe.8">
                  {t('bakeList.empty')}
                </Text>
              </Paper>
            )}
            <AdditionalBreads list={list} run={run} onSet={api.setAdditional} onRemove={api.removeAdditional} />
            {hasList ? (
              <BreakdownSection deadline={list.deadline} mode={breakdown} onModeChange={setBreakdown} />
            ) : null}
          </>
        ) : null}
      </Stack>

      {confirming && list?.generatedAt ? (
        <ConfirmModal
          title={t('bakeList.regenerate.title')}
          text={t('bakeList.regenerate.text', { at: formatDateTime(list.generatedAt) })}
          action={t('bakeList.actions.regenerate')}
          busy={generating}
          onConfirm={() => void generate()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Container>
  );
}
