import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import { loadConfig } from '../config';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { createTenant } from '../../../test/fixtures';
import { startSmtpCatcher } from '../../../test/smtp-catcher';

// Mails sent after an answer go through the job queue: an SMTP server that refuses or is down
// delays the mail (retried with backoff), the outbox keeps one row per mail with its outcome.
const FORGOT = 'mutation Forgot($email: String!) { forgotPassword(email: $email) }';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  const defaults = loadConfig({});
  server = await createTestServer({
    smtpUrl: smtp.url,
    // three attempts, the first retry after 1–2 s (doubled each time)
    jobs: { ...defaults.jobs, mailRetryLimit: 2, mailRetrySeconds: 1 },
  });
  await createTenant(server.platform.db, 'mq');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const rowsTo = (to: string) => server.platform.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const caughtBy = (catcher: typeof smtp, to: string) =>
  catcher.mails.filter((m) => JSON.stringify(m.to).includes(to)).length;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function forgot(email: string) {
  const res = await server.gql(FORGOT, { email });
  expect(res.errors).toBeUndefined();
  expect(res.data.forgotPassword).toBe(true);
}

describe('mails on the job queue', () => {
  it('a mail the SMTP server refuses at first (451) is sent by a retry, once, and recorded in one row', async () => {
    smtp.refuse(1);
    await forgot('mq-host@example.org');
    await server.platform.mailer.settled();
    expect(smtp.refused).toEqual(['mq-host@example.org']);
    expect(caughtBy(smtp, 'mq-host@example.org')).toBe(1);
    const rows = await rowsTo('mq-host@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'SENT', attempts: 2, error: null });
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('while the SMTP server is down the mail waits on the queue with the error; it is delivered when the server is back', async () => {
    const { port } = smtp;
    await smtp.close();
    await forgot('mq-private@example.org');
    const [waiting] = await until(
      () => rowsTo('mq-private@example.org'),
      (rows) => (rows[0]?.attempts ?? 0) >= 1,
    );
    expect(waiting).toMatchObject({ state: 'QUEUED', sentAt: null });
    expect(waiting?.error).toMatch(/ECONNREFUSED/);
    smtp = await startSmtpCatcher({ port });
    await server.platform.mailer.settled();
    expect(caughtBy(smtp, 'mq-private@example.org')).toBe(1);
    const rows = await rowsTo('mq-private@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'SENT', error: null });
    expect(rows[0]?.attempts).toBeGreaterThanOrEqual(2);
    expect(caughtBy(smtp, 'mq-private@example.org')).toBe(1);
  });

  it('after the last attempt the mail is FAILED with the error, and not tried again', async () => {
    smtp.refuse(100);
    const refusedBefore = smtp.refused.length;
    await forgot('mq-bakery@example.org');
    await server.platform.mailer.settled();
    const [row] = await rowsTo('mq-bakery@example.org');
    expect(row).toMatchObject({ state: 'FAILED', attempts: 3, sentAt: null });
    expect(row?.error).toMatch(/451/);
    expect(smtp.refused.slice(refusedBefore)).toEqual(Array(3).fill('mq-bakery@example.org'));
    await new Promise((r) => setTimeout(r, 3000)); // longer than the next retry would wait
    expect(smtp.refused.length - refusedBefore).toBe(3);
    expect(caughtBy(smtp, 'mq-bakery@example.org')).toBe(0);
    smtp.refuse(0);
  });
});
