import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { BackupManifest } from './manifest';
import { clientArgs, pgTool } from './pg-tools';
import { one } from '../db/rows';

const RESTORE = ['--no-owner', '--no-privileges', '--exit-on-error'];

/**
 * Why the embedded target cannot take a restore, or null: its data directory must be new or empty,
 * and the backup one of the embedded database (PostgreSQL's custom format carries its rows as COPY,
 * which only PostgreSQL reads; a platform moves up to PostgreSQL, not down).
 */
export async function pgliteTargetProblem(manifest: BackupManifest, dataDir: string): Promise<string | null> {
  if (manifest.database.dump !== 'sql')
    return 'this backup is of PostgreSQL: restore it into PostgreSQL (set DATABASE_URL to an empty database)';
  const entries = await readdir(path.join(dataDir, 'pgdata')).catch(() => [] as string[]);
  return entries.length > 0
    ? `${path.join(dataDir, 'pgdata')} already holds a database: restore into a new or empty DATA_DIR`
    : null;
}

/** Why the PostgreSQL target cannot take a restore, or null: the database must have no tables. */
export async function postgresTargetProblem(databaseUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const tables = one(rows, 'table count').n;
    return tables > 0
      ? `the database of DATABASE_URL already has ${tables} tables: restore into a new, empty database`
      : null;
  } finally {
    await client.end();
  }
}

/**
 * A plain SQL dump made for a newer server, fitted to an older one: pg_dump 17+ writes
 * `SET transaction_timeout`, which PostgreSQL before 17 does not know (PGlite is 18, Debian's 15).
 */
export function sqlForServer(sql: string, serverVersionNum: number): string {
  return serverVersionNum < 170000 ? sql.replace(/^SET transaction_timeout = 0;$/m, '') : sql;
}

/** The dump into a new PGlite data directory (DATA_DIR/pgdata). */
async function restoreIntoPglite(manifest: BackupManifest, dumpFile: string, dataDir: string): Promise<void> {
  const sql = await readFile(dumpFile, 'utf8');
  // restored aside and renamed: a restore that fails half-way leaves no half database behind
  const aside = path.join(dataDir, 'pgdata.restoring');
  await rm(aside, { recursive: true, force: true });
  const pglite = await PGlite.create(aside);
  try {
    await pglite.exec(sql);
  } catch (error) {
    await pglite.close();
    await rm(aside, { recursive: true, force: true });
    throw error;
  }
  await pglite.close();
  await rm(path.join(dataDir, 'pgdata'), { recursive: true, force: true }); // an empty directory (checked)
  await rename(aside, path.join(dataDir, 'pgdata'));
}

/** The dump into the empty PostgreSQL database of `databaseUrl`, in one transaction. */
async function restoreIntoPostgres(manifest: BackupManifest, dumpFile: string, databaseUrl: string): Promise<void> {
  if (manifest.database.dump === 'custom') {
    const { url, env } = clientArgs(databaseUrl);
    await pgTool('pg_restore', [...RESTORE, '--single-transaction', `--dbname=${url}`, dumpFile], env);
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const version = Number(
      one((await client.query<{ v: string }>("select current_setting('server_version_num') as v")).rows, 'version').v,
    );
    await client.query('begin');
    await client.query(sqlForServer(await readFile(dumpFile, 'utf8'), version));
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

export async function restoreDatabase(
  manifest: BackupManifest,
  dumpFile: string,
  target: { databaseUrl: string | undefined; dataDir: string },
): Promise<void> {
  if (target.databaseUrl) await restoreIntoPostgres(manifest, dumpFile, target.databaseUrl);
  else await restoreIntoPglite(manifest, dumpFile, target.dataDir);
}
