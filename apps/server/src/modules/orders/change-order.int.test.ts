import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderedProducts, orders, users } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { freshOrderTenant } from '../../../test/factories';
import { DEADLINE, MORNING, ORDER, ORDERS, PLACE, setupOrders, TODAY, TOMORROW } from './orders.test-setup';

let s: Awaited<ReturnType<typeof setupOrders>>;
const line = (productId: string, amount: number) => ({ productId, amount });
const place = async (token: string | undefined, lines = [line(s.p.semmel, 2)]) =>
  (await s.server.gql(PLACE, { input: { deliveryDate: TOMORROW, lines } }, token)).data.placeOrder;

const ADD =
  'mutation Add($o: ID!, $p: ID!, $a: Int!) { addOrderedProduct(orderId: $o, productId: $p, amount: $a) { totalCents lines { id amount product { name } } } }';
const UPDATE =
  'mutation Upd($o: ID!, $l: ID!, $a: Int!) { updateOrderedProductAmount(orderId: $o, orderedProductId: $l, amount: $a) { totalCents lines { id amount } } }';
const REMOVE =
  'mutation Rem($o: ID!, $l: ID!) { removeOrderedProduct(orderId: $o, orderedProductId: $l) { lines { id } } }';
const DELETE = 'mutation Del($id: ID!) { deleteOrder(id: $id) }';
const ACCEPT = 'mutation Acc($id: ID!) { acceptOrder(id: $id, accepted: false) { accepted } }';
const PAID = 'mutation Paid($id: ID!) { setOrderPaid(id: $id, paid: true) { paid } }';
const SHIFT = 'mutation Shift($id: ID!) { shiftOrderDelivery(id: $id, days: 1) { deliveryDate } }';
const DEADLINE_CHANGE =
  'mutation Dl($id: ID!) { changeOrderDeadline(id: $id, deadline: "2026-11-23T20:00:00Z") { deadline } }';

beforeAll(async () => {
  s = await setupOrders('co');
});
afterAll(() => s.server.close());
beforeEach(() => {
  s.clock.now = MORNING;
});

/** The order and its lines exactly as stored. */
async function snapshot(id: string) {
  const [order] = await s.db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(id)));
  const lines = await s.db
    .select()
    .from(orderedProducts)
    .where(eq(orderedProducts.orderId, Number(id)))
    .orderBy(orderedProducts.id);
  return { order, lines };
}

describe('changing an order before the deadline', () => {
  it('adds products (merging into the existing line), changes amounts, removes lines and recomputes the total', async () => {
    const order = await place(s.jwt['co-private']);
    const token = s.jwt['co-private'];
    const added = (await s.server.gql(ADD, { o: order.id, p: s.p.brezel, a: 1 }, token)).data.addOrderedProduct;
    expect(added.lines.map((l: { product: { name: string }; amount: number }) => [l.product.name, l.amount])).toEqual([
      ['Semmel', 2],
      ['Brezel', 1],
    ]);
    expect(added.totalCents).toBe(90 + 53 + 250);
    const merged = (await s.server.gql(ADD, { o: order.id, p: s.p.semmel, a: 3 }, token)).data.addOrderedProduct;
    expect(merged.lines[0].amount).toBe(5);
    const brezelLine = merged.lines[1].id;
    expect(
      (await s.server.gql(UPDATE, { o: order.id, l: brezelLine, a: 4 }, token)).data.updateOrderedProductAmount
        .totalCents,
    ).toBe(225 + 212 + 250);
    expect(
      (await s.server.gql(REMOVE, { o: order.id, l: brezelLine }, token)).data.removeOrderedProduct.lines,
    ).toHaveLength(1);
    const before = await snapshot(order.id);
    expect(codeOf(await s.server.gql(REMOVE, { o: order.id, l: merged.lines[0].id }, token))).toBe(
      'ORDER_LAST_PRODUCT',
    );
    expect(codeOf(await s.server.gql(UPDATE, { o: order.id, l: merged.lines[0].id, a: 0 }, token))).toBe(
      'ORDER_AMOUNT_INVALID',
    );
    expect(codeOf(await s.server.gql(ADD, { o: order.id, p: s.p.semmel, a: 995 }, token))).toBe('ORDER_AMOUNT_INVALID');
    expect(codeOf(await s.server.gql(ADD, { o: order.id, p: s.p.mondayOnly, a: 1 }, token))).toBe('ORDER_DATE_REFUSED');
    expect(codeOf(await s.server.gql(ADD, { o: order.id, p: s.p.foreign, a: 1 }, token))).toBe('PRODUCT_NOT_ORDERABLE');
    expect(codeOf(await s.server.gql(UPDATE, { o: order.id, l: '999999', a: 2 }, token))).toBe('NOT_FOUND');
    expect(await snapshot(order.id)).toEqual(before);
    expect((await s.server.gql(DELETE, { id: order.id }, token)).data.deleteOrder).toBe(true);
    expect(codeOf(await s.server.gql(ORDER, { id: order.id }, token))).toBe('NOT_FOUND');
  });

  it('after the deadline only the bakery may change the order', async () => {
    const order = await place(s.jwt['co-private']);
    s.clock.now = DEADLINE;
    const before = await snapshot(order.id);
    expect(codeOf(await s.server.gql(ADD, { o: order.id, p: s.p.brezel, a: 1 }, s.jwt['co-private']))).toBe(
      'ORDER_DEADLINE_PASSED',
    );
    expect(codeOf(await s.server.gql(DELETE, { id: order.id }, s.jwt['co-private']))).toBe('ORDER_DEADLINE_PASSED');
    expect((await s.server.gql(ORDER, { id: order.id }, s.jwt['co-private'])).data.order.editable).toBe(false);
    expect(await snapshot(order.id)).toEqual(before);
    const byBakery = (await s.server.gql(UPDATE, { o: order.id, l: before.lines[0]!.id, a: 7 }, s.jwt['co-bakery']))
      .data.updateOrderedProductAmount;
    expect(byBakery.lines[0].amount).toBe(7);
    expect((await s.server.gql(ORDER, { id: order.id }, s.jwt['co-bakery'])).data.order.editable).toBe(true);
  });

  it("a host sees its guest's order but may not edit it (ORDER_NOT_EDITABLE); the guest may", async () => {
    const order = await place(s.jwt.guest);
    const before = await snapshot(order.id);
    expect((await s.server.gql(ORDER, { id: order.id }, s.jwt['co-host'])).data.order.editable).toBe(false);
    expect(codeOf(await s.server.gql(UPDATE, { o: order.id, l: before.lines[0]!.id, a: 5 }, s.jwt['co-host']))).toBe(
      'ORDER_NOT_EDITABLE',
    );
    expect(codeOf(await s.server.gql(DELETE, { id: order.id }, s.jwt['co-host']))).toBe('ORDER_NOT_EDITABLE');
    expect(codeOf(await s.server.gql(ADD, { o: order.id, p: s.p.brezel, a: 1 }, s.jwt['co-host']))).toBe(
      'ORDER_NOT_EDITABLE',
    );
    expect(codeOf(await s.server.gql(REMOVE, { o: order.id, l: before.lines[0]!.id }, s.jwt['co-host']))).toBe(
      'ORDER_NOT_EDITABLE',
    );
    expect(await snapshot(order.id)).toEqual(before);
    expect(
      (await s.server.gql(UPDATE, { o: order.id, l: before.lines[0]!.id, a: 5 }, s.jwt.guest)).data
        .updateOrderedProductAmount.totalCents,
    ).toBe(300);
  });
});

