import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  holidays,
  hostProducts,
  orderCounters,
  orderEvents,
  orderedProducts,
  orders,
  priceLists,
  productPriceLists,
  products,
  userDetails,
  users,
  vats,
} from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { one } from '../../platform/db/rows';
import { batchedPerDatabase } from '../../platform/db/batched';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { isListVisibleFor } from '../priceLists/price-lists.queries';

export type OrderRow = typeof orders.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type OrderedProductRow = typeof orderedProducts.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export const ORDER_EVENT_KINDS = [
  'PLACED',
  'PRODUCT_ADDED',
  'AMOUNT_CHANGED',
  'PRODUCT_REMOVED',
  'ACCEPTED',
  'UNACCEPTED',
  'PAID',
  'UNPAID',
  'DELIVERY_SHIFTED',
  'DEADLINE_CHANGED',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Appends to the order's status history, in the transaction of the change. */
export async function recordEvent(
  tx: Tx,
  orderId: number,
  actorId: number,
  kind: OrderEventKind,
  at: Date,
  details?: Record<string, string | number | boolean>,
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, actorId, kind, at, details: details ?? null });
}

export function findEvents(db: Db, orderIds: readonly number[]): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(orderEvents.orderId, orderEvents.id);
}

export async function findOrder(db: Db | Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order's row locked for the rest of the transaction, so concurrent changes queue. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export function findLines(db: Db | Tx, orderIds: readonly number[]): Promise<OrderedProductRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderedProducts)
    .where(inArray(orderedProducts.orderId, [...orderIds]))
    .orderBy(orderedProducts.orderId, orderedProducts.id);
}

export function findProductsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** Stores a recomputed final_price and stamps last_modified. */
export async function updateOrderTotal(tx: Tx, orderId: number, finalPrice: string, now: Date): Promise<OrderRow> {
  return one(
    await tx
      .update(orders)
      .set({ finalPrice, lastModified: now })
      .where(and(eq(orders.id, orderId)))
      .returning(),
    'updated orders',
  );
}

/** The host of an account (a guest's host), null for others or when there is no such account. */
export async function findHostIdOf(db: Db | Tx, userId: number): Promise<number | null> {
  const [owner] = await db.select({ hostId: users.hostId }).from(users).where(eq(users.id, userId));
  return owner?.hostId ?? null;
}

export async function setLineAmount(tx: Tx, lineId: number, amount: number): Promise<void> {
  await tx.update(orderedProducts).set({ amount }).where(eq(orderedProducts.id, lineId));
}

export async function insertLines(tx: Tx, rows: readonly (typeof orderedProducts.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderedProducts).values([...rows]);
}

export async function deleteLine(tx: Tx, lineId: number): Promise<void> {
  await tx.delete(orderedProducts).where(eq(orderedProducts.id, lineId));
}

/** Deletes an order; its lines and events go with it (foreign keys cascade). */
export async function deleteOrderRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(orders).where(eq(orders.id, id));
}

/** One line of the order (undefined when the order has no such line). */
export async function findLineOfOrder(tx: Tx, orderId: number, lineId: number): Promise<OrderedProductRow | undefined> {
  const [line] = await tx
    .select()
    .from(orderedProducts)
    .where(and(eq(orderedProducts.id, lineId), eq(orderedProducts.orderId, orderId)));
  return line;
}

export async function findCheckOrders(tx: Tx, hostId: number): Promise<boolean> {
  const [host] = await tx.select({ checkOrders: users.checkOrders }).from(users).where(eq(users.id, hostId));
  return host?.checkOrders ?? false;
}

/** Who last accepted or un-accepted the order (undefined if nobody did). */
export async function findLastAcceptanceActor(tx: Tx, orderId: number): Promise<number | null | undefined> {
  const [last] = await tx
    .select({ actorId: orderEvents.actorId })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.kind, ['ACCEPTED', 'UNACCEPTED'])))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return last?.actorId;
}

export async function updateOrderRow(
  tx: Tx,
  id: number,
  values: Partial<typeof orders.$inferInsert>,
  now: Date,
): Promise<OrderRow> {
  return one(
    await tx
      .update(orders)
      .set({ ...values, lastModified: now })
      .where(eq(orders.id, id))
      .returning(),
    'updated order',
  );
}

