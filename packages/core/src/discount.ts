/**
 * Discounts (requirements/bills-and-e-invoices.md#discounts): a bakery's discount is a list of steps,
 * each "from this order amount on, this percent off". Amounts are integer cents, percents are
 * decimal strings with at most 2 decimals ("5", "12.50"); no binary floating point is used.
 *
 * Invariants of valid steps (`discountStepsProblem` returns null): 1..DISCOUNT_MAX_STEPS steps,
 * every fromCents a non-negative safe integer, strictly ascending, every percent 0..100.
 */
import { divideRoundHalfUp, parseDecimal } from './decimal';

export interface DiscountStep {
  /** Order amount in cents from which the step applies (inclusive). */
  fromCents: number;
  /** Percent off as a decimal string, at most 2 decimals, 0..100. */
  percent: string;
}

export const DISCOUNT_MAX_STEPS = 10;
export const DISCOUNT_NAME_MAX = 80;
const PERCENT_SCALE = 2;
const HUNDRED_PERCENT = 10_000n; // 100.00 at scale 2

/** Percent as hundredths (5.5 % → 550n), or null when not a decimal 0..100 with ≤ 2 decimals. */
export function parsePercent(percent: string): bigint | null {
  try {
    const value = parseDecimal(percent.trim(), PERCENT_SCALE);
    return value < 0n || value > HUNDRED_PERCENT ? null : value;
  } catch {
    return null;
  }
}

/** Canonical text of a valid percent with 2 decimals ("5" → "5.00"); throws RangeError otherwise. */
export function normalizePercent(percent: string): string {
  const value = parsePercent(percent);
  if (value === null) throw new RangeError(`Not a percent 0..100 with at most 2 decimals: ${JSON.stringify(percent)}`);
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

export type DiscountStepsProblem = 'COUNT' | 'FROM' | 'PERCENT' | 'ORDER';

/** The first problem of a list of steps, or null when the steps are valid. */
export function discountStepsProblem(steps: readonly DiscountStep[]): DiscountStepsProblem | null {
  if (steps.length < 1 || steps.length > DISCOUNT_MAX_STEPS) return 'COUNT';
  if (steps.some((s) => !Number.isSafeInteger(s.fromCents) || s.fromCents < 0)) return 'FROM';
  if (steps.some((s) => parsePercent(s.percent) === null)) return 'PERCENT';
  if (
    steps.some((s, i) => {
      const previous = steps[i - 1];
      return previous !== undefined && s.fromCents <= previous.fromCents;
    })
  )
    return 'ORDER';
  return null;
}

/**
 * The percent that applies to an amount: the step with the highest fromCents ≤ amountCents
 * ("0.00" when none applies), normalized to 2 decimals. Steps need not be sorted.
 */
export function discountPercentFor(steps: readonly DiscountStep[], amountCents: number): string {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`Amount must be integer cents: ${amountCents}`);
  let best: DiscountStep | null = null;
  for (const step of steps) {
    if (step.fromCents <= amountCents && (best === null || step.fromCents > best.fromCents)) best = step;
  }
  return best === null ? '0.00' : normalizePercent(best.percent);
}

/** The discount in cents of an amount at a percent, rounded half-up once: 1999 at "5.00" → 100. */
export function discountCents(amountCents: number, percent: string): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError(`Amount must be non-negative integer cents: ${amountCents}`);
  const hundredths = parsePercent(percent);
  if (hundredths === null)
    throw new RangeError(`Not a percent 0..100 with at most 2 decimals: ${JSON.stringify(percent)}`);
  return Number(divideRoundHalfUp(BigInt(amountCents) * hundredths, HUNDRED_PERCENT));
}
