import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@bakery/core';
import { deliveryZones, orderedProducts, orders, products, userDetails, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { displayNameSql } from '../users/display-name.queries';
import type { ProductInfo } from '../bakeList/bake-list.queries';
import { productionOrders, productName, zoneCondition, type ZoneSelection } from '../bakeList/production-scope.queries';
import { allOf } from '../../platform/db/conditions';
import { present } from '../../platform/db/rows';

const hosts = alias(users, 'host_users');
const hostDetails = alias(userDetails, 'host_details');

const clientName = displayNameSql(userDetails, users);
const hostDisplayName = displayNameSql(hostDetails, hosts);
const hostName = sql<string | null>`case when ${users.hostId} is null then null else ${hostDisplayName} end`;

/** The compile rule of core `isLinePacked` in SQL: all missing, else weighed (weighed products) or marked packed. */
export const PACKED_SQL = sql<boolean>`(${orderedProducts.missing} >= ${orderedProducts.amount} or case when ${products.haveToWeight} then ${orderedProducts.measuredWeight} >= 0 else ${orderedProducts.packed} end)`;

/**
 * What the compile view selects: `orders` is a condition on `orders` alone (the bakery, deadline,
 * zone ...), `lines` an optional one on `ordered_products`. Only the bakery's own products count.
 */
export interface CompileSelection {
  orders: SQL;
  lines?: SQL | undefined;
}

/**
 * The selected orders ranked as the packer works through them: zone (no zone last), client
 * (guests right after their host), order number; with what the screen shows of order, client and
 * zone. Ranking orders instead of their lines sorts a third as many rows by the name keys.
 */
function rankedOrders(db: Db | Tx, where: SQL) {
  return db.$with('ranked_orders').as(
    db
      .select({
        id: orders.id,
        number: orders.number,
        publicId: orders.publicId,
        deliveryDate: orders.deliveryDate,
        message: orders.message,
        takeaway: orders.takeaway,
        zoneId: orders.deliveryZoneId,
        zoneName: deliveryZones.name,
        clientId: orders.hostId,
        clientName: clientName.as('client_name'),
        clientUsername: users.username,
        clientHostId: sql<number | null>`${users.hostId}`.as('client_host_id'),
        hostName: hostName.as('host_name'),
        position: sql<number>`row_number() over (order by
          ${deliveryZones.name} nulls last, ${orders.deliveryZoneId},
          lower(coalesce(${hostName}, ${clientName})), coalesce(${users.hostId}, ${users.id}), ${users.hostId} is not null,
          lower(${clientName}), ${users.id}, ${orders.number})`.as('position'),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.hostId))
      .leftJoin(userDetails, eq(userDetails.userId, users.id))
      .leftJoin(hosts, eq(hosts.id, users.hostId))
      .leftJoin(hostDetails, eq(hostDetails.userId, hosts.id))
      .leftJoin(deliveryZones, eq(deliveryZones.id, orders.deliveryZoneId))
      .where(where),
  );
}

/** A line as the page statement sends it (numeric columns as text: money is never a float). */
type LineTuple = [
  id: number,
  amount: number,
  measuredWeight: number,
  missing: number,
  packed: boolean,
  gramPrice: string,
  approxWeight: number,
  displayPrice: string,
  productId: number,
  orderId: number,
];
/** A product of the page with its name, as the page statement sends it. */
type ProductTuple = [
  productId: number,
  name: string,
  haveToWeight: boolean,
  approxWeight: number,
  displayOrder: number,
];
/** An order of the page with its client and zone, as the page statement sends it. */
type OrderTuple = [
  orderId: number,
  orderNumber: number,
  publicId: string,
  deliveryDate: string,
  message: string | null,
  takeaway: boolean,
  zoneId: number | null,
  zoneName: string | null,
  clientId: number,
  clientName: string,
  clientUsername: string,
  clientHostId: number | null,
  hostName: string | null,
];

export interface CompileOrderRow {
  orderId: number;
  orderNumber: number;
  publicId: string;
  /** YYYY-MM-DD. */
  deliveryDate: string;
  message: string | null;
  takeaway: boolean;
  zoneId: number | null;
  zoneName: string | null;
  /** The ordering account (host, guest or private customer). */
  clientId: number;
  /** Company or full name, else the username. */
  clientName: string;
  clientUsername: string;
  /** The host of a guest, else null. */
  clientHostId: number | null;
  hostName: string | null;
}

/**
 * Ordered products to pack in the order of {@link rankedOrders}, then the bakery's product order,
 * with the total count of the selection. One statement returns the page's lines and, once each,
 * their orders (with client and zone) and products (named in `language`) as JSON values: PGlite
 * hands every column of every row over from WASM on its own (microseconds each), so 1000 lines ×
 * 27 columns cost more than the query.
 */
export async function findCompileLines(
  db: Db | Tx,
  selection: CompileSelection,
  language: Language,
  page: { limit: number; offset: number },
) {
  const ranked = rankedOrders(db, selection.orders);
  const lines = db.$with('compile_page').as(
    db
      .select({
        id: orderedProducts.id,
        amount: orderedProducts.amount,
        measuredWeight: orderedProducts.measuredWeight,
        missing: orderedProducts.missing,
        packed: orderedProducts.packed,
        gramPrice: orderedProducts.currentGramPrice,
        approxWeight: orderedProducts.currentApproxWeight,
        displayPrice: orderedProducts.currentDisplayPrice,
        productId: orderedProducts.baseProductId,
        orderId: orderedProducts.orderId,
        position: ranked.position,
        displayOrder: products.displayOrder,
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(ranked)
      .innerJoin(orderedProducts, eq(orderedProducts.orderId, ranked.id))
      .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
      .where(and(isNull(products.hostId), selection.lines))
      .orderBy(asc(ranked.position), asc(products.displayOrder), asc(orderedProducts.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  const l = lines;
  const r = ranked;
  const [row] = await db
    .with(ranked, lines)
    .select({
      lines: sql<
        LineTuple[] | null
      >`json_agg(json_build_array(${l.id}, ${l.amount}, ${l.measuredWeight}, ${l.missing}, ${l.packed},
        ${l.gramPrice}::text, ${l.approxWeight}, ${l.displayPrice}::text, ${l.productId}, ${l.orderId}) order by ${l.position}, ${l.displayOrder}, ${l.id})`,
      orders: sql<
        OrderTuple[] | null
      >`(select json_agg(json_build_array(${r.id}, ${r.number}, ${r.publicId}, ${r.deliveryDate}, ${r.message}, ${r.takeaway},
        ${r.zoneId}, ${r.zoneName}, ${r.clientId}, ${r.clientName}, ${r.clientUsername}, ${r.clientHostId}, ${r.hostName}))
        from ${ranked} where ${r.id} in (select ${l.orderId} from ${lines}))`,
      products: sql<
        ProductTuple[] | null
      >`(select json_agg(json_build_array(${products.id}, ${productName(language)}, ${products.haveToWeight}, ${products.approxWeight}, ${products.displayOrder}))
        from ${products} where ${products.id} in (select ${l.productId} from ${lines}))`,
      total: sql<number | null>`max(${l.total})`.mapWith(Number),
    })
    .from(lines);
  const ordersById = new Map<number, CompileOrderRow>();
  for (const [
    orderId,
    orderNumber,
    publicId,
    deliveryDate,
    message,
    takeaway,
    zoneId,
    zoneName,
    clientId,
    clientName,
    clientUsername,
    clientHostId,
    hostName,
  ] of row?.orders ?? []) {
    ordersById.set(orderId, {
      orderId,
      orderNumber,
      publicId,
      deliveryDate,
      message,
      takeaway,
      zoneId,
      zoneName,
      clientId,
      clientName,
      clientUsername,
      clientHostId,
      hostName,
    });
  }
  const productsById = new Map<number, ProductInfo>();
  for (const [productId, name, haveToWeight, approxWeight, displayOrder] of row?.products ?? [])
    productsById.set(productId, { productId, name, haveToWeight, approxWeight, displayOrder });
  const tuples = row?.lines ?? [];
  const total = row?.total ?? 0;
  return tuples.map(
    ([id, amount, measuredWeight, missing, packed, gramPrice, approxWeight, displayPrice, productId, orderId]) => {
      const product = present(productsById.get(productId), `product ${productId} of line ${id}`);
      return {
        id,
        amount,
        measuredWeight,
        missing,
        packed,
        gramPrice,
        approxWeight,
        displayPrice,
        haveToWeight: product.haveToWeight,
        product,
        order: present(ordersById.get(orderId), `order ${orderId} of line ${id}`),
        total,
      };
    },
  );
}

export type CompileLineRow = Awaited<ReturnType<typeof findCompileLines>>[number];

/** Ordered products matching a compile selection (for a page past the last one). */
export async function countCompileLines(db: Db, selection: CompileSelection): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderedProducts)
    .innerJoin(orders, eq(orders.id, orderedProducts.orderId))
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .where(and(selection.orders, isNull(products.hostId), selection.lines));
  return row?.n ?? 0;
}

export function compileSelection(bakeryId: number, deadline: Date, zone: ZoneSelection): CompileSelection {
  return { orders: allOf(productionOrders(bakeryId, deadline), zoneCondition(zone)) };
}

/**
 * Packed and total ordered products per zone of a deadline (zone null = no zone): one statement.
 * It reads the deadline's lines through `ordered_products_order_idx` with the deadline's order ids
 * as one array (counted per order, then summed per zone) instead of joining every ordered product
 * of the bakery's history, which the planner otherwise scans in full.
 */
export function countProgress(db: Db, bakeryId: number, deadline: Date) {
  const deadlineOrders = db
    .$with('deadline_orders')
    .as(
      db
        .select({ id: orders.id, zoneId: orders.deliveryZoneId })
        .from(orders)
        .where(productionOrders(bakeryId, deadline)),
    );
  const perOrder = db
    .select({
      orderId: orderedProducts.orderId,
      packed: sql<number>`count(*) filter (where ${PACKED_SQL})`.as('packed'),
      total: sql<number>`count(*)`.as('total'),
    })
    .from(orderedProducts)
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .where(
      and(
        sql`${orderedProducts.orderId} = any(array(select ${deadlineOrders.id} from ${deadlineOrders}))`,
        isNull(products.hostId),
      ),
    )
    .groupBy(orderedProducts.orderId)
    .as('per_order');
  return db
    .with(deadlineOrders)
    .select({
      zoneId: deadlineOrders.zoneId,
      zoneName: deliveryZones.name,
      packed: sql<number>`sum(${perOrder.packed})::int`,
      total: sql<number>`sum(${perOrder.total})::int`,
    })
    .from(perOrder)
    .innerJoin(deadlineOrders, eq(deadlineOrders.id, perOrder.orderId))
    .leftJoin(deliveryZones, eq(deliveryZones.id, deadlineOrders.zoneId))
    .groupBy(deadlineOrders.zoneId, deliveryZones.name)
    .orderBy(sql`${deliveryZones.name} nulls last`, asc(deadlineOrders.zoneId));
}

/** One ordered product with its order and product, locked for the rest of the transaction. */
export async function lockLine(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: orderedProducts.id,
      amount: orderedProducts.amount,
      bakeryId: orders.bakeryId,
      accepted: orders.accepted,
      billId: orders.billId,
      productHostId: products.hostId,
    })
    .from(orderedProducts)
    .innerJoin(orders, eq(orders.id, orderedProducts.orderId))
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .where(eq(orderedProducts.id, id))
    .for('update', { of: orderedProducts });
  return row ?? null;
}

export async function ownZoneExists(db: Db, bakeryId: number, zoneId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.bakeryId, bakeryId)));
  return Boolean(row);
}

