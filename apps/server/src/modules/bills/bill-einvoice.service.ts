import { fail } from '../../platform/errors';
import type { Tx } from '../../platform/db/database';
import type { Platform } from '../../platform/graphql/context';
import { EInvoiceInputError, sdiProblems, validateFatturaPA } from '@bakery/einvoice';
import type { BillSnapshot } from './bill-snapshot';
import { billXml, transmitterOf } from './bill-einvoice';
import { markBillXsdInvalid, nextFileProgressive, updateBillRow, type BillRow } from './bills.queries';

/**
 * Makes the bill's e-invoice with the next file progressive of its transmitter (unique across
 * every bakery sending through it), checks SdI's rules on it, and stores it on the bill — inside
 * the caller's transaction, so a refusal gives the progressive back. Data the file cannot carry, or a broken SdI rule → EINVOICE_INVALID (with
 * the problems) and the whole transaction rolls back: no bill without its e-invoice. The XSD
 * check (about 0.2 s) runs after the commit (`checkBillXsd`) and again before every sending.
 */
export async function attachEInvoice(tx: Tx, bill: BillRow, snapshot: BillSnapshot): Promise<BillRow> {
  const transmitter = transmitterOf(snapshot);
  const progressive = await nextFileProgressive(tx, `${transmitter.country}${transmitter.code}`);
  let built: { xml: string; fileName: string };
  try {
    built = billXml(bill, snapshot, progressive);
  } catch (error) {
    if (error instanceof EInvoiceInputError) fail('EINVOICE_INVALID', { errors: [`${error.field}: ${error.problem}`] });
    throw error;
  }
  const problems = sdiProblems(built.xml);
  if (problems.length > 0)
    fail('EINVOICE_INVALID', { errors: problems.map((p) => `${p.code} ${p.message}`).slice(0, 10) });
  return updateBillRow(tx, bill.id, { xml: built.xml, eInvoiceFile: built.fileName, eInvoiceProgressive: progressive });
}

/**
 * The official XSD check of a stored e-invoice. A file that fails (which the builder's own
 * checks should make impossible) marks the bill INVALID with the errors in its history, so it
 * is seen and never sent. Returns whether the file is valid.
 */
export async function checkBillXsd(platform: Platform, bill: BillRow): Promise<boolean> {
  if (!bill.xml) return false;
  const result = await validateFatturaPA(bill.xml);
  if (!result.valid) {
    await markBillXsdInvalid(platform.db, bill, result.errors.slice(0, 20), platform.now());
  }
  return result.valid;
}
