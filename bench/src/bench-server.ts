import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '@bakery/server/src/platform/config';
import { startServer } from '@bakery/server/src/server';
import pg from 'pg';
import { countStatements, type Queryable } from './catalogue';

/**
 * The real server of one bench on a database of its own: PostgreSQL at `databaseUrl`, else an
 * embedded PGlite in a temporary directory; no demo data, no sign-in throttle. Every SQL statement is
 * counted from the start (`counter`). `close` stops the server and removes the directory.
 */
export async function benchServer(
  prefix: string,
  databaseUrl: string | undefined,
  overrides: Partial<ReturnType<typeof loadConfig>> = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${prefix}-`));
  const pglite = databaseUrl ? undefined : await PGlite.create(path.join(dataDir, 'pgdata'));
  const counter = countStatements((pglite ?? pg.Pool.prototype) as unknown as Queryable);
  const config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dataDir,
    logLevel: 'silent',
    seedDemo: false,
    authRateLimit: 100_000,
    backup: { ...loadConfig({}).backup, everyHours: 0 }, // no scheduled backup pausing a measurement
    ...overrides,
  };
  const server = await startServer(config, { pglite, seed: false });
  return {
    server,
    pglite,
    counter,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type GraphqlPost = (
  query: string,
  variables?: Record<string, unknown>,
  jwt?: string,
) => Promise<Record<string, unknown>>;

/** POST to a server's /graphql as a client does (bearer token optional); an answer with errors throws. */
export function graphqlPost(endpoint: string): GraphqlPost {
  return async (query, variables = {}, jwt) => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data ?? {};
  };
}
