import PgBoss from 'pg-boss';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_SHUTDOWN, type Database, type Tx } from '../db/database';

/**
 * A queue's name; a job's name says which handler runs it. The platform's own are 'mail' and
 * 'backup'; the features name theirs where they define them (their manifests' `startJobs`).
 */
export type JobName = string;

export interface JobDefinition<T extends object> {
  /** A running job not finished by then is failed (its instance died or hangs) and retried elsewhere. */
  expireInSeconds: number;
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (backoff). */
  retryDelay: number;
  /** Jobs this instance works on at once. */
  concurrency: number;
  /** `lastAttempt`: no retry follows if this attempt throws (record the failure instead). */
  handler: (data: T, attempt: { retryCount: number; lastAttempt: boolean }) => Promise<void>;
}

export interface JobQueueOptions {
  /** How often an instance looks for expired jobs and archives finished ones (JOB_MAINTENANCE_SECONDS). */
  maintenanceSeconds: number;
  /** How often an idle worker asks for a job (JOB_POLL_SECONDS); a job sent by this instance wakes it at once. */
  pollSeconds: number;
}

const SCHEMA = 'pgboss';
const MAX_THROTTLE_SECONDS = 12 * 3600;
const QUEUE_CREATION_LOCK = 72_410_002; // arbitrary constant beside the migration lock (72_410_001)

