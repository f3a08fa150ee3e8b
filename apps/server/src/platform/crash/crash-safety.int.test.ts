import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { addDays, dateInTimeZone } from '@bakery/core';
import {
  abos,
  billSettings,
  bills,
  eInvoiceTransmitters,
  orderedProducts,
  orderEvents,
  orders,
} from '../../db/schema/index';
import type { Database } from '../db/database';
import { SessionTokens } from '../auth/tokens';
import { validateFatturaPA } from '@bakery/einvoice';
import { ChildServer } from '../../../test/crash/child-server';
import { inspectCrashDatabase } from '../../../test/crash/crash-database';
import { CRASH_JWT_SECRET, previousMonth, seedDailyAbos, seedUnbilledOrders } from '../../../test/crash/crash-data';
import { useCrashTest } from '../../../test/crash/crash-setup';

const START_RUN =
  'mutation S($f: String!, $t: String!) { startBillRun(from: $f, to: $t) { id state total done created } }';
const RUN = 'query R($id: ID!) { billRun(id: $id) { id state total done created failed { clientId code } } }';
const ORDER_COUNT = 'query C { orderCounts { all } }';
const ABO_JOB_ENTRY = path.resolve(import.meta.dirname, '../../../test/crash/abo-job-server.ts');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const { freshDatabase } = useCrashTest();

const inspect = inspectCrashDatabase;

/** The month before today's (YYYY-MM) and its first and last day. */
/**
 * What must hold for the bakery's bills at any moment, crash or not: numbers 1…n once each, every
 * bill whole (snapshot with lines, e-invoice file with its own progressive, the orders it names
 * pointing at it and nothing else), at most one bill per client here (one run's period), the
 * counters at n. Returns the bills.
 */
async function expectWholeGapFreeBills(database: Database, bakeryId: number) {
  const made = await database.db.select().from(bills).where(eq(bills.bakeryId, bakeryId)).orderBy(asc(bills.sequence));
  const year = made[0]?.billDate.slice(0, 4);
  expect(made.map((b) => b.sequence)).toEqual(made.map((_b, i) => i + 1));
  expect(made.map((b) => b.billNumber)).toEqual(made.map((_b, i) => `${i + 1}/${year}`));
  expect(made.map((b) => b.billDate)).toEqual(made.map((b) => b.billDate).sort()); // numbers follow dates
  expect(new Set(made.map((b) => b.clientId)).size).toBe(made.length);
  expect(new Set(made.map((b) => b.eInvoiceProgressive)).size).toBe(made.length);
  const billed = await database.db.select().from(orders).where(eq(orders.bakeryId, bakeryId));
  for (const bill of made) {
    const snapshot = bill.snapshot as { orders: { id: number }[]; lines: unknown[]; totalCents: number };
    expect(bill.xml).toMatch(/^<\?xml[\s\S]*<\/p:FatturaElettronica>\s*$/);
    expect(bill.eInvoiceFile).toMatch(/^IT\w+_\w{5}\.xml$/);
    expect(snapshot.lines.length).toBeGreaterThan(0);
    expect(Number(bill.amount) * 100).toBeCloseTo(snapshot.totalCents, 6);
    const own = billed.filter((o) => o.billId === bill.id);
    expect(own.map((o) => o.id).sort((a, b) => a - b)).toEqual(snapshot.orders.map((o) => o.id).sort((a, b) => a - b));
    expect(own.every((o) => o.hostId === bill.clientId)).toBe(true);
    // a client's orders of the period go on one bill: none of them may be left over
    expect(billed.filter((o) => o.hostId === bill.clientId && o.billId !== bill.id)).toEqual([]);
  }
  expect(billed.filter((o) => o.billId !== null && !made.some((b) => b.id === o.billId))).toEqual([]);
  const [settings] = await database.db.select().from(billSettings).where(eq(billSettings.bakeryId, bakeryId));
  expect(settings).toMatchObject({ currentBillNumber: made.length });
  // the bakery is its own transmitter here, alone on it: its file counter stands at n too
  const transmitters = await database.db.select().from(eInvoiceTransmitters);
  expect(transmitters.map((t) => t.lastProgressive)).toEqual(made.length > 0 ? [made.length] : []);
  return { made, orders: billed };
}

