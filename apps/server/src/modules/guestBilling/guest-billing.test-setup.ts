import { eq } from 'drizzle-orm';
import { hostProducts, orderedProducts, orders, users, vats } from '../../db/schema/index';
import { PLACE, setupOrders } from '../orders/orders.test-setup';

/** This week of the orders' clock (Monday 2026-11-23 … Sunday 2026-11-29). */
export const WEEK = { from: '2026-11-23', to: '2026-11-29' };

export const ROW_FIELDS = `guest { id } name stay { activeFrom activeTo } orderCount paidOrderCount paid totalCents taxCents netCents
  summaries { vatRate grossCents taxCents netCents }`;
export const GUEST_BILLING = `query GuestBilling($from: String!, $to: String!) { guestBilling(from: $from, to: $to) {
  from to orderCount totalCents taxCents netCents summaries { vatRate grossCents taxCents netCents } guests { ${ROW_FIELDS} } } }`;
export const SET_PAID = `mutation SetGuestBillingPaid($guestId: ID!, $from: String!, $to: String!, $paid: Boolean!) {
  setGuestBillingPaid(guestId: $guestId, from: $from, to: $to, paid: $paid) { ${ROW_FIELDS} } }`;

/**
 * The orders setup (two tenants, the host's take-over of Semmel at 0.60, guests `room1` and
 * `room2`, clock on Monday 2026-11-23) with guest orders to bill this week:
 * - room1: 24th 3 Semmel (0.60, 10 %) + 2 Krapfen (the host's own product, 0.02 €/g × 90 g = 1.80, 22 %);
 *          25th 2 Semmel, 1 of them missing → 6.00 €;
 * - room2 (Italian): 24th 1 Semmel → 0.60 €; 25th 5 Semmel not accepted; 30th 1 Semmel (next week);
 * - not billed either: the host's own order; the other tenant's guest `xroom1` (1 Fremd at 1.00) belongs to its own host.
 */
export async function setupGuestBilling(prefix: string) {
  const s = await setupOrders(prefix);
  const { db, jwt, t, p } = s;
  const host = jwt[`${prefix}-host`]!;
  const [vat22] = await db.select().from(vats).where(eq(vats.value, '22.00'));
  const own = await s.server.gql(
    'mutation C($input: ProductInput!) { createOwnProduct(input: $input) { id } }',
    {
      input: {
        names: { de: 'Krapfen', it: 'Krapfen (it)', en: 'Doughnut' },
        descriptions: { de: 'x', it: 'x', en: 'x' },
        gramPrice: '0.02',
        approxWeight: 90,
        haveToWeight: false,
        vatId: String(vat22!.id),
      },
    },
    host,
  );
  if (own.errors) throw new Error(JSON.stringify(own.errors));
  const krapfen = own.data.createOwnProduct.id as string;
  const place = async (token: string | undefined, deliveryDate: string, lines: [string, number][]) => {
    const res = await s.server.gql(
      PLACE,
      { input: { deliveryDate, lines: lines.map(([productId, amount]) => ({ productId, amount })) } },
      token,
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data.placeOrder as { id: string; lines: { id: string; product: { id: string } }[] };
  };
  const a = await place(jwt.guest, '2026-11-24', [
    [p.semmel, 3],
    [krapfen, 2],
  ]);
  const b = await place(jwt.guest, '2026-11-25', [[p.semmel, 2]]);
  await db
    .update(orderedProducts)
    .set({ missing: 1 })
    .where(eq(orderedProducts.orderId, Number(b.id)));
  const c = await place(jwt.guest2, '2026-11-24', [[p.semmel, 1]]);
  const d = await place(jwt.guest2, '2026-11-25', [[p.semmel, 5]]);
  await db
    .update(orders)
    .set({ accepted: false })
    .where(eq(orders.id, Number(d.id)));
  const e = await place(jwt.guest2, '2026-11-30', [[p.semmel, 1]]);
  const hostOwn = await place(host, '2026-11-24', [[p.semmel, 4]]);
  await db
    .insert(hostProducts)
    .values({ hostId: s.other.host.id, baseProductId: Number(p.foreign), displayPrice: '1.00' });
  const foreign = await place(jwt.otherGuest, '2026-11-24', [[p.foreign, 1]]);
  await db.update(users).set({ language: 'it' }).where(eq(users.id, s.guest2.id));
  const paidOf = async (orderId: string) =>
    (
      await db
        .select({ paid: orders.paid })
        .from(orders)
        .where(eq(orders.id, Number(orderId)))
    )[0]!.paid;
  return {
    ...s,
    krapfen,
    orders: { a, b, c, d, e, hostOwn, foreign },
    ids: { guest: String(t.guest.id), guest2: String(s.guest2.id), otherGuest: String(s.other.guest.id) },
    jwt: {
      guest: jwt.guest!,
      guest2: jwt.guest2!,
      otherGuest: jwt.otherGuest!,
      host,
      bakery: jwt[`${prefix}-bakery`]!,
      private: jwt[`${prefix}-private`]!,
      otherHost: jwt[`${prefix}x-host`]!,
      otherBakery: jwt[`${prefix}x-bakery`]!,
    },
    paidOf,
  };
}
