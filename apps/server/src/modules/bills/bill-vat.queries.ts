import { eq } from 'drizzle-orm';
import { billSettings, userDetails } from '../../db/schema/index';
import type { EBillDataDraft } from '@bakery/core/fiscal';
import type { Db, Tx } from '../../platform/db/database';

/** The bakery's stored e-invoice data (Settings → Documents), or undefined if it saved none. */
export async function findEBillData(db: Db | Tx, bakeryId: number): Promise<EBillDataDraft | undefined> {
  const [settings] = await db
    .select({ eBillData: billSettings.eBillData })
    .from(billSettings)
    .where(eq(billSettings.bakeryId, bakeryId));
  return settings?.eBillData;
}

/** The client's country and VAT number from its base data. */
export async function findBuyerVat(
  db: Db | Tx,
  clientId: number,
): Promise<{ country: string | null; vatNumber: string | null } | undefined> {
  const [buyer] = await db
    .select({ country: userDetails.country, vatNumber: userDetails.partitaIva })
    .from(userDetails)
    .where(eq(userDetails.userId, clientId));
  return buyer;
}
