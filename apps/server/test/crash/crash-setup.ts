import { afterAll, afterEach } from 'vitest';
import type { Database } from '../../src/platform/db/database';
import { startSmtpCatcher } from '../smtp-catcher';
import { killAllChildServers } from './child-server';
import { createCrashDatabase, type CrashDatabase } from './crash-database';

/** Something a test starts in-process (SMTP catcher, intermediary) and closes after the file's tests. */
interface Closable {
  close(): Promise<void>;
}

/**
 * The frame of a crash test: call it at the top of the test file. It kills every child server
 * after each test and, after the file, closes what `closeAfterAll` was given and drops the
 * databases it made.
 */
export function useCrashTest() {
  const databases: CrashDatabase[] = [];
  const closers: Closable[] = [];
  afterEach(async () => {
    await killAllChildServers();
  });
  afterAll(async () => {
    await killAllChildServers();
    await Promise.all(closers.map((c) => c.close()));
    await Promise.all(databases.map((d) => d.dispose()));
  });

  const closeAfterAll = <T extends Closable>(closable: T): T => {
    closers.push(closable);
    return closable;
  };

  /** A fresh crash database, dropped after the file's tests. */
  const freshDatabase = async (): Promise<CrashDatabase> => {
    const database = await createCrashDatabase();
    databases.push(database);
    return database;
  };

  return {
    closeAfterAll,
    freshDatabase,
    /**
     * For work on the job queue (a queued mail, a hand-over to SdI): a fresh crash database, an
     * SMTP catcher and the environment of the child servers — the database, SMTP_URL, no abo or
     * contract job, a queue that polls and expires every second — with `env` on top: the job's own
     * *_EXPIRE_SECONDS (after which a dead instance's job expires) and what else the test needs.
     */
    async setUpQueue(env: Record<string, string>) {
      const database = await freshDatabase();
      const smtp = closeAfterAll(await startSmtpCatcher());
      return {
        database,
        smtp,
        env: {
          ...database.env,
          SMTP_URL: smtp.url,
          ABO_JOB_MINUTES: '0',
          CONTRACT_JOB_MINUTES: '0',
          JOB_MAINTENANCE_SECONDS: '1',
          JOB_POLL_SECONDS: '1',
          ...env,
        },
      };
    },
  };
}

/** Every job of the queue `name` in pg-boss, running or archived: its state and how often it was retried. */
export async function queueJobs(h: Database, name: string): Promise<{ state: string; retry_count: number }[]> {
  return (await h.rawQuery(
    `select state, retry_count from pgboss.job where name = $1
       union all select state, retry_count from pgboss.archive where name = $1`,
    [name],
  )) as { state: string; retry_count: number }[];
}