describe('crash safety: kill -9 in the middle of background work, restart on the same database', () => {
  it(
    'a bill run killed half-way leaves only whole bills numbered without gaps; after the restart the run finishes itself, every order billed once',
    { timeout: 240_000 },
    async () => {
      const CLIENTS = 60;
      const period = previousMonth(dateInTimeZone(new Date(), 'Europe/Rome'));
      const database = await freshDatabase();
      const b = await inspect(database, (h) => seedUnbilledOrders(h.db, 'crb', CLIENTS, 3, period.month));
      // a job of a dead instance expires after 3 s and is retried by whichever instance polls next
      const env = {
        ...database.env,
        JWT_SECRET: CRASH_JWT_SECRET,
        ABO_JOB_MINUTES: '0',
        BILL_JOB_EXPIRE_SECONDS: '3',
        JOB_MAINTENANCE_SECONDS: '1',
        JOB_POLL_SECONDS: '1',
      };

      let server = await ChildServer.start(env);
      const started = await server.gql(START_RUN, { f: period.from, t: period.to }, b.token);
      expect(started.errors).toBeUndefined();
      expect(started.data.startBillRun).toMatchObject({ state: 'RUNNING', total: CLIENTS });
      const runId = started.data.startBillRun.id as string;
      let seen = started.data.startBillRun as { state: string; done: number; created: number };
      while (seen.state === 'RUNNING' && seen.done < CLIENTS / 4) {
        await sleep(5);
        seen = (await server.gql(RUN, { id: runId }, b.token)).data.billRun;
      }
      await server.kill9();
      expect(seen).toMatchObject({ state: 'RUNNING' }); // the kill landed while the run was going
      expect(seen.done).toBeLessThan(CLIENTS / 2);

      // the restarted server takes over the killed instance's job once it expired, and finishes the run
      const afterCrash = await inspect(database, (h) => expectWholeGapFreeBills(h, b.bakeryId));
      expect(afterCrash.made.length).toBeGreaterThanOrEqual(seen.created); // a bill the run reported stays
      expect(afterCrash.made.length).toBeLessThan(CLIENTS);
      server = await ChildServer.start(env);
      let finished = (await server.gql(RUN, { id: runId }, b.token)).data.billRun;
      for (let i = 0; finished.state === 'RUNNING'; i++) {
        if (i > 1200) throw new Error('the bill run did not finish after the restart');
        await sleep(50);
        finished = (await server.gql(RUN, { id: runId }, b.token)).data.billRun;
      }
      expect(finished).toMatchObject({ state: 'DONE', total: CLIENTS, done: CLIENTS, created: CLIENTS, failed: [] });
      expect(await server.stop()).toBe(0);

      const final = await inspect(database, (h) => expectWholeGapFreeBills(h, b.bakeryId));
      expect(final.made).toHaveLength(CLIENTS);
      expect(final.orders).toHaveLength(CLIENTS * 3);
      expect(final.orders.filter((o) => o.billId === null)).toEqual([]);
      // the files of the interrupted run missed its closing XSD batch: they are whole all the same
      const checks = await Promise.all(
        final.made.filter((bill) => bill.sdiState === null).map((bill) => validateFatturaPA(bill.xml!)),
      );
      expect(checks.filter((c) => !c.valid)).toEqual([]);
    },
  );

  it(
    'standing-order generation killed half-way: after the restart every abo has exactly one order per due day, numbers unique',
    { timeout: 120_000 },
    async () => {
      // enough that the kill lands while the job writes: with prepared statements an abo's order takes
      // about a millisecond on PostgreSQL, and 120 abos were sometimes all done before the kill
      const ABOS = 240;
      const today = dateInTimeZone(new Date(), 'Europe/Rome');
      const database = await freshDatabase();
      const b = await inspect(database, (h) => seedDailyAbos(h.db, 'cra', ABOS, today));
      const env = { ...database.env, JWT_SECRET: CRASH_JWT_SECRET, ABO_JOB_MINUTES: '0' };

      let server = await ChildServer.start(env, ABO_JOB_ENTRY);
      let seen = 0;
      while (seen < ABOS / 6 && !server.output.includes('abo-job-report')) {
        await sleep(5);
        seen = (await server.gql(ORDER_COUNT, {}, b.token)).data.orderCounts.all;
      }
      await server.kill9();
      expect(server.output).not.toContain('abo-job-report'); // the kill landed while the job was writing
      expect(seen).toBeGreaterThan(0);

      server = await ChildServer.start(env, ABO_JOB_ENTRY);
      const report = JSON.parse((await server.waitFor(/abo-job-report (.*)/, 60_000))[1]!) as {
        created: number;
        existing: number;
        failed: unknown[];
      };
      expect(await server.stop()).toBe(0);
      expect(report.failed).toEqual([]);
      expect(report.existing).toBeGreaterThanOrEqual(seen);

      await inspect(database, async (h) => {
        const made = await h.db
          .select()
          .from(orders)
          .where(eq(orders.bakeryId, b.bakeryId))
          .orderBy(asc(orders.number));
        const days = [...new Set(made.map((o) => o.deliveryDate))].sort();
        expect(days.length).toBeGreaterThan(0);
        expect(days.every((d) => d > today)).toBe(true);
        // exactly one order per abo and due day, and each abo due on the same days (all alike)
        expect(made).toHaveLength(ABOS * days.length);
        for (const aboId of b.aboIds)
          expect(
            made
              .filter((o) => o.aboId === aboId)
              .map((o) => o.deliveryDate)
              .sort(),
          ).toEqual(days);
        expect(report.created + report.existing).toBe(ABOS * days.length);
        expect(seen).toBeLessThan(made.length); // the first run was cut off before the end
        // order numbers: distinct and consecutive (allocated inside the order's transaction)
        expect(made.map((o) => o.number)).toEqual(made.map((_o, i) => i + 1));
        // no half order: both lines and the PLACED event are there for every one
        const ids = made.map((o) => o.id);
        const lines = await h.db.select().from(orderedProducts).where(inArray(orderedProducts.orderId, ids));
        const events = await h.db
          .select()
          .from(orderEvents)
          .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.kind, 'PLACED')));
        for (const id of ids) {
          expect(lines.filter((l) => l.orderId === id)).toHaveLength(2);
          expect(events.filter((e) => e.orderId === id)).toHaveLength(1);
        }
        // the abo shows the last order it made
        const rows = await h.db.select().from(abos).where(inArray(abos.id, b.aboIds));
        expect(rows.filter((a) => a.lastOrder !== days.at(-1)).map((a) => a.id)).toEqual([]);
      });
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'three instances on one PostgreSQL: orders through all, kill -9 of one during a bill run; the others finish it, every bill once, numbers gap-free, standing orders once',
    { timeout: 240_000 },
    async () => {
      const CLIENTS = 90; // enough work that the kill lands while the run goes, on a quiet machine too
      const ABOS = 30;
      const today = dateInTimeZone(new Date(), 'Europe/Rome');
      const period = previousMonth(today);
      const database = await freshDatabase();
      const billing = await inspect(database, (h) => seedUnbilledOrders(h.db, 'cib', CLIENTS, 3, period.month));
      const ordering = await inspect(database, (h) => seedDailyAbos(h.db, 'cio', ABOS, today));
      const env = {
        ...database.env,
        JWT_SECRET: CRASH_JWT_SECRET,
        ABO_JOB_MINUTES: '1', // every instance asks for the job at start: one of them makes the orders
        BILL_JOB_EXPIRE_SECONDS: '3',
        JOB_MAINTENANCE_SECONDS: '1',
        JOB_POLL_SECONDS: '1',
      };
      const instances = await Promise.all([ChildServer.start(env), ChildServer.start(env), ChildServer.start(env)]);
      const [a, b, c] = instances as [ChildServer, ChildServer, ChildServer];

      // orders of the ordering bakery's clients, spread over the three instances at once
      const tokens = new SessionTokens(CRASH_JWT_SECRET, '1h');
      const placed = await Promise.all(
        ordering.clientIds.map(async (clientId, i) => {
          const result = await instances[i % 3]!.gql(
            'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id number } }',
            {
              input: {
                deliveryDate: addDays(today, 4),
                lines: [{ productId: String(ordering.productIds[0]), amount: 1 + (i % 5) }],
              },
            },
            await tokens.sign(clientId, 0),
          );
          expect(result.errors).toBeUndefined();
          return result.data.placeOrder.number as number;
        }),
      );
      expect(new Set(placed).size).toBe(ABOS);

      // the bill run starts on a; a is killed while the run goes; b and c finish it
      const started = await a.gql(START_RUN, { f: period.from, t: period.to }, billing.token);
      expect(started.data.startBillRun).toMatchObject({ state: 'RUNNING', total: CLIENTS });
      const runId = started.data.startBillRun.id as string;
      let seen = started.data.startBillRun as { state: string; done: number };
      while (seen.state === 'RUNNING' && seen.done < CLIENTS / 5) {
        await sleep(5);
        seen = (await b.gql(RUN, { id: runId }, billing.token)).data.billRun;
      }
      await a.kill9();
      expect(seen.state).toBe('RUNNING');
      let finished = seen as { state: string; done: number };
      for (let i = 0; finished.state === 'RUNNING'; i++) {
        if (i > 1200) throw new Error('the bill run did not finish on the other instances');
        await sleep(50);
        finished = (await c.gql(RUN, { id: runId }, billing.token)).data.billRun;
      }
      expect(finished).toMatchObject({ state: 'DONE', total: CLIENTS, done: CLIENTS, created: CLIENTS, failed: [] });
      // the standing orders: wait until the abo job (on one instance) made them
      const aboOrders = async () =>
        (await b.gql(ORDER_COUNT, {}, await tokens.sign(ordering.bakeryId, 0))).data.orderCounts.all as number;
      let count = await aboOrders();
      for (let i = 0, still = 0; still < 20; i++) {
        if (i > 1200) throw new Error('the abo job did not settle');
        await sleep(100);
        const now = await aboOrders();
        still = now === count && now > ABOS ? still + 1 : 0;
        count = now;
      }
      expect(await b.stop()).toBe(0);
      expect(await c.stop()).toBe(0);

      await inspect(database, async (h) => {
        const made = await expectWholeGapFreeBills(h, billing.bakeryId);
        expect(made.made).toHaveLength(CLIENTS);
        expect(made.orders.filter((o) => o.billId === null)).toEqual([]);
        // a job the killed instance held was failed by expiry and finished by another
        const retried = (await h.rawQuery(
          `select count(*)::int as n from (select retry_count from pgboss.job where name = 'bill-run-client'
             union all select retry_count from pgboss.archive where name = 'bill-run-client') j where retry_count > 0`,
        )) as { n: number }[];
        expect(retried[0]!.n).toBeGreaterThan(0);
        const aboMade = await h.db
          .select()
          .from(orders)
          .where(and(eq(orders.bakeryId, ordering.bakeryId), isNotNull(orders.aboId)));
        const days = [...new Set(aboMade.map((o) => o.deliveryDate))].sort();
        expect(days.length).toBeGreaterThan(0);
        expect(aboMade).toHaveLength(ABOS * days.length); // one order per abo and due day, no second run's
        const all = await h.db.select().from(orders).where(eq(orders.bakeryId, ordering.bakeryId));
        expect(new Set(all.map((o) => o.number)).size).toBe(all.length);
      });
    },
  );
});
