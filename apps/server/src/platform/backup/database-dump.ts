import { writeFile } from 'node:fs/promises';
import { protocol, type PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import type { Database } from '../db/database';
import { countsOf, schemaOf, type BackupManifest } from './manifest';
import { clientArgs, pgTool } from './pg-tools';
import { one, present } from '../db/rows';

/** Owners and grants of the source are left out: a restore belongs to whoever restores it. */
const PORTABLE = ['--no-owner', '--no-privileges'];

export type DumpFacts = Pick<BackupManifest, 'database' | 'schema' | 'counts'> & { createdAt: string };

/**
 * Plain SQL through the wire protocol, bypassing PGlite's query mutexes (the caller holds them):
 * each row's columns as text.
 */
async function rawQuery(pglite: PGlite, text: string): Promise<Record<string, string | null>[]> {
  const { messages } = await pglite.execProtocol(protocol.serialize.query(text));
  let names: string[] = [];
  const rows: Record<string, string | null>[] = [];
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) names = message.fields.map((f) => f.name);
    if (message instanceof protocol.messages.DataRowMessage)
      rows.push(Object.fromEntries(message.fields.map((value, i) => [names[i] ?? `column${i}`, value])));
  }
  return rows;
}

/**
 * The embedded database as plain SQL (ADR 023): PGlite's WASM build of pg_dump, run on the open
 * database while it holds both of PGlite's mutexes, so no query and no transaction of the server
 * runs in between and the dump, its counts and its schema version are one snapshot. The server's
 * answers wait meanwhile (measured in docs/OPERATIONS.md).
 */
export async function dumpPglite(pglite: PGlite, file: string): Promise<DumpFacts> {
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const query = async (text: string) =>
        (await rawQuery(pglite, text)).map((row) =>
          Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v !== null && /^\d+$/.test(v) ? Number(v) : v])),
        );
      const [version] = await query('show server_version');
      const facts = {
        createdAt: new Date().toISOString(),
        database: {
          kind: 'pglite' as const,
          serverVersion: String(present(version, 'server version').server_version),
          dump: 'sql' as const,
        },
        schema: await schemaOf(query),
        counts: await countsOf(query),
      };
      // pgDump's own two queries (the search path before, resetting it after) must not wait for the mutexes held here
      const unlocked = {
        query: async (text: string) => ({ rows: await rawQuery(pglite, text) }),
        exec: async (text: string) => rawQuery(pglite, text),
        execProtocolRawStream: pglite.execProtocolRawStream.bind(pglite),
      } as unknown as PGlite;
      const [path] = await rawQuery(pglite, 'show search_path');
      try {
        const dump = await pgDump({ pg: unlocked, args: PORTABLE });
        await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      } finally {
        // pg_dump ends by leaving the connection, which PGlite ignores: its read-only transaction
        // would stay open on the server's one connection (every write after it refused), and the
        // empty search path it set before would stay (every unqualified table unknown). Both undone.
        await rawQuery(pglite, 'rollback');
        await rawQuery(pglite, `set search_path = ${present(path, 'search path').search_path ?? 'public'}`);
      }
      return facts;
    }),
  );
}

/**
 * A PostgreSQL database in pg_dump's custom format. The counts and the schema version are read in
 * a repeatable-read transaction whose snapshot pg_dump then uses (`--snapshot`), so they describe
 * exactly what is dumped while orders keep arriving.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<DumpFacts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin transaction isolation level repeatable read, read only');
    const snapshot = one((await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows, 'snapshot').id;
    const query = async (text: string) => (await client.query(text)).rows as unknown[];
    const facts = {
      createdAt: new Date().toISOString(),
      database: {
        kind: 'postgres' as const,
        serverVersion: one(
          (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows,
          'version',
        ).v,
        dump: 'custom' as const,
      },
      schema: await schemaOf(query),
      counts: await countsOf(query),
    };
    const { url, env } = clientArgs(databaseUrl);
    await pgTool('pg_dump', [...PORTABLE, '--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, url], env);
    await client.query('commit');
    return facts;
  } finally {
    await client.end();
  }
}

export function dumpDatabase(database: Database, databaseUrl: string | undefined, file: string): Promise<DumpFacts> {
  if (database.kind === 'pglite') return dumpPglite(present(database.pglite, 'the PGlite handle'), file);
  return dumpPostgres(present(databaseUrl, 'DATABASE_URL'), file);
}
