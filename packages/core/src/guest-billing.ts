/**
 * Guest billing by hosts (/client/billing, requirements/guest-billing.md#period-and-amounts): what a
 * host's guest pays for the ordered products delivered during a period, and the VAT contained.
 *
 * A guest pays a consumer price, VAT included: per piece the host's display price frozen on the
 * ordered product (`current_display_price`), or where there is none ('-1', requirements/guest-billing.md#period-and-amounts) the base
 * price gram price × approximate weight — `orderLineCents`, for the pieces delivered
 * (`deliveredAmount`: amount − missing; missing pieces are not billed).
 *
 * Rounding — the documented points, half-up on exact BigInt values, never a float:
 *  1. a line: display price × pieces (exact), or gram price × grams × pieces rounded once;
 *  2. the VAT contained in a rate's gross (scorporo): tax = gross × rate / (100 + rate), rounded
 *     to cents once per rate over the sum of that rate's lines; net = gross − tax;
 *  3. the total: Σ gross lines (no further rounding; VAT is contained, not added).
 * A host's summary adds the guests' receipts rate by rate (`sumGuestBills`), so it shows exactly
 * the sums of the receipts the guests hold.
 */
import { addDays, compareIsoDates, isIsoDate, isoWeekday, parseIsoDate } from './calendar';
import { divideRoundHalfUp } from './decimal';
import { orderLineCents } from './ordering';
import { deliveredAmount } from './production';
import { scaledToDecimal, vatHundredths } from './billing';

/** The longest billing period: 366 days (a leap year), like holidays and bills. */
export const MAX_GUEST_BILLING_DAYS = 366;

/** An ordered product of a guest's order as frozen at order time (requirements/ordering.md#placing-an-order). */
export interface GuestLineInput {
  /** current_vat, a percent as stored ("10.00"); empty or invalid → DEFAULT_VAT. */
  vat: string | null;
  /** current_gram_price, EUR per gram, ≤ 6 decimals. */
  gramPrice: string;
  /** current_approx_weight, grams per piece. */
  approxWeight: number;
  /** current_display_price, EUR per piece, VAT included; negative ("-1") = none → base price. */
  displayPrice: string;
  amount: number;
  missing: number;
}

/** The VAT contained in the gross amount of one rate. */
export interface GuestVatSummary {
  /** Percent with 2 decimals, "10.00". */
  vatRate: string;
  /** What the guest pays at this rate, VAT included. */
  grossCents: number;
  /** VAT contained: gross × rate / (100 + rate), half-up. */
  taxCents: number;
  /** gross − tax. */
  netCents: number;
}

export interface GuestBill {
  /** One block per VAT rate, highest rate first; rates without a billed cent are left out. */
  summaries: GuestVatSummary[];
  totalCents: number;
  taxCents: number;
  netCents: number;
}

/** What the guest pays for one ordered product: its piece price × the pieces delivered (0 when all missing). */
export function guestLineCents(line: GuestLineInput): number {
  const pieces = deliveredAmount(line);
  if (pieces === 0) return 0;
  return orderLineCents({
    gramPrice: line.gramPrice,
    approxWeight: line.approxWeight,
    displayPrice: line.displayPrice,
    amount: pieces,
  });
}

/**
 * The VAT contained in `grossCents` at `vatRate` percent (scorporo):
 * gross × rate / (100 + rate), half-up to cents. 0 % contains none.
 */
export function containedVatCents(grossCents: number, vatRate: string): number {
  if (!Number.isSafeInteger(grossCents)) throw new RangeError(`Cents must be a safe integer: ${grossCents}`);
  const rate = vatHundredths(vatRate);
  return Number(divideRoundHalfUp(BigInt(grossCents) * rate, 10_000n + rate));
}

function finish(grossByRate: Map<bigint, number>, taxByRate?: Map<bigint, number>): GuestBill {
  const summaries = [...grossByRate]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => (a > b ? -1 : a < b ? 1 : 0))
    .map(([rate, grossCents]) => {
      const vatRate = scaledToDecimal(rate, 2);
      const taxCents = taxByRate ? (taxByRate.get(rate) ?? 0) : containedVatCents(grossCents, vatRate);
      return { vatRate, grossCents, taxCents, netCents: grossCents - taxCents };
    });
  const totalCents = summaries.reduce((s, v) => s + v.grossCents, 0);
  const taxCents = summaries.reduce((s, v) => s + v.taxCents, 0);
  return { summaries, totalCents, taxCents, netCents: totalCents - taxCents };
}

/** A guest's receipt for the lines of its orders in a period: gross per rate, the VAT contained per rate (once), totals. */
export function computeGuestBill(lines: readonly GuestLineInput[]): GuestBill {
  const gross = new Map<bigint, number>();
  for (const line of lines) {
    const rate = vatHundredths(line.vat);
    gross.set(rate, (gross.get(rate) ?? 0) + guestLineCents(line));
  }
  return finish(gross);
}

/** The host's summary: the guests' receipts added rate by rate (gross and tax as each receipt shows them). */
export function sumGuestBills(bills: readonly GuestBill[]): GuestBill {
  const gross = new Map<bigint, number>();
  const tax = new Map<bigint, number>();
  for (const bill of bills) {
    for (const s of bill.summaries) {
      const rate = vatHundredths(s.vatRate);
      gross.set(rate, (gross.get(rate) ?? 0) + s.grossCents);
      tax.set(rate, (tax.get(rate) ?? 0) + s.taxCents);
    }
  }
  return finish(gross, tax);
}

/** A billing period, inclusive calendar dates. */
export interface GuestBillingPeriod {
  from: string;
  to: string;
}

/**
 * The fields of a bad period (empty = valid): each must be a YYYY-MM-DD date; `to` is blamed
 * when it lies before `from` or more than MAX_GUEST_BILLING_DAYS days (inclusive) after it.
 */
export function guestBillingPeriodProblems(from: unknown, to: unknown): ('from' | 'to')[] {
  const bad: ('from' | 'to')[] = [];
  if (!isIsoDate(from)) bad.push('from');
  if (!isIsoDate(to)) bad.push('to');
  if (bad.length > 0) return bad;
  const f = from as string;
  const t = to as string;
  const latest = f.startsWith('9999') ? '9999-12-31' : addDays(f, MAX_GUEST_BILLING_DAYS - 1);
  return compareIsoDates(f, t) > 0 || compareIsoDates(t, latest) > 0 ? ['to'] : [];
}

/** Monday … Sunday of the week `offset` weeks from the week of `today` (0 = this week, -1 = last week). */
export function weekPeriod(today: string, offset = 0): GuestBillingPeriod {
  const monday = addDays(today, 1 - isoWeekday(today) + 7 * offset);
  return { from: monday, to: addDays(monday, 6) };
}

/** The first to the last day of the calendar month `offset` months from `today`'s (0 = this month). */
export function monthPeriod(today: string, offset = 0): GuestBillingPeriod {
  const { year, month } = parseIsoDate(today);
  const index = year * 12 + (month - 1) + offset;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const first = (month1: number) => `${String(y).padStart(4, '0')}-${String(month1).padStart(2, '0')}-01`;
  return { from: first(m), to: m === 12 ? `${String(y).padStart(4, '0')}-12-31` : addDays(first(m + 1), -1) };
}
