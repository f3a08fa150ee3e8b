/**
 * Bills (requirements/bills-and-e-invoices.md#lines-and-totals; ADR 013): the lines, discounts, delivery costs, VAT summary and
 * totals of a bakery's bill to a client, computed once here and used as they are by the bill
 * screen, the PDF and the FatturaPA XML, so the three always agree.
 *
 * Prices of the catalogue (gram prices, delivery costs) are net of VAT; VAT is added per rate.
 * Rounding — the one documented point per amount, always half-up on exact BigInt values:
 *  1. a product line: gram price × grams, rounded to cents once — grams are the measured
 *     weight of a weighed product, else approximate weight × delivered pieces (requirements/bills-and-e-invoices.md#lines-and-totals);
 *  2. its discount: line × percent / 100, rounded to cents; the line's net = line − discount;
 *  3. the tax of a VAT rate: (Σ net lines of that rate) × rate / 100, rounded to cents once;
 *  4. the total: Σ net lines + Σ taxes (no further rounding).
 * The XML writes the exact unit prices (≤ 8 decimals) and these cent totals; SdI's formulas
 * (PrezzoTotale ±0.01, Imposta ±0.01) hold by construction.
 */
import { divideRoundHalfUp, parseDecimal } from './decimal';
import { apportionCents } from './apportion';
import { lineTotalCents, DEFAULT_VAT } from './money';
import { deliveryCostCents, type DeliveryCostRule } from './delivery-cost';
import { discountCents, discountPercentFor, type DiscountStep } from './discount';
import { deliveredAmount } from './production';
import { addDays } from './calendar';
import { vatTreatment, type VatTreatmentContext } from './natura';
import { isStampDutyDue, STAMP_DUTY_CENTS, STAMP_DUTY_LINE, type StampDutyCharge } from './stamp-duty';

/** A bill is due 30 days after its date (requirements/bills-and-e-invoices.md#lines-and-totals). */
export const BILL_DUE_DAYS = 30;

/** An ordered product as frozen at order time, with what compiling found (requirements/ordering.md#placing-an-order). */
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
  /**
   * The seller's regime, its choice for 0 % sales and the buyer (requirements/bills-and-e-invoices.md#vat-natura-and-stamp-duty): each line's rate, Natura
   * and legal reference follow `vatTreatment`. Absent = the rates as ordered, no Natura.
   */
  vat?: VatTreatmentContext;
  /** Who bears the stamp duty when it is due (`isStampDutyDue`); absent = stamp duty not considered. */
  stampDuty?: StampDutyCharge;
}

/** How a product line is priced: by measured weight, or by approximate weight × pieces. */
export type BillLineBasis = 'MEASURED' | 'APPROX' | 'NOT_WEIGHED';

export interface BillLine {
  orderId: number;
  /** STAMP_DUTY: the 2.00 € stamp duty charged on to the client (no order; orderId 0). */
  kind: 'PRODUCT' | 'DELIVERY' | 'STAMP_DUTY';
  /** The ordered product's id; null for a delivery-cost line. */
  orderedProductId: number | null;
  basis: BillLineBasis | null;
  /** Pieces ("3") or kilograms with 3 decimals ("1.234"). */
  quantity: string;
  unit: 'PZ' | 'KG' | null;
  /** EUR per piece or per kg, exact (≤ 8 decimals, trailing zeros trimmed to 2). */
  unitPrice: string;
  /**
   * Grams of one piece on a line by pieces (the approximate weight frozen on the order): the
   * weight basis the bill shows where a 2-decimal piece price would not add up (`billLinePrice`).
   * Absent on lines by kg, delivery and stamp duty, and on bills made before issue 15.
   */
  gramsPerPiece?: number;
  grossCents: number;
  discountPercent: string;
  discountCents: number;
  netCents: number;
  /** VAT percent with 2 decimals ("10.00"). */
  vatRate: string;
  /** Natura of a 0 % line (N2.2, N3.2 …; `natura.ts`); absent on taxed lines and on bills made before issue 14. */
  natura?: string;
  /** RiferimentoNormativo: the law a 0 % line is sold under. */
  legalReference?: string;
}

