import { ApiError, TOKEN_KEY } from '../../api/client';
import { downloadDocument } from '../../api/download';

/** The bill's PDF (`POST /api/bills/pdf`) as bytes, for the preview; rejects with the server's ApiError. */
export async function fetchBillPdf(billId: string, signal?: AbortSignal): Promise<Blob> {
  const token = localStorage.getItem(TOKEN_KEY);
  let res: Response;
  try {
    res = await fetch('/api/bills/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ billId }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('INTERNAL', {}, 'network error', true);
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as {
      errors?: { extensions?: Record<string, unknown> }[];
    } | null;
    const extensions = answer?.errors?.[0]?.extensions ?? {};
    throw new ApiError(typeof extensions.code === 'string' ? extensions.code : 'INTERNAL', extensions);
  }
  return res.blob();
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
