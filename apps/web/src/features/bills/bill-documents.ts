import { downloadDocument, fetchDocument } from '../../api/download';

/** The bill's PDF (`POST /api/bills/pdf`) as bytes, for the preview; rejects with the server's ApiError. */
export async function fetchBillPdf(billId: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchDocument('/api/bills/pdf', { billId }, signal)).blob();
}

/** Saves the bill as PDF, named as the server says. */
export function downloadBillPdf(bill: { id: string; number: string }): Promise<void> {
  return downloadDocument('/api/bills/pdf', { billId: bill.id }, `${bill.number.replace(/[^\w.-]+/g, '_')}.pdf`);
}

/** Saves the bill's FatturaPA e-invoice (`POST /api/bills/xml`). */
export function downloadBillXml(bill: { id: string; number: string; eInvoiceFile: string | null }): Promise<void> {
  return downloadDocument(
    '/api/bills/xml',
    { billId: bill.id },
    bill.eInvoiceFile ?? `${bill.number.replace(/[^\w.-]+/g, '_')}.xml`,
  );
}
