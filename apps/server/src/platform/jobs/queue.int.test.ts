import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { loadConfig } from '../config';
import type { JobName } from './queue';

// the platform's queue on the test's database (PGlite, or PostgreSQL under test:postgres)
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ jobs: { ...loadConfig({}).jobs, maintenanceSeconds: 1, pollSeconds: 1 } });
});
afterAll(() => server.close());

const until = async (done: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!done()) throw new Error(`timed out waiting for ${what}`);
};

describe('job queue', () => {
  it('runs a job sent in a transaction only if the transaction commits', async () => {
    const name = 'test-transaction' as JobName;
    const seen: number[] = [];
    await server.platform.jobs.define<{ n: number }>(name, {
      expireInSeconds: 30,
      retryLimit: 0,
      retryDelay: 0,
      concurrency: 1,
      handler: async (data) => void seen.push(data.n),
    });
    await expect(
      server.platform.db.transaction(async (tx) => {
        await server.platform.jobs.sendMany(name, [{ n: 1 }], tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await server.platform.db.transaction((tx) => server.platform.jobs.sendMany(name, [{ n: 2 }, { n: 3 }], tx));
    server.platform.jobs.wake(name);
    await until(() => seen.length >= 2, 'the committed jobs');
    await new Promise((r) => setTimeout(r, 1500)); // one more poll: the rolled-back job must not come
    expect(seen.sort()).toEqual([2, 3]);
  });

  it('retries a failed job with backoff and says which attempt is the last', async () => {
    const name = 'test-retry' as JobName;
    const attempts: { retryCount: number; lastAttempt: boolean }[] = [];
    await server.platform.jobs.define<{ n: number }>(name, {
      expireInSeconds: 30,
      retryLimit: 1,
      retryDelay: 1,
      concurrency: 1,
      handler: async (_data, attempt) => {
        attempts.push(attempt);
        if (attempt.retryCount === 0) throw new Error('SMTP down');
      },
    });
    await server.platform.jobs.sendMany(name, [{ n: 1 }]);
    server.platform.jobs.wake(name);
    await until(() => attempts.length >= 2, 'the retry');
    expect(attempts).toEqual([
      { retryCount: 0, lastAttempt: false },
      { retryCount: 1, lastAttempt: true },
    ]);
  });

  it('gives the jobs a dead instance left running the expiry of the instance starting now, not the one they were sent with (issue 46)', async () => {
    const name = 'test-expiry-now' as JobName;
    const taken: string[] = [];
    const hung = new Promise<void>(() => undefined); // the instance that took the job and died
    await server.platform.jobs.define(name, {
      expireInSeconds: 300,
      retryLimit: 1,
      retryDelay: 0,
      concurrency: 1,
      handler: async () => {
        taken.push('first');
        await hung;
      },
    });
    await server.platform.jobs.sendMany(name, [{}]);
    server.platform.jobs.wake(name);
    await until(() => taken.length === 1, 'the first instance taking the job');
    const started = Date.now();
    // an instance starting with the expiry lowered to 2 s
    await server.platform.jobs.define(name, {
      expireInSeconds: 2,
      retryLimit: 1,
      retryDelay: 0,
      concurrency: 1,
      handler: async () => void taken.push('after the restart'),
    });
    await until(() => taken.length === 2, 'the job taken over');
    expect(taken).toEqual(['first', 'after the restart']);
    expect(Date.now() - started).toBeLessThan(9000); // 2 s expiry, 1 s maintenance, 1 s poll; not 300 s
  });

  it("takes a queue's expiry and retries from the configuration of the instance starting, not only when the queue is made", async () => {
    const name = 'test-update' as JobName;
    const attempts: number[] = [];
    const definition = (retryLimit: number) => ({
      expireInSeconds: 30,
      retryLimit,
      retryDelay: 1,
      concurrency: 1,
      handler: async (_data: object, attempt: { retryCount: number }) => {
        attempts.push(attempt.retryCount);
        if (attempt.retryCount === 0) throw new Error('SMTP down');
      },
    });
    await server.platform.jobs.define(name, definition(0)); // made by an instance without retries
    await server.platform.jobs.define(name, definition(1)); // an instance started later with one retry
    await server.platform.jobs.sendMany(name, [{}]);
    server.platform.jobs.wake(name);
    await until(() => attempts.length >= 2, 'the retry under the new configuration');
    expect(attempts).toEqual([0, 1]);
  });

  it('sends a job with its own retries and waits for the end of its attempt', async () => {
    const name = 'test-attempt' as JobName;
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    await server.platform.jobs.define<{ fail: boolean }>(name, {
      expireInSeconds: 30,
      retryLimit: 0,
      retryDelay: 1,
      concurrency: 1,
      handler: async (data) => {
        await held;
        if (data.fail) throw new Error('refused');
      },
    });
    const ok = await server.platform.jobs.send(name, { fail: false }, { limit: 0, delaySeconds: 1 });
    expect(await server.platform.jobs.attemptEnded(name, ok, 100)).toMatch(/^(created|active)$/); // not yet
    release();
    expect(await server.platform.jobs.attemptEnded(name, ok, 10_000)).toBe('completed');
    const retried = await server.platform.jobs.send(name, { fail: true }, { limit: 1, delaySeconds: 30 });
    expect(await server.platform.jobs.attemptEnded(name, retried, 10_000)).toBe('retry');
    const failed = await server.platform.jobs.send(name, { fail: true }, { limit: 0, delaySeconds: 1 });
    expect(await server.platform.jobs.attemptEnded(name, failed, 10_000)).toBe('failed');
  });

  it('keeps one periodic job per period, however many instances ask', async () => {
    const name = 'test-periodic' as JobName;
    let runs = 0;
    await server.platform.jobs.define(name, {
      expireInSeconds: 30,
      retryLimit: 0,
      retryDelay: 0,
      concurrency: 1,
      handler: async () => void (runs += 1),
    });
    // a period of a day (the queue keeps windows of at most 12 hours): all three asks fall into one
    await Promise.all([1, 2, 3].map(() => server.platform.jobs.sendOncePer(name, 86_400)));
    await until(() => runs >= 1, 'the periodic job');
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs).toBe(1);
  });
});
