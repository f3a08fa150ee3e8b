import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { dateInTimeZone } from '@bakery/core';
import { billSdiNotifications, bills, users } from '../../db/schema/index';
import { CREATE_BILL } from '../../modules/bills/bills.test-setup';
import { ChildServer, waitUntil } from '../../../test/crash/child-server';
import { inspectCrashDatabase } from '../../../test/crash/crash-database';
import { CRASH_JWT_SECRET, previousMonth, seedUnbilledOrders } from '../../../test/crash/crash-data';
import { queueJobs, useCrashTest } from '../../../test/crash/crash-setup';
import { startSdiIntermediary } from '../../../test/crash/sdi-intermediary';

// A bill's hand-over to SdI (the `sdi-send` job, SDI_TRANSPORT=http) whose instance dies with kill -9
// while the intermediary holds its POST unanswered: the job expires (SDI_SEND_EXPIRE_SECONDS) and
// another instance hands the same file over again, marks the bill sent and mails the client.
// Towards the intermediary this is at least once — it receives the file name twice and dedupes by it
// (as SdI does: it refuses a file name it has seen, 00404) — while the platform records it once.
const SEND_BILL = 'mutation S($id: ID!) { sendBill(id: $id) { id sent } }';
const CLIENT_EMAIL = 'sdc-client@example.org';

const crash = useCrashTest();

describe('crash safety of the hand-over to SdI', () => {
  it(
    'an instance killed while the intermediary holds its POST unanswered: another instance hands the same file over after the expiry, the bill ends sent and mailed once',
    { timeout: 90_000 },
    async () => {
      const intermediary = crash.closeAfterAll(await startSdiIntermediary());
      intermediary.hold();
      // a job of a dead instance expires after 8 s; its retry waits 1–2 s and is taken at the next poll. Not
      // shorter: the expiry also bounds the other instance's own attempt (hand-over, first PDF, mail), which took
      // over 3 s on a loaded machine, and then its job was expired a second time and left in retry
      const { database, smtp, env } = await crash.setUpQueue({
        JWT_SECRET: CRASH_JWT_SECRET,
        SDI_TRANSPORT: 'http',
        SDI_HTTP_URL: intermediary.url,
        SDI_SEND_EXPIRE_SECONDS: '8',
        SDI_SEND_RETRY_SECONDS: '1',
      });
      const period = previousMonth(dateInTimeZone(new Date(), 'Europe/Rome'));
      const seeded = await inspectCrashDatabase(database, async (h) => {
        const b = await seedUnbilledOrders(h.db, 'sdc', 1, 2, period.month);
        const clientId = b.clientIds[0] ?? 0;
        await h.db.update(users).set({ email: CLIENT_EMAIL }).where(eq(users.id, clientId));
        return { ...b, clientId };
      });

      const a = await ChildServer.start(env);
      const created = await a.gql(
        CREATE_BILL,
        { input: { clientId: String(seeded.clientId), from: period.from, to: period.to } },
        seeded.token,
      );
      expect(created.errors).toBeUndefined();
      const billId = Number(created.data.createBill.id);
      expect(created.data.createBill.sent).toBe(false);
      // the click's answer waits for the first attempt, which never ends: the kill cuts the request too
      const sending = a.gql(SEND_BILL, { id: String(billId) }, seeded.token).then(
        (answer) => ({ answer }),
        (error: unknown) => ({ error }),
      );
      await waitUntil('the file reaching the intermediary', () => intermediary.posts.length === 1, 20_000);
      await a.kill9();
      await waitUntil('the intermediary seeing a hang up', () => intermediary.posts[0]?.dropped === true, 5_000);
      expect(await sending).toMatchObject({ error: expect.any(Error) });
      intermediary.release(); // the next POST is answered at once

      // a died with the bill claimed and nothing noted: the intermediary got the file, the platform does not know
      const claimed = await inspectCrashDatabase(database, async (h) => {
        const [bill] = await h.db.select().from(bills).where(eq(bills.id, billId));
        expect(await h.db.select().from(billSdiNotifications).where(eq(billSdiNotifications.billId, billId))).toEqual(
          [],
        );
        return bill;
      });
      expect(claimed).toMatchObject({ sent: false, sdiState: null });
      expect(claimed?.sdiSendingSince).toBeInstanceOf(Date);
      expect(smtp.mails).toEqual([]);

      const b = await ChildServer.start(env);
      await waitUntil('the mail to the client from the other instance', () => smtp.mails.length > 0, 45_000);
      expect(await b.stop()).toBe(0); // waits for the running job: b has recorded the mail

      // what the intermediary saw: a's POST, never answered, and b's POST of the same file, answered
      const [first, second, ...more] = intermediary.posts;
      expect(more).toEqual([]);
      expect(first).toMatchObject({ fileName: claimed?.eInvoiceFile, answered: false, dropped: true });
      expect(second).toMatchObject({ fileName: claimed?.eInvoiceFile, answered: true, dropped: false });
      expect(second?.body).toBe(first?.body);
      expect(first?.body).toBe(claimed?.xml);
      expect(first?.body).toContain('FatturaElettronica');

      expect(smtp.mails).toHaveLength(1);
      expect(JSON.stringify(smtp.mails[0]?.to)).toContain(CLIENT_EMAIL);
      expect(smtp.mails[0]?.attachments.map((x) => x.filename)).toContain(claimed?.eInvoiceFile);

      await inspectCrashDatabase(database, async (h) => {
        const [bill] = await h.db.select().from(bills).where(eq(bills.id, billId));
        expect(bill).toMatchObject({ sent: true, sdiState: 'SENT', sdiSendingSince: null });
        expect(bill?.sentAt).toBeInstanceOf(Date);
        const notes = await h.db
          .select()
          .from(billSdiNotifications)
          .where(eq(billSdiNotifications.billId, billId))
          .orderBy(asc(billSdiNotifications.id));
        expect(notes.map((n) => [n.kind, n.fileName])).toEqual([
          ['SENT', claimed?.eInvoiceFile],
          ['MAILED', null],
        ]);
        expect(notes[0]?.message).toBe('http int-2'); // b's answer, the only one
        expect(notes[1]?.message).toBe(CLIENT_EMAIL);
        // the job a ran was failed by its expiry and completed by b's retry; nothing is left to send it again
        const jobs = await queueJobs(h, 'sdi-send');
        expect(jobs).toHaveLength(1);
        expect(jobs[0]?.state).toBe('completed');
        expect(jobs[0]?.retry_count).toBeGreaterThanOrEqual(1);
      });
    },
  );
});
