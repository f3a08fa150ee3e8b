/**
 * Bills (SPEC §5, issue 7; ADR 013): the lines, discounts, delivery costs, VAT summary and
 * totals of a bakery's bill to a client, computed once here and used as they are by the bill
 * screen, the PDF and the FatturaPA XML, so the three always agree.
 *
 * Prices of the catalogue (gram prices, delivery costs) are net of VAT; VAT is added per rate.
 * Rounding — the one documented point per amount, always half-up on exact BigInt values:
 *  1. a product line: gram price × grams, rounded to cents once — grams are the measured
 *     weight of a weighed product, else approximate weight × delivered pieces (§5);
 *  2. its discount: line × percent / 100, rounded to cents; the line's net = line − discount;
 *  3. the tax of a VAT rate: (Σ net lines of that rate) × rate / 100, rounded to cents once;
 *  4. the total: Σ net lines + Σ taxes (no further rounding).
 * The XML writes the exact unit prices (≤ 8 decimals) and these cent totals; SdI's formulas
 * (PrezzoTotale ±0.01, Imposta ±0.01) hold by construction.
 */
import { divideRoundHalfUp, parseDecimal } from './decimal';
import { lineTotalCents, DEFAULT_VAT } from './money';
import { deliveryCostCents, type DeliveryCostRule } from './delivery-cost';
import { discountCents, discountPercentFor, type DiscountStep } from './discount';
import { deliveredAmount } from './production';
import { addDays } from './calendar';

/** §9: a bill is due 30 days after its date. */
export const BILL_DUE_DAYS = 30;

/** An ordered product as frozen at order time, with what compiling found (§3 OrderedProduct). */
export interface BillLineInput {
  /** The ordered product's id. */
  id: number;
  /** current_vat, a percent as stored ("10.00"); empty or invalid → DEFAULT_VAT. */
  vat: string | null;
  /** current_gram_price, EUR per gram, ≤ 6 decimals. */
  gramPrice: string;
  /** current_approx_weight, whole grams per piece. */
  approxWeight: number;
  haveToWeight: boolean;
  /** Grams of the whole line as weighed; -1 = not weighed. */
  measuredWeight: number;
  amount: number;
  missing: number;
}

export interface BillOrderInput {
  orderId: number;
  /** Whether this order carries the client's delivery cost (false for guests' orders). */
  chargeDelivery: boolean;
  takeaway: boolean;
  lines: readonly BillLineInput[];
}

export interface BillInput {
  orders: readonly BillOrderInput[];
  /** The client's discount steps (by order value); empty = no discount. */
  discountSteps: readonly DiscountStep[];
  deliveryRule: DeliveryCostRule;
}

/** How a product line is priced: by measured weight, or by approximate weight × pieces. */
export type BillLineBasis = 'MEASURED' | 'APPROX' | 'NOT_WEIGHED';

export interface BillLine {
  orderId: number;
  kind: 'PRODUCT' | 'DELIVERY';
  /** The ordered product's id; null for a delivery-cost line. */
  orderedProductId: number | null;
  basis: BillLineBasis | null;
  /** Pieces ("3") or kilograms with 3 decimals ("1.234"). */
  quantity: string;
  unit: 'PZ' | 'KG' | null;
  /** EUR per piece or per kg, exact (≤ 8 decimals, trailing zeros trimmed to 2). */
  unitPrice: string;
  grossCents: number;
  discountPercent: string;
  discountCents: number;
  netCents: number;
  /** VAT percent with 2 decimals ("10.00"). */
  vatRate: string;
}

export interface VatSummary {
  vatRate: string;
  taxableCents: number;
  taxCents: number;
}

export interface BillComputation {
  lines: BillLine[];
  /** One block per VAT rate, highest rate first. */
  summaries: VatSummary[];
  goodsCents: number;
  discountCents: number;
  deliveryCents: number;
  netCents: number;
  taxCents: number;
  totalCents: number;
}

/** A VAT percent as hundredths (10 % → 1000n); invalid, empty or out of 0..100 → DEFAULT_VAT. */
export function vatHundredths(vat: string | null | undefined): bigint {
  try {
    const value = parseDecimal((vat ?? '').trim(), 2);
    if (value >= 0n && value <= 10_000n) return value;
  } catch {
    // fall through to the default (§5 "Default VAT 10 when none found")
  }
  return BigInt(DEFAULT_VAT) * 100n;
}

