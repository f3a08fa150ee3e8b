import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { aboProducts, abos, orders } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { one } from '../../platform/db/rows';

export type AboRow = typeof abos.$inferSelect;
export type AboLineRow = typeof aboProducts.$inferSelect;

/** Abos are listed 10 per page (requirements/platform-and-contract.md#page-sizes-and-limits). */
export const ABO_PAGE_SIZE = 10;

export async function findAboPage(db: Db, userId: number, page: number): Promise<{ rows: AboRow[]; total: number }> {
  const rows = await db
    .select({ abo: abos, total: sql<number>`count(*) over ()::int` })
    .from(abos)
    .where(eq(abos.userId, userId))
    .orderBy(desc(abos.active), asc(abos.id))
    .limit(ABO_PAGE_SIZE)
    .offset(page * ABO_PAGE_SIZE);
  return { rows: rows.map((r) => r.abo), total: rows[0]?.total ?? 0 };
}

export function findAboLines(db: Db | Tx, aboIds: readonly number[]): Promise<AboLineRow[]> {
  if (aboIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(aboProducts)
    .where(inArray(aboProducts.aboId, [...aboIds]))
    .orderBy(asc(aboProducts.id));
}

export async function replaceAboLines(
  tx: Tx,
  aboId: number,
  lines: readonly { productId: number; amount: number }[],
): Promise<void> {
  await tx.delete(aboProducts).where(eq(aboProducts.aboId, aboId));
  if (lines.length > 0)
    await tx.insert(aboProducts).values(lines.map((l) => ({ aboId, productId: l.productId, amount: l.amount })));
}

/** Active abos of every bakery, with their owner: the job's work list. */
export function findActiveAbos(db: Db) {
  return db
    .select()
    .from(abos)
    .where(and(eq(abos.active, true)))
    .orderBy(asc(abos.id));
}

/** Notes the delivery date of an abo's newest order (the one before moves to prev_order). */
export async function recordAboOrder(db: Db, aboId: number, previous: string | null, date: string): Promise<void> {
  await db.update(abos).set({ prevOrder: previous, lastOrder: date }).where(eq(abos.id, aboId));
}

type AboChange = Partial<Pick<typeof abos.$inferInsert, 'interval' | 'startsOn' | 'pausedUntil' | 'active'>>;

export async function findAbo(db: Db, id: number): Promise<AboRow | undefined> {
  const [abo] = await db.select().from(abos).where(eq(abos.id, id));
  return abo;
}

export async function insertAbo(
  tx: Tx,
  values: Pick<typeof abos.$inferInsert, 'userId' | 'interval' | 'startsOn' | 'active'>,
): Promise<AboRow> {
  return one(await tx.insert(abos).values(values).returning(), 'inserted abo');
}

export async function updateAboRow(db: Db | Tx, id: number, change: AboChange): Promise<AboRow> {
  return one(await db.update(abos).set(change).where(eq(abos.id, id)).returning(), 'updated abo');
}

/** Deletes the abo; the orders it created stay as ordinary orders (their abo reference is cleared). */
export async function deleteAboKeepingOrders(tx: Tx, id: number): Promise<void> {
  await tx.update(orders).set({ aboId: null }).where(eq(orders.aboId, id));
  await tx.delete(abos).where(eq(abos.id, id));
}
