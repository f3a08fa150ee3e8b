import { eq } from 'drizzle-orm';
import { billSdiNotifications, bills } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import type { BillRow } from './bills.queries';
import { one } from '../../platform/db/rows';

export type SdiNotificationRow = typeof billSdiNotifications.$inferSelect;

/** A bill's e-invoice history, oldest first. */
export function findSdiNotifications(db: Db, billId: number): Promise<SdiNotificationRow[]> {
  return db
    .select()
    .from(billSdiNotifications)
    .where(eq(billSdiNotifications.billId, billId))
    .orderBy(billSdiNotifications.id);
}

export async function insertSdiNotification(
  db: Db | Tx,
  values: typeof billSdiNotifications.$inferInsert,
): Promise<void> {
  await db.insert(billSdiNotifications).values(values);
}

/** Marks a bill sent to SdI (state SENT) at `now`. */
export async function markBillSent(db: Db, billId: number, now: Date): Promise<BillRow> {
  return one(
    await db
      .update(bills)
      .set({ sent: true, sentAt: now, sdiState: 'SENT', sdiSentAt: now })
      .where(eq(bills.id, billId))
      .returning(),
    'updated bills',
  );
}

export async function setSdiState(db: Db | Tx, billId: number, sdiState: string): Promise<BillRow> {
  return one(await db.update(bills).set({ sdiState }).where(eq(bills.id, billId)).returning(), 'updated bills');
}

/** A rejected or invalid bill's snapshot made again from the current data, before its e-invoice is made again. */
export async function updateBillSnapshot(tx: Tx, billId: number, snapshot: unknown): Promise<BillRow> {
  return one(await tx.update(bills).set({ snapshot }).where(eq(bills.id, billId)).returning(), 'updated bills');
}
