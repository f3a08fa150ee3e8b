/**
 * Production rules (requirements/production.md): bake-list totals with additional breads, the
 * comparison of a generated bake list with the live orders, weighing and missing amounts on the
 * compile screen, label prices and label sizes, and delivery-docket number allocation.
 *
 * Invariants: amounts and grams are non-negative safe integers; money is integer cents (see
 * money.ts); a measured weight is the grams of the whole ordered product (all its pieces),
 * -1 = not weighed.
 */
import { formatDocumentNumber, type DocumentNumberAffix } from './document-number';
import { lineTotalCents } from './money';
import { orderLineCents } from './ordering';

/** A bake list (requirements/production.md#bake-list) covers at most this many rows (products, or breakdown rows). */
export const BAKE_LIST_LIMIT = 10_000;
/** The compile view (requirements/production.md#compile-and-weigh) shows at most this many ordered products per page. */
export const COMPILE_LIMIT = 1_000;
/** measured_weight of a product not weighed yet (requirements/production.md#compile-and-weigh). */
export const NOT_WEIGHED = -1;
/** Upper bound of one measured weight in grams (a typing slip, not a real bag, beyond it). */
export const MAX_MEASURED_GRAMS = 1_000_000;
/** Upper bound of additional breads of one product for one deadline. */
export const MAX_ADDITIONAL_AMOUNT = 99_999;

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative safe integer: ${value}`);
}

/** Approximate grams of `amount` pieces of `approxWeight` grams. */
export function approxWeightGrams(amount: number, approxWeight: number): number {
  assertCount(amount, 'amount');
  assertCount(approxWeight, 'approxWeight');
  const grams = amount * approxWeight;
  assertCount(grams, 'grams');
  return grams;
}

/** Ordered pieces of one product for a deadline (summed over accepted orders). */
export interface OrderedTotal {
  productId: number;
  amount: number;
  /** Sum of amount × approximate weight frozen on each ordered product. */
  weightGrams: number;
}

export interface AdditionalBread {
  productId: number;
  amount: number;
  /** The product's current approximate weight per piece, grams. */
  approxWeight: number;
}

export interface BakeListTotal {
  productId: number;
  orderedAmount: number;
  additionalAmount: number;
  totalAmount: number;
  weightGrams: number;
}

/**
 * The bake list's totals per product: ordered pieces plus additional breads, with the
 * approximate weight of both. Products come in the order of `ordered`, then products that only
 * have additional breads, in the order given.
 */
export function bakeListTotals(
  ordered: readonly OrderedTotal[],
  additional: readonly AdditionalBread[],
): BakeListTotal[] {
  const byProduct = new Map<number, BakeListTotal>();
  for (const o of ordered) {
    assertCount(o.amount, 'amount');
    assertCount(o.weightGrams, 'weightGrams');
    const prev = byProduct.get(o.productId);
    const orderedAmount = (prev?.orderedAmount ?? 0) + o.amount;
    const weightGrams = (prev?.weightGrams ?? 0) + o.weightGrams;
    byProduct.set(o.productId, {
      productId: o.productId,
      orderedAmount,
      additionalAmount: 0,
      totalAmount: orderedAmount,
      weightGrams,
    });
  }
  for (const a of additional) {
    const prev = byProduct.get(a.productId) ?? {
      productId: a.productId,
      orderedAmount: 0,
      additionalAmount: 0,
      totalAmount: 0,
      weightGrams: 0,
    };
    const additionalAmount = prev.additionalAmount + a.amount;
    byProduct.set(a.productId, {
      ...prev,
      additionalAmount,
      totalAmount: prev.orderedAmount + additionalAmount,
      weightGrams: prev.weightGrams + approxWeightGrams(a.amount, a.approxWeight),
    });
  }
  return [...byProduct.values()];
}

/**
 * History entries (order_events.kind) that change what a generated bake list bakes: an order
 * placed, its lines, its acceptance, or its delivery moved. Paid / unpaid change nothing on the
 * bake list, so an order marked paid is not "changed since generated".
 */
export const BAKE_LIST_CHANGE_KINDS = [
  'PLACED',
  'PRODUCT_ADDED',
  'AMOUNT_CHANGED',
  'PRODUCT_REMOVED',
  'ACCEPTED',
  'UNACCEPTED',
  'DELIVERY_SHIFTED',
  'DEADLINE_CHANGED',
] as const;

/** A product of a generated bake list as it was frozen. */
export interface SnapshotTotal {
  productId: number;
  orderedAmount: number;
  additionalAmount: number;
}

export interface SnapshotComparison {
  productId: number;
  /** Live amounts (0 when the product is no longer ordered). */
  orderedAmount: number;
  additionalAmount: number;
  /** Frozen amounts (null: the product was not on the generated list). */
  snapshotOrderedAmount: number | null;
  snapshotAdditionalAmount: number | null;
  /** Live and frozen amounts differ. */
  changed: boolean;
}

/**
 * Compares the live bake list with the generated one, product by product: every product on
 * either side appears once (live order first, then products only on the snapshot), flagged
 * when its ordered or additional amount differs.
 */
export function compareWithSnapshot(
  live: readonly SnapshotTotal[],
  snapshot: readonly SnapshotTotal[],
): SnapshotComparison[] {
  const frozen = new Map(snapshot.map((s) => [s.productId, s]));
  const seen = new Set<number>();
  const rows: SnapshotComparison[] = [];
  const row = (productId: number, l: SnapshotTotal | undefined, s: SnapshotTotal | undefined): SnapshotComparison => ({
    productId,
    orderedAmount: l?.orderedAmount ?? 0,
    additionalAmount: l?.additionalAmount ?? 0,
    snapshotOrderedAmount: s ? s.orderedAmount : null,
    snapshotAdditionalAmount: s ? s.additionalAmount : null,
    changed:
      (l?.orderedAmount ?? 0) !== (s?.orderedAmount ?? 0) || (l?.additionalAmount ?? 0) !== (s?.additionalAmount ?? 0),
  });
  for (const l of live) {
    seen.add(l.productId);
    rows.push(row(l.productId, l, frozen.get(l.productId)));
  }
  for (const s of snapshot) if (!seen.has(s.productId)) rows.push(row(s.productId, undefined, s));
  return rows;
}

/** A measured weight to store: whole grams 1 … MAX_MEASURED_GRAMS, or -1 to reset to "not weighed". */
export function isValidMeasuredWeight(grams: unknown): grams is number {
  return (
    typeof grams === 'number' &&
    Number.isInteger(grams) &&
    (grams === NOT_WEIGHED || (grams >= 1 && grams <= MAX_MEASURED_GRAMS))
  );
}

/** Missing pieces of an ordered product: a whole number 0 … amount. */
export function isValidMissing(missing: unknown, amount: number): missing is number {
  return typeof missing === 'number' && Number.isInteger(missing) && missing >= 0 && missing <= amount;
}

/** The state of an ordered product on the compile screen. */
export interface CompileLineState {
  amount: number;
  haveToWeight: boolean;
  measuredWeight: number;
  missing: number;
  packed: boolean;
}

/**
 * Whether an ordered product is done on the compile screen: all of it missing, or else weighed
 * (products that have to be weighed) or marked packed (the others). The compile progress counts
 * these; the server's SQL count mirrors this rule.
 */
export function isLinePacked(line: CompileLineState): boolean {
  if (line.missing >= line.amount) return true;
  return line.haveToWeight ? line.measuredWeight >= 0 : line.packed;
}

/** Pieces actually delivered: amount minus missing (never negative). */
export function deliveredAmount(line: Pick<CompileLineState, 'amount' | 'missing'>): number {
  return Math.max(0, line.amount - Math.max(0, line.missing));
}

export interface DeliveredLinePrice extends CompileLineState {
  /** EUR per gram frozen on the ordered product. */
  gramPrice: string;
  approxWeight: number;
  /** EUR per piece set by a host, negative = none. */
  displayPrice: string;
}

/**
 * The price of what is delivered, in cents (labels, dockets, and later bills): a weighed product
 * with a measured weight costs gram price × measured grams (requirements/production.md#compile-and-weigh), half-up once; otherwise
 * the ordered product's price (display price or gram price × approximate weight) for the
 * delivered pieces (amount − missing). Nothing delivered costs 0.
 */
export function deliveredLineCents(line: DeliveredLinePrice): number {
  const pieces = deliveredAmount(line);
  if (pieces === 0) return 0;
  if (line.haveToWeight && line.measuredWeight >= 0)
    return lineTotalCents({ gramPrice: line.gramPrice, grams: line.measuredWeight, amount: 1 });
  return orderLineCents({
    gramPrice: line.gramPrice,
    approxWeight: line.approxWeight,
    displayPrice: line.displayPrice,
    amount: pieces,
  });
}

/**
 * What the bakery charges its client for a delivered line, in cents — the gross of the bill's line
 * (`computeBill`): gram price × measured grams for a weighed product, else gram price × approximate
 * weight × delivered pieces. A host's display price is its price to its guest and never counts
 * here: a delivery docket goes from the bakery to the host, so it carries the bill's prices (requirements/production.md#delivery-dockets).
 */
export function bakeryDeliveredLineCents(line: Omit<DeliveredLinePrice, 'displayPrice'>): number {
  return deliveredLineCents({ ...line, displayPrice: '-1' });
}

/** The bakery's price of one piece in cents: gram price × approximate weight, half-up (no display price). */
export function bakeryPieceCents(line: Pick<DeliveredLinePrice, 'gramPrice' | 'approxWeight'>): number {
  return lineTotalCents({ gramPrice: line.gramPrice, grams: line.approxWeight, amount: 1 });
}

/** Printer label settings of a bakery (requirements/production.md#labels): width, height (null = continuous roll), price on label. */
export interface LabelSettings {
  widthMm: number;
  heightMm: number | null;
  priceOnLabel: boolean;
}

export const LABEL_WIDTH_MM = { min: 20, max: 220 } as const;
export const LABEL_HEIGHT_MM = { min: 10, max: 500 } as const;

/** Fields of label settings that are out of range (empty = valid): whole millimetres within the bounds. */
export function labelSettingsProblems(s: LabelSettings): ('widthMm' | 'heightMm')[] {
  const within = (v: number, b: { min: number; max: number }) => Number.isInteger(v) && v >= b.min && v <= b.max;
  const problems: ('widthMm' | 'heightMm')[] = [];
  if (!within(s.widthMm, LABEL_WIDTH_MM)) problems.push('widthMm');
  if (s.heightMm !== null && !within(s.heightMm, LABEL_HEIGHT_MM)) problems.push('heightMm');
  return problems;
}

export interface AllocatedNumber {
  /** The counter value the number was made from. */
  sequence: number;
  number: string;
}

/**
 * Consecutive document numbers after `current` (the last one issued), one per date, in the
 * given order: current + 1, current + 2, … formatted with `formatDocumentNumber`. Returns the
 * numbers and the new counter value; no value is skipped.
 */
export function allocateDocumentNumbers(
  format: string,
  current: number,
  dates: readonly string[],
  affix: DocumentNumberAffix = {},
): { numbers: AllocatedNumber[]; current: number } {
  assertCount(current, 'current');
  const numbers = dates.map((date, i) => ({
    sequence: current + i + 1,
    number: formatDocumentNumber(format, current + i + 1, date, affix),
  }));
  return { numbers, current: current + dates.length };
}