/** One DatiRiepilogo block: a VAT rate, and for 0 % its Natura and legal reference (absent on bills made before issue 14). */
export interface VatSummary {
  vatRate: string;
  taxableCents: number;
  taxCents: number;
  natura?: string;
  legalReference?: string;
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
  /** Stamp duty due on the bill (D.P.R. 642/72; `stamp-duty.ts`): 2.00 €, charged on as a line or borne by the bakery. Absent = not due. */
  stampDuty?: { amountCents: number; chargedToClient: boolean };
}

/** A VAT percent as hundredths (10 % → 1000n); invalid, empty or out of 0..100 → DEFAULT_VAT. */
export function vatHundredths(vat: string | null | undefined): bigint {
  try {
    const value = parseDecimal((vat ?? '').trim(), 2);
    if (value >= 0n && value <= 10_000n) return value;
  } catch {
    // fall through to the default ("Default VAT 10 when none found", requirements/catalogue-and-price-lists.md#prices-and-vat)
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
  return lines.reduce(
    (sum, l) => sum + lineTotalCents({ gramPrice: l.gramPrice, grams: l.approxWeight, amount: l.amount }),
    0,
  );
}

type Treat = (rate: string) => Pick<BillLine, 'vatRate' | 'natura' | 'legalReference'>;

/** The rate as ordered, or its treatment for the seller and buyer (a missing Natura stays absent: the caller refuses the bill). */
function treatmentOf(context: VatTreatmentContext | undefined): Treat {
  return (rate) => {
    if (!context) return { vatRate: rate };
    const t = vatTreatment(context, rate);
    return t.natura ? { vatRate: t.vatRate, natura: t.natura, legalReference: t.reference } : { vatRate: t.vatRate };
  };
}

/**
 * Whether a line is an amount excluded from the VAT base (N1, art. 15 D.P.R. 633/72: a refundable
 * deposit on crates, sums advanced in the client's name): it takes no share of the delivery cost and
 * no discount, both of which belong to the supply of goods.
 */
export function isExcludedAmount(line: Pick<BillLine, 'natura'>): boolean {
  return line.natura === 'N1';
}

/** The ordinary VAT rate (art. 16 c. 1 D.P.R. 633/72): transport carrying nothing but excluded amounts is a service of its own. */
const ORDINARY_RATE = '22.00';

function productLine(orderId: number, line: BillLineInput, percent: string, treat: Treat): BillLine | null {
  const pieces = deliveredAmount(line);
  if (pieces === 0) return null; // missing items are not billed (requirements/bills-and-e-invoices.md#lines-and-totals)
  const vat = treat(percentText(vatHundredths(line.vat)));
  // an excluded amount (a refundable deposit) is no price of goods: the client's discount stays off it
  const linePercent = isExcludedAmount(vat) ? '0.00' : percent;
  const micros = parseDecimal(line.gramPrice, 6);
  const measured = line.haveToWeight && line.measuredWeight >= 0;
  const grossCents = measured
    ? lineTotalCents({ gramPrice: line.gramPrice, grams: line.measuredWeight, amount: 1 })
    : lineTotalCents({ gramPrice: line.gramPrice, grams: line.approxWeight, amount: pieces });
  const discount = discountCents(grossCents, linePercent);
  return {
    orderId,
    kind: 'PRODUCT',
    orderedProductId: line.id,
    basis: measured ? 'MEASURED' : line.haveToWeight ? 'NOT_WEIGHED' : 'APPROX',
    // kg with 3 decimals; EUR per kg = micro-EUR per gram × 1000 → scale 6 stays exact
    quantity: measured ? scaledToDecimal(BigInt(line.measuredWeight), 3) : String(pieces),
    unit: measured ? 'KG' : 'PZ',
    unitPrice: scaledToDecimal(micros * BigInt(measured ? 1000 : line.approxWeight), 6),
    ...(measured ? {} : { gramsPerPiece: line.approxWeight }),
    grossCents,
    discountPercent: linePercent,
    discountCents: discount,
    netCents: grossCents - discount,
    ...vat,
  };
}

/** The amount fields of a line of one flat amount (a delivery share, a credited amount): 1 × the amount, no discount. */
export function flatAmount(
  cents: number,
): Pick<
  BillLine,
  'basis' | 'quantity' | 'unit' | 'unitPrice' | 'grossCents' | 'discountPercent' | 'discountCents' | 'netCents'
> {
  return {
    basis: null,
    quantity: '1',
    unit: null,
    unitPrice: centsText(cents),
    grossCents: cents,
    discountPercent: '0.00',
    discountCents: 0,
    netCents: cents,
  };
}

const vatKey = (l: Pick<BillLine, 'vatRate' | 'natura' | 'legalReference'>) =>
  `${l.vatRate}|${l.natura ?? ''}|${l.legalReference ?? ''}`;

/**
 * The delivery cost of an order as bill lines, one per VAT treatment of its goods, the cost split in
 * proportion to the goods' taxable amounts at each (`apportionCents`; shares of 0 cents give no line).
 * Transport by the seller is accessory to the supply of the goods: it is not taxed on its own, its
 * charge adds to the taxable amount of the goods it carries (art. 12 D.P.R. 633/72) and so follows their
 * rates; where the goods are taxed at several rates, each rate's base takes its share. Goods worth
 * nothing after discount weigh by their undiscounted value; an order of goods worth nothing at all puts
 * the cost at the highest of their rates. The lines come highest rate first. Excluded amounts (N1,
 * art. 15: refundable deposits) are outside the base and carry none of it; transport of nothing but
 * them is a service of its own at the ordinary rate (art. 16), treated for the seller and buyer.
 */
function deliveryLines(
  orderId: number,
  deliveryCents: number,
  products: readonly BillLine[],
  treat: Treat,
): BillLine[] {
  const goods = products.filter((l) => !isExcludedAmount(l));
  if (goods.length === 0)
    return [
      { orderId, kind: 'DELIVERY', orderedProductId: null, ...flatAmount(deliveryCents), ...treat(ORDINARY_RATE) },
    ];
  const byKey = new Map<string, { line: BillLine; net: number; gross: number }>();
  for (const l of goods) {
    const entry = byKey.get(vatKey(l)) ?? { line: l, net: 0, gross: 0 };
    entry.net += l.netCents;
    entry.gross += l.grossCents;
    byKey.set(vatKey(l), entry);
  }
  const groups = [...byKey.values()].sort((a, b) => {
    const diff = vatHundredths(b.line.vatRate) - vatHundredths(a.line.vatRate);
    return diff === 0n ? 0 : diff > 0n ? 1 : -1;
  });
  const net = groups.reduce((sum, g) => sum + g.net, 0);
  const gross = groups.reduce((sum, g) => sum + g.gross, 0);
  const weights = groups.map((g, i) => (net > 0 ? g.net : gross > 0 ? g.gross : i === 0 ? 1 : 0));
  const shares = apportionCents(deliveryCents, weights);
  return groups.flatMap((g, i) => {
    const cents = shares[i] ?? 0;
    if (cents === 0) return [];
    const { vatRate, natura, legalReference } = g.line;
    return [
      {
        orderId,
        kind: 'DELIVERY' as const,
        orderedProductId: null,
        ...flatAmount(cents),
        ...(natura ? { vatRate, natura, legalReference } : { vatRate }),
      },
    ];
  });
}

/**
 * The bill of a client's orders. Discount: the client's step for each order's value (as ordered)
 * applies to every product line of that order. Delivery cost: once per order that carries it,
 * by the rule of requirements/ordering.md#delivery-cost on the order's value as ordered, undiscounted, split over
 * the rates of the order's goods (`deliveryLines`).
 */
export function computeBill(input: BillInput): BillComputation {
  const lines: BillLine[] = [];
  const treat = treatmentOf(input.vat);
  for (const order of input.orders) {
    const ordered = orderedValueCents(order.lines);
    const percent = discountPercentFor(input.discountSteps, ordered);
    const products = order.lines
      .map((l) => productLine(order.orderId, l, percent, treat))
      .filter((l): l is BillLine => l !== null);
    lines.push(...products);
    const delivery = order.chargeDelivery ? deliveryCostCents(ordered, input.deliveryRule, order.takeaway) : 0;
    if (delivery > 0 && products.length > 0) lines.push(...deliveryLines(order.orderId, delivery, products, treat));
  }
  return summarizeWithStampDuty(lines, input.stampDuty);
}

/**
 * `summarize` with the stamp duty of the lines (`isStampDutyDue`, a STAMP_DUTY line among them is
 * ignored): when due and charged to the client, its 2.00 € line is added. `charge` undefined =
 * stamp duty not considered. The bill and its draft of chosen orders use it alike.
 */
export function summarizeWithStampDuty(
  lines: readonly BillLine[],
  charge: StampDutyCharge | undefined,
): BillComputation {
  const own = lines.filter((l) => l.kind !== 'STAMP_DUTY');
  if (charge === undefined || !isStampDutyDue(own)) return summarize(own);
  const chargedToClient = charge === 'CLIENT';
  return {
    ...summarize(chargedToClient ? [...own, stampDutyLine()] : own),
    stampDuty: { amountCents: STAMP_DUTY_CENTS, chargedToClient },
  };
}

/** The stamp duty charged on to the client: 2.00 €, outside the VAT base (N1, art. 15 D.P.R. 633/72). */
function stampDutyLine(): BillLine {
  return {
    orderId: 0,
    kind: 'STAMP_DUTY',
    orderedProductId: null,
    basis: null,
    quantity: '1',
    unit: null,
    unitPrice: centsText(STAMP_DUTY_CENTS),
    grossCents: STAMP_DUTY_CENTS,
    discountPercent: '0.00',
    discountCents: 0,
    netCents: STAMP_DUTY_CENTS,
    vatRate: '0.00',
    natura: STAMP_DUTY_LINE.natura,
    legalReference: STAMP_DUTY_LINE.reference,
  };
}

/** VAT summary and totals of finished lines (rounding points 3 and 4 of the module comment). */
export function summarize(lines: BillLine[]): BillComputation {
  // one block per rate, and per Natura and legal reference at 0 % (DatiRiepilogo)
  const taxable = new Map<string, VatSummary>();
  for (const l of lines) {
    const block = taxable.get(vatKey(l)) ?? {
      vatRate: l.vatRate,
      taxableCents: 0,
      taxCents: 0,
      ...(l.natura ? { natura: l.natura, legalReference: l.legalReference } : {}),
    };
    block.taxableCents += l.netCents;
    taxable.set(vatKey(l), block);
  }
  const summaries = [...taxable.values()]
    .map((s) => ({
      ...s,
      taxCents: Number(divideRoundHalfUp(BigInt(s.taxableCents) * vatHundredths(s.vatRate), 10_000n)),
    }))
    .sort(
      (a, b) =>
        Number(vatHundredths(b.vatRate) - vatHundredths(a.vatRate)) || (a.natura ?? '').localeCompare(b.natura ?? ''),
    );
  const sum = (f: (l: BillLine) => number, ls: readonly BillLine[] = lines) => ls.reduce((s, l) => s + f(l), 0);
  const products = lines.filter((l) => l.kind === 'PRODUCT');
  const netCents = sum((l) => l.netCents);
  const taxCents = summaries.reduce((s, v) => s + v.taxCents, 0);
  return {
    lines,
    summaries,
    goodsCents: sum((l) => l.grossCents, products),
    discountCents: sum((l) => l.discountCents),
    deliveryCents: sum(
      (l) => l.netCents,
      lines.filter((l) => l.kind === 'DELIVERY'),
    ),
    netCents,
    taxCents,
    totalCents: netCents + taxCents,
  };
}

/** The due date (requirements/bills-and-e-invoices.md#lines-and-totals) of a bill dated `billDate` (YYYY-MM-DD). */
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
  return numbersPerYear(format) && lastYear !== null && lastYear < year ? 1 : current + 1;
}