/** Hundredths as a 2-decimal percent: 1000n → "10.00". */
function percentText(hundredths: bigint): string {
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** A scaled integer as a decimal string with at least 2 and at most `scale` decimals. */
export function scaledToDecimal(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale);
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${whole}.${fraction.padEnd(2, '0')}`;
}

/** Cents as a 2-decimal string: 1234 → "12.34". */
export function centsText(cents: number): string {
  return scaledToDecimal(BigInt(cents), 2);
}

/** The value of an order as the client saw it when ordering: gram price × approximate weight × amount. */
export function orderedValueCents(lines: readonly BillLineInput[]): number {
  return lines.reduce((sum, l) => sum + lineTotalCents({ gramPrice: l.gramPrice, grams: l.approxWeight, amount: l.amount }), 0);
}

function productLine(orderId: number, line: BillLineInput, percent: string): BillLine | null {
  const pieces = deliveredAmount(line);
  if (pieces === 0) return null; // §5/issue 7: missing items are not billed
  const vatRate = percentText(vatHundredths(line.vat));
  const micros = parseDecimal(line.gramPrice, 6);
  const measured = line.haveToWeight && line.measuredWeight >= 0;
  const grossCents = measured
    ? lineTotalCents({ gramPrice: line.gramPrice, grams: line.measuredWeight, amount: 1 })
    : lineTotalCents({ gramPrice: line.gramPrice, grams: line.approxWeight, amount: pieces });
  const discount = discountCents(grossCents, percent);
  return {
    orderId,
    kind: 'PRODUCT',
    orderedProductId: line.id,
    basis: measured ? 'MEASURED' : line.haveToWeight ? 'NOT_WEIGHED' : 'APPROX',
    // kg with 3 decimals; EUR per kg = micro-EUR per gram × 1000 → scale 6 stays exact
    quantity: measured ? scaledToDecimal(BigInt(line.measuredWeight), 3) : String(pieces),
    unit: measured ? 'KG' : 'PZ',
    unitPrice: scaledToDecimal(micros * BigInt(measured ? 1000 : line.approxWeight), 6),
    grossCents,
    discountPercent: percent,
    discountCents: discount,
    netCents: grossCents - discount,
    vatRate,
  };
}

/** The VAT rate of an order's delivery cost: the rate of most of its goods (ties: the higher), else DEFAULT_VAT. */
function deliveryVatRate(lines: readonly BillLine[]): string {
  const byRate = new Map<string, number>();
  for (const l of lines) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + l.grossCents);
  let best: [string, number] | null = null;
  for (const entry of byRate) {
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && vatHundredths(entry[0]) > vatHundredths(best[0]))) best = entry;
  }
  return best?.[0] ?? percentText(BigInt(DEFAULT_VAT) * 100n);
}

/**
 * The bill of a client's orders. Discount: the client's step for each order's value (as ordered)
 * applies to every product line of that order. Delivery cost: once per order that carries it,
 * by the §5 rule on the order's value as ordered, at the rate of most of its goods, undiscounted.
 */
export function computeBill(input: BillInput): BillComputation {
  const lines: BillLine[] = [];
  for (const order of input.orders) {
    const ordered = orderedValueCents(order.lines);
    const percent = discountPercentFor(input.discountSteps, ordered);
    const products = order.lines.map((l) => productLine(order.orderId, l, percent)).filter((l): l is BillLine => l !== null);
    lines.push(...products);
    const delivery = order.chargeDelivery ? deliveryCostCents(ordered, input.deliveryRule, order.takeaway) : 0;
    if (delivery > 0 && products.length > 0) {
      lines.push({
        orderId: order.orderId, kind: 'DELIVERY', orderedProductId: null, basis: null, quantity: '1', unit: null,
        unitPrice: centsText(delivery), grossCents: delivery, discountPercent: '0.00', discountCents: 0, netCents: delivery, vatRate: deliveryVatRate(products),
      });
    }
  }
  return summarize(lines);
}

/** VAT summary and totals of finished lines (rounding points 3 and 4 of the module comment). */
export function summarize(lines: BillLine[]): BillComputation {
  const taxable = new Map<string, number>();
  for (const l of lines) taxable.set(l.vatRate, (taxable.get(l.vatRate) ?? 0) + l.netCents);
  const summaries = [...taxable]
    .map(([vatRate, taxableCents]) => ({ vatRate, taxableCents, taxCents: Number(divideRoundHalfUp(BigInt(taxableCents) * vatHundredths(vatRate), 10_000n)) }))
    .sort((a, b) => Number(vatHundredths(b.vatRate) - vatHundredths(a.vatRate)));
  const sum = (f: (l: BillLine) => number, ls: readonly BillLine[] = lines) => ls.reduce((s, l) => s + f(l), 0);
  const products = lines.filter((l) => l.kind === 'PRODUCT');
  const netCents = sum((l) => l.netCents);
  const taxCents = summaries.reduce((s, v) => s + v.taxCents, 0);
  return {
    lines,
    summaries,
    goodsCents: sum((l) => l.grossCents, products),
    discountCents: sum((l) => l.discountCents),
    deliveryCents: sum((l) => l.netCents, lines.filter((l) => l.kind === 'DELIVERY')),
    netCents,
    taxCents,
    totalCents: netCents + taxCents,
  };
}

/** §9: the due date of a bill dated `billDate` (YYYY-MM-DD). */
export function billDueDate(billDate: string): string {
  return addDays(billDate, BILL_DUE_DAYS);
}

/**
 * The counter value of the next bill: current + 1, or 1 when the format numbers per year (has
 * %Y or %y) and the last bill was counted in an earlier year than the new bill's date
 * (Italian invoices are numbered per calendar year). `lastYear` null = no bill counted yet
 * (or the counter was set by hand): continue from `current`.
 */
export function nextBillSequence(format: string, current: number, lastYear: number | null, billDate: string): number {
  const year = Number(billDate.slice(0, 4));
  const perYear = /%[Yy]/.test(format);
  return perYear && lastYear !== null && lastYear < year ? 1 : current + 1;
}

/** Base and billing data of a client (SPEC §3 Userdetail) as far as a bill needs it. */
export interface BillingDetails {
  companyName?: string | null;
  fullName?: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
  partitaIva?: string | null;
  taxNumber?: string | null;
}

/**
 * What a client still has to enter before a bill (§5 "A client must enter billing data before
 * a bill"; §8 "The customer still has to enter the billing data!"): a name (company or full
 * name), street, postal code, city, and a VAT number or tax code (SdI 00417). Empty = complete.
 */
export function missingBillingData(d: BillingDetails | null | undefined): string[] {
  const blank = (v: string | null | undefined) => !v || v.trim() === '';
  const missing: string[] = [];
  if (blank(d?.companyName) && blank(d?.fullName)) missing.push('name');
  if (blank(d?.street)) missing.push('street');
  if (blank(d?.postalCode)) missing.push('postalCode');
  if (blank(d?.city)) missing.push('city');
  if (blank(d?.partitaIva) && blank(d?.taxNumber)) missing.push('taxId');
  return missing;
}
