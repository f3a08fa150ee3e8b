import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BackupStatusQuery } from '../../api/operations';
import { useApiQuery } from '../../api/query';
import { useLanguage } from '../../i18n/use-language';
import { numberFormat } from '../../i18n/format';
import { useFormatDateTime } from '../auth';
import { LoadFailed } from '../../ui/LoadStates';

/** A size in MB with one decimal (kB below one MB), in the user's language. */
function sizeText(bytes: number, language: Parameters<typeof numberFormat>[0]): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1
    ? `${numberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(mb)}\u00a0MB`
    : `${numberFormat(language, { maximumFractionDigits: 0 }).format(bytes / 1024)}\u00a0kB`;
}

/**
 * The platform's backups on the operator's page (issue 46): when the last one worked, its file and
 * size, the schedule; a warning when the last run failed, when none worked for two periods, or when
 * none is scheduled (docs/OPERATIONS.md, Back up and restore).
 */
export function BackupPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatDateTime = useFormatDateTime();
  const query = useApiQuery(BackupStatusQuery, {});
  const status = query.data?.backupStatus;
  if (query.isError && !query.isFetching)
    return (
      <LoadFailed title={t('operator.backup.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (!status) return null;
  const { last, lastOk } = status;
  const warning =
    last && !last.ok ? 'failed' : status.overdue ? 'overdue' : status.everyHours === 0 ? 'unscheduled' : null;
  return (
    <Paper withBorder shadow="xs" p="md" component="section" aria-labelledby="backup-title">
      <Stack gap="xs">
        <Group gap="xs">
          <IconDatabaseExport size={20} aria-hidden />
          <Title order={2} fz="lg" id="backup-title">
            {t('operator.backup.title')}
          </Title>
        </Group>
        {lastOk ? (
          <Text data-testid="backup-last">
            {t('operator.backup.last', {
              when: formatDateTime(lastOk.finishedAt),
              size: sizeText(lastOk.bytes ?? 0, language),
              file: lastOk.fileName ?? '',
            })}
          </Text>
        ) : (
          <Text>{t('operator.backup.none')}</Text>
        )}
        <Text size="sm" c="taupe.7">
          {status.everyHours > 0
            ? t('operator.backup.schedule', { count: status.everyHours, keep: status.keep })
            : t('operator.backup.scheduleOff')}
        </Text>
        {warning ? (
          <Alert
            color={warning === 'unscheduled' ? 'yellow' : 'red'}
            icon={<IconAlertTriangle size={18} />}
            role="status"
          >
            {warning === 'failed'
              ? t('operator.backup.failed', { when: formatDateTime(last?.finishedAt ?? ''), error: last?.error ?? '' })
              : t(`operator.backup.${warning}`)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
