import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { backupRuns } from '../../db/schema/index';
import { makeBackup, type BackupResult, type BackupSource } from './backup';

export type BackupTrigger = 'schedule' | 'command';
export type BackupRun = typeof backupRuns.$inferSelect;

const NAME = /^brotzeit-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/;

/** brotzeit-2026-12-03T04-00-00Z.tar in `dir`: names that sort by time. */
export function backupFileName(dir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join(dir, `brotzeit-${stamp}.tar`);
}

/** A backup, recorded in `backup_runs` whether it worked or not (the failure is rethrown). */
export async function recordedBackup(
  source: BackupSource,
  file: string,
  trigger: BackupTrigger,
): Promise<BackupResult> {
  const startedAt = new Date();
  const { db } = source.database;
  try {
    const result = await makeBackup(source, file);
    await db.insert(backupRuns).values({ trigger, startedAt, ok: true, file: result.file, bytes: result.bytes });
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .insert(backupRuns)
      .values({ trigger, startedAt, ok: false, error: message })
      .catch(() => undefined);
    throw error;
  }
}

/** The newest run, and the newest that worked (null when there is none). */
export async function latestRuns(source: Pick<BackupSource, 'database'>) {
  const { db } = source.database;
  const [last] = await db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(1);
  const [lastOk] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.ok, true))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return { last: last ?? null, lastOk: lastOk ?? null };
}

/** Deletes the backups of `dir` (by their name's pattern) beyond the newest `keep`; returns those deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}
