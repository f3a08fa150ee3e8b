import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { billSdiNotifications, bills } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import type { BillRow } from '../bills/bills.queries';
import type { BillSnapshot } from '../bills/bill-snapshot';
import { SDI_SENDING_CLAIM_MS } from '../bills/bill-send-claim';
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

/** The bills whose current e-invoice file has this name, of one bakery or of all (newest first). */
export function billsWithFile(db: Db, fileName: string, bakeryId: number | null) {
  return db
    .select()
    .from(bills)
    .where(and(eq(bills.eInvoiceFile, fileName), bakeryId === null ? undefined : eq(bills.bakeryId, bakeryId)))
    .orderBy(desc(bills.id))
    .limit(2);
}

/** Adds an SdI receipt to the bill's history unless it holds it already (the same kind about the same file); true when added. */
export async function insertSdiReceiptOnce(tx: Tx, values: typeof billSdiNotifications.$inferInsert): Promise<boolean> {
  const added = await tx
    .insert(billSdiNotifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: billSdiNotifications.id });
  return added.length > 0;
}

/**
 * Claims a bill for one hand-over to SdI in one statement: it must be unsent or REJECTED and not being
 * sent by another request (or that claim lapsed). The bill as claimed, or null when someone else has it.
 */
export async function claimBillSending(db: Db, billId: number, now: Date): Promise<BillRow | null> {
  const claimed = await db
    .update(bills)
    .set({ sdiSendingSince: now })
    .where(
      and(
        eq(bills.id, billId),
        or(eq(bills.sent, false), eq(bills.sdiState, 'REJECTED')),
        or(isNull(bills.sdiSendingSince), lt(bills.sdiSendingSince, new Date(now.getTime() - SDI_SENDING_CLAIM_MS))),
      ),
    )
    .returning();
  return claimed[0] ?? null;
}

/** Gives the claim taken at `claimedAt` back after a hand-over that did not happen (the bill stays unsent). */
export async function releaseBillSending(db: Db, billId: number, claimedAt: Date): Promise<void> {
  await db
    .update(bills)
    .set({ sdiSendingSince: null })
    .where(and(eq(bills.id, billId), eq(bills.sdiSendingSince, claimedAt)));
}

/** Marks a bill sent to SdI (state SENT) at `now`; ends the send's claim. */
export async function markBillSent(db: Db, billId: number, now: Date): Promise<BillRow> {
  return one(
    await db
      .update(bills)
      .set({ sent: true, sentAt: now, sdiState: 'SENT', sdiSentAt: now, sdiSendingSince: null })
      .where(eq(bills.id, billId))
      .returning(),
    'updated bills',
  );
}

export async function setSdiState(db: Db | Tx, billId: number, sdiState: string): Promise<BillRow> {
  return one(await db.update(bills).set({ sdiState }).where(eq(bills.id, billId)).returning(), 'updated bills');
}

/** A rejected or invalid bill's snapshot made again from the current data, before its e-invoice is made again. */
export async function updateBillSnapshot(tx: Tx, billId: number, snapshot: BillSnapshot): Promise<BillRow> {
  return one(await tx.update(bills).set({ snapshot }).where(eq(bills.id, billId)).returning(), 'updated bills');
}
