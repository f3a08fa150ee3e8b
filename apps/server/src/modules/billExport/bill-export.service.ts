import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Language } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { billPdf } from '../bills/bill.pdf';
import { snapshotOf } from '../bills/bills.service';
import { assertPeriod, type BillPeriod } from '../bills/create-bill.service';
import { findBillsOfPeriod } from './bill-export.queries';
import { registerCsv, type RegisterBill } from './bill-register';

/**
 * The accountant's export of a period (requirements/bills-and-e-invoices.md#export-for-the-accountant): one ZIP (fflate, already the server's zip
 * library) with `xml/<e-invoice file>` for every bill that has one — the stored bytes as sent to
 * SdI —, `pdf/<number>.pdf` rendered from the bill's frozen snapshot like `/api/bills/pdf`, and
 * `register.csv` (see bill-register.ts). Bills are taken by bill date, both ends included, at most
 * 366 days (`assertPeriod`: else BAD_INPUT); only the signed-in bakery's own bills.
 *
 * PDFs are rendered one after the other (pdfkit is CPU-bound) and stored without compression
 * (they are compressed already); a year of a large bakery's bills is therefore a slow request,
 * which a background job with a stored file would fix when it matters.
 */
const ZIP_NAME: Record<Language, string> = { de: 'Rechnungen', it: 'Fatture', en: 'Invoices' };

export interface BillExport {
  zip: Buffer;
  fileName: string;
  billCount: number;
}

/** A file name inside the ZIP: no path separators or odd characters; a clash gets the bill id. */
function entryName(taken: Set<string>, folder: string, base: string, ext: string, id: number): string {
  const safe = base.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '') || String(id);
  const name = taken.has(`${folder}/${safe}${ext}`) ? `${folder}/${safe}-${id}${ext}` : `${folder}/${safe}${ext}`;
  taken.add(name);
  return name;
}

export async function exportBills(ctx: RequestContext, period: { from: unknown; to: unknown }): Promise<BillExport> {
  const bakeryId = requireBakery(ctx);
  const { from, to } = period;
  if (typeof from !== 'string' || typeof to !== 'string')
    fail('BAD_INPUT', { fields: [typeof from !== 'string' && 'from', typeof to !== 'string' && 'to'].filter(Boolean) });
  const checked: BillPeriod = { from: from as string, to: to as string };
  assertPeriod(checked);
  const rows = await findBillsOfPeriod(ctx.platform.db, bakeryId, checked.from, checked.to);
  const language = requireViewer(ctx).language;
  const items: RegisterBill[] = rows.map((bill) => ({ bill, snapshot: snapshotOf(bill) }));
  const files: Zippable = {};
  const taken = new Set<string>();
  for (const { bill, snapshot } of items) {
    if (bill.xml && bill.eInvoiceFile)
      files[entryName(taken, 'xml', bill.eInvoiceFile.replace(/\.xml$/i, ''), '.xml', bill.id)] = strToU8(bill.xml);
    const { pdf } = await billPdf(ctx, bill, snapshot);
    files[entryName(taken, 'pdf', bill.billNumber, '.pdf', bill.id)] = [
      new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      { level: 0 },
    ];
  }
  files['register.csv'] = strToU8(registerCsv(items, language));
  return {
    zip: Buffer.from(zipSync(files, { level: 6 })),
    fileName: `${ZIP_NAME[language]}_${checked.from}_${checked.to}.zip`,
    billCount: items.length,
  };
}
