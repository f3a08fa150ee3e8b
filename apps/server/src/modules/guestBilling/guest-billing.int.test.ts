import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { GUEST_BILLING, SET_PAID, setupGuestBilling, WEEK } from './guest-billing.test-setup';

let s: Awaited<ReturnType<typeof setupGuestBilling>>;

beforeAll(async () => {
  s = await setupGuestBilling('gb');
});
afterAll(() => s.server.close());

// null = signed out (undefined would take the default)
const overview = async (token: string | null = s.jwt.host, period = WEEK) =>
  s.server.gql(GUEST_BILLING, period, token ?? undefined);
const setPaid = (guestId: string, paid: boolean, period = WEEK, token: string | null = s.jwt.host) =>
  s.server.gql(SET_PAID, { guestId, paid, ...period }, token ?? undefined);
const eventsOf = (orderIds: string[]) =>
  s.db
    .select({ orderId: orderEvents.orderId, kind: orderEvents.kind, actorId: orderEvents.actorId })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, orderIds.map(Number)), inArray(orderEvents.kind, ['PAID', 'UNPAID'])));

describe('guestBilling', () => {
  it("lists the host's guests with accepted orders delivered in the period, at the host's prices, the VAT contained per rate", async () => {
    const res = await overview();
    expect(res.errors).toBeUndefined();
    const billing = res.data.guestBilling;
    expect(billing.guests.map((g: { name: string }) => g.name)).toEqual(['gbroom1', 'gbroom2']);
    const [room1, room2] = billing.guests;
    // 3 × 0.60 + 2 Krapfen × 1.80 (own product, base price 0.02 €/g × 90 g) + 1 of 2 Semmel delivered
    expect(room1).toMatchObject({
      guest: { id: s.ids.guest },
      stay: { activeFrom: '2026-11-22', activeTo: '2026-11-26' },
      orderCount: 2,
      paidOrderCount: 0,
      paid: false,
      totalCents: 600,
      taxCents: 87,
      netCents: 513,
      summaries: [
        { vatRate: '22.00', grossCents: 360, taxCents: 65, netCents: 295 }, // 360 × 22 / 122 = 64.92
        { vatRate: '10.00', grossCents: 240, taxCents: 22, netCents: 218 }, // 240 × 10 / 110 = 21.82
      ],
    });
    // the order not accepted and the one of next week are left out
    expect(room2).toMatchObject({
      guest: { id: s.ids.guest2 },
      stay: { activeFrom: '2026-11-23', activeTo: '2026-11-30' },
      orderCount: 1,
      totalCents: 60,
      taxCents: 5,
    });
    expect(billing).toMatchObject({
      from: WEEK.from,
      to: WEEK.to,
      orderCount: 3,
      totalCents: 660,
      taxCents: 92,
      netCents: 568,
    });
    expect(billing.summaries).toEqual([
      { vatRate: '22.00', grossCents: 360, taxCents: 65, netCents: 295 },
      { vatRate: '10.00', grossCents: 300, taxCents: 27, netCents: 273 }, // the receipts' 22 + 5, as the guests hold them
    ]);
  });

  it('covers the period inclusively and is empty for a period without guest orders', async () => {
    const day = (await overview(s.jwt.host, { from: '2026-11-24', to: '2026-11-24' })).data.guestBilling;
    expect(day.guests.map((g: { name: string; totalCents: number }) => [g.name, g.totalCents])).toEqual([
      ['gbroom1', 540],
      ['gbroom2', 60],
    ]);
    const nextWeek = (await overview(s.jwt.host, { from: '2026-11-30', to: '2026-12-06' })).data.guestBilling;
    expect(nextWeek.guests.map((g: { name: string }) => g.name)).toEqual(['gbroom2']);
    const empty = (await overview(s.jwt.host, { from: '2026-10-01', to: '2026-10-31' })).data.guestBilling;
    expect(empty).toMatchObject({ guests: [], orderCount: 0, totalCents: 0, taxCents: 0, summaries: [] });
  });

  it("shows another host only its own guests (the other tenant's guest is never in this host's list)", async () => {
    const other = (await overview(s.jwt.otherHost)).data.guestBilling;
    expect(other.guests.map((g: { name: string; totalCents: number }) => [g.name, g.totalCents])).toEqual([
      ['gbxroom1', 100],
    ]);
    const mine = (await overview()).data.guestBilling;
    expect(mine.guests.map((g: { guest: { id: string } }) => g.guest.id)).not.toContain(s.ids.otherGuest);
  });

  it('refuses a bad period with BAD_INPUT naming the fields', async () => {
    const fieldsOf = async (period: { from: string; to: string }) => {
      const res = await overview(s.jwt.host, period);
      return [codeOf(res), res.errors?.[0]?.extensions?.fields];
    };
    expect(await fieldsOf({ from: '2026-11-29', to: '2026-11-23' })).toEqual(['BAD_INPUT', ['to']]);
    expect(await fieldsOf({ from: '23.11.2026', to: '2026-11-29' })).toEqual(['BAD_INPUT', ['from']]);
    expect(await fieldsOf({ from: 'x', to: '2026-02-30' })).toEqual(['BAD_INPUT', ['from', 'to']]);
    expect(await fieldsOf({ from: '2026-01-01', to: '2027-01-02' })).toEqual(['BAD_INPUT', ['to']]); // 367 days
    expect(codeOf(await overview(s.jwt.host, { from: '2026-01-01', to: '2027-01-01' }))).toBeUndefined(); // 366 days
  });

  it('is for hosts only: bakery, private customer and guest are FORBIDDEN, signed out UNAUTHENTICATED', async () => {
    expect(codeOf(await overview(s.jwt.bakery))).toBe('FORBIDDEN');
    expect(codeOf(await overview(s.jwt.private))).toBe('FORBIDDEN');
    expect(codeOf(await overview(s.jwt.guest))).toBe('FORBIDDEN');
    expect(codeOf(await overview(null))).toBe('UNAUTHENTICATED');
  });
});