/** Whether a number format restarts each calendar year (it prints the year: %Y or %y). */
export const numbersPerYear = (format: string): boolean => /%[Yy]/.test(format);

/**
 * The earlier year whose series a bill dated `billDate` is numbered in, or null for the counter's own
 * series. Where the format numbers per year and the counter already counts a later year, a bill dated in
 * an earlier year (an immediate invoice of 30 December issued on 5 January, after the year's first bill)
 * takes the next number of its own year's series: with yearly numbering the year is part of the invoice's
 * identification (Agenzia delle Entrate, risoluzione n. 1/E of 10 January 2013), and an immediate invoice
 * must carry its delivery's day (art. 21 c. 4 D.P.R. 633/72), so it cannot move into the new year.
 */
export function earlierSeriesYear(format: string, counterYear: number | null, billDate: string): number | null {
  const year = Number(billDate.slice(0, 4));
  return numbersPerYear(format) && counterYear !== null && year < counterYear ? year : null;
}

/** Base and billing data of a client (requirements/bills-and-e-invoices.md#client-billing-data) as far as a bill needs it. */
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
 * What a client still has to enter before a bill (requirements/bills-and-e-invoices.md#creating-a-bill;
 * "The customer still has to enter the billing data!"): a name (company or full
 * name), street, postal code, city, and a VAT number or tax code (SdI 00417). A client abroad
 * without either is billed under IdPaese with 99999999999 as IdCodice (Agenzia delle Entrate,
 * FAQ n. 63 of 19 July 2019), so it misses no tax id. Empty = complete.
 */
