import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/database';
import { withDatabase } from '../global-setup';

/**
 * A database on disk that outlives a server process: a PGlite data directory (`DATA_DIR`) or,
 * under test:postgres, a PostgreSQL database copied from the migrated template (`DATABASE_URL`).
 * PGlite is one process per directory: `open()` only while no child server runs on it.
 */
export interface CrashDatabase {
  kind: 'pglite' | 'postgres';
  /** What the child server needs to find the database. */
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function createCrashDatabase(): Promise<CrashDatabase> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'crash-'));
  const outbox = { SDI_OUTBOX_DIR: path.join(tmp, 'sdi-outbox'), MEDIA_DIR: path.join(tmp, 'media') };
  const templateUrl = inject('templateDatabaseUrl');
  if (templateUrl) {
    const name = `crash_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
      await c.connect();
      await c.query(sql);
      await c.end();
    };
    await admin(`CREATE DATABASE ${name} TEMPLATE ${new URL(templateUrl).pathname.slice(1)}`);
    const databaseUrl = withDatabase(templateUrl, name);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: databaseUrl, ...outbox },
      open: () => openDatabase({ databaseUrl }),
      async dispose() {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await rm(tmp, { recursive: true, force: true });
      },
    };
  }
  const dataDir = path.join(tmp, 'data');
  // the migrated snapshot unpacked into the directory the child will open (DATA_DIR/pgdata)
  const snapshot = await readFile(inject('pgliteSnapshot'));
  await mkdir(dataDir, { recursive: true });
  const first = await PGlite.create(path.join(dataDir, 'pgdata'), { loadDataDir: new Blob([snapshot]) });
  await first.close();
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '', ...outbox },
    open: () => openDatabase({ dataDir }),
    dispose: () => rm(tmp, { recursive: true, force: true }),
  };
}

/** Opens the database in this process (no child server may run on it), runs `check`, closes it again. */
export async function inspectCrashDatabase<T>(
  database: CrashDatabase,
  check: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await database.open();
  try {
    return await check(handle);
  } finally {
    await handle.close();
  }
}
