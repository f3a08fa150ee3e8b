import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import { createBakery } from '../../db/seed/factories';
import { ChildServer, killAllChildServers, waitUntil as until } from '../../../test/crash/child-server';
import { createCrashDatabase, inspectCrashDatabase, type CrashDatabase } from '../../../test/crash/crash-database';
import { startSmtpCatcher } from '../../../test/smtp-catcher';

// A mail on the job queue (SMTP_URL set) whose instance dies with kill -9 in the middle of its SMTP
// delivery: the job expires (MAIL_JOB_EXPIRE_SECONDS) and another instance delivers the mail.
const FORGOT = 'mutation F($e: String!) { forgotPassword(email: $e) }';
const TO = 'crm-bakery@example.org';

const databases: CrashDatabase[] = [];
const catchers: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await killAllChildServers();
});
afterAll(async () => {
  await killAllChildServers();
  await Promise.all(catchers.map((c) => c.close()));
  await Promise.all(databases.map((d) => d.dispose()));
});

describe('crash safety of queued mails', () => {
  it(
    'an instance killed while the SMTP server holds its mail unanswered: another instance delivers the mail, once, and its row ends SENT',
    { timeout: 90_000 },
    async () => {
      const database = await createCrashDatabase();
      databases.push(database);
      await inspectCrashDatabase(database, (h) =>
        createBakery(h.db, { username: 'crm-bakery', password: 'Crash-Test-2026!', email: TO }),
      );
      const smtp = await startSmtpCatcher();
      catchers.push(smtp);
      smtp.hold();
      // a job of a dead instance expires after 3 s; its retry waits 1–2 s and is taken at the next poll
      const env = {
        ...database.env,
        SMTP_URL: smtp.url,
        ABO_JOB_MINUTES: '0',
        CONTRACT_JOB_MINUTES: '0',
        MAIL_JOB_EXPIRE_SECONDS: '3',
        MAIL_RETRY_SECONDS: '1',
        JOB_MAINTENANCE_SECONDS: '1',
        JOB_POLL_SECONDS: '1',
      };

      const a = await ChildServer.start(env);
      const asked = await a.gql(FORGOT, { e: TO });
      expect(asked.errors).toBeUndefined();
      expect(asked.data.forgotPassword).toBe(true);
      // a sent the whole mail and waits for the server's answer: it dies in the middle of the delivery
      await until('the mail reaching the SMTP server', () => smtp.held === 1, 20_000);
      await a.kill9();
      await until('the SMTP server seeing a hang up', () => smtp.dropped.length === 1, 5_000);
      expect(smtp.held).toBe(0);
      expect(smtp.mails).toEqual([]); // unanswered, so not delivered
      smtp.release(); // the next delivery is answered at once

      const [queued] = await inspectCrashDatabase(database, (h) =>
        h.db.select().from(mailOutbox).where(eq(mailOutbox.to, TO)),
      );
      expect(queued).toMatchObject({ state: 'QUEUED', attempts: 0, sentAt: null });

      const b = await ChildServer.start(env);
      await until('the mail arriving from the other instance', () => smtp.mails.length > 0, 30_000);
      expect(await b.stop()).toBe(0); // waits for the running job: b has recorded the delivery

      expect(smtp.mails.map((m) => m.to && JSON.stringify(m.to))).toEqual([expect.stringContaining(TO)]);
      expect(smtp.mails[0]?.subject).toBe(smtp.dropped[0]?.subject);
      await inspectCrashDatabase(database, async (h) => {
        const rows = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, TO));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ id: queued?.id, state: 'SENT', attempts: 1, error: null });
        expect(rows[0]?.sentAt).toBeInstanceOf(Date);
        // the job a held was failed by its expiry and completed by b's retry; nothing is left to send it again
        const jobs = (await h.rawQuery(
          `select state, retry_count from pgboss.job where name = 'mail'
             union all select state, retry_count from pgboss.archive where name = 'mail'`,
        )) as { state: string; retry_count: number }[];
        expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
      });
    },
  );
});
