import { and, desc, eq } from 'drizzle-orm';
import { billSettings, documentNumberChanges, media } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';

export type BillSettingsRow = typeof billSettings.$inferSelect;
export type NumberChangeRow = typeof documentNumberChanges.$inferSelect;

/** The bakery's bill_settings row, created with the defaults when it is missing. */
export async function ensureBillSettings(db: Db | Tx, bakeryId: number): Promise<BillSettingsRow> {
  await db.insert(billSettings).values({ bakeryId }).onConflictDoNothing({ target: billSettings.bakeryId });
  const [row] = await db.select().from(billSettings).where(eq(billSettings.bakeryId, bakeryId));
  if (!row) throw new Error(`bill_settings of bakery ${bakeryId} missing right after its insert`);
  return row;
}

/** Creates the bakery's bill_settings if needed and locks it (bill and docket numbering take the same lock). */
export async function lockBillSettings(tx: Tx, bakeryId: number): Promise<BillSettingsRow> {
  await ensureBillSettings(tx, bakeryId);
  const [locked] = await tx.select().from(billSettings).where(eq(billSettings.bakeryId, bakeryId)).for('update');
  if (!locked) throw new Error(`bill_settings of bakery ${bakeryId} missing under its lock`);
  return locked;
}

export async function updateBillSettings(
  tx: Tx,
  bakeryId: number,
  changes: Partial<typeof billSettings.$inferInsert>,
): Promise<BillSettingsRow> {
  const [updated] = await tx.update(billSettings).set(changes).where(eq(billSettings.bakeryId, bakeryId)).returning();
  if (!updated) throw new Error(`bill_settings of bakery ${bakeryId} missing under its lock`);
  return updated;
}

/** The bakery's latest series moves, newest first. */
export function findNumberChanges(db: Db, bakeryId: number, limit: number): Promise<NumberChangeRow[]> {
  return db
    .select()
    .from(documentNumberChanges)
    .where(eq(documentNumberChanges.bakeryId, bakeryId))
    .orderBy(desc(documentNumberChanges.id))
    .limit(limit);
}

export async function insertNumberChanges(
  tx: Tx,
  changes: readonly (typeof documentNumberChanges.$inferInsert)[],
): Promise<void> {
  if (changes.length > 0) await tx.insert(documentNumberChanges).values([...changes]);
}

/** Whether the media exists and was uploaded by this bakery (share-locked against deletion until the commit). */
export async function isOwnMedia(tx: Tx, bakeryId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, id), eq(media.ownerId, bakeryId)))
    .for('share');
  return rows.length > 0;
}
