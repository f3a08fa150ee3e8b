import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bills, deliveryZones, orders, users } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { freshOrderTenant } from '../../../test/factories';
import { MORNING, ORDERS, PLACE, setupOrders, TODAY, TOMORROW } from './orders.test-setup';
import { recordStatements } from '../../../test/statements';

let s: Awaited<ReturnType<typeof setupOrders>>;
const line = (productId: string, amount: number) => ({ productId, amount });
const place = async (token: string | undefined, deliveryDate: string, productId = s.p.semmel) =>
  (await s.server.gql(PLACE, { input: { deliveryDate, lines: [line(productId, 1)] } }, token)).data.placeOrder as {
    id: string;
    number: number;
    publicId: string;
  };

const COUNTS =
  'query Counts($filter: OrderFilter) { orderCounts(filter: $filter) { next future past all nextDeliveryDate } }';
const OF_GUEST =
  'query G($g: ID!, $f: String!, $t: String!) { ordersOfGuest(guestId: $g, from: $f, to: $t) { id deliveryDate lines { amount } } }';
const PAGE = `query Orders($filter: OrderFilter, $page: Int) { orders(filter: $filter, page: $page) { total items {
  id number publicId deliveryDate totalCents linesTotalCents deliveryCostCents editable client { id displayName } lines { id amount priceCents totalCents product { id name } } } } }`;

/** The orders screen's list query (OrderSummaryFields of the web's OrdersQuery). */
const SUMMARY_FIELDS =
  'id number publicId deliveryDate deadline accepted paid billed takeaway editable totalCents client { id displayName kind }';
const SUMMARY = `query Orders($filter: OrderFilter, $page: Int) { orders(filter: $filter, page: $page) { total items { ${SUMMARY_FIELDS} } } }`;

const ids = (res: { data: { orders: { items: { id: string }[] } } }) => res.data.orders.items.map((o) => o.id);
let past: { id: string };
let guestOrders: { id: string }[];

beforeAll(async () => {
  s = await setupOrders('ol');
  s.clock.now = new Date('2026-11-18T10:00:00Z');
  past = await place(s.jwt['ol-private'], '2026-11-20');
  s.clock.now = MORNING;
  for (let i = 0; i < 11; i += 1) await place(s.jwt['ol-private'], TOMORROW);
  await place(s.jwt['ol-private'], '2026-11-26');
  guestOrders = [await place(s.jwt.guest, TOMORROW), await place(s.jwt.guest, '2026-11-26')];
  await place(s.jwt.guest2, TOMORROW);
  await place(s.jwt['ol-host'], '2026-11-25');
});
afterAll(() => s.server.close());