export async function isAccountBlocked(tx: Tx, userId: number): Promise<{ blocked: boolean }> {
  return one(await tx.select({ blocked: users.blocked }).from(users).where(eq(users.id, userId)), 'account');
}

/** The available-days rule of each product on the order. */
export async function findProductDaysOfOrder(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ days: products.availableDays })
    .from(orderedProducts)
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .where(eq(orderedProducts.orderId, orderId));
  return rows.map((p) => p.days);
}

const orderingAccountsStatement = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      deadline: userDetails.deadline,
      closed: sql<
        { from: string; to: string }[] | null
      >`case when ${users.id} = any(${sql.placeholder('bakeryIds')}::int[]) then (
        select json_agg(json_build_object('from', h."from", 'to', h."to")) from ${holidays} h where h.bakery_id = ${users.id}) end`,
    })
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('ordering_accounts'),
);

/** The rows of several ordering lookups in one statement (platform/db/batched); each takes its own. */
const orderingAccountRows = batchedPerDatabase(
  (db, keys: readonly { ids: readonly number[]; bakeryId: number }[]) =>
    orderingAccountsStatement(db).execute({
      ids: [...new Set(keys.flatMap((k) => k.ids))],
      bakeryIds: [...new Set(keys.map((k) => k.bakeryId))],
    }),
  (rows, key) => rows.filter((r) => key.ids.includes(r.user.id)),
);

/**
 * What the ordering rules of an account need: the account, its bakery (and a guest's host), their
 * deadline times and the bakery's holidays. One statement for all of them (issue 18), shared with
 * the same lookups of other requests of the moment (platform/db/batched); a first one for the
 * account unless the caller has its row (`known`, e.g. the viewer's, read for this request). The
 * statement is prepared once per database (platform/db/prepared).
 */
export async function findOrderingAccounts(
  db: Db | Tx,
  accountId: number,
  relatedIds: (account: UserRow) => number[],
  known?: UserRow,
) {
  const first = known ?? (await db.select().from(users).where(eq(users.id, accountId)))[0];
  if (!first || first.bakeryId === null) return undefined;
  const bakeryId = first.bakeryId;
  const ids = relatedIds(first);
  const rows = await orderingAccountRows(db, { ids: [accountId, ...ids], bakeryId });
  const account = rows.find((r) => r.user.id === accountId)?.user;
  if (!account || account.bakeryId === null) return undefined;
  return {
    account,
    related: rows.filter((r) => ids.includes(r.user.id)).map((r) => r.user),
    details: rows.map((r) => ({ userId: r.user.id, deadline: r.deadline })),
    closed: rows.find((r) => r.user.id === bakeryId)?.closed ?? [],
  };
}

/** Every VAT rate by id. */
export function findVatRates(db: Db): Promise<{ id: number; value: string }[]> {
  return db.select({ id: vats.id, value: vats.value }).from(vats);
}

type NewLine = Omit<typeof orderedProducts.$inferInsert, 'orderId'>;

/**
 * Writes a new order, its lines and its history entry and gives it its number, all in ONE
 * statement (ADR 015, issue 18): one round trip instead of a transaction of six. The bakery's
 * counter row is updated by a CTE of that statement, so it stays locked only while this one
 * statement runs (it commits on its own). Numbers never repeat, also after deletions; they are
 * not gap-free. The counter never hands out a number at or below the bakery's highest order, so
 * orders written around it (demo data, tests) cannot collide; the unique index (bakery_id, number)
 * backs it up. A unique violation (a second abo order for the same day) rolls all of it back, the
 * counter included.
 */
