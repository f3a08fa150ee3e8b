/**
 * Prices as a bakery types them: a euro amount per piece or per kilogram, turned into the gram
 * price the database stores (requirements/catalogue-and-price-lists.md#prices-and-vat). Exact BigInt arithmetic, no floats.
 */
import { divideRoundHalfUp } from './decimal';

const EURO_TEXT = /^(\d{1,9})(?:[.,](\d{0,2}))?$/;
const MICRO_EUROS_PER_CENT = 10_000n;

/**
 * A euro amount typed by a person ("4,50", "4.5", "12", " 0,99 ") in cents; null for anything
 * else: empty, negative, letters, thousands separators or more than 2 decimals.
 */
export function parseEuroCents(text: string): number | null {
  const match = EURO_TEXT.exec(text.trim());
  if (!match) return null;
  const [, euros = '0', fraction = ''] = match;
  return Number(euros) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The gram price (6 decimals, rounded half-up once) of `cents` for `grams` grams:
 * 450 cents per 1000 g → "0.004500"; 45 cents for a 50 g roll → "0.009000".
 * Throws `RangeError` for negative cents or a weight that is not a positive integer.
 */
export function gramPriceFromCents(cents: number, grams: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Cents must be a non-negative integer: ${cents}`);
  if (!Number.isSafeInteger(grams) || grams <= 0) throw new RangeError(`Grams must be a positive integer: ${grams}`);
  const micros = divideRoundHalfUp(BigInt(cents) * MICRO_EUROS_PER_CENT, BigInt(grams));
  const text = micros.toString().padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`;
}
