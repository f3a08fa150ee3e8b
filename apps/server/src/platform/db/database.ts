import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index';
import { migrateJobQueue } from '../jobs/queue';

export type Schema = typeof schema;
/** The ORM handle services use; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A handle inside a transaction has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's handle (the job queue talks to it directly); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** Plain SQL through the driver (benchmarks, maintenance); never used by services. */
  rawQuery(sql: string, params?: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
/** How often the embedded database refreshes its planner statistics (it has no autovacuum). */
export const PGLITE_ANALYZE_EVERY_MS = 20 * 60 * 1000;
const MIGRATION_LOCK = 72_410_001; // arbitrary constant: one migrator at a time across instances

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** An already opened PGlite (tests load a migrated snapshot into memory). */
  pglite?: PGlite;
}

/** PostgreSQL's code for a connection ended by the server's administrator (a restart, a failover, DROP … FORCE). */
export const ADMIN_SHUTDOWN = '57P01';

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // a connection that cannot be had within 5 s fails (SERVICE_UNAVAILABLE) instead of holding the request forever
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // numeric stays a string (money is never a float); int8 counts fit in JS numbers
    // an idle connection the server ended (restart, failover, a dropped test database: 57P01) is replaced by the
    // pool: a warning, not an error of the app
    pool.on('error', (err: Error & { code?: string }) =>
      (err.code === ADMIN_SHUTDOWN ? console.warn : console.error)('PostgreSQL pool error', err.message),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      rawQuery: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (!options.dataDir) throw new Error('dataDir is required for the embedded database');
    await mkdir(options.dataDir, { recursive: true });
    client = await PGlite.create(path.join(options.dataDir, 'pgdata'));
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  // PGlite runs no autovacuum: without fresh statistics the planner misjudges grown tables (an
  // orders page went from 45 ms to 1 s in the ordering bench), so analyze now and then.
  const analyze = () => void pglite.exec('analyze').catch(() => undefined);
  const statistics = setInterval(analyze, PGLITE_ANALYZE_EVERY_MS);
  statistics.unref();
  return {
    db,
    kind: 'pglite',
    pglite,
    rawQuery: async (sql, params) => (await pglite.query(sql, params as unknown[])).rows,
    close: () => {
      clearInterval(statistics);
      return pglite.close();
    },
  };
}

/** Applies the checked-in migrations; on PostgreSQL under an advisory lock so instances can start together. */
export async function migrateDatabase(database: Database, databaseUrl?: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    await migrateJobQueue(database, undefined);
    await database.rawQuery('analyze'); // statistics from the start (no autovacuum; see openDatabase)
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
  await migrateJobQueue(database, databaseUrl); // pg-boss takes its own advisory lock
}
