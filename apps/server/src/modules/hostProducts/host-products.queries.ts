import { and, asc, eq, isNull } from 'drizzle-orm';
import { hostProducts, priceLists, productPriceLists, products, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';
import { one } from '../../platform/db/rows';
import { isListVisibleFor } from '../priceLists/price-lists.queries';

export type HostProductRow = typeof hostProducts.$inferSelect;

/**
 * The customer's bakery's active products in its price list, with the list gram price, while
 * that list is visible for its group; optionally one product only. In display order.
 */
export function findOfferRows(db: Db, customerId: number, productId?: number) {
  return db
    .select({ product: products, listGramPrice: productPriceLists.gramPrice })
    .from(users)
    .innerJoin(priceLists, and(eq(priceLists.id, users.priceListId), isListVisibleFor(users)))
    .innerJoin(productPriceLists, eq(productPriceLists.priceListId, priceLists.id))
    .innerJoin(
      products,
      and(eq(products.id, productPriceLists.productId), eq(products.bakeryId, users.bakeryId), isNull(products.hostId)),
    )
    .where(
      and(
        eq(users.id, customerId),
        eq(products.deleted, false),
        eq(products.active, true),
        productId === undefined ? undefined : eq(products.id, productId),
      ),
    )
    .orderBy(asc(products.displayOrder), asc(products.id));
}

export function findTakeOversOfHost(db: Db, hostId: number): Promise<HostProductRow[]> {
  return db.select().from(hostProducts).where(eq(hostProducts.hostId, hostId));
}

export async function findTakeOver(db: Db, id: number): Promise<HostProductRow | undefined> {
  const [row] = await db.select().from(hostProducts).where(eq(hostProducts.id, id));
  return row;
}

/** Throws the unique violation when the host has taken the product over already. */
export async function insertTakeOver(
  db: Db,
  values: { hostId: number; baseProductId: number; displayPrice: string },
): Promise<HostProductRow> {
  return one(await db.insert(hostProducts).values(values).returning(), 'inserted take-over');
}

/** Takes over the products not yet taken over; returns how many were new. */
export async function insertTakeOversIfNew(
  db: Db,
  values: readonly { hostId: number; baseProductId: number; displayPrice: string }[],
): Promise<number> {
  const inserted = await db
    .insert(hostProducts)
    .values([...values])
    .onConflictDoNothing()
    .returning({ id: hostProducts.id });
  return inserted.length;
}

export async function setDisplayPrice(db: Db, id: number, displayPrice: string): Promise<HostProductRow> {
  return one(
    await db.update(hostProducts).set({ displayPrice }).where(eq(hostProducts.id, id)).returning(),
    'updated take-over',
  );
}

export async function deleteTakeOver(db: Db, id: number): Promise<void> {
  await db.delete(hostProducts).where(eq(hostProducts.id, id));
}
