import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/platform/db/database';
import { REPO_ROOT } from '../src/platform/config';

export const TEMPLATE_DB = 'bakery_test_template';

/**
 * Migrates once, then every test file starts from that state: a PGlite data-directory snapshot
 * (loaded in ~1 s) or, against PostgreSQL, a template database copied per file.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = withDatabase(url, TEMPLATE_DB);
    const database = await openDatabase({ databaseUrl: templateUrl });
    await migrateDatabase(database, templateUrl);
    await database.close();
    project.provide('templateDatabaseUrl', templateUrl);
    return;
  }
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = path.join(REPO_ROOT, '.data-test');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    templateDatabaseUrl: string;
  }
}
