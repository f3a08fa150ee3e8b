import { asc, eq, inArray } from 'drizzle-orm';
import { billSettings, bills } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import type { BillRow } from '../bills/bills.queries';

/** The credit notes of several bills, oldest first (one statement for a page of bills). */
export function findCreditNotesOfBills(db: Db, billIds: readonly number[]): Promise<BillRow[]> {
  return db
    .select()
    .from(bills)
    .where(inArray(bills.creditOfBillId, [...billIds]))
    .orderBy(asc(bills.id));
}

/** The credit notes of a bill, oldest first. */
export function findCreditNotesOf(db: Db | Tx, billId: number): Promise<BillRow[]> {
  return db.select().from(bills).where(eq(bills.creditOfBillId, billId)).orderBy(asc(bills.id));
}

/** The credit-note series' counter, moved on under the bill-settings lock the caller holds. */
export function setCreditNoteCounter(tx: Tx, bakeryId: number, current: number, year: number | null) {
  return tx
    .update(billSettings)
    .set({ currentCreditNoteNumber: current, creditNoteNumberYear: year })
    .where(eq(billSettings.bakeryId, bakeryId));
}
