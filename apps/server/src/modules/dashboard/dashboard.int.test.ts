import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bills, orderedProducts, orders, users } from '../../db/schema/index';
import { createProduct } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { freshTenant, tokenFor, uniquePrefix, type FreshTenant } from '../../../test/factories';
import { PASSWORD } from '../../../test/fixtures';
import { createOperator } from '../operator/operator.service';
import { recordStatements } from '../../../test/statements';

// Friday 27 November 2026, 11:00 in Rome
const NOW = new Date('2026-11-27T10:00:00Z');

const DASHBOARD = `query D($step: DashboardStep!, $from: String!, $to: String!) { dashboard(step: $step, from: $from, to: $to) {
  from to previousFrom previousTo today timeZone
  series { date salesCents paidCents deliveredCents guestSalesCents orders products clients billsCents }
  totals { salesCents paidCents deliveredCents guestSalesCents orders products clients billsCents }
  previous { salesCents orders clients billsCents }
  topProducts { id name amount }
  zones { id name orders salesCents }
  news { users { name day createdOn } bills { billNumber amountCents clientName day } products { name day } orders { number totalCents clientName day createdAt } } } }`;
const NOVEMBER = { step: 'WEEK', from: '2026-11-01', to: '2026-11-30' };

let server: TestServer;
let a: FreshTenant;
let b: FreshTenant;
let semmel: number;
let orderNumber = 1;

async function addOrder(
  t: FreshTenant,
  clientId: number,
  o: { delivery: string; price: string; accepted?: boolean; paid?: boolean; at: string; pieces?: number },
) {
  const n = orderNumber++;
  const [row] = await server.platform.db
    .insert(orders)
    .values({
      number: n,
      publicId: `dash-${t.prefix}-${n}`,
      bakeryId: t.bakery.id,
      hostId: clientId,
      date: new Date(o.at),
      deadline: new Date(`${o.delivery}T00:00:00Z`),
      deliveryDate: o.delivery,
      finalPrice: o.price,
      accepted: o.accepted ?? false,
      paid: o.paid ?? false,
    })
    .returning();
  if (o.pieces && t === a) {
    await server.platform.db.insert(orderedProducts).values({
      orderId: row!.id,
      baseProductId: semmel,
      amount: o.pieces,
      currentVat: '10',
      currentGramPrice: '0.009',
      currentApproxWeight: 50,
    });
  }
  return n;
}

const createdAt = (id: number, at: string) =>
  server.platform.db
    .update(users)
    .set({ createdAt: new Date(at) })
    .where(eq(users.id, id));

beforeAll(async () => {
  server = await createTestServer({}, { now: () => NOW });
  a = await freshTenant(server, { base: 'dash', today: '2026-11-27' });
  b = await freshTenant(server, { base: 'dashb', today: '2026-11-27' });
  const db = server.platform.db;
  semmel = (
    await createProduct(db, a.bakery.id, {
      name: { de: 'Semmel', it: 'Panino', en: 'Roll' },
      description: { de: 'S', it: 'S', en: 'S' },
      gramPrice: '0.009',
      approxWeight: 50,
      priceListIds: [a.list.id],
    })
  ).id;
  await createdAt(a.host.id, '2026-11-10T10:00:00Z');
  await createdAt(a.privateCustomer.id, '2026-10-20T10:00:00Z');
  await createdAt(a.guest.id, '2026-11-24T10:00:00Z');
  await addOrder(a, a.host.id, {
    delivery: '2026-11-20',
    price: '10.00',
    accepted: true,
    paid: true,
    at: '2026-11-19T08:00:00Z',
    pieces: 20,
  });
  await addOrder(a, a.privateCustomer.id, {
    delivery: '2026-11-26',
    price: '5.50',
    accepted: true,
    at: '2026-11-25T08:00:00Z',
    pieces: 4,
  });
  await addOrder(a, a.guest.id, { delivery: '2026-11-28', price: '3.20', at: '2026-11-26T23:30:00Z', pieces: 3 });
  await addOrder(a, a.host.id, { delivery: '2026-10-25', price: '4.00', accepted: true, at: '2026-10-24T08:00:00Z' });
  await addOrder(b, b.host.id, { delivery: '2026-11-20', price: '99.00', accepted: true, at: '2026-11-19T08:00:00Z' });
  await db.insert(bills).values({
    billNumber: `${a.prefix}-1`,
    billDate: '2026-11-26',
    bakeryId: a.bakery.id,
    clientId: a.host.id,
    amount: '10.00',
    sent: true,
    createdAt: new Date('2026-11-26T09:00:00Z'),
  });
});
afterAll(() => server.close());