/** pg-boss's database port over the embedded database (one connection, serialised by PGlite). */
function pgliteDb(pglite: PGlite): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pglite.query(text, values);
      // pg-boss sends its installation and maintenance as one text of several statements
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** `text` with `$1 …` placeholders as a Drizzle SQL object, so pg-boss can write inside our transaction. */
export function parameterised(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

function transactionDb(tx: Tx): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = (await tx.execute(parameterised(text, values ?? []))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

function bossOptions(database: Database, options: JobQueueOptions, databaseUrl: string | undefined) {
  const common = {
    schema: SCHEMA,
    application_name: 'bakery-jobs',
    // cron is not used: periodic work is sent throttled (one job per period across all instances)
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  } satisfies PgBoss.ConstructorOptions;
  if (database.kind === 'postgres') return { ...common, connectionString: databaseUrl, max: 4 };
  if (!database.pglite) throw new Error('the embedded database has no PGlite handle');
  return { ...common, db: pgliteDb(database.pglite) };
}

/** Installs or upgrades the queue's tables (schema `pgboss`); safe for instances starting together. */
export async function migrateJobQueue(database: Database, databaseUrl: string | undefined): Promise<void> {
  const boss = new PgBoss({
    ...bossOptions(database, { maintenanceSeconds: 60, pollSeconds: 2 }, databaseUrl),
    supervise: false,
  });
  boss.on('error', (error) => console.error('job queue', error.message));
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/**
 * Background work on a PostgreSQL job queue (pg-boss) in the platform's own database: a job is
 * taken by exactly one instance; a job whose instance died expires and is retried by another.
 * On the embedded database the same queue runs through PGlite (one process, one instance).
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<JobName, string[]>();
  private started = false;

  constructor(
    database: Database,
    private readonly options: JobQueueOptions,
    private readonly databaseUrl: string | undefined,
    private readonly log: (message: string) => void = (m) => console.error(m),
  ) {
    this.boss = new PgBoss({ ...bossOptions(database, options, databaseUrl), migrate: false });
    this.boss.on('error', (error: Error & { code?: string }) =>
      // a connection the server ended (restart, failover) is replaced by pg-boss's pool: a warning
      error.code === ADMIN_SHUTDOWN
        ? console.warn(`job queue: ${error.message}`)
        : this.log(`job queue: ${error.message}`),
    );
  }

  /** Whether this instance's queue runs (started and not stopped): a part of `/ready`. */
  get running(): boolean {
    return this.started;
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
  }

  /** Creates the queue (once, whichever instance comes first) and works on it in this instance. */
  async define<T extends object>(name: JobName, definition: JobDefinition<T>): Promise<void> {
    await this.createQueue(name, {
      name,
      expireInSeconds: definition.expireInSeconds,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelay,
      retryBackoff: true,
    });
    // a job keeps the expiry it was sent with: one queued or running before this start (its instance
    // may have died) would wait out yesterday's setting (5 minutes for a bill run's client), so the
    // unfinished jobs of the queue take this instance's expiry too
    await this.boss.getDb().executeSql(
      `update ${SCHEMA}.job set expire_in = make_interval(secs => $1)
          where name = $2 and state < 'completed' and expire_in <> make_interval(secs => $1)`,
      [definition.expireInSeconds, name],
    );
    const ids: string[] = [];
    for (let i = 0; i < definition.concurrency; i++) {
      let workerId = '';
      workerId = await this.boss.work<T>(
        name,
        { pollingIntervalSeconds: this.options.pollSeconds, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          try {
            await definition.handler(job.data, {
              retryCount: job.retryCount,
              lastAttempt: job.retryCount >= job.retryLimit,
            });
          } finally {
            // a worker that found a job asks again at once instead of waiting for the next poll
            this.boss.notifyWorker(workerId);
          }
        },
      );
      ids.push(workerId);
    }
    this.workers.set(name, ids);
  }

  /**
   * Creates a queue unless it exists, else sets its options. Instances starting together would create their queues at the
   * same moment, and pg-boss's partition per queue then deadlocks in PostgreSQL (seen in CI with 3
   * instances): on PostgreSQL creation is serialised by an advisory lock across instances.
   */
  private async createQueue(name: JobName, options: PgBoss.Queue): Promise<void> {
    if (await this.boss.getQueue(name)) {
      // the queue's expiry and retries come from this instance's configuration, changed or not since it was made
      await this.boss.updateQueue(name, options);
      return;
    }
    if (!this.databaseUrl) {
      await this.boss.createQueue(name, options);
      return;
    }
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [QUEUE_CREATION_LOCK]);
      await this.boss.createQueue(name, options); // a no-op when another instance made it meanwhile
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_CREATION_LOCK]).catch(() => undefined);
      await client.end();
    }
  }

  /** Sends jobs; with `tx` they exist only if that transaction commits. */
  async sendMany<T extends object>(name: JobName, items: readonly T[], tx?: Tx): Promise<void> {
    if (items.length === 0) return;
    await this.boss.insert(
      items.map((data) => ({ name, data })),
      tx ? { db: transactionDb(tx) } : {},
    );
  }

  /**
   * Sends one job with its own retries (read when sent, not when the queue was made) and wakes this
   * instance's workers; returns the job's id.
   */
  async send<T extends object>(
    name: JobName,
    data: T,
    retry: { limit: number; delaySeconds: number },
  ): Promise<string> {
    const id = await this.boss.send(name, data, {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
    });
    if (!id) throw new Error(`the queue took no ${name} job`);
    this.wake(name);
    return id;
  }

  /**
   * Waits until a job's current attempt has ended — it completed, failed for good, or waits for its
   * retry — or `timeoutMs` passed; resolves with its state then (`created` or `active`: not yet).
   */
  async attemptEnded(name: JobName, id: string, timeoutMs: number): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.boss.getJobById(name, id, { includeArchive: true });
      const state = job?.state ?? 'completed'; // gone: archived and deleted long ago
      if ((state !== 'created' && state !== 'active') || Date.now() > deadline) return state;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Wakes this instance's workers of `name` (after a send, instead of waiting for the next poll). */
  wake(name: JobName): void {
    for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * At most one `name` job per `seconds` across all instances (pg-boss's throttle key): every
   * instance may call this on its own timer, one of them runs the work.
   */
  async sendOncePer(name: JobName, seconds: number): Promise<void> {
    // pg-boss's throttle window may not exceed its archive interval (12 hours by default)
    await this.boss.sendThrottled(name, {}, {}, Math.min(seconds, MAX_THROTTLE_SECONDS), name);
    this.wake(name);
  }

  /** Stops taking jobs and waits (up to `timeoutMs`) for the running ones; unfinished ones expire and are retried. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}

/**
 * Periodic work that must run once per period across all instances (standing orders, contract
 * ends): every instance asks every `minutes` for one job of the period; the queue keeps one per
 * period and gives it to one worker. Returns this instance's stop function for the timer.
 */
export async function runPeriodically(
  jobs: JobQueue,
  name: JobName,
  minutes: number,
  work: () => Promise<void>,
  options: { startNow?: boolean } = {},
): Promise<() => void> {
  if (minutes <= 0) return () => undefined;
  await jobs.define(name, {
    expireInSeconds: Math.max(60, minutes * 60),
    retryLimit: 0, // the next period's job does the work again
    retryDelay: 0,
    concurrency: 1,
    handler: work,
  });
  const seconds = minutes * 60;
  const tick = () => void jobs.sendOncePer(name, seconds).catch((error: unknown) => console.warn(`${name}:`, error));
  if (options.startNow) tick();
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
