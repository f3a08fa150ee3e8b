import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { holidays, orderedProducts, orders, userDetails, users } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { freshOrderTenant } from '../../../test/factories';
import { DEADLINE, MORNING, ORDERS, PLACE, setupOrders, TODAY, TOMORROW } from './orders.test-setup';
import { recordStatements } from '../../../test/statements';

let s: Awaited<ReturnType<typeof setupOrders>>;
const line = (productId: string, amount: number) => ({ productId, amount });
const place = (token: string | undefined, input: Record<string, unknown>) =>
  s.server.gql(PLACE, { input: { deliveryDate: TOMORROW, ...input } }, token);
/** A tenant of the test's own, for a test that changes an account (the shared `s.t` stays as set up). */
const fresh = () => freshOrderTenant(s.server, { base: 'po', today: TODAY, guest2To: '2026-11-30' });

beforeAll(async () => {
  s = await setupOrders('po');
});
afterAll(() => s.server.close());
beforeEach(() => {
  s.clock.now = MORNING;
});

describe('placeOrder', () => {
  it('a private customer orders at its list price; same products merge; delivery cost below the minimum', async () => {
    const res = await place(s.jwt['po-private'], {
      lines: [line(s.p.semmel, 2), line(s.p.brezel, 1), line(s.p.semmel, 1)],
      message: ' Bitte klingeln ',
    });
    const order = res.data.placeOrder;
    expect(order).toMatchObject({
      deliveryDate: TOMORROW,
      accepted: true,
      paid: false,
      message: 'Bitte klingeln',
      linesTotalCents: 188,
      deliveryCostCents: 250,
      totalCents: 438,
      finalPrice: '4.38',
      editable: true,
    });
    expect(order.deadline).toBe(DEADLINE.toISOString());
    expect(order.publicId).toMatch(/^[a-z2-9]{12}$/);
    expect(order.lines).toEqual([
      expect.objectContaining({
        amount: 3,
        vat: '10.00',
        gramPrice: '0.009000',
        displayPrice: null,
        priceCents: 45,
        totalCents: 135,
        approxWeight: 50,
        product: { id: s.p.semmel, name: 'Semmel' },
      }),
      expect.objectContaining({ amount: 1, priceCents: 53, totalCents: 53 }),
    ]);
  });

  it('takeaway orders and clients without delivery cost pay no delivery', async () => {
    const f = await fresh();
    const takeaway = (await place(f.jwt.private, { lines: [line(f.p.brezel, 1)], takeaway: true })).data.placeOrder;
    expect(takeaway).toMatchObject({ takeaway: true, deliveryCostCents: 0, totalCents: 53 });
    await s.db.update(users).set({ noDeliveryCost: true }).where(eq(users.id, f.host.id));
    const host = (await place(f.jwt.host, { lines: [line(f.p.brezel, 2)] })).data.placeOrder;
    expect(host).toMatchObject({ accepted: true, deliveryCostCents: 0, totalCents: 106 });
  });

  it("a client's own delivery cost with a free-delivery threshold of 0 is always charged, however big the order (issue 45, finding 2)", async () => {
    // the bakery waives its 2.50 from 30.00; this client pays 15.00 per delivery, "0 = always charged"
    const f = await fresh();
    await s.db
      .update(users)
      .set({ deliveryCost: '15.00', deliveryCostMin: '0' })
      .where(eq(users.id, f.privateCustomer.id));
    const big = (await place(f.jwt.private, { lines: [line(f.p.brezel, 70)] })).data.placeOrder;
    expect(big).toMatchObject({ linesTotalCents: 3710, deliveryCostCents: 1500, totalCents: 5210 });
    const small = (await place(f.jwt.private, { lines: [line(f.p.brezel, 1)], deliveryDate: '2026-11-25' })).data
      .placeOrder;
    expect(small).toMatchObject({ deliveryCostCents: 1500 });
    // its own threshold still waives it; without a cost of its own the bakery's rule holds whole
    await s.db.update(users).set({ deliveryCostMin: '20.00' }).where(eq(users.id, f.privateCustomer.id));
    const waived = (await place(f.jwt.private, { lines: [line(f.p.brezel, 70)], deliveryDate: '2026-11-26' })).data
      .placeOrder;
    expect(waived).toMatchObject({ deliveryCostCents: 0 });
    await s.db.update(users).set({ deliveryCost: '0', deliveryCostMin: '0' }).where(eq(users.id, f.privateCustomer.id));
    const bakeryRule = (await place(f.jwt.private, { lines: [line(f.p.brezel, 70)], deliveryDate: '2026-11-27' })).data
      .placeOrder;
    expect(bakeryRule).toMatchObject({ deliveryCostCents: 0 });
  });

  it("a guest orders its host's take-overs at the host price, never other products, and waits for nothing without check_orders", async () => {
    const order = (await place(s.jwt.guest, { lines: [line(s.p.semmel, 2)] })).data.placeOrder;
    expect(order).toMatchObject({ accepted: true, totalCents: 120, deliveryCostCents: 0 });
    expect(order.lines[0]).toMatchObject({ displayPrice: '0.60', gramPrice: null, priceCents: 60 });
    const before = await s.counts();
    const refused = await place(s.jwt.guest, { lines: [line(s.p.semmel, 1), line(s.p.brezel, 1)] });
    expect(codeOf(refused)).toBe('PRODUCT_NOT_ORDERABLE');
    expect(refused.errors?.[0]?.extensions?.productIds).toEqual([s.p.brezel]);
    expect(codeOf(await place(s.jwt['po-private'], { lines: [line(s.p.foreign, 1)] }))).toBe('PRODUCT_NOT_ORDERABLE');
    expect(await s.counts()).toEqual(before);
  });

  it('accepts an order 1 ms before the deadline and refuses it at the deadline', async () => {
    s.clock.now = new Date(DEADLINE.getTime() - 1);
    expect((await place(s.jwt['po-private'], { lines: [line(s.p.semmel, 1)] })).data.placeOrder.accepted).toBe(true);
    s.clock.now = DEADLINE;
    const before = await s.counts();
    const late = await place(s.jwt['po-private'], { lines: [line(s.p.semmel, 1)] });
    expect(codeOf(late)).toBe('ORDER_DATE_REFUSED');
    expect(late.errors?.[0]?.extensions?.reasons).toEqual(['DEADLINE_PASSED']);
    expect(await s.counts()).toEqual(before);
  });

  it('ignore_deadline lifts the deadline', async () => {
    const f = await fresh();
    s.clock.now = DEADLINE;
    expect(codeOf(await place(f.jwt.private, { lines: [line(f.p.semmel, 1)] }))).toBe('ORDER_DATE_REFUSED');
    await s.db.update(users).set({ ignoreDeadline: true }).where(eq(users.id, f.privateCustomer.id));
    expect(codeOf(await place(f.jwt.private, { lines: [line(f.p.semmel, 1)] }))).toBeUndefined();
  });

  it('a client deadline time overrides the bakery default', async () => {
    const f = await fresh();
    s.clock.now = DEADLINE;
    await s.db.update(userDetails).set({ deadline: '20:00' }).where(eq(userDetails.userId, f.privateCustomer.id));
    const order = (await place(f.jwt.private, { lines: [line(f.p.semmel, 1)] })).data.placeOrder;
    expect(order.deadline).toBe('2026-11-23T19:00:00.000Z');
  });

  it('a guest uses its host deadline time', async () => {
    const f = await fresh();
    await s.db.update(userDetails).set({ deadline: '09:00' }).where(eq(userDetails.userId, f.host.id));
    const late = await place(f.jwt.guest, { lines: [line(f.p.semmel, 1)] });
    expect(late.errors?.[0]?.extensions?.reasons).toEqual(['DEADLINE_PASSED']);
  });

  it('refuses holidays, closed weekends, products not baked that day and past days, naming every reason', async () => {
    const f = await fresh();
    await s.db
      .insert(holidays)
      .values({ name: 'Betriebsurlaub', from: '2026-11-25', to: '2026-11-25', bakeryId: f.bakery.id });
    const before = await s.counts();
    const reasons = async (deliveryDate: string, productId = f.p.semmel, token = f.jwt.private) =>
      (await place(token, { deliveryDate, lines: [line(productId, 1)] })).errors?.[0]?.extensions?.reasons;
    expect(await reasons('2026-11-25')).toEqual(['HOLIDAY']);
    expect(await reasons('2026-11-28')).toEqual(['SATURDAY']);
    expect(await reasons('2026-11-29')).toEqual(['SUNDAY']);
    expect(await reasons(TOMORROW, f.p.mondayOnly)).toEqual(['PRODUCT_NOT_AVAILABLE']);
    expect(await reasons('2026-11-22')).toEqual(['DATE_IN_PAST']);
    expect(await reasons('2026-11-23')).toEqual(['DEADLINE_PASSED']);
    expect(await s.counts()).toEqual(before);
    expect(await reasons('2026-11-30', f.p.mondayOnly)).toBeUndefined();
  });

  it('a guest orders only within its stay', async () => {
    const res = await place(s.jwt.guest, { deliveryDate: '2026-11-27', lines: [line(s.p.semmel, 1)] });
    expect(codeOf(res)).toBe('ORDER_DATE_REFUSED');
    expect(res.errors?.[0]?.extensions?.reasons).toEqual(['OUTSIDE_STAY']);
    expect(
      codeOf(await place(s.jwt.guest, { deliveryDate: '2026-11-26', lines: [line(s.p.semmel, 1)] })),
    ).toBeUndefined();
  });

  it('refuses empty orders, bad amounts and too many lines, writing nothing', async () => {
    const before = await s.counts();
    const token = s.jwt['po-private'];
    expect(codeOf(await place(token, { lines: [] }))).toBe('ORDER_EMPTY');
    expect(codeOf(await place(token, { lines: [line(s.p.semmel, 0)] }))).toBe('ORDER_AMOUNT_INVALID');
    expect(codeOf(await place(token, { lines: [line(s.p.semmel, 1000)] }))).toBe('ORDER_AMOUNT_INVALID');
    expect(codeOf(await place(token, { lines: [line(s.p.semmel, 500), line(s.p.semmel, 500)] }))).toBe(
      'ORDER_AMOUNT_INVALID',
    );
    expect(codeOf(await place(token, { lines: Array.from({ length: 101 }, (_, i) => line(String(i + 1), 1)) }))).toBe(
      'ORDER_TOO_MANY_LINES',
    );
    expect(codeOf(await place(token, { deliveryDate: '24.11.2026', lines: [line(s.p.semmel, 1)] }))).toBe('BAD_INPUT');
    expect(await s.counts()).toEqual(before);
  });

  it('bakeries use phone orders; signed-out and blocked accounts are refused', async () => {
    const f = await fresh();
    const before = await s.counts();
    expect(codeOf(await place(f.jwt.bakery, { lines: [line(f.p.semmel, 1)] }))).toBe('FORBIDDEN');
    expect(codeOf(await place(undefined, { lines: [line(f.p.semmel, 1)] }))).toBe('UNAUTHENTICATED');
    await s.db.update(users).set({ blocked: true }).where(eq(users.id, f.privateCustomer.id));
    expect(codeOf(await place(f.jwt.private, { lines: [line(f.p.semmel, 1)] }))).toBe('UNAUTHENTICATED');
    expect(await s.counts()).toEqual(before);
  });

  it('gives 20 concurrent orders 20 distinct consecutive numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => place(s.jwt['po-private'], { lines: [line(s.p.semmel, 1)] })),
    );
    const numbers = results.map((r) => r.data.placeOrder.number as number).sort((a, b) => a - b);
    const rows = await s.db.select({ number: orders.number }).from(orders).where(eq(orders.bakeryId, s.t.bakery.id));
    const max = Math.max(...rows.map((r) => r.number));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => max - 19 + i));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect(Math.min(...rows.map((r) => r.number))).toBe(1);
    expect(max).toBe(rows.length);
  });

  it('sends at most 4 SQL statements: token account, ordering accounts, orderable products, the write (issue 18)', async () => {
    const sent = recordStatements(s.db);
    const seen = sent.texts;
    const minimal = 'mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { id number } }';
    try {
      for (const [who, productId] of [
        ['guest', s.p.semmel],
        ['po-private', s.p.brezel],
      ] as const) {
        seen.length = 0;
        const res = await s.server.gql(
          minimal,
          { input: { deliveryDate: TOMORROW, lines: [line(productId, 1)] } },
          s.jwt[who],
        );
        expect(res.data.placeOrder.number).toBeGreaterThan(0);
        expect(seen.map((q) => q.slice(0, 80))).toHaveLength(4);
        expect(seen.filter((q) => /^\s*(begin|commit)/i.test(q))).toEqual([]);
      }
    } finally {
      sent.restore();
    }
    const [written] = await s.db
      .select()
      .from(orders)
      .where(eq(orders.bakeryId, s.t.bakery.id))
      .orderBy(desc(orders.id))
      .limit(1);
    const lines = await s.db.select().from(orderedProducts).where(eq(orderedProducts.orderId, written!.id));
    expect(lines).toEqual([
      expect.objectContaining({ baseProductId: Number(s.p.brezel), amount: 1, currentDisplayPrice: '-1.00' }),
    ]);
  });
});

