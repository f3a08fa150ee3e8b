import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { billRuns, bills, orders, userDetails, users } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { setupBills, finishedBillRun, insertAcceptedOrders } from './bills.test-setup';

/**
 * Issue 45 item 5: a client whose deliveries of a month left without a docket is billed in one action —
 * one immediate invoice (TD01) per delivery day, art. 21 c. 4 D.P.R. 633/72 — by a bill run for that
 * client alone, after a preview of the bills' count and total on the bill form (billDraft.runPreview).
 */

const START = `mutation S($f: String!, $t: String!, $c: ID) { startBillRun(from: $f, to: $t, clientId: $c) {
  id state total created failed { code } } }`;
const RUN = 'query R($id: ID!) { billRun(id: $id) { state total done created } }';
const PREVIEW = `query D($c: ID!, $f: String!, $t: String!) { billDraft(clientId: $c, from: $f, to: $t) {
  invoiceProblem { code days } runPreview { invoices immediate totalCents } } }`;
const NOVEMBER = { f: '2026-11-01', t: '2026-11-30' };
const DAYS = ['2026-11-02', '2026-11-03', '2026-11-05', '2026-11-09', '2026-11-12'];

let s: Awaited<ReturnType<typeof setupBills>>;
let pension: number;
beforeAll(async () => {
  s = await setupBills('cbr');
  const [client] = await s.db
    .insert(users)
    .values({ username: 'cbr-pension', passwordHash: 'x', bakeryId: s.t.bakery.id, isHost: true, confirmed: true })
    .returning();
  pension = client!.id;
  await s.db.insert(userDetails).values({
    userId: pension,
    companyName: 'Pension Sonne',
    street: 'Via Roma',
    postalCode: '39100',
    city: 'Bolzano',
    partitaIva: '12345678903',
  });
  await insertAcceptedOrders(
    s,
    DAYS.map((day, i) => ({
      number: 42_000 + i,
      publicId: `cbr${i}`,
      hostId: pension,
      deadline: new Date(`${day}T04:00:00Z`),
      deliveryDate: day,
    })),
    (i) => 10 + i,
  );
});
afterAll(() => s.server.close());

const finished = (id: string) => finishedBillRun(s, RUN, id);

describe("one client's month of undocketed deliveries in one action", () => {
  it('refuses the wrong tenant, the wrong role and bad input, and changes nothing', async () => {
    const vars = { ...NOVEMBER, c: String(pension) };
    expect(codeOf(await s.server.gql(START, vars, s.jwt.otherBakery))).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(PREVIEW, vars, s.jwt.otherBakery))).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(START, vars, s.jwt.host))).toBe('FORBIDDEN');
    expect(codeOf(await s.server.gql(START, { ...NOVEMBER, c: 'abc' }, s.jwt.bakery))).toBe('BAD_INPUT');
    // a client with nothing to bill in the period
    expect(
      codeOf(await s.server.gql(START, { f: '2026-10-01', t: '2026-10-31', c: String(pension) }, s.jwt.bakery)),
    ).toBe('BILL_NO_ORDERS');
    expect(await s.db.select().from(billRuns)).toEqual([]);
    expect(await s.db.select().from(bills)).toEqual([]);
  });

  it("previews the bills' count and total, then makes one TD01 per delivery day for that client only", async () => {
    const draft = (await s.server.gql(PREVIEW, { ...NOVEMBER, c: String(pension) }, s.jwt.bakery)).data.billDraft;
    expect(draft.invoiceProblem).toEqual({ code: 'BILL_SPANS_DAYS', days: DAYS });
    expect(draft.runPreview).toMatchObject({ invoices: 5, immediate: 5 });

    const started = await s.server.gql(START, { ...NOVEMBER, c: String(pension) }, s.jwt.bakery);
    expect(started.errors).toBeUndefined();
    expect(started.data.startBillRun).toMatchObject({ total: 1 });
    expect(await finished(started.data.startBillRun.id)).toMatchObject({ state: 'DONE', total: 1, created: 5 });

    const made = await s.db.select().from(bills).where(eq(bills.bakeryId, s.t.bakery.id)).orderBy(asc(bills.sequence));
    expect(made.map((b) => [b.billNumber, b.documentType, b.billDate, b.clientId])).toEqual(
      DAYS.map((day, i) => [`${i + 1}/2026`, 'TD01', day, pension]),
    );
    expect(made.reduce((sum, b) => sum + Math.round(Number(b.amount) * 100), 0)).toBe(draft.runPreview.totalCents);
    // the other clients' orders are left for their own bills
    const hostOrders = await s.db.select().from(orders).where(eq(orders.hostId, s.t.host.id));
    expect(hostOrders.every((o) => o.billId === null)).toBe(true);
  });
});
