import { eq } from 'drizzle-orm';
import { billSettings, bills } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import type { Tx } from '../../platform/db/database';
import { sdiProblems } from '../eInvoice/sdi-checks';
import { validateFatturaPA } from '../eInvoice/xsd';
import type { BillSnapshot } from './bill-snapshot';
import { billXml } from './bill-einvoice';
import type { BillRow } from './bills.queries';

/**
 * Makes the bill's e-invoice with the given file progressive, checks it against the official
 * XSD and SdI's further rules, and stores it on the bill and the progressive counter — inside
 * the caller's transaction under the bill_settings lock. A file that fails → EINVOICE_INVALID
 * (with the problems) and the whole transaction rolls back: no bill without a valid e-invoice.
 */
export async function attachEInvoice(tx: Tx, bill: BillRow, snapshot: BillSnapshot, progressive: number): Promise<BillRow> {
  const { xml, fileName } = billXml(bill, snapshot, progressive);
  const [xsd, sdi] = [await validateFatturaPA(xml), sdiProblems(xml)];
  if (!xsd.valid || sdi.length > 0) fail('EINVOICE_INVALID', { errors: [...xsd.errors, ...sdi.map((p) => `${p.code} ${p.message}`)].slice(0, 10) });
  await tx.update(billSettings).set({ currentProgressive: progressive }).where(eq(billSettings.bakeryId, bill.bakeryId));
  const [row] = await tx.update(bills).set({ xml, eInvoiceFile: fileName, eInvoiceProgressive: progressive }).where(eq(bills.id, bill.id)).returning();
  return row!;
}
