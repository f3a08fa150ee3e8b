import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../global-setup';

/** Where a restore goes: a new DATA_DIR and MEDIA_DIR, and under test:postgres a new, empty database. */
export interface EmptyTarget {
  env: Record<string, string>;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

export async function emptyTarget(kind: 'pglite' | 'postgres'): Promise<EmptyTarget> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'restore-'));
  const dataDir = path.join(tmp, 'data');
  const mediaDir = path.join(tmp, 'media');
  const dirs = { DATA_DIR: dataDir, MEDIA_DIR: mediaDir, SDI_OUTBOX_DIR: path.join(tmp, 'sdi-outbox') };
  if (kind === 'pglite')
    return {
      env: { ...dirs, DATABASE_URL: '' },
      dataDir,
      mediaDir,
      databaseUrl: undefined,
      dispose: () => rm(tmp, { recursive: true, force: true }),
    };
  const server = withDatabase(inject('templateDatabaseUrl'), 'postgres');
  const name = `restore_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`); // from template1: no tables
  const databaseUrl = withDatabase(server, name);
  return {
    env: { ...dirs, DATABASE_URL: databaseUrl },
    dataDir,
    mediaDir,
    databaseUrl,
    async dispose() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
