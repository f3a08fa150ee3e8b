import type { FastifyInstance } from 'fastify';
import type { Platform } from '../graphql/context';
import { appliedMigrations, knownMigrations } from '../db/migrations';
import { isDatabaseUnavailable } from '../db/unavailable';
import { RETRY_AFTER_SECONDS } from '../graphql/yoga';

/** How long `/ready` waits for the database's answer before it calls it away. */
const DATABASE_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/health`: the process is up (liveness: restart it when this fails). `/ready`: it can serve —
 * the database answers, every migration of this code is applied, the job queue runs — each named
 * in the body; 503 with Retry-After when one is not (a load balancer sends no traffic then). While
 * the database is away every other route answers 503 SERVICE_UNAVAILABLE with Retry-After too,
 * instead of a bare 500, and works again by itself once it is back.
 */
export function registerReadiness(app: FastifyInstance, platform: Platform): void {
  app.get('/health', async () => ({ ok: true, database: platform.database.kind }));

  app.get('/ready', async (_req, reply) => {
    const expected = (await knownMigrations()).length;
    let database: { ok: boolean; error?: string } = { ok: true };
    let migrations = { ok: false, applied: 0, expected };
    try {
      const applied = await withTimeout(
        appliedMigrations((sql) => platform.database.rawQuery(sql)),
        DATABASE_TIMEOUT_MS,
      );
      migrations = { ok: applied >= expected, applied, expected };
    } catch (error) {
      database = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    const jobQueue = { ok: platform.jobs.running };
    const ready = database.ok && migrations.ok && jobQueue.ok;
    if (!ready) reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    return { ready, database: { kind: platform.database.kind, ...database }, migrations, jobQueue };
  });

  // the plain HTTP routes (documents, uploads) the same way as /graphql while the database is away
  app.setErrorHandler((error, _req, reply) => {
    if (!isDatabaseUnavailable(error)) throw error; // Fastify's own handling
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ errors: [{ message: 'SERVICE_UNAVAILABLE', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  });
}
