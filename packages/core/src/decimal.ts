/**
 * Exact decimal arithmetic, the one decimal module: no binary floating point touches a price or
 * an e-invoice amount. Two readings of a decimal text, for two kinds of caller:
 * - `parseDecimal(text, scale)`: a money value as a BigInt scaled to a fixed number of decimals.
 *   It accepts only plain decimal notation (optional '-', digits, optionally '.' and digits; no
 *   spaces, exponents, '+' or thousands separators) with at most `scale` fractional digits — it
 *   never rounds, it refuses (`RangeError`).
 * - `parseExactDecimal(text)`: an `ExactDecimal` keeping the decimals it was written with, for the
 *   e-invoice's sums and SdI's tolerances; it also takes a '+' and surrounding spaces, and answers
 *   null instead of throwing (a number read from a file may be anything).
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

/**
 * An exact decimal of any scale, `units / 10^scale` with BigInt units: what the e-invoice's
 * amounts are read into and summed in (`@bakery/einvoice`), so SdI's tolerances are checked
 * without binary floats. Unlike `parseDecimal` above (a money value at a scale the caller fixes,
 * refused when it has more decimals), a value keeps the decimals it was written with.
 */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

const EXACT_DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads '12', '-0.50', '+3.125' (surrounding spaces ignored, any number of decimals); null for
 * anything else (no exponent, no comma) — the lenient reading of numbers found in an XML file.
 */
export function parseExactDecimal(text: string): ExactDecimal | null {
  const match = EXACT_DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** {@link parseExactDecimal} of a text known to be a number; a RangeError when it is not. */
export function exactDecimalOf(text: string): ExactDecimal {
  const value = parseExactDecimal(text);
  if (!value) throw new RangeError(`not a decimal number: '${text}'`);
  return value;
}

function rescale(value: ExactDecimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

export function addDecimals(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function subtractDecimals(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return addDecimals(a, { units: -b.units, scale: b.scale });
}

export function multiplyDecimals(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Divides by 10^digits exactly (percentages: digits = 2). */
export function shiftDecimal(value: ExactDecimal, digits: number): ExactDecimal {
  return { units: value.units, scale: value.scale + digits };
}

export function compareDecimals(a: ExactDecimal, b: ExactDecimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const diff = rescale(a, scale) - rescale(b, scale);
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
}

export function absDecimal(value: ExactDecimal): ExactDecimal {
  return value.units < 0n ? { units: -value.units, scale: value.scale } : value;
}

export function isZeroDecimal(value: ExactDecimal): boolean {
  return value.units === 0n;
}

/** Rounds half away from zero ("per eccesso se la terza cifra è ≥ 5") to `scale` decimals. */
export function roundDecimalHalfUp(value: ExactDecimal, scale: number): ExactDecimal {
  if (value.scale <= scale) return { units: rescale(value, scale), scale };
  return { units: divideRoundHalfUp(value.units, 10n ** BigInt(value.scale - scale)), scale };
}

/** Writes the value with at least minDecimals decimals and no trailing zeros beyond them. */
export function formatExactDecimal(value: ExactDecimal, minDecimals: number): string {
  let units = value.units;
  let scale = value.scale;
  while (scale > minDecimals && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  if (scale < minDecimals) {
    units *= 10n ** BigInt(minDecimals - scale);
    scale = minDecimals;
  }
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}
