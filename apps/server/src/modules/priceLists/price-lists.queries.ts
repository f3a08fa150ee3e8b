import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { priceLists, productPriceLists, products, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { one } from '../../platform/db/rows';

export type PriceListRow = typeof priceLists.$inferSelect;

/**
 * SQL condition: the price list is visible for the group of the customer account (hosts 'host',
 * private customers 'private'; requirements/catalogue-and-price-lists.md#price-lists). Every place that offers or takes
 * orders of a list's products joins through it, so a list hidden from a group hides its products too.
 */
export function isListVisibleFor(customer: typeof users) {
  return sql`${priceLists.visibleFor} @> jsonb_build_array(case when ${customer.isHost} then 'host' else 'private' end)`;
}

export async function findPriceList(db: Db, id: number): Promise<PriceListRow | undefined> {
  const [list] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  return list;
}

/** The bakery's lists, oldest first; with `group`, only those visible for it. */
export function findPriceListsOfBakery(db: Db, bakeryId: number, group?: 'host' | 'private'): Promise<PriceListRow[]> {
  return db
    .select()
    .from(priceLists)
    .where(
      and(
        eq(priceLists.bakeryId, bakeryId),
        group === undefined ? undefined : sql`${priceLists.visibleFor} @> ${JSON.stringify([group])}::jsonb`,
      ),
    )
    .orderBy(asc(priceLists.id));
}

/** Inserts the bakery's new default list (the previous default stops being one). */
export async function insertDefaultPriceList(tx: Tx, bakeryId: number, name: string): Promise<PriceListRow> {
  await tx.update(priceLists).set({ isDefault: false }).where(eq(priceLists.bakeryId, bakeryId));
  return one(
    await tx.insert(priceLists).values({ bakeryId, name, isDefault: true }).returning(),
    'inserted price list',
  );
}

export async function updatePriceList(
  db: Db,
  id: number,
  change: Partial<Pick<typeof priceLists.$inferInsert, 'name' | 'visibleFor'>>,
): Promise<PriceListRow> {
  return one(await db.update(priceLists).set(change).where(eq(priceLists.id, id)).returning(), 'updated price list');
}

/** Makes the list its bakery's only default. */
export async function makeDefaultPriceList(tx: Tx, bakeryId: number, id: number): Promise<PriceListRow> {
  await tx
    .update(priceLists)
    .set({ isDefault: false })
    .where(and(eq(priceLists.bakeryId, bakeryId), sql`${priceLists.id} <> ${id}`));
  return one(
    await tx.update(priceLists).set({ isDefault: true }).where(eq(priceLists.id, id)).returning(),
    'updated price list',
  );
}

export async function countClientsWithPriceList(tx: Tx, id: number): Promise<number> {
  const clients = one(
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.priceListId, id)),
    'count of clients',
  );
  return clients.n;
}

export async function deletePriceListRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(priceLists).where(eq(priceLists.id, id));
}

export async function setClientPriceList(db: Db, userId: number, priceListId: number): Promise<void> {
  await db.update(users).set({ priceListId }).where(eq(users.id, userId));
}

/** Whether the product is the bakery's own (not one of its hosts' own products) and not deleted. */
export async function isOwnLiveProduct(db: Db, bakeryId: number, productId: number): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.bakeryId, bakeryId),
        isNull(products.hostId),
        eq(products.deleted, false),
      ),
    );
  return product !== undefined;
}

export async function upsertProductPrice(db: Db, priceListId: number, productId: number, gramPrice: string) {
  await db
    .insert(productPriceLists)
    .values({ priceListId, productId, gramPrice })
    .onConflictDoUpdate({
      target: [productPriceLists.priceListId, productPriceLists.productId],
      set: { gramPrice },
    });
}

export async function deleteProductPrice(db: Db, priceListId: number, productId: number): Promise<void> {
  await db
    .delete(productPriceLists)
    .where(and(eq(productPriceLists.priceListId, priceListId), eq(productPriceLists.productId, productId)));
}

/** One page of the list's products (not deleted) with their list gram price, in display order. */
export function findPriceListProducts(db: Db, priceListId: number, limit: number, offset: number) {
  return db
    .select({ product: products, gramPrice: productPriceLists.gramPrice })
    .from(productPriceLists)
    .innerJoin(products, eq(products.id, productPriceLists.productId))
    .where(and(eq(productPriceLists.priceListId, priceListId), eq(products.deleted, false)))
    .orderBy(asc(products.displayOrder), asc(products.id))
    .limit(limit)
    .offset(offset);
}

/** Clients per list, one statement for all lists asked. */
export function countClientsPerList(db: Db, ids: readonly number[]) {
  return db
    .select({ id: users.priceListId, n: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.priceListId, [...ids]))
    .groupBy(users.priceListId);
}

/** Products (not deleted) per list, one statement for all lists asked. */
export function countProductsPerList(db: Db, ids: readonly number[]) {
  return db
    .select({ id: productPriceLists.priceListId, n: sql<number>`count(*)::int` })
    .from(productPriceLists)
    .innerJoin(products, eq(products.id, productPriceLists.productId))
    .where(and(inArray(productPriceLists.priceListId, [...ids]), eq(products.deleted, false)))
    .groupBy(productPriceLists.priceListId);
}
