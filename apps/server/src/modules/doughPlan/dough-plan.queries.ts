import { eq } from 'drizzle-orm';
import { bakehouseSettings } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';

export type BakehouseSettingsRow = typeof bakehouseSettings.$inferSelect;
export type BakehouseSettingsValues = Omit<BakehouseSettingsRow, 'bakeryId'>;

/** The bakery's dough room settings, or undefined while it kept the defaults. */
export async function findBakehouseSettings(db: Db, bakeryId: number): Promise<BakehouseSettingsRow | undefined> {
  const [row] = await db.select().from(bakehouseSettings).where(eq(bakehouseSettings.bakeryId, bakeryId));
  return row;
}

export async function upsertBakehouseSettings(db: Db, bakeryId: number, values: BakehouseSettingsValues) {
  await db
    .insert(bakehouseSettings)
    .values({ bakeryId, ...values })
    .onConflictDoUpdate({ target: bakehouseSettings.bakeryId, set: values });
}