const dashboard = async (jwt: string | undefined, vars = NOVEMBER) => server.gql(DASHBOARD, vars, jwt);

describe('dashboard', () => {
  it('gives a bakery its weekly series, totals against the previous period, top products, zones and news feed', async () => {
    const d = (await dashboard(a.jwt.bakery)).data.dashboard;
    expect(d).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      previousFrom: '2026-10-02',
      previousTo: '2026-10-31',
    });
    expect(d.today).toBe('2026-11-27');
    // weeks from the Monday before the 1st to the week of the 30th
    expect(d.series.map((p: { date: string }) => p.date)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    const week = (date: string) => d.series.find((p: { date: string }) => p.date === date);
    expect(week('2026-11-16')).toMatchObject({
      salesCents: 1000,
      paidCents: 1000,
      deliveredCents: 1000,
      orders: 1,
      products: 20,
    });
    // the private customer's order is delivered (accepted, 26th); the guest's, not accepted by its
    // checking host, is not the bakery's to see (SPEC §3 Order: only accepted orders; canSeeOrder)
    expect(week('2026-11-23')).toMatchObject({
      salesCents: 550,
      paidCents: 0,
      deliveredCents: 550,
      orders: 1,
      products: 4,
      billsCents: 1000,
    });
    expect(week('2026-11-09')).toMatchObject({ clients: 1, orders: 0, salesCents: 0 });
    expect(d.totals).toEqual({
      salesCents: 1550,
      paidCents: 1000,
      deliveredCents: 1550,
      guestSalesCents: 0,
      orders: 2,
      products: 24,
      clients: 1,
      billsCents: 1000,
    });
    expect(d.previous).toEqual({ salesCents: 400, orders: 1, clients: 1, billsCents: 0 });
    expect(d.topProducts).toEqual([{ id: String(semmel), name: 'Semmel', amount: 24 }]);
    expect(d.zones).toEqual([{ id: null, name: null, orders: 2, salesCents: 1550 }]);
    expect(d.news.orders.map((o: { totalCents: number; day: string }) => [o.totalCents, o.day])).toEqual([
      [550, 'Mittwoch'],
      [1000, 'Letzte Woche'],
      [400, 'Letzte Woche'],
    ]);
    expect(JSON.stringify(d)).not.toContain(`${a.prefix}room1`);
    expect(d.news.bills).toEqual([
      { billNumber: `${a.prefix}-1`, amountCents: 1000, clientName: `${a.prefix} Hotel`, day: 'Gestern' },
    ]);
    expect(d.news.products.map((p: { name: string }) => p.name)).toEqual(['Semmel']);
    // with the date in the bakery's zone, for the web to label in the language it shows
    expect(
      d.news.users.map((u: { name: string; day: string; createdOn: string }) => [u.name, u.day, u.createdOn]),
    ).toEqual([
      [`${a.prefix} Hotel`, 'Letzte Woche', '2026-11-10'],
      [`${a.prefix}-private`, 'Letzte Woche', '2026-10-20'],
    ]);
  });

  it('buckets by day and by month', async () => {
    const days = (await dashboard(a.jwt.bakery, { step: 'DAY', from: '2026-11-20', to: '2026-11-28' })).data.dashboard;
    expect(days.series).toHaveLength(9);
    expect(days.series.filter((p: { orders: number }) => p.orders > 0).map((p: { date: string }) => p.date)).toEqual([
      '2026-11-20',
      '2026-11-26',
    ]);
    const months = (await dashboard(a.jwt.bakery, { step: 'MONTH', from: '2026-10-01', to: '2026-11-30' })).data
      .dashboard;
    expect(months.series.map((p: { date: string; salesCents: number }) => [p.date, p.salesCents])).toEqual([
      ['2026-10-01', 400],
      ['2026-11-01', 1550],
    ]);
  });

  it("gives a host its own and its guests' orders, what its guests ordered and the bills it received", async () => {
    // the bakery's unsent draft is not the host's yet (visibleBill): neither its number nor its amount shows
    await server.platform.db.insert(bills).values({
      billNumber: `${a.prefix}-2`,
      billDate: '2026-11-27',
      bakeryId: a.bakery.id,
      clientId: a.host.id,
      amount: '3.74',
      createdAt: new Date('2026-11-27T09:00:00Z'),
    });
    const d = (await dashboard(a.jwt.host)).data.dashboard;
    expect(d.totals).toMatchObject({ salesCents: 1320, guestSalesCents: 320, orders: 2, clients: 1, billsCents: 1000 });
    expect(d.zones).toEqual([]);
    expect(d.news.users.map((u: { name: string }) => u.name)).toEqual([`${a.prefix}room1`]);
    expect(d.news.orders.map((o: { totalCents: number }) => o.totalCents)).toEqual([320, 1000, 400]);
    expect(d.news.bills.map((b: { billNumber: string }) => b.billNumber)).toEqual([`${a.prefix}-1`]);
  });

  it('gives a private customer and a guest only their own orders, with day labels in their language', async () => {
    const p = (await dashboard(a.jwt.private)).data.dashboard;
    expect(p.totals).toMatchObject({ salesCents: 550, orders: 1, clients: 0, billsCents: 0 });
    expect(p.news.orders.map((o: { day: string }) => o.day)).toEqual(['Mercoledì']);
    expect(p.news.users).toEqual([]);
    expect(p.news.products).toEqual([]);
    const g = (await dashboard(a.jwt.guest)).data.dashboard;
    expect(g.totals).toMatchObject({ salesCents: 320, orders: 1, billsCents: 0 });
    expect(g.news.bills).toEqual([]);
  });

  it('shows another bakery nothing of this one', async () => {
    const d = (await dashboard(b.jwt.bakery)).data.dashboard;
    expect(d.totals).toMatchObject({ salesCents: 9900, orders: 1, billsCents: 0 });
    expect(d.topProducts).toEqual([]);
    expect(d.news.products).toEqual([]);
    expect(d.news.orders.map((o: { totalCents: number }) => o.totalCents)).toEqual([9900]);
    expect(JSON.stringify(d)).not.toContain(a.prefix);
  });

  it('costs one SQL statement beyond the session lookup, whatever the period and step', async () => {
    const sent = recordStatements(server.platform.db);
    const count = async (run: () => Promise<unknown>) => {
      sent.reset();
      await run();
      return sent.texts.length;
    };
    try {
      const session = await count(() => server.gql('query { __typename }', {}, a.jwt.bakery));
      expect(await count(() => dashboard(a.jwt.bakery))).toBe(session + 1);
      expect(await count(() => dashboard(a.jwt.host, { step: 'MONTH', from: '2025-12-01', to: '2026-11-30' }))).toBe(
        session + 1,
      );
    } finally {
      sent.restore();
    }
  });

  it('refuses the operator, a visitor and a bad period', async () => {
    const name = uniquePrefix('dashop');
    const operator = await createOperator(server.platform.db, {
      username: name,
      email: `${name}@example.org`,
      password: PASSWORD,
    });
    expect(codeOf(await dashboard(await tokenFor(server, operator.id)))).toBe('FORBIDDEN');
    expect(codeOf(await dashboard(undefined))).toBe('UNAUTHENTICATED');
    const bad = await dashboard(a.jwt.bakery, { step: 'DAY', from: '2026-11-30', to: '2026-11-01' });
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toEqual(['to']);
  });
});
