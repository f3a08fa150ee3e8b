import { eq } from 'drizzle-orm';
import { printerSettings } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';

export type PrinterSettingsRow = typeof printerSettings.$inferSelect;
type LabelValues = Pick<typeof printerSettings.$inferInsert, 'labelWidthMm' | 'labelHeightMm' | 'priceOnLabel'>;

export async function findPrinterSettings(db: Db, bakeryId: number): Promise<PrinterSettingsRow | undefined> {
  const [row] = await db.select().from(printerSettings).where(eq(printerSettings.bakeryId, bakeryId));
  return row;
}

export async function upsertLabelSettings(db: Db, bakeryId: number, values: LabelValues): Promise<void> {
  await db
    .insert(printerSettings)
    .values({ bakeryId, ...values })
    .onConflictDoUpdate({ target: printerSettings.bakeryId, set: values });
}