describe('acceptance (check_orders)', () => {
  const ids = (res: { data: { orders: { items: { id: string }[] } } }) => res.data.orders.items.map((o) => o.id);

  it('a guest order of a checking host waits, the bakery does not see it until the host accepts', async () => {
    const f = await fresh();
    await s.db.update(users).set({ checkOrders: true }).where(eq(users.id, f.host.id));
    const order = (await place(f.jwt.guest, { lines: [line(f.p.semmel, 1)] })).data.placeOrder;
    expect(order.accepted).toBe(false);
    expect(ids(await s.server.gql(ORDERS, { filter: { group: 'ALL' } }, f.jwt.bakery))).not.toContain(order.id);
    expect(
      codeOf(await s.server.gql('query O($id: ID!) { order(id: $id) { id } }', { id: order.id }, f.jwt.bakery)),
    ).toBe('NOT_FOUND');
    expect(ids(await s.server.gql(ORDERS, {}, f.jwt.host))).toContain(order.id);
    const accept = 'mutation A($id: ID!, $a: Boolean!) { acceptOrder(id: $id, accepted: $a) { accepted } }';
    expect(codeOf(await s.server.gql(accept, { id: order.id, a: true }, s.jwt['pox-host']))).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(accept, { id: order.id, a: true }, f.jwt.guest))).toBe('FORBIDDEN');
    expect(codeOf(await s.server.gql(accept, { id: order.id, a: true }, f.jwt.bakery))).toBe('NOT_FOUND'); // the host decides first
    expect((await s.server.gql(accept, { id: order.id, a: true }, f.jwt.host)).data.acceptOrder.accepted).toBe(true);
    // once the host accepted, the bakery may take it back and accept it again
    expect((await s.server.gql(accept, { id: order.id, a: false }, f.jwt.bakery)).data.acceptOrder.accepted).toBe(
      false,
    );
    expect((await s.server.gql(accept, { id: order.id, a: true }, f.jwt.bakery)).data.acceptOrder.accepted).toBe(true);
    expect(ids(await s.server.gql(ORDERS, {}, f.jwt.bakery))).toContain(order.id);
    expect(codeOf(await s.server.gql(accept, { id: order.id, a: true }, s.jwt['pox-bakery']))).toBe('NOT_FOUND');
  });

  it('auto_accept_orders accepts guest orders at once; the bakery may take one back and accept it again', async () => {
    const f = await fresh();
    await s.db.update(users).set({ checkOrders: true, autoAcceptOrders: true }).where(eq(users.id, f.host.id));
    const order = (await place(f.jwt.guest, { lines: [line(f.p.semmel, 1)] })).data.placeOrder;
    expect(order.accepted).toBe(true);
    const accept = 'mutation A($id: ID!, $a: Boolean!) { acceptOrder(id: $id, accepted: $a) { accepted } }';
    expect((await s.server.gql(accept, { id: order.id, a: false }, f.jwt.bakery)).data.acceptOrder.accepted).toBe(
      false,
    );
    expect((await s.server.gql(accept, { id: order.id, a: true }, f.jwt.bakery)).data.acceptOrder.accepted).toBe(true);
  });

  it('snapshots keep the prices of order time', async () => {
    const order = (await place(s.jwt['po-private'], { lines: [line(s.p.brezel, 1)] })).data.placeOrder;
    const [row] = await s.db
      .select()
      .from(orderedProducts)
      .where(eq(orderedProducts.orderId, Number(order.id)));
    expect(row).toMatchObject({
      currentGramPrice: '0.010600',
      currentApproxWeight: 50,
      currentDisplayPrice: '-1.00',
      currentVat: '10.00',
      orderedById: s.t.privateCustomer.id,
    });
  });
});
