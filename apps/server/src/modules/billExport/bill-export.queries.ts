import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { bills } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';

/** A bakery's bills dated in the period (both ends), in register order: bill date, then number sequence. */
export function findBillsOfPeriod(db: Db, bakeryId: number, from: string, to: string) {
  return db
    .select()
    .from(bills)
    .where(and(eq(bills.bakeryId, bakeryId), gte(bills.billDate, from), lte(bills.billDate, to)))
    .orderBy(asc(bills.billDate), asc(bills.sequence), asc(bills.id));
}
