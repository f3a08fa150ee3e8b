import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { holidays, userDetails } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { setupOrders } from './orders.test-setup';

let s: Awaited<ReturnType<typeof setupOrders>>;
const OPTIONS = `query Options($c: ID, $from: String!, $to: String!) { orderOptions(clientId: $c) {
  clientId timeZone deadlineTime ignoreDeadline takeawayOnly deliveryCostCents deliveryCostMinCents noDeliveryCost
  products { priceCents gramPrice product { name } } days(from: $from, to: $to) { date deadline reasons } } }`;
const week = { from: '2026-11-22', to: '2026-11-28' };

beforeAll(async () => {
  s = await setupOrders('oo');
  await s.db
    .insert(holidays)
    .values({ name: 'Ruhetag', from: '2026-11-25', to: '2026-11-25', bakeryId: s.t.bakery.id });
});
afterAll(() => s.server.close());

describe('orderOptions', () => {
  it('tells a private customer its prices, delivery cost and which days are open, by the rules the server enforces', async () => {
    const o = (await s.server.gql(OPTIONS, week, s.jwt['oo-private'])).data.orderOptions;
    expect(o).toMatchObject({
      clientId: String(s.t.privateCustomer.id),
      timeZone: 'Europe/Rome',
      deadlineTime: '18:00',
      ignoreDeadline: false,
      deliveryCostCents: 250,
      deliveryCostMinCents: 3000,
      noDeliveryCost: false,
    });
    expect(
      o.products.map((p: { product: { name: string }; priceCents: number }) => [p.product.name, p.priceCents]),
    ).toEqual([
      ['Semmel', 45],
      ['Brezel', 53],
      ['Montagsbrot', 50],
    ]);
    expect(
      o.products.every((p: { gramPrice: string | null }) => typeof p.gramPrice === 'string' && Number(p.gramPrice) > 0),
    ).toBe(true);
    expect(o.days.map((d: { reasons: string[] }) => d.reasons)).toEqual([
      ['DATE_IN_PAST'],
      ['DEADLINE_PASSED'],
      [],
      ['HOLIDAY'],
      [],
      [],
      ['SATURDAY'],
    ]);
    expect(o.days[2]).toEqual({ date: '2026-11-24', deadline: '2026-11-23T17:00:00.000Z', reasons: [] });
  });

  it("shows a private customer its catalogue: each product's descriptions in three languages and its picture", async () => {
    const CATALOGUE = `{ orderOptions { products { priceCents product { name descriptions { de it en } thumb { url } } } } }`;
    const o = (await s.server.gql(CATALOGUE, {}, s.jwt['oo-private'])).data.orderOptions;
    expect(o.products.map((p: { product: { name: string } }) => p.product.name)).toEqual([
      'Semmel',
      'Brezel',
      'Montagsbrot',
    ]);
    for (const p of o.products as { product: { descriptions: Record<string, unknown>; thumb: unknown } }[]) {
      expect(Object.keys(p.product.descriptions).sort()).toEqual(['de', 'en', 'it']);
      expect(p.product.thumb).toBeNull();
    }
    expect(codeOf(await s.server.gql(CATALOGUE, {}))).toBe('UNAUTHENTICATED');
  });

  it("gives a guest its host's prices, its host's deadline time and its stay", async () => {
    await s.db.update(userDetails).set({ deadline: '17:00' }).where(eq(userDetails.userId, s.t.host.id));
    const o = (await s.server.gql(OPTIONS, { from: '2026-11-24', to: '2026-11-27' }, s.jwt.guest)).data.orderOptions;
    expect(o).toMatchObject({ deadlineTime: '17:00:00', deliveryCostCents: 0, noDeliveryCost: true });
    expect(o.products).toEqual([{ priceCents: 60, gramPrice: null, product: { name: 'Semmel' } }]); // a display price: the host's list price stays hidden
    expect(o.days.map((d: { reasons: string[] }) => d.reasons)).toEqual([[], ['HOLIDAY'], [], ['OUTSIDE_STAY']]);
  });

  it('lets a bakery read the rules of its own clients for phone orders (no deadline), and nobody else', async () => {
    const o = (await s.server.gql(OPTIONS, { ...week, c: String(s.t.privateCustomer.id) }, s.jwt['oo-bakery'])).data
      .orderOptions;
    expect(o.ignoreDeadline).toBe(true);
    expect(o.days[1].reasons).toEqual([]);
    expect(codeOf(await s.server.gql(OPTIONS, week, s.jwt['oo-bakery']))).toBe('BAD_INPUT');
    expect(codeOf(await s.server.gql(OPTIONS, { ...week, c: String(s.t.guest.id) }, s.jwt['oo-bakery']))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(await s.server.gql(OPTIONS, { ...week, c: String(s.t.privateCustomer.id) }, s.jwt['oox-bakery'])),
    ).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(OPTIONS, { ...week, c: String(s.t.privateCustomer.id) }, s.jwt['oo-host']))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await s.server.gql(OPTIONS, week))).toBe('UNAUTHENTICATED');
    expect(codeOf(await s.server.gql(OPTIONS, { from: '2026-11-01', to: '2027-01-31' }, s.jwt['oo-private']))).toBe(
      'BAD_INPUT',
    );
  });
});