describe('permissions: every order mutation as the wrong account is refused and changes nothing', () => {
  it.each([
    ['another bakery', 'cox-bakery'],
    ['another host', 'cox-host'],
    ['another private customer', 'cox-private'],
    ['another guest', 'otherGuest'],
    ['a guest of the same host', 'guest'],
    ['another guest of the same host', 'guest2'],
    ['signed out', ''],
  ])('%s', async (_label, who) => {
    const order = await place(s.jwt['co-private']);
    const lineId = (await snapshot(order.id)).lines[0]!.id;
    const before = await snapshot(order.id);
    const token = who ? s.jwt[who] : undefined;
    const calls: [string, Record<string, unknown>][] = [
      [ADD, { o: order.id, p: s.p.semmel, a: 1 }],
      [UPDATE, { o: order.id, l: lineId, a: 9 }],
      [REMOVE, { o: order.id, l: lineId }],
      [DELETE, { id: order.id }],
      [ACCEPT, { id: order.id }],
      [PAID, { id: order.id }],
      [SHIFT, { id: order.id }],
      [DEADLINE_CHANGE, { id: order.id }],
      [ORDER, { id: order.id }],
    ];
    for (const [query, variables] of calls) {
      const code = codeOf(await s.server.gql(query, variables, token));
      expect(['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED'], `${query.slice(0, 30)} → ${code}`).toContain(code);
      if (!token) expect(code).toBe('UNAUTHENTICATED');
    }
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('a blocked account is signed out at once and cannot change its order', async () => {
    // the account blocked is one of the test's own tenant: the shared one stays open for the others
    const f = await freshOrderTenant(s.server, { base: 'co', today: TODAY, guest2To: '2026-11-30' });
    const order = await place(f.jwt.private, [line(f.p.semmel, 2)]);
    const before = await snapshot(order.id);
    await s.db.update(users).set({ blocked: true }).where(eq(users.id, f.privateCustomer.id));
    expect(codeOf(await s.server.gql(DELETE, { id: order.id }, f.jwt.private))).toBe('UNAUTHENTICATED');
    expect(codeOf(await s.server.gql(ADD, { o: order.id, p: f.p.semmel, a: 1 }, f.jwt.private))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await snapshot(order.id)).toEqual(before);
  });

  it("a guest never sees another guest's order", async () => {
    const mine = await place(s.jwt.guest);
    const theirs = await place(s.jwt.guest2);
    for (const [who, other] of [
      ['guest2', mine],
      ['guest', theirs],
      ['otherGuest', mine],
    ] as const) {
      expect(codeOf(await s.server.gql(ORDER, { id: other.id }, s.jwt[who]))).toBe('NOT_FOUND');
      const ids = (await s.server.gql(ORDERS, {}, s.jwt[who])).data.orders.items.map((o: { id: string }) => o.id);
      expect(ids).not.toContain(other.id);
    }
    const sameHost = (await s.server.gql(ORDERS, {}, s.jwt['co-host'])).data.orders.items.map(
      (o: { id: string }) => o.id,
    );
    expect(sameHost).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const hostView = (await s.server.gql(ORDERS, {}, s.jwt['cox-host'])).data.orders.items.map(
      (o: { id: string }) => o.id,
    );
    expect(hostView).not.toContain(mine.id);
  });
});
