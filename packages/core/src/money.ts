/**
 * Prices (requirements/catalogue-and-price-lists.md#prices-and-vat): price = gram price × weight in grams; weighed products display per kg
 * (gram price × 1000); prices show 2 decimals and the euro sign; default VAT 10 %.
 *
 * Invariants: amounts of money are integer cents; gram prices are decimal strings of at most
 * 6 decimals (micro-euros per gram) and all arithmetic runs on BigInt, rounding once, half-up,
 * at the end. Negative, non-finite or over-precise input throws `RangeError`.
 */
import { divideRoundHalfUp, parseDecimal } from './decimal';
import { DECIMAL_MARK } from './locale-decimal';
import { groupDigits } from './number-format';
import type { Language } from './language';

/** VAT percentage used when none is found (requirements/catalogue-and-price-lists.md#prices-and-vat). */
export const DEFAULT_VAT = 10;

const GRAM_PRICE_SCALE = 6;
const GRAMS_SCALE = 3;
/** micro-euro per gram × milligram = 10^-9 €; one cent is 10^-2 €. */
const NANO_EUROS_PER_CENT = 10_000_000n;
/** One cent is 10^4 micro-euros (a gram price × 1000 g stays in micro-euros). */
const MICRO_EUROS_PER_CENT = 10_000n;

function parseGramPrice(gramPrice: string): bigint {
  const micros = parseDecimal(gramPrice, GRAM_PRICE_SCALE);
  if (micros < 0n) throw new RangeError(`Gram price must not be negative: ${gramPrice}`);
  return micros;
}

/** Grams as integer milligrams; the number's shortest decimal form may have up to 3 decimals. */
function parseGrams(grams: number): bigint {
  if (!Number.isFinite(grams) || grams < 0 || grams > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`Grams must be a finite non-negative number: ${grams}`);
  }
  return parseDecimal(String(grams), GRAMS_SCALE);
}

function toSafeNumber(cents: bigint): number {
  const result = Number(cents);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount too large: ${cents} cents`);
  return result;
}

export interface LineInput {
  /** Euro per gram as a decimal string, up to 6 decimals ("0.0045"). */
  gramPrice: string;
  /** Weight of one piece in grams, up to 3 decimals. */
  grams: number;
  /** Number of pieces, a non-negative integer. */
  amount: number;
}

/** gramPrice × grams × amount in cents, rounded half-up once: 0.0045 × 80 × 3 → 108. */
export function lineTotalCents({ gramPrice, grams, amount }: LineInput): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`Amount must be a non-negative integer: ${amount}`);
  }
  const nanoEuros = parseGramPrice(gramPrice) * parseGrams(grams) * BigInt(amount);
  return toSafeNumber(divideRoundHalfUp(nanoEuros, NANO_EUROS_PER_CENT));
}

/** Display price per kilogram in cents: gram price × 1000, half-up ("0.0045" → 450). */
export function pricePerKgCents(gramPrice: string): number {
  return toSafeNumber(divideRoundHalfUp(parseGramPrice(gramPrice) * 1000n, MICRO_EUROS_PER_CENT));
}

/**
 * Cents as a euro amount for display: de '1.234,56 €', it '1.234,56 €' (a no-break space
 * U+00A0 before €), en '€1,234.56', negative '-2,50 €' / '-€2.50': as Intl's euro format with
 * grouping 'always' writes them (money.test.ts compares), from the integer cents without Intl
 * (number-format.ts says why).
 */
export function formatCents(cents: number, language: Language): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  const magnitude = Math.abs(cents);
  const euros = groupDigits(String((magnitude - (magnitude % 100)) / 100), language);
  const amount = `${euros}${DECIMAL_MARK[language]}${String(magnitude % 100).padStart(2, '0')}`;
  const sign = cents < 0 ? '-' : '';
  return language === 'en' ? `${sign}€${amount}` : `${sign}${amount}\u00a0€`;
}
