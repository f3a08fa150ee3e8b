import path from 'node:path';
import os from 'node:os';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/platform/config';
import { startServer, type RunningServer } from '../src/server';
import type { ErrorCode } from '@bakery/core';

export interface GqlError {
  message: string;
  extensions?: { code?: ErrorCode | string; [key: string]: unknown };
}

/** A GraphQL answer; `data` is untyped JSON, each test asserts the shape it expects. */
export interface GqlResult {
  status: number;
  data: any;
  errors?: GqlError[];
}

export interface TestServer extends RunningServer {
  /** POST /graphql as a client does: JSON body with operationName, variables, query; optional bearer token. */
  gql(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<GqlResult>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A real server on 127.0.0.1 with a fresh database of its own: the migrated PGlite snapshot
 * loaded in memory, or (under test:postgres) a copy of the migrated template database.
 */
export async function createTestServer(
  overrides: Partial<Config> = {},
  options: { now?: () => Date } = {},
): Promise<TestServer> {
  const defaults = loadConfig({});
  const base: Config = {
    ...defaults,
    sdi: { ...defaults.sdi, outboxDir: path.join(os.tmpdir(), `sdi-outbox-${randomBytes(6).toString('hex')}`) },
    port: 0,
    host: '127.0.0.1',
    seedDemo: false,
    logLevel: 'silent',
    smtpUrl: undefined,
    authRateLimit: 10_000,
    webDist: '/nonexistent',
    guestAppDist: '/nonexistent',
    publicUrl: 'http://bakery.test',
    aboJobMinutes: 0,
    backup: { ...defaults.backup, everyHours: 0 },
    ...overrides,
  };
  const templateUrl = inject('templateDatabaseUrl');
  let dropDatabase: (() => Promise<void>) | undefined;
  let pglite: PGlite | undefined;
  if (templateUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(templateUrl).pathname.slice(1)}`);
    await admin.end();
    base.databaseUrl = withDatabase(templateUrl, name);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    base.databaseUrl = undefined;
  }
  const server = await startServer(base, { pglite, now: options.now, seed: false });
  return {
    ...server,
    async close() {
      await server.close();
      await dropDatabase?.();
    },
    async gql(query, variables = {}, token, headers = {}) {
      const operationName = query.match(/^\s*(?:query|mutation)\s+(\w+)/)?.[1];
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify({ operationName, variables, query }),
      });
      const body = (await res.json()) as Omit<GqlResult, 'status'>;
      return { status: res.status, ...body } as GqlResult;
    },
  };
}

/** The error code of a failed call (or undefined when it succeeded). */
export function codeOf(result: GqlResult): string | undefined {
  return result.errors?.[0]?.extensions?.code as string | undefined;
}