describe('order lists', () => {
  it('groups the bakery orders into next delivery day, future and past, 10 per page with the total', async () => {
    const bakery = s.jwt['ol-bakery'];
    expect((await s.server.gql(COUNTS, {}, bakery)).data.orderCounts).toEqual({
      next: 13,
      future: 3,
      past: 1,
      all: 17,
      nextDeliveryDate: TOMORROW,
    });
    const first = await s.server.gql(ORDERS, { filter: { group: 'NEXT' } }, bakery);
    expect(first.data.orders.total).toBe(13);
    expect(first.data.orders.items).toHaveLength(10);
    const second = await s.server.gql(ORDERS, { filter: { group: 'NEXT' }, page: 1 }, bakery);
    expect(second.data.orders.items).toHaveLength(3);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(13);
    const future = (await s.server.gql(ORDERS, { filter: { group: 'FUTURE' } }, bakery)).data.orders.items;
    expect(future.map((o: { deliveryDate: string }) => o.deliveryDate)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-26',
    ]);
    expect(ids(await s.server.gql(ORDERS, { filter: { group: 'PAST' } }, bakery))).toEqual([past.id]);
    expect(codeOf(await s.server.gql(ORDERS, { page: -1 }, bakery))).toBe('BAD_INPUT');
  });

  it('scopes lists: host own and its guests, private and guest own, other tenants nothing', async () => {
    expect((await s.server.gql(COUNTS, {}, s.jwt['ol-host'])).data.orderCounts.all).toBe(4);
    expect((await s.server.gql(COUNTS, {}, s.jwt.guest)).data.orderCounts).toMatchObject({
      all: 2,
      next: 1,
      future: 1,
    });
    expect((await s.server.gql(COUNTS, {}, s.jwt['ol-private'])).data.orderCounts.all).toBe(13);
    expect((await s.server.gql(COUNTS, {}, s.jwt['olx-bakery'])).data.orderCounts.all).toBe(0);
    expect((await s.server.gql(COUNTS, {}, s.jwt['olx-host'])).data.orderCounts.all).toBe(0);
    expect(codeOf(await s.server.gql(COUNTS, {}))).toBe('UNAUTHENTICATED');
  });

  it('filters by client, public id substring and deadline range', async () => {
    const bakery = s.jwt['ol-bakery'];
    const byGuest = await s.server.gql(ORDERS, { filter: { clientId: String(s.t.guest.id) } }, bakery);
    expect(ids(byGuest).sort()).toEqual(guestOrders.map((o) => o.id).sort());
    const one = (await s.server.gql(ORDERS, { filter: { clientId: String(s.t.host.id) } }, bakery)).data.orders
      .items[0];
    const full = (await s.server.gql('query O($id: ID!) { order(id: $id) { publicId } }', { id: one.id }, bakery)).data
      .order.publicId as string;
    expect(ids(await s.server.gql(ORDERS, { filter: { publicId: full.slice(3, 9).toUpperCase() } }, bakery))).toEqual([
      one.id,
    ]);
    const range = { deadlineFrom: '2026-11-24T00:00:00Z', deadlineTo: '2026-11-25T23:59:59Z' };
    const inRange = (await s.server.gql(ORDERS, { filter: range }, bakery)).data.orders.total;
    expect(inRange).toBe(3); // deliveries on 25th (host) and 26th (private, guest)
    expect(codeOf(await s.server.gql(ORDERS, { filter: { deadlineFrom: 'gestern' } }, bakery))).toBe('BAD_INPUT');
  });

  it('resolves a full page with lines, products and clients', async () => {
    const page = (await s.server.gql(PAGE, { filter: { group: 'NEXT' } }, s.jwt['ol-bakery'])).data.orders;
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toMatchObject({
      linesTotalCents: 45,
      deliveryCostCents: 250,
      totalCents: 295,
      lines: [{ amount: 1, priceCents: 45, totalCents: 45, product: { name: 'Semmel' } }],
    });
    expect(page.items[0].client.displayName).toBe('ol-private');
  });

  it('costs the same number of SQL statements for a page of 10 orders as for a page of 3', async () => {
    const sent = recordStatements(s.db);
    const count = async (query: string, page: number) => {
      sent.reset();
      const res = await s.server.gql(query, { filter: { group: 'NEXT' }, page }, s.jwt['ol-bakery']);
      return { items: res.data.orders.items.length as number, statements: sent.texts.length };
    };
    try {
      // what the orders screen asks (OrderSummaryFields): the session lookup and the page itself
      const [full, short] = [await count(SUMMARY, 0), await count(SUMMARY, 1)];
      expect([full.items, short.items]).toEqual([10, 3]);
      expect([full.statements, short.statements]).toEqual([2, 2]);
      // with lines: their rows, their products and the products' names, one statement each
      const [fullLines, shortLines] = [await count(PAGE, 0), await count(PAGE, 1)];
      expect([fullLines.items, shortLines.items]).toEqual([10, 3]);
      expect([fullLines.statements, shortLines.statements]).toEqual([5, 5]);
    } finally {
      sent.restore();
    }
  });

  it("answers the screen's page from its one statement as the loaders answer each order", async () => {
    const one = `query O($id: ID!) { order(id: $id) { ${SUMMARY_FIELDS} } }`;
    for (const viewer of ['ol-bakery', 'ol-host', 'guest'] as const) {
      const token = s.jwt[viewer];
      const page = (await s.server.gql(SUMMARY, { filter: { group: 'ALL' } }, token)).data.orders;
      expect(page.items.length).toBeGreaterThan(0);
      for (const item of page.items as { id: string }[])
        expect((await s.server.gql(one, { id: item.id }, token)).data.order).toEqual(item);
    }
    const hostPage = (await s.server.gql(SUMMARY, { filter: { group: 'ALL' } }, s.jwt['ol-host'])).data.orders;
    expect(hostPage.total).toBe(4);
    expect(new Set(hostPage.items.map((o: { client: { kind: string } }) => o.client.kind))).toEqual(
      new Set(['HOST', 'GUEST']),
    );
    expect(hostPage.items.find((o: { client: { kind: string } }) => o.client.kind === 'HOST').client.displayName).toBe(
      'ol Hotel',
    );
  });

  it('filters by delivery zone (or none) and by orders not billed yet; billed orders are frozen', async () => {
    // a tenant of the test's own: its zone, orders and bill leave the shared tenant's counts alone
    const f = await freshOrderTenant(s.server, { base: 'ol', today: TODAY, guest2To: '2026-11-30' });
    const bakery = f.jwt.bakery;
    await place(f.jwt.private, '2026-11-27', f.p.semmel);
    const [zone] = await s.db.insert(deliveryZones).values({ name: 'Zentrum', bakeryId: f.bakery.id }).returning();
    await s.db.update(users).set({ deliveryZoneId: zone!.id }).where(eq(users.id, f.host.id));
    const zoned = await place(f.jwt.host, '2026-11-27', f.p.semmel);
    // the host leaves the zone: its order keeps the zone it was placed in
    await s.db.update(users).set({ deliveryZoneId: null }).where(eq(users.id, f.host.id));
    expect(ids(await s.server.gql(ORDERS, { filter: { zoneId: String(zone!.id) } }, bakery))).toEqual([zoned.id]);
    const all = (await s.server.gql(ORDERS, {}, bakery)).data.orders.total;
    expect((await s.server.gql(ORDERS, { filter: { zoneId: '0' } }, bakery)).data.orders.total).toBe(all - 1);
    const [bill] = await s.db
      .insert(bills)
      .values({ billNumber: 'R-1', billDate: '2026-11-23', bakeryId: f.bakery.id, clientId: f.host.id })
      .returning();
    await s.db
      .update(orders)
      .set({ billId: bill!.id })
      .where(eq(orders.id, Number(zoned.id)));
    expect(ids(await s.server.gql(ORDERS, { filter: { withoutBill: true } }, bakery))).not.toContain(zoned.id);
    expect((await s.server.gql(ORDERS, { filter: { withoutBill: true } }, bakery)).data.orders.total).toBe(all - 1);
    const del = await s.server.gql('mutation D($id: ID!) { deleteOrder(id: $id) }', { id: zoned.id }, bakery);
    expect(codeOf(del)).toBe('ORDER_NOT_EDITABLE');
  });

  it("shows a host the orders of one of its guests in a period, and nobody else's", async () => {
    const host = s.jwt['ol-host'];
    const list = (await s.server.gql(OF_GUEST, { g: String(s.t.guest.id), f: TODAY_FROM, t: '2026-11-30' }, host)).data
      .ordersOfGuest;
    expect(list.map((o: { id: string }) => o.id)).toEqual(guestOrders.map((o) => o.id));
    expect(
      (await s.server.gql(OF_GUEST, { g: String(s.t.guest.id), f: '2026-11-25', t: '2026-11-30' }, host)).data
        .ordersOfGuest,
    ).toHaveLength(1);
    expect(
      codeOf(
        await s.server.gql(OF_GUEST, { g: String(s.t.guest.id), f: TODAY_FROM, t: '2026-11-30' }, s.jwt['olx-host']),
      ),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await s.server.gql(OF_GUEST, { g: String(s.t.privateCustomer.id), f: TODAY_FROM, t: '2026-11-30' }, host)),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await s.server.gql(OF_GUEST, { g: String(s.t.guest.id), f: '2026-11-30', t: TODAY_FROM }, host)),
    ).toBe('BAD_INPUT');
    expect(
      codeOf(await s.server.gql(OF_GUEST, { g: String(s.t.guest.id), f: TODAY_FROM, t: '2026-11-30' }, s.jwt.guest)),
    ).toBe('FORBIDDEN');
  });
});

const TODAY_FROM = '2026-11-20';
