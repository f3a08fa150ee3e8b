import { asc, eq, sql } from 'drizzle-orm';
import { discounts, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';

export type DiscountRow = typeof discounts.$inferSelect;
type DiscountValues = Pick<typeof discounts.$inferInsert, 'name' | 'range'>;

export async function findDiscount(db: Db | Tx, id: number): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  return row;
}

/** How many clients have the discount. */
export async function countClientsWithDiscount(db: Db | Tx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.discountId, id));
  return row?.n ?? 0;
}

/** The bakery's discounts by name (case-insensitive). */
export function findDiscountsOfBakery(db: Db, bakeryId: number): Promise<DiscountRow[]> {
  return db
    .select()
    .from(discounts)
    .where(eq(discounts.bakeryId, bakeryId))
    .orderBy(asc(sql`lower(${discounts.name})`), asc(discounts.id));
}

/** How many of the bakery's clients have each discount (`id` null: clients without one). */
export function countClientsPerDiscount(db: Db, bakeryId: number): Promise<{ id: number | null; n: number }[]> {
  return db
    .select({ id: users.discountId, n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.bakeryId, bakeryId))
    .groupBy(users.discountId);
}

export async function insertDiscount(db: Db, bakeryId: number, values: DiscountValues): Promise<DiscountRow> {
  const [row] = await db
    .insert(discounts)
    .values({ bakeryId, ...values })
    .returning();
  if (!row) throw new Error('insert into discounts returned no row');
  return row;
}

export async function updateDiscountRow(db: Db, id: number, values: DiscountValues): Promise<DiscountRow | undefined> {
  const [row] = await db.update(discounts).set(values).where(eq(discounts.id, id)).returning();
  return row;
}

/** Locks the discount row, so no client edit assigns it until the transaction ends. */
export async function lockDiscount(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: discounts.id }).from(discounts).where(eq(discounts.id, id)).for('update');
}

export async function deleteDiscountRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(discounts).where(eq(discounts.id, id));
}
