import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { ChildServer } from '../../../test/crash/child-server';
import { useCrashTest } from '../../../test/crash/crash-setup';
import { CRASH_JWT_SECRET, seedDailyAbos } from '../../../test/crash/crash-data';
import { OwnPostgres } from '../../../test/outage/own-postgres';
import { knownMigrations } from '../db/migrations';
import { migrateDatabase, openDatabase } from '../db/database';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await server.platform.jobs.start();
});
afterAll(() => server.close());

describe('/health and /ready (issue 46)', () => {
  it('/ready names the database, the migrations and the job queue, 200 while all hold', async () => {
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);
    const expected = (await knownMigrations()).length;
    expect(await ready.json()).toEqual({
      ready: true,
      database: { kind: server.platform.database.kind, ok: true },
      migrations: { ok: true, applied: expected, expected },
      jobQueue: { ok: true },
    });
  });

  it('/ready is 503 with Retry-After when the job queue is not running', async () => {
    await server.platform.jobs.stop();
    try {
      const ready = await fetch(`${server.url}/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toMatchObject({ ready: false, database: { ok: true }, jobQueue: { ok: false } });
    } finally {
      await server.platform.jobs.start();
    }
  });
});

useCrashTest(); // kills the child server after the test, also when it failed
const ME = 'query M { me { id } }';

describe.runIf(inject('templateDatabaseUrl'))('PostgreSQL away under load (issue 46)', () => {
  it(
    'answers 503 SERVICE_UNAVAILABLE with Retry-After while PostgreSQL is stopped, never a bare 500, and recovers by itself when it is started again',
    { timeout: 120_000 },
    async () => {
      // a PostgreSQL server of this test's own: stopped and started again while the other files use theirs
      const postgres = await OwnPostgres.start();
      const tmp = await mkdtemp(path.join(os.tmpdir(), 'away-'));
      try {
        const setup = await openDatabase({ databaseUrl: postgres.url });
        await migrateDatabase(setup, postgres.url);
        const bakery = await seedDailyAbos(setup.db, 'away', 4, '2026-01-01');
        await setup.close();
        const child = await ChildServer.start({
          DATABASE_URL: postgres.url,
          DATA_DIR: path.join(tmp, 'data'),
          MEDIA_DIR: path.join(tmp, 'media'),
          SDI_OUTBOX_DIR: path.join(tmp, 'sdi-outbox'),
          JWT_SECRET: CRASH_JWT_SECRET,
          ABO_JOB_MINUTES: '0',
          CONTRACT_JOB_MINUTES: '0',
          JOB_MAINTENANCE_SECONDS: '1',
        });
        type Seen = { at: number; status: number; code?: string; message?: string; retryAfter: string | null };
        const seen: Seen[] = [];
        let load = true;
        const ask = async () => {
          while (load) {
            const res = await fetch(`${child.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${bakery.token}` },
              body: JSON.stringify({ query: ME }),
            });
            const body = (await res.json()) as { errors?: { message?: string; extensions?: { code?: string } }[] };
            seen.push({
              at: Date.now(),
              status: res.status,
              code: body.errors?.[0]?.extensions?.code,
              message: body.errors?.[0]?.message,
              retryAfter: res.headers.get('retry-after'),
            });
          }
        };
        const readyStatus = async () => (await fetch(`${child.url}/ready`)).status;
        const workers = Array.from({ length: 6 }, ask);
        await new Promise((r) => setTimeout(r, 500));
        expect(await readyStatus()).toBe(200);

        await postgres.stop(); // PostgreSQL goes away: its sessions ended (57P01), new connections refused
        const cutAt = Date.now();
        await new Promise((r) => setTimeout(r, 1000));
        expect(await readyStatus()).toBe(503);
        await new Promise((r) => setTimeout(r, 4000));
        await postgres.restart();
        const backAt = Date.now();
        let recovered = 0;
        for (let i = 0; i < 200 && recovered === 0; i++) {
          await new Promise((r) => setTimeout(r, 100));
          if ((await readyStatus()) === 200) recovered = Date.now();
        }
        await new Promise((r) => setTimeout(r, 500));
        load = false;
        await Promise.all(workers);
        expect(await child.stop()).toBe(0);

        const during = seen.filter((s) => s.at > cutAt + 100 && s.at < backAt);
        const unavailable = during.filter((s) => s.status === 503);
        expect(unavailable.length).toBeGreaterThan(10);
        expect(unavailable.every((s) => s.code === 'SERVICE_UNAVAILABLE' && s.retryAfter === '5')).toBe(true);
        expect(seen.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]); // no bare 500
        // the message is the code, never the failed statement (the session lookup's SQL once leaked here)
        expect(seen.filter((s) => s.message !== undefined && s.message !== s.code)).toEqual([]);
        expect(recovered - backAt).toBeLessThan(10_000);
        const after = seen.filter((s) => s.at > recovered + 200);
        expect(after.length).toBeGreaterThan(0);
        expect(after.every((s) => s.status === 200)).toBe(true);
      } finally {
        await postgres.dispose();
        await rm(tmp, { recursive: true, force: true });
      }
    },
  );
});

describe('/.well-known/security.txt (issue 46)', () => {
  it('names where to report a vulnerability, in which languages, until a year from now', async () => {
    const res = await fetch(`${server.url}/.well-known/security.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^Contact: mailto:support@brotzeit\.app$/m); // the placeholder outside production
    expect(text).toMatch(/^Preferred-Languages: de, it, en$/m);
    const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!);
    expect(expires.getTime() - Date.now()).toBeGreaterThan(360 * 24 * 3600_000);
  });
});