export function missingBillingData(d: BillingDetails | null | undefined): string[] {
  const blank = (v: string | null | undefined) => !v || v.trim() === '';
  const abroad = !blank(d?.country) && d?.country?.trim().toUpperCase() !== 'IT';
  const missing: string[] = [];
  if (blank(d?.companyName) && blank(d?.fullName)) missing.push('name');
  if (blank(d?.street)) missing.push('street');
  if (blank(d?.postalCode)) missing.push('postalCode');
  if (blank(d?.city)) missing.push('city');
  if (blank(d?.partitaIva) && blank(d?.taxNumber) && !abroad) missing.push('taxId');
  return missing;
}

/**
 * The period a bill's goods were supplied in, as its PDF and screen show it ("Leistungszeitraum"): from its
 * first to its last order's delivery day, one day for an immediate invoice of one delivery. The period the
 * bill was made for (the month a bill run or the form chose) is where its orders were looked for, not when
 * they were delivered; it stands only for a bill without orders.
 */
export function suppliedPeriod(
  deliveryDates: readonly string[],
  chosen: { from: string | null; to: string | null },
): { from: string; to: string } | null {
  const sorted = [...deliveryDates].sort();
  const [first, last] = [sorted.at(0), sorted.at(-1)];
  if (first !== undefined && last !== undefined) return { from: first, to: last };
  return chosen.from && chosen.to ? { from: chosen.from, to: chosen.to } : null;
}

/** A period as text: one day alone, else "from – to", each day written by `format`. */
export function periodText(period: { from: string; to: string }, format: (isoDate: string) => string): string {
  return period.from === period.to ? format(period.from) : `${format(period.from)} – ${format(period.to)}`;
}
