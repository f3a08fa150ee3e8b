import path from 'node:path';
import type { RequestContext } from '../../platform/graphql/context';
import { requireOperator } from '../../platform/auth/require';
import { latestRuns, type BackupRun } from '../../platform/backup/index';

export interface BackupRunView {
  trigger: string;
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  /** The archive's file name (not its path on the server). */
  fileName: string | null;
  bytes: number | null;
  error: string | null;
}

export interface BackupStatus {
  /** BACKUP_EVERY_HOURS (0: no scheduled backups) and BACKUP_KEEP. */
  everyHours: number;
  keep: number;
  last: BackupRunView | null;
  lastOk: BackupRunView | null;
  /** A scheduled backup is due and none worked within twice the period (or none ever): the screen warns. */
  overdue: boolean;
}

const view = (run: BackupRun | null): BackupRunView | null =>
  run && {
    trigger: run.trigger,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    ok: run.ok,
    fileName: run.file ? path.basename(run.file) : null,
    bytes: run.bytes,
    error: run.error,
  };

/** When the platform's data was last backed up, for the platform operator (issue 46). */
export async function backupStatus(ctx: RequestContext): Promise<BackupStatus> {
  requireOperator(ctx);
  const { everyHours, keep } = ctx.platform.config.backup;
  const { last, lastOk } = await latestRuns(ctx.platform);
  const age = lastOk ? ctx.platform.now().getTime() - lastOk.finishedAt.getTime() : Infinity;
  return {
    everyHours,
    keep,
    last: view(last),
    lastOk: view(lastOk),
    overdue: everyHours > 0 && age > 2 * everyHours * 3600_000,
  };
}