export async function insertPlacedOrder(
  db: Db,
  values: PlacedOrderValues,
  lines: readonly NewLine[],
  event: { actorId: number; kind: OrderEventKind; at: Date; details?: Record<string, string | number | boolean> },
): Promise<OrderRow> {
  const column = <T>(pick: (l: NewLine) => T) => lines.map(pick);
  const rows = await placeOrderStatement(db).execute({
    ...values,
    baseProductIds: column((l) => l.baseProductId),
    amounts: column((l) => l.amount),
    orderedByIds: column((l) => l.orderedById ?? null),
    vats: column((l) => l.currentVat),
    gramPrices: column((l) => l.currentGramPrice),
    approxWeights: column((l) => l.currentApproxWeight),
    displayPrices: column((l) => l.currentDisplayPrice ?? null),
    actorId: event.actorId,
    kind: event.kind,
    at: event.at.toISOString(),
    details: event.details ? JSON.stringify(event.details) : null,
  });
  return one(rows, 'placed order');
}

/** The columns a new order is written with; the others keep their defaults. */
export type PlacedOrderValues = Pick<
  typeof orders.$inferInsert,
  | 'publicId'
  | 'bakeryId'
  | 'hostId'
  | 'date'
  | 'deadline'
  | 'deliveryDate'
  | 'accepted'
  | 'message'
  | 'finalPrice'
  | 'lastModified'
  | 'takeaway'
  | 'deliveryZoneId'
  | 'aboId'
>;

/** insertPlacedOrder's statement, prepared once per database: the order's values, the lines as arrays, the event. */
const placeOrderStatement = preparedPerDatabase((db) => {
  const p = (name: string) => sql.placeholder(name);
  const bakeryId = p('bakeryId');
  const taken = db.$with('taken', { lastNumber: orderCounters.lastNumber }).as(sql`
    insert into ${orderCounters} as c (bakery_id, last_number)
    select ${bakeryId}, coalesce(max(${orders.number}), 0) + 1 from ${orders} where ${orders.bakeryId} = ${bakeryId} and ${orders.number} > 0
    on conflict (bakery_id) do update set last_number = greatest(c.last_number, excluded.last_number - 1) + 1
    returning c.last_number`);
  const placed = db.$with('placed').as(
    db
      .insert(orders)
      .values({
        number: sql`(select last_number from taken)`,
        publicId: p('publicId'),
        bakeryId,
        hostId: p('hostId'),
        date: p('date'),
        deadline: p('deadline'),
        deliveryDate: p('deliveryDate'),
        accepted: p('accepted'),
        message: p('message'),
        finalPrice: p('finalPrice'),
        lastModified: p('lastModified'),
        takeaway: p('takeaway'),
        deliveryZoneId: p('deliveryZoneId'),
        aboId: p('aboId'),
      })
      .returning(),
  );
  const written = db.$with('written', {}).as(sql`
    insert into ${orderedProducts} (order_id, base_product_id, amount, ordered_by_id, current_vat, current_gram_price, current_approx_weight, current_display_price)
    select placed.id, l.base_product_id, l.amount, l.ordered_by_id, l.current_vat, l.current_gram_price, l.current_approx_weight, coalesce(l.current_display_price, '-1')
    from placed, unnest(${p('baseProductIds')}::int[], ${p('amounts')}::int[], ${p('orderedByIds')}::int[],
      ${p('vats')}::numeric[], ${p('gramPrices')}::numeric[], ${p('approxWeights')}::int[], ${p('displayPrices')}::numeric[])
      with ordinality as l(base_product_id, amount, ordered_by_id, current_vat, current_gram_price, current_approx_weight, current_display_price, n)
    order by l.n`);
  const history = db.$with('history', {}).as(sql`
    insert into ${orderEvents} (order_id, actor_id, kind, at, details)
    select placed.id, ${p('actorId')}::int, ${p('kind')}::text, ${p('at')}::timestamptz, ${p('details')}::jsonb
    from placed`);
  return db.with(taken, placed, written, history).select().from(placed).prepare('place_order');
});

/**
 * Of `productIds`, the products a client may order with what it pays, in ONE statement (issue 18;
 * the same rules as findOffers, listTakeOvers and findOwnProducts, which read the whole catalogue):
 * for a guest (`guestOfHost`) its host's take-overs still offered to the host, at the host's list
 * gram price and display price, and the host's own active products (`own`); for a host or private
 * customer the active products of its visible price list at the list gram price. `vat` is the
 * product's rate, null when it has none. Each row names the customer it is for (`customerId`: the
 * host, the private customer), so the lookups of several requests share the statement
 * (platform/db/batched). Prepared once per database, one statement for guests and one for the
 * others (platform/db/prepared).
 */
