/**
 * Credit notes (nota di credito, TD04; D.P.R. 633/72 art. 26): a bakery corrects a sent bill
 * downwards — bread returned, a weight complaint, a wrong price — by a document of its own that
 * names the bill. It credits chosen lines of the bill, each either by a quantity (pieces or kg,
 * at the bill's unit price and discount) or by an amount (a price correction), never more than
 * what the line still holds after earlier credit notes (nor more pieces or kilograms than it had). Amounts are positive: the document type
 * says it is a credit. The VAT of the credit follows each line's rate (summarize).
 */
import { divideRoundHalfUp, parseDecimal } from './decimal';
import { flatAmount, scaledToDecimal, summarizeWithStampDuty, type BillComputation, type BillLine } from './billing';
import { discountCents } from './discount';

/** A line of a credit note: a bill line (or part of one) it takes back. */
export interface CreditLine extends BillLine {
  /** The index of the bill line this credits (0-based, in the bill's snapshot). */
  creditOf: number;
  /** Taken back by quantity (at the bill's unit price) or by an amount off the line. */
  creditBy: 'QUANTITY' | 'AMOUNT';
}

/** What earlier credit notes took from one bill line: cents, and the quantity taken back in thousandths (pieces × 1000 or grams). */
export interface Credited {
  cents: number;
  milli: number;
}

/** What the bakery asks to credit on one bill line (1-based `line` as the screen and PDF number it). */
export interface CreditRequest {
  line: number;
  /** Pieces ("2") or kilograms ("0.350") taken back at the bill's unit price; or… */
  quantity?: string | null;
  /** …an amount in cents taken off the line (a price correction). */
  amountCents?: number | null;
}

export type CreditNoteProblem =
  | { code: 'CREDIT_NOTE_EMPTY' }
  /** Lines that are not on the bill, or ask for neither/both of quantity and amount, or a quantity/amount not > 0 and well-formed. */
  | { code: 'CREDIT_NOTE_LINE_INVALID'; lines: number[] }
  /** Lines asked for more than they still hold (their quantity, or their amount after earlier credit notes). */
  | { code: 'CREDIT_NOTE_TOO_MUCH'; lines: number[] };

export const isCreditNoteProblem = (value: unknown): value is CreditNoteProblem =>
  typeof value === 'object' && value !== null && 'code' in value && !Array.isArray(value);

/** The reason printed on the credit note and written as its Causale: 3–200 characters. */
export const CREDIT_REASON_MAX = 200;
export const isCreditReason = (reason: string): boolean =>
  reason.trim().length >= 3 && reason.trim().length <= CREDIT_REASON_MAX;

const milli = (quantity: string): number => Number(parseDecimal(quantity, 3));

/** What earlier credit notes took from each bill line (by index), from their lines. */
export function creditedOf(
  earlier: readonly (readonly Pick<CreditLine, 'creditOf' | 'netCents' | 'creditBy' | 'quantity'>[])[],
): Map<number, Credited> {
  const sum = new Map<number, Credited>();
  for (const lines of earlier) {
    for (const l of lines) {
      const before = sum.get(l.creditOf) ?? { cents: 0, milli: 0 };
      sum.set(l.creditOf, {
        cents: before.cents + l.netCents,
        milli: before.milli + (l.creditBy === 'QUANTITY' ? milli(l.quantity) : 0),
      });
    }
  }
  return sum;
}

/** What each bill line still holds to credit (its net amount less earlier credit notes), by index; a stamp-duty line none. */
export function creditableCents(bill: readonly BillLine[], credited: ReadonlyMap<number, Credited>): number[] {
  return bill.map((l, i) => (l.kind === 'STAMP_DUTY' ? 0 : Math.max(0, l.netCents - (credited.get(i)?.cents ?? 0))));
}

/**
 * A bill whose credit notes took back every line in full (its stamp duty apart, which is never
 * credited): nothing is left to credit, and nothing to pay — the bill is settled by its credit notes
 * (art. 26 c. 2 D.P.R. 633/72). False while no credit note took anything.
 */
export function isFullyCredited(bill: readonly BillLine[], credited: ReadonlyMap<number, Credited>): boolean {
  return credited.size > 0 && creditableCents(bill, credited).every((cents) => cents === 0);
}

/**
 * A quantity of a line at its unit price and discount. Parts of a line are rounded on what was taken
 * back so far (cumulatively): the part is the line's amount for the pieces credited after it less the
 * amount for those credited before, each rounded like the bill's line. So the parts of a line add up to
 * it exactly, however many credit notes take it back piece by piece (rounding each part alone, 0.125 €
 * pieces came to 0.13 € each and the last ones exceeded the line). Where a part's own rounding would
 * then stray more than a cent from unit price × quantity × (1 − discount) (SdI 00423), it is written at
 * its effective unit price without a discount, which keeps its amount.
 */
