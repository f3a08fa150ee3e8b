import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import { createBakery } from '../../db/seed/factories';
import { ChildServer, waitUntil as until } from '../../../test/crash/child-server';
import { inspectCrashDatabase } from '../../../test/crash/crash-database';
import { queueJobs, useCrashTest } from '../../../test/crash/crash-setup';

// A mail on the job queue (SMTP_URL set) whose instance dies with kill -9 in the middle of its SMTP
// delivery: the job expires (MAIL_JOB_EXPIRE_SECONDS) and another instance delivers the mail.
const FORGOT = 'mutation F($e: String!) { forgotPassword(email: $e) }';
const TO = 'crm-bakery@example.org';

const crash = useCrashTest();

describe('crash safety of queued mails', () => {
  it(
    'an instance killed while the SMTP server holds its mail unanswered: another instance delivers the mail, once, and its row ends SENT',
    { timeout: 90_000 },
    async () => {
      // a job of a dead instance expires after 3 s; its retry waits 1–2 s and is taken at the next poll
      const { database, smtp, env } = await crash.setUpQueue({ MAIL_JOB_EXPIRE_SECONDS: '3', MAIL_RETRY_SECONDS: '1' });
      await inspectCrashDatabase(database, (h) =>
        createBakery(h.db, { username: 'crm-bakery', password: 'Crash-Test-2026!', email: TO }),
      );
      smtp.hold();

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
        expect(await queueJobs(h, 'mail')).toEqual([{ state: 'completed', retry_count: 1 }]);
      });
    },
  );
});