function orderableProductsQuery(db: Db | Tx, guestOfHost: boolean) {
  // the (customer, product) pairs asked for: customerIds[i] asks for productIds[i]
  // (the arrays of distinct ids let the planner use the indexes; the pairs then keep what was asked)
  const asked = (customer: SQL | typeof users.id) =>
    sql`${customer} = any(${sql.placeholder('customers')}::int[]) and ${products.id} = any(${sql.placeholder('products')}::int[])
      and (${customer}, ${products.id}) in (select * from unnest(${sql.placeholder('customerIds')}::int[], ${sql.placeholder('productIds')}::int[]))`;
  const listed = and(eq(products.deleted, false), eq(products.active, true));
  const offers = (displayPrice: SQL.Aliased<string>, own: SQL.Aliased<boolean>) =>
    db
      .select({
        product: products,
        gramPrice: productPriceLists.gramPrice,
        displayPrice,
        vat: vats.value,
        own,
        customerId: sql<number>`${users.id}`.as('customer_id'),
      })
      .from(users)
      .innerJoin(priceLists, and(eq(priceLists.id, users.priceListId), isListVisibleFor(users)))
      .innerJoin(productPriceLists, eq(productPriceLists.priceListId, priceLists.id))
      .innerJoin(
        products,
        and(
          eq(products.id, productPriceLists.productId),
          eq(products.bakeryId, users.bakeryId),
          isNull(products.hostId),
        ),
      )
      .leftJoin(vats, eq(vats.id, products.vatId));
  const noDisplayPrice = () => sql<string>`'-1'::numeric`.as('display_price');
  if (!guestOfHost)
    return offers(noDisplayPrice(), sql<boolean>`false`.as('own'))
      .where(and(asked(users.id), listed))
      .prepare('orderable_products');
  const takeOvers = offers(sql<string>`${hostProducts.displayPrice}`.as('display_price'), sql<boolean>`false`.as('own'))
    .innerJoin(hostProducts, and(eq(hostProducts.hostId, users.id), eq(hostProducts.baseProductId, products.id)))
    .where(and(asked(users.id), listed));
  const ownProducts = db
    .select({
      product: products,
      gramPrice: products.gramPrice,
      displayPrice: noDisplayPrice(),
      vat: vats.value,
      own: sql<boolean>`true`.as('own'),
      customerId: sql<number>`${products.hostId}`.as('customer_id'),
    })
    .from(products)
    .leftJoin(vats, eq(vats.id, products.vatId))
    .where(and(asked(sql`${products.hostId}`), listed));
  return takeOvers.unionAll(ownProducts).prepare('orderable_products_of_guest');
}
const orderableProductsStatement = preparedPerDatabase((db) => orderableProductsQuery(db, false));
const orderableProductsOfGuestStatement = preparedPerDatabase((db) => orderableProductsQuery(db, true));

interface OrderableKey {
  customerId: number;
  productIds: readonly number[];
}
const orderableBatch = (statement: typeof orderableProductsStatement) =>
  batchedPerDatabase(
    (db, keys: readonly OrderableKey[]) => {
      const pairs = new Map<string, [number, number]>();
      for (const k of keys) for (const id of k.productIds) pairs.set(`${k.customerId}:${id}`, [k.customerId, id]);
      const asked = [...pairs.values()];
      const customerIds = asked.map(([c]) => c);
      const productIds = asked.map(([, p]) => p);
      return statement(db).execute({
        customers: [...new Set(customerIds)],
        products: [...new Set(productIds)],
        customerIds,
        productIds,
      });
    },
    (rows, key) => rows.filter((r) => r.customerId === key.customerId && key.productIds.includes(r.product.id)),
  );
const orderableProductRows = orderableBatch(orderableProductsStatement);
const orderableProductRowsOfGuest = orderableBatch(orderableProductsOfGuestStatement);

export function findOrderableProducts(db: Db, customerId: number, guestOfHost: boolean, productIds: readonly number[]) {
  return (guestOfHost ? orderableProductRowsOfGuest : orderableProductRows)(db, { customerId, productIds });
}
