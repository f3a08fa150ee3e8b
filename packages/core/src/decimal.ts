/**
 * Exact decimal arithmetic for money: decimal strings become scaled BigInt integers, so no
 * binary floating point touches a price.
 *
 * Invariants: `parseDecimal` accepts only plain decimal notation (optional '-', digits,
 * optionally '.' and digits; no spaces, exponents, '+' or thousands separators) with at most
 * `scale` fractional digits — it never rounds, it refuses (`RangeError`).
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const MAX_SCALE = 20;

/** `value` × 10^scale as a BigInt: parseDecimal('0.0045', 6) === 4500n. */
export function parseDecimal(value: string, scale: number): bigint {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new RangeError(`scale must be an integer in 0..${MAX_SCALE}: ${scale}`);
  }
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a decimal number: ${JSON.stringify(value)}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > scale) {
    throw new RangeError(`More than ${scale} decimals: ${JSON.stringify(value)}`);
  }
  const magnitude = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign === '-' ? -magnitude : magnitude;
}

/** numerator / denominator rounded half away from zero (half-up for non-negative values). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude + denominator / 2n) / denominator;
  return negative ? -quotient : quotient;
}
