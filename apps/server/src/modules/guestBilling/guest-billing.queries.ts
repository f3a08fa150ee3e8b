import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { orderedProducts, orders, products, userDetails, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import type { UserRow } from '../users/account';
import { allOf } from '../../platform/db/conditions';

/** One ordered product of a guest's order, with what the receipt prints (prices as frozen at order time). */
export interface GuestBillingLine {
  guestId: number;
  orderId: number;
  orderNumber: number;
  deliveryDate: string;
  orderPaid: boolean;
  /** null: an order without lines (not expected; counted, nothing billed). */
  lineId: number | null;
  productId: number | null;
  nameKey: string | null;
  /** The product is one of the host's own (products.host_id = host). */
  ownProduct: boolean;
  amount: number;
  missing: number;
  vat: string | null;
  gramPrice: string;
  approxWeight: number;
  displayPrice: string;
}

export interface GuestBillingScope {
  hostId: number;
  from: string;
  to: string;
  /** Only this guest's orders. */
  guestId?: number;
}

/**
 * What guest billing covers (deny by default): accepted orders of the host's guests (accounts
 * whose users.host_id is the host) delivered from `from` to `to` inclusive.
 */
function scope(s: GuestBillingScope): SQL {
  return allOf(
    eq(users.hostId, s.hostId),
    eq(orders.accepted, true),
    gte(orders.deliveryDate, s.from),
    lte(orders.deliveryDate, s.to),
    s.guestId === undefined ? undefined : eq(orders.hostId, s.guestId),
  );
}

/** Every line of the covered orders in one statement, by guest, delivery date, order number and line. */
export async function findGuestBillingLines(db: Db | Tx, s: GuestBillingScope): Promise<GuestBillingLine[]> {
  const rows = await db
    .select({
      guestId: orders.hostId,
      orderId: orders.id,
      orderNumber: orders.number,
      deliveryDate: orders.deliveryDate,
      orderPaid: orders.paid,
      lineId: orderedProducts.id,
      productId: orderedProducts.baseProductId,
      nameKey: products.nameKey,
      productHostId: products.hostId,
      amount: orderedProducts.amount,
      missing: orderedProducts.missing,
      vat: orderedProducts.currentVat,
      gramPrice: orderedProducts.currentGramPrice,
      approxWeight: orderedProducts.currentApproxWeight,
      displayPrice: orderedProducts.currentDisplayPrice,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.hostId))
    .leftJoin(orderedProducts, eq(orderedProducts.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderedProducts.baseProductId))
    .where(scope(s))
    .orderBy(asc(orders.hostId), asc(orders.deliveryDate), asc(orders.number), asc(orderedProducts.id));
  return rows.map(({ productHostId, ...r }) => ({
    ...r,
    ownProduct: productHostId !== null && productHostId === s.hostId,
    amount: r.amount ?? 0,
    missing: r.missing ?? 0,
    gramPrice: r.gramPrice ?? '0',
    approxWeight: r.approxWeight ?? 0,
    displayPrice: r.displayPrice ?? '-1',
  }));
}

/** The accounts of `ids` that are guests of the host (others are left out: tenancy). */
export function findGuestsOfHost(db: Db | Tx, hostId: number, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(and(eq(users.hostId, hostId), inArray(users.id, [...ids])));
}

/** An account with its base data (name and address on documents). */
export async function findAccountWithDetails(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ user: users, details: userDetails })
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

/**
 * Locks the guest's covered orders whose paid flag differs from `paid` and sets it, in the
 * caller's transaction; answers the ids that changed (for their history entries).
 */
export async function updateGuestOrdersPaid(
  tx: Tx,
  s: GuestBillingScope & { guestId: number },
  paid: boolean,
  now: Date,
): Promise<number[]> {
  const locked = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.hostId))
    .where(and(scope(s), ne(orders.paid, paid)))
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
  const ids = locked.map((r) => r.id);
  if (ids.length === 0) return [];
  await tx
    .update(orders)
    .set({ paid, lastModified: now })
    .where(and(inArray(orders.id, ids), sql`${orders.paid} <> ${paid}`));
  return ids;
}