describe('setGuestBillingPaid', () => {
  it("marks every accepted order of the guest in the period paid in one go, records PAID once per order, and leaves others' orders alone", async () => {
    const res = await setPaid(s.ids.guest, true);
    expect(res.errors).toBeUndefined();
    expect(res.data.setGuestBillingPaid).toMatchObject({
      name: 'gbroom1',
      paid: true,
      orderCount: 2,
      paidOrderCount: 2,
      totalCents: 600,
    });
    expect([await s.paidOf(s.orders.a.id), await s.paidOf(s.orders.b.id)]).toEqual([true, true]);
    expect([
      await s.paidOf(s.orders.c.id),
      await s.paidOf(s.orders.hostOwn.id),
      await s.paidOf(s.orders.foreign.id),
    ]).toEqual([false, false, false]);
    await setPaid(s.ids.guest, true); // again: nothing changes, no second history entry
    const events = await eventsOf([s.orders.a.id, s.orders.b.id]);
    expect(events.map((e) => [String(e.orderId), e.kind, e.actorId]).sort()).toEqual(
      [
        [s.orders.a.id, 'PAID', s.t.host.id],
        [s.orders.b.id, 'PAID', s.t.host.id],
      ].sort(),
    );
    const room1 = (await overview()).data.guestBilling.guests[0];
    expect(room1).toMatchObject({ paid: true, paidOrderCount: 2 });
  });

  it('touches only the orders of the period, and marks them unpaid again', async () => {
    const res = await setPaid(s.ids.guest, false, { from: '2026-11-25', to: '2026-11-25' });
    expect(res.data.setGuestBillingPaid).toMatchObject({
      paid: false,
      orderCount: 1,
      paidOrderCount: 0,
      totalCents: 60,
    });
    expect([await s.paidOf(s.orders.a.id), await s.paidOf(s.orders.b.id)]).toEqual([true, false]);
    expect((await overview()).data.guestBilling.guests[0]).toMatchObject({
      paid: false,
      paidOrderCount: 1,
      orderCount: 2,
    });
    expect((await eventsOf([s.orders.b.id])).map((e) => e.kind).sort()).toEqual(['PAID', 'UNPAID']);
    // the order not accepted stays as it was
    await setPaid(s.ids.guest2, true);
    expect([await s.paidOf(s.orders.c.id), await s.paidOf(s.orders.d.id), await s.paidOf(s.orders.e.id)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("answers NOT_FOUND for another host's guest, for a non-guest and an unknown id, and changes nothing", async () => {
    expect(codeOf(await setPaid(s.ids.otherGuest, true))).toBe('NOT_FOUND');
    expect(codeOf(await setPaid(s.ids.guest, true, WEEK, s.jwt.otherHost))).toBe('NOT_FOUND');
    expect(codeOf(await setPaid(String(s.t.privateCustomer.id), true))).toBe('NOT_FOUND');
    expect(codeOf(await setPaid(String(s.t.host.id), true))).toBe('NOT_FOUND');
    expect(codeOf(await setPaid('999999', true))).toBe('NOT_FOUND');
    expect(await s.paidOf(s.orders.foreign.id)).toBe(false);
    expect(await s.paidOf(s.orders.b.id)).toBe(false);
  });

  it('is for hosts only and refuses bad input without changing anything', async () => {
    expect(codeOf(await setPaid(s.ids.guest, true, WEEK, s.jwt.bakery))).toBe('FORBIDDEN');
    expect(codeOf(await setPaid(s.ids.guest, true, WEEK, s.jwt.private))).toBe('FORBIDDEN');
    expect(codeOf(await setPaid(s.ids.guest, true, WEEK, s.jwt.guest))).toBe('FORBIDDEN');
    expect(codeOf(await setPaid(s.ids.guest, true, WEEK, null))).toBe('UNAUTHENTICATED');
    const badRange = await setPaid(s.ids.guest, true, { from: '2026-11-29', to: '2026-11-01' });
    expect([codeOf(badRange), badRange.errors?.[0]?.extensions?.fields]).toEqual(['BAD_INPUT', ['to']]);
    const badId = await setPaid('abc', true);
    expect([codeOf(badId), badId.errors?.[0]?.extensions?.fields]).toEqual(['BAD_INPUT', ['guestId']]);
    expect(await s.paidOf(s.orders.b.id)).toBe(false);
    const [row] = await s.db
      .select({ paid: orders.paid })
      .from(orders)
      .where(eq(orders.id, Number(s.orders.b.id)));
    expect(row!.paid).toBe(false);
  });
});
