import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { holidays } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';

export type HolidayRow = typeof holidays.$inferSelect;
type HolidayValues = Pick<typeof holidays.$inferInsert, 'name' | 'from' | 'to'>;

export async function findHoliday(db: Db, id: number): Promise<HolidayRow | undefined> {
  const [row] = await db.select().from(holidays).where(eq(holidays.id, id));
  return row;
}

/** One page of the bakery's holidays, newest `from` first, and how many it has in all. */
export async function findHolidayPage(
  db: Db,
  bakeryId: number,
  limit: number,
  offset: number,
): Promise<{ items: HolidayRow[]; total: number }> {
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(holidays)
      .where(eq(holidays.bakeryId, bakeryId))
      .orderBy(desc(holidays.from), desc(holidays.to), desc(holidays.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(holidays)
      .where(eq(holidays.bakeryId, bakeryId)),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** The bakery's holidays ending on or after `since`, earliest first. */
export function findHolidaysEndingFrom(db: Db, bakeryId: number, since: string, limit: number): Promise<HolidayRow[]> {
  return db
    .select()
    .from(holidays)
    .where(and(eq(holidays.bakeryId, bakeryId), gte(holidays.to, since)))
    .orderBy(asc(holidays.from), asc(holidays.id))
    .limit(limit);
}

export async function insertHoliday(db: Db, bakeryId: number, values: HolidayValues): Promise<HolidayRow> {
  const [row] = await db
    .insert(holidays)
    .values({ ...values, bakeryId })
    .returning();
  if (!row) throw new Error('insert into holidays returned no row');
  return row;
}

export async function updateHolidayRow(db: Db, id: number, values: HolidayValues): Promise<HolidayRow | undefined> {
  const [row] = await db.update(holidays).set(values).where(eq(holidays.id, id)).returning();
  return row;
}

export async function deleteHolidayRow(db: Db, id: number): Promise<void> {
  await db.delete(holidays).where(eq(holidays.id, id));
}
