import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bills } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { setupBills, finishedBillRun, insertAcceptedOrders } from './bills.test-setup';

/**
 * Issue 45 item 11: a late-issued invoice was not flagged. An immediate invoice (TD01) is issued within
 * 12 days of its delivery, a deferred one (TD24) by the 15th of the next month (art. 21 c. 4 D.P.R.
 * 633/72); an e-invoice is issued when it is sent to SdI (circolare 14/E/2019). A late invoice must
 * still be issued (the penalty of art. 6 D.Lgs. 471/97 runs), so the bill and the run's result say so.
 */

const START = `mutation S($f: String!, $t: String!, $c: ID) { startBillRun(from: $f, to: $t, clientId: $c) { id } }`;
const RUN = 'query R($id: ID!) { billRun(id: $id) { state created late } }';
const TIMING = 'query B($id: ID!) { bill(id: $id) { billDate documentType issueBy issuedLate } }';

let s: Awaited<ReturnType<typeof setupBills>>;
beforeAll(async () => {
  s = await setupBills('late');
  // the host's deliveries of 17 and 20 November left without a docket; the clock stands at 30 November
  await insertAcceptedOrders(
    s,
    ['2026-11-17', '2026-11-20'].map((day, i) => ({
      number: 43_000 + i,
      publicId: `late${i}`,
      hostId: s.t.host.id,
      deadline: new Date(`${day}T04:00:00Z`),
      deliveryDate: day,
    })),
    () => 10,
  );
});
afterAll(() => s.server.close());

const finished = (id: string) => finishedBillRun(s, RUN, id);

describe('an invoice issued after its deadline', () => {
  let late: string;
  let onTime: string;

  it("is counted in the run's result: the TD01 of the 17th is due by the 29th, the 20th's by 2 December", async () => {
    const started = await s.server.gql(
      START,
      { f: '2026-11-17', t: '2026-11-20', c: String(s.t.host.id) },
      s.jwt.bakery,
    );
    expect(started.errors).toBeUndefined();
    expect(await finished(started.data.startBillRun.id)).toEqual({ state: 'DONE', created: 2, late: 1 });
    const made = await s.db
      .select()
      .from(bills)
      .where(and(eq(bills.bakeryId, s.t.bakery.id), eq(bills.clientId, s.t.host.id)));
    late = String(made.find((b) => b.billDate === '2026-11-17')!.id);
    onTime = String(made.find((b) => b.billDate === '2026-11-20')!.id);
  });

  it('is flagged on the bill with the day it was due', async () => {
    expect((await s.server.gql(TIMING, { id: late }, s.jwt.bakery)).data.bill).toEqual({
      billDate: '2026-11-17',
      documentType: 'TD01',
      issueBy: '2026-11-29',
      issuedLate: true,
    });
    expect((await s.server.gql(TIMING, { id: onTime }, s.jwt.bakery)).data.bill).toMatchObject({
      issueBy: '2026-12-02',
      issuedLate: false,
    });
  });

  it('is judged on the day it was sent (in the bakery time zone), and on today while unsent', async () => {
    // sent at 23:30 on 2 December in Rome (22:30 UTC): the 12th day, on time
    await s.db
      .update(bills)
      .set({ sent: true, sentAt: new Date('2026-12-02T22:30:00Z') })
      .where(eq(bills.id, Number(onTime)));
    s.clock.now = new Date('2026-12-10T10:00:00Z');
    try {
      expect((await s.server.gql(TIMING, { id: onTime }, s.jwt.bakery)).data.bill.issuedLate).toBe(false);
      // sent at 00:30 on 3 December in Rome (23:30 UTC on the 2nd): one day late
      await s.db
        .update(bills)
        .set({ sentAt: new Date('2026-12-02T23:30:00Z') })
        .where(eq(bills.id, Number(onTime)));
      expect((await s.server.gql(TIMING, { id: onTime }, s.jwt.bakery)).data.bill.issuedLate).toBe(true);
    } finally {
      s.clock.now = new Date('2026-11-30T10:00:00Z');
    }
  });

  it('is told to the bill’s bakery only: the client reads no deadline, another bakery no bill', async () => {
    await s.db
      .update(bills)
      .set({ sent: true, sentAt: new Date('2026-11-30T09:00:00Z') })
      .where(eq(bills.id, Number(late)));
    expect((await s.server.gql(TIMING, { id: late }, s.jwt.bakery)).data.bill.issuedLate).toBe(true);
    expect((await s.server.gql(TIMING, { id: late }, s.jwt.host)).data.bill).toMatchObject({
      issueBy: null,
      issuedLate: false,
    });
    expect(codeOf(await s.server.gql(TIMING, { id: late }, s.jwt.otherBakery))).toBe('NOT_FOUND');
  });
});
