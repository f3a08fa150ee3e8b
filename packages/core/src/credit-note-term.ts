/**
 * How long a credit note may reduce the VAT of a delivery (requirements/bills-and-e-invoices.md#credit-notes).
 *
 * D.P.R. 633/72 art. 26 c. 3: a reduction that follows a later agreement of the parties, or that
 * corrects an inexact invoice, may not be made once a year has passed since the operation. A
 * bakery's credit notes are of that kind (unsold bread taken back, a weight complaint, a price put
 * right), so each credited delivery bounds the credit note: at the latest one year after it, the
 * same day a year later (29 February: 28 February).
 */
import { parseIsoDate } from './calendar';

/** The last day a credit note with VAT may credit a delivery made on `delivered`. */
export function creditNoteLastDay(delivered: string): string {
  const { year, month, day } = parseIsoDate(delivered);
  const next = year + 1;
  const monthEnd = new Date(Date.UTC(next, month, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(next, 4)}-${pad(month)}-${pad(Math.min(day, monthEnd))}`;
}

/**
 * Whether a credit note dated `today` comes too late for the credited deliveries: the last day of
 * the earliest of them, or null while every one may still be credited.
 */
export function creditNoteTooLate(deliveries: readonly string[], today: string): { lastDay: string } | null {
  if (deliveries.length === 0) return null;
  const lastDay = creditNoteLastDay([...deliveries].sort()[0] ?? today);
  return today > lastDay ? { lastDay } : null;
}