function byQuantity(line: BillLine, index: number, text: string, before: Credited): CreditLine | null {
  const scale = line.unit === 'KG' ? 3 : 0;
  let quantity: bigint;
  let whole: bigint;
  try {
    quantity = parseDecimal(text.trim().replace(',', '.'), scale);
    whole = parseDecimal(line.quantity, scale);
  } catch {
    return null;
  }
  if (quantity <= 0n || quantity > whole) return null;
  if (quantity === whole) return { ...line, creditOf: index, creditBy: 'QUANTITY' };
  const unitPrice = parseDecimal(line.unitPrice, 8);
  // unit price (≤ 8 decimals) × quantity (scale decimals), to cents half-up as the bill rounds its lines
  const grossAt = (q: bigint) =>
    q === whole ? line.grossCents : Number(divideRoundHalfUp(unitPrice * q, 10n ** BigInt(6 + scale)));
  const discountAt = (q: bigint) =>
    q === whole ? line.discountCents : discountCents(grossAt(q), line.discountPercent);
  const quantityText =
    scale === 0 ? String(quantity) : `${quantity / 1000n}.${String(quantity % 1000n).padStart(3, '0')}`;
  // what earlier quantity credits took, in the line's unit (milli: thousandths of a piece, or grams)
  const done = scale === 0 ? BigInt(before.milli) / 1000n : BigInt(before.milli);
  const after = done + quantity;
  // more than the line holds: priced alone, for the caller to refuse (CREDIT_NOTE_TOO_MUCH)
  const [gross, discount] =
    after > whole
      ? [grossAt(quantity), discountAt(quantity)]
      : [grossAt(after) - grossAt(done), discountAt(after) - discountAt(done)];
  const net = gross - discount;
  const credit: CreditLine = {
    ...line,
    quantity: quantityText,
    grossCents: gross,
    discountCents: discount,
    netCents: net,
    creditOf: index,
    creditBy: 'QUANTITY',
  };
  // 00423 in millionths of a euro: unit price × quantity × (1 − discount) against the part's amount
  const hundredths = parseDecimal(line.discountPercent, 2);
  const exact = divideRoundHalfUp(unitPrice * quantity * (10_000n - hundredths), 10n ** BigInt(6 + scale));
  const off = exact - BigInt(net) * 10_000n;
  if ((off < 0n ? -off : off) <= 10_000n) return credit;
  return {
    ...credit,
    unitPrice: scaledToDecimal(divideRoundHalfUp(BigInt(net) * 10n ** BigInt(6 + scale), quantity), 8),
    grossCents: net,
    discountPercent: '0.00',
    discountCents: 0,
  };
}

function byAmount(line: BillLine, index: number, cents: number): CreditLine | null {
  if (!Number.isSafeInteger(cents) || cents <= 0) return null;
  return {
    ...line,
    ...flatAmount(cents),
    creditOf: index,
    creditBy: 'AMOUNT',
  };
}

/**
 * The lines of a credit note on a bill's lines, or the problem naming the lines (1-based) asked
 * wrongly. `credited` holds what earlier credit notes took from each line (creditedCents).
 */
export function creditNoteLines(
  bill: readonly BillLine[],
  credited: ReadonlyMap<number, Credited>,
  requests: readonly CreditRequest[],
): CreditLine[] | CreditNoteProblem {
  if (requests.length === 0) return { code: 'CREDIT_NOTE_EMPTY' };
  const invalid: number[] = [];
  const tooMuch: number[] = [];
  const lines: CreditLine[] = [];
  const asked = new Map<number, Credited>();
  for (const request of requests) {
    const index = request.line - 1;
    // the stamp duty charged with the bill was due on the bill: it is not taken back
    const line = Number.isInteger(index) && bill[index]?.kind !== 'STAMP_DUTY' ? bill[index] : undefined;
    const quantity = request.quantity != null && request.quantity.trim() !== '' ? request.quantity : null;
    const amountCents = request.amountCents ?? null;
    const before = credited.get(index) ?? { cents: 0, milli: 0 };
    const sum = asked.get(index) ?? { cents: 0, milli: 0 };
    let credit: CreditLine | null = null;
    // a quantity is rounded on what earlier notes and this note's earlier parts of the line took back
    if (line && quantity !== null && amountCents === null)
      credit = byQuantity(line, index, quantity, { cents: before.cents + sum.cents, milli: before.milli + sum.milli });
    else if (line && quantity === null && amountCents !== null) credit = byAmount(line, index, amountCents);
    if (!line || !credit) {
      invalid.push(request.line);
      continue;
    }
    const now = {
      cents: sum.cents + credit.netCents,
      milli: sum.milli + (credit.creditBy === 'QUANTITY' ? milli(credit.quantity) : 0),
    };
    asked.set(index, now);
    if (before.cents + now.cents > line.netCents || before.milli + now.milli > milli(line.quantity))
      tooMuch.push(request.line);
    lines.push(credit);
  }
  if (invalid.length > 0) return { code: 'CREDIT_NOTE_LINE_INVALID', lines: [...new Set(invalid)] };
  if (tooMuch.length > 0) return { code: 'CREDIT_NOTE_TOO_MUCH', lines: [...new Set(tooMuch)] };
  return lines.sort((a, b) => a.creditOf - b.creditOf);
}

/**
 * The totals of a credit note's lines, as a bill's (VAT per rate, rounded once per rate). A credit
 * note of exempt or excluded amounts above 77.47 € bears stamp duty like an invoice (D.P.R. 642/72
 * Tariffa art. 13): borne by the bakery, never charged on to the client it credits.
 */
export function creditNoteComputation(lines: CreditLine[]): BillComputation & { lines: CreditLine[] } {
  return summarizeWithStampDuty(lines, 'BAKERY') as BillComputation & { lines: CreditLine[] };
}
