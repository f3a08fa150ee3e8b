import { paymentNeedsIban } from '@bakery/core/payment';
import { documentDate } from '../../platform/documents/format';
import { PDF_COLORS, PDF_FONT, type PdfDoc } from '../../platform/documents/pdf';
import { dateInZone } from '../../platform/time';
import type { BillSnapshot } from './bill-snapshot';
import type { BillRow } from './bills.queries';
import { BILL_PAYMENT_TEXTS } from './bill-payment.texts';
import type { BILL_TEXTS } from './bill.texts';

/**
 * The payment block of a bill PDF (requirements/bills-and-e-invoices.md#lines-and-totals): the client's method and terms as
 * frozen in the snapshot (bills made before: bank transfer), then — the PDF is drawn whenever it
 * is fetched, so it tells the bill's state now — "paid on …" for a paid bill, else the due date;
 * the IBAN and the transfer reference only for transfers and SEPA direct debits.
 */
export function drawPayment(
  doc: PdfDoc,
  bill: BillRow,
  snap: BillSnapshot,
  t: (typeof BILL_TEXTS)[keyof typeof BILL_TEXTS],
  width: number,
  timeZone: () => string,
): void {
  const lang = snap.language;
  const p = BILL_PAYMENT_TEXTS[lang];
  const method = snap.payment?.method ?? 'MP05';
  const left = doc.page.margins.left;
  const terms = snap.payment ? ` · ${p.terms[snap.payment.terms]}` : '';
  doc.text(`${p.method}: ${p.methods[method]}${terms}`, left, doc.y, { width });
  if (bill.paid && bill.paidAt) {
    doc
      .font(PDF_FONT.bold)
      .fillColor(PDF_COLORS.brown)
      .text(p.paidOn(documentDate(dateInZone(bill.paidAt, timeZone()), lang)), { width });
    doc.font(PDF_FONT.regular).fillColor(PDF_COLORS.text);
    return;
  }
  doc.text(t.payment(documentDate(bill.dueDate ?? bill.billDate, lang)), { width });
  if (!paymentNeedsIban(method)) return;
  const seller = snap.seller.eBillData;
  if (seller.iban)
    doc.text(
      `${t.iban} ${seller.iban.replace(/(.{4})/g, '$1 ').trim()}${seller.bankName ? ` · ${t.bank} ${seller.bankName}` : ''}`,
      { width },
    );
  if (method === 'MP05') doc.text(t.reference(bill.billNumber), { width });
}
