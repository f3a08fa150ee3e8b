import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../src/platform/db/database';

/**
 * The schemas a restore must give back row by row: the platform's tables and drizzle's migration
 * record. The job queue's schema (pgboss) is left out: its maintenance archives and expires jobs on
 * its own clock, before and after the backup; a restored queue is checked by working instead.
 */
const SCHEMAS = ['public', 'drizzle'];

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?[+-]\d\d:\d\d$/;

/** A row as JSON with its instants in UTC, so two servers in different session time zones compare equal. */
function canonical(value: unknown): unknown {
  if (typeof value === 'string' && INSTANT.test(value)) return new Date(value).toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, canonical(v)]));
  return value;
}

/** Every table's rows as canonical JSON, sorted: `schema.table` → rows. */
export async function tableRows(database: Database): Promise<Map<string, string[]>> {
  const tables = (await database.rawQuery(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema = any($1) order by 1, 2`,
    [SCHEMAS],
  )) as { schema: string; name: string }[];
  const result = new Map<string, string[]>();
  for (const { schema, name } of tables) {
    const rows = (await database.rawQuery(`select to_jsonb(t) as row from "${schema}"."${name}" t`)) as {
      row: unknown;
    }[];
    result.set(`${schema}.${name}`, rows.map((r) => JSON.stringify(canonical(r.row))).sort());
  }
  return result;
}

/** The files of a directory (flat, as MEDIA_DIR is) with their bytes; none when it does not exist. */
export async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = new Map<string, Buffer>();
  for (const name of names.sort()) files.set(name, await readFile(path.join(dir, name)));
  return files;
}
