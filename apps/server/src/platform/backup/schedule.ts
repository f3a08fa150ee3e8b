import type { Platform } from '../graphql/context';
import { runPeriodically } from '../jobs/queue';
import { mediaDirOf } from '../storage/storage-config';
import { backupFileName, latestRuns, pruneBackups, recordedBackup } from './runs';

/** How often an instance asks whether a backup is due (the job runs on one instance). */
const CHECK_EVERY_MINUTES = 60;

interface BackupLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Scheduled backups (BACKUP_EVERY_HOURS, 0 = none): every hour one instance asks whether the last
 * good backup is older than that — so a server restarted daily still backs up, and a backup is
 * made at the first start — writes one into BACKUP_DIR, keeps the newest BACKUP_KEEP there and
 * says so in the log and on the operator's screen (backup_runs). Returns the stop function.
 */
export async function scheduleBackups(platform: Platform, log: BackupLog): Promise<() => void> {
  const { everyHours, dir, keep } = platform.config.backup;
  if (everyHours <= 0) return () => undefined;
  const source = {
    database: platform.database,
    databaseUrl: platform.config.databaseUrl,
    mediaDir: mediaDirOf(platform.config),
  };
  return runPeriodically(
    platform.jobs,
    'backup',
    CHECK_EVERY_MINUTES,
    async () => {
      const { lastOk } = await latestRuns(source);
      const due = !lastOk || platform.now().getTime() - lastOk.finishedAt.getTime() >= everyHours * 3600_000 - 60_000;
      if (!due) return;
      try {
        const result = await recordedBackup(source, backupFileName(dir, platform.now()), 'schedule');
        const pruned = await pruneBackups(dir, keep);
        log.info(
          { backup: { file: result.file, bytes: result.bytes, counts: result.manifest.counts, pruned } },
          'backup written',
        );
      } catch (error) {
        log.error({ err: error }, 'scheduled backup failed');
      }
    },
    { startNow: true },
  );
}
