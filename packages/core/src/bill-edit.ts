/**
 * Editing a bill before it is sent (requirements/bills-and-e-invoices.md#editing-unsent-bills): its number stays, so its
 * date may only move where that number stays right — within the invoice type's window
 * (`planInvoice`), in the same year (per-year numbering; the number may carry the year), in the
 * same month or on the same day when the number format carries them, and between the dates of
 * the bills numbered just before and after it (invoice numbers are progressive in date order,
 * art. 21 D.P.R. 633/72). Due date on or after the bill date; a note of at most BILL_NOTE_MAX
 * characters (printed, and written as Causale).
 */
import { compareIsoDates } from './calendar';
import type { InvoicePlan, InvoiceProblem } from './invoice-type';

/** The longest note a bill carries (the e-invoice splits it into Causale elements of 200). */
export const BILL_NOTE_MAX = 500;

export interface BillDateBounds {
  /** The bill's date now: its number was made with it. */
  currentDate: string;
  /** The bill number format (`%Y`/`%y` year, `%m` month, `%d` day in the number). */
  numberFormat: string;
  /** Date of the bill numbered just before it in the same series and year (null: none). */
  previousDate: string | null;
  /** Date of the bill numbered just after it (null: none). */
  nextDate: string | null;
}

const max = (a: string, b: string) => (compareIsoDates(a, b) >= 0 ? a : b);
const min = (a: string, b: string) => (compareIsoDates(a, b) <= 0 ? a : b);
const monthEnd = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return `${date.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The dates a bill keeping its number may carry: the plan's window narrowed to what keeps the number right. */
export function editedBillDates(
  plan: InvoicePlan,
  bounds: BillDateBounds,
): InvoicePlan | Extract<InvoiceProblem, { code: 'BILL_DATE_NOT_ALLOWED' }> {
  const current = bounds.currentDate;
  let earliest = max(plan.earliest, `${current.slice(0, 4)}-01-01`);
  let latest = min(plan.latest, `${current.slice(0, 4)}-12-31`);
  if (/%m/.test(bounds.numberFormat)) {
    earliest = max(earliest, `${current.slice(0, 7)}-01`);
    latest = min(latest, monthEnd(current));
  }
  if (/%d/.test(bounds.numberFormat)) {
    earliest = max(earliest, current);
    latest = min(latest, current);
  }
  if (bounds.previousDate) earliest = max(earliest, bounds.previousDate);
  if (bounds.nextDate) latest = min(latest, bounds.nextDate);
  if (compareIsoDates(earliest, latest) > 0) return { code: 'BILL_DATE_NOT_ALLOWED', earliest, latest };
  // the date stays where it may; else the plan's own choice, brought into the window
  const preferred =
    compareIsoDates(current, earliest) >= 0 && compareIsoDates(current, latest) <= 0 ? current : plan.billDate;
  return { ...plan, earliest, latest, billDate: min(max(preferred, earliest), latest) };
}

/** A bill's note as stored: trimmed, null when empty; `false` when longer than BILL_NOTE_MAX. */
export function billNote(note: string | null | undefined): string | null | false {
  const trimmed = (note ?? '').trim();
  if (trimmed === '') return null;
  return trimmed.length <= BILL_NOTE_MAX ? trimmed : false;
}

/** Whether a due date may go with a bill date: on it or after it. */
export const isDueDateAllowed = (billDate: string, dueDate: string): boolean => compareIsoDates(dueDate, billDate) >= 0;
