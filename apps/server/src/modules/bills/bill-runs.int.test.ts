import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { billRuns, bills, orders, userDetails, users } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { validateFatturaPA } from '@bakery/einvoice';
import { freshTenant } from '../../../test/factories';
import { PERIOD, setupBills, finishedBillRun, insertAcceptedOrders } from './bills.test-setup';

const START =
  'mutation S($f: String!, $t: String!) { startBillRun(from: $f, to: $t) { id state total done created failed { clientId clientName code } } }';
const RUN =
  'query R($id: ID!) { billRun(id: $id) { id state total done created failed { clientId clientName code } } }';

let s: Awaited<ReturnType<typeof setupBills>>;
beforeAll(async () => {
  s = await setupBills('br');
});
afterAll(() => s.server.close());

const finished = (id: string) => finishedBillRun(s, RUN, id);

describe('bill runs', () => {
  it('refuses when invoicing is off, and other roles', async () => {
    const off = await freshTenant(s.server, { base: 'br' }); // invoicing switched off on a bakery of the test's own
    await s.db.update(users).set({ createBills: false }).where(eq(users.id, off.bakery.id));
    expect(codeOf(await s.server.gql(START, { f: PERIOD.from, t: PERIOD.to }, off.jwt.bakery))).toBe(
      'BILLING_DISABLED',
    );
    expect(codeOf(await s.server.gql(START, { f: PERIOD.from, t: PERIOD.to }, s.jwt.host))).toBe('FORBIDDEN');
    expect(codeOf(await s.server.gql(START, { f: PERIOD.to, t: PERIOD.from }, s.jwt.bakery))).toBe('BAD_INPUT');
    expect(await s.db.select().from(billRuns)).toEqual([]);
  });

  it('bills every client of the month in the background, reports the one without billing data and goes on', async () => {
    const extra = await s.db
      .insert(users)
      .values(
        Array.from({ length: 5 }, (_x, i) => ({
          username: `br-run-${i}`,
          passwordHash: 'x',
          bakeryId: s.t.bakery.id,
          isHost: true,
          confirmed: true,
        })),
      )
      .returning();
    await s.db.insert(userDetails).values(
      extra.map((c, i) => ({
        userId: c.id,
        companyName: `Pension ${i}`,
        street: 'Via Roma',
        postalCode: '39100',
        city: 'Bolzano',
        partitaIva: '12345678903',
      })),
    );
    await insertAcceptedOrders(
      s,
      extra.map((c, i) => ({
        number: 30_000 + i,
        publicId: `brrun${i}`,
        hostId: c.id,
        deadline: new Date('2026-11-10T17:00:00Z'),
        deliveryDate: '2026-11-11',
      })),
      () => 4,
    );
    // the hotel also got a delivery without docket on the 25th
    const bare = await s.placeEarlier(s.jwt.host, [[s.p.semmel, 2]], '2026-11-25');

    const started = (await s.server.gql(START, { f: PERIOD.from, t: PERIOD.to }, s.jwt.bakery)).data.startBillRun;
    expect(started).toMatchObject({ total: 7 });
    const run = await finished(started.id);
    expect(run).toMatchObject({ state: 'DONE', total: 7, done: 7, created: 7 });
    expect(run.failed).toEqual([
      { clientId: String(s.t.privateCustomer.id), clientName: 'br-private', code: 'BILL_CLIENT_DATA_MISSING' },
    ]);
    const made = await s.db.select().from(bills).where(eq(bills.bakeryId, s.t.bakery.id)).orderBy(asc(bills.sequence));
    expect(made.map((b) => b.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // art. 21 c. 2 lett. b D.P.R. 633/72: the numbers follow the dates across clients, though each client is a job
    // of its own: the pensions' invoices of the 11th first, then the hotel's of the 25th and of the 30th
    expect(made.map((b) => b.billDate)).toEqual([...made.map((b) => b.billDate)].sort());
    expect(made.map((b) => b.billDate)).toEqual([...Array(5).fill('2026-11-11'), '2026-11-25', '2026-11-30']);
    // D.P.R. 633/72 art. 21 c. 4: the hotel's docketed deliveries of November in one deferred invoice
    // dated the month's last day, its delivery without docket in an immediate invoice of that day;
    // the pensions' single undocketed deliveries each an immediate invoice of the 11th
    const hotel = made.filter((b) => b.clientId === s.t.host.id).map((b) => [b.documentType, b.billDate]);
    expect(hotel).toEqual([
      ['TD01', '2026-11-25'],
      ['TD24', '2026-11-30'],
    ]);
    expect(made.filter((b) => extra.some((c) => c.id === b.clientId)).map((b) => [b.documentType, b.billDate])).toEqual(
      extra.map(() => ['TD01', '2026-11-11']),
    );
    const [bareRow] = await s.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(bare.id)));
    expect(made.find((b) => b.id === bareRow!.billId)).toMatchObject({ documentType: 'TD01' });
    for (const bill of made) expect((await validateFatturaPA(bill.xml!)).valid).toBe(true);
    expect(made.every((b) => b.sdiState === null)).toBe(true);
  });

  it('shows a run to its bakery only', async () => {
    const [run] = await s.db.select().from(billRuns);
    expect(codeOf(await s.server.gql(RUN, { id: String(run!.id) }, s.jwt.otherBakery))).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(RUN, { id: String(run!.id) }, s.jwt.host))).toBe('FORBIDDEN');
  });

  it('returns the run already going instead of starting a second', async () => {
    const [going] = await s.db
      .insert(billRuns)
      .values({ bakeryId: s.t.bakery.id, periodFrom: '2026-12-01', periodTo: '2026-12-31', total: 3 })
      .returning();
    const res = (await s.server.gql(START, { f: '2026-12-01', t: '2026-12-31' }, s.jwt.bakery)).data.startBillRun;
    expect(res.id).toBe(String(going!.id));
  });
});