/**
 * The accepted orders' lines a label request names: lines by id (with their orders) and whole
 * orders by id, of the bakery only.
 */
export function labelSelection(
  db: Db,
  bakeryId: number,
  lineIds: readonly number[],
  orderIds: readonly number[],
): CompileSelection {
  const ordersOfLines = db
    .select({ id: orderedProducts.orderId })
    .from(orderedProducts)
    .where(inArray(orderedProducts.id, [...lineIds]));
  return {
    orders:
      and(
        eq(orders.bakeryId, bakeryId),
        eq(orders.accepted, true),
        or(
          lineIds.length > 0 ? inArray(orders.id, ordersOfLines) : undefined,
          orderIds.length > 0 ? inArray(orders.id, [...orderIds]) : undefined,
        ),
      ) ?? sql`false`,
    lines: or(
      lineIds.length > 0 ? inArray(orderedProducts.id, [...lineIds]) : undefined,
      orderIds.length > 0 ? inArray(orderedProducts.orderId, [...orderIds]) : undefined,
    ),
  };
}

/** Changes one ordered product (a line the transaction has locked). */
export async function updateLine(
  tx: Tx,
  id: number,
  change: Partial<typeof orderedProducts.$inferInsert>,
): Promise<void> {
  await tx.update(orderedProducts).set(change).where(eq(orderedProducts.id, id));
}

/** The compile selection of one line and its order. */
export function lineSelection(db: Db, id: number): CompileSelection {
  return {
    orders: inArray(
      orders.id,
      db.select({ id: orderedProducts.orderId }).from(orderedProducts).where(eq(orderedProducts.id, id)),
    ),
    lines: eq(orderedProducts.id, id),
  };
}
