/**
 * Exact decimals for the e-invoice: a value is `units / 10^scale` with BigInt units, so sums,
 * products and the SdI tolerances are computed without binary floats.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Parses '12', '-0.50', '+3.125'; null for anything else (no exponent, no comma). */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

export function decimalOf(text: string): Decimal {
  const value = parseDecimal(text);
  if (!value) throw new RangeError(`not a decimal number: '${text}'`);
  return value;
}

function rescale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  return add(a, { units: -b.units, scale: b.scale });
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Divides by 10^digits exactly (percentages: digits = 2). */
export function shift(value: Decimal, digits: number): Decimal {
  return { units: value.units, scale: value.scale + digits };
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const diff = rescale(a, scale) - rescale(b, scale);
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
}

export function abs(value: Decimal): Decimal {
  return value.units < 0n ? { units: -value.units, scale: value.scale } : value;
}

export function isZero(value: Decimal): boolean {
  return value.units === 0n;
}

/** Rounds half away from zero ("per eccesso se la terza cifra è ≥ 5") to `scale` decimals. */
export function roundHalfUp(value: Decimal, scale: number): Decimal {
  if (value.scale <= scale) return { units: rescale(value, scale), scale };
  const divisor = 10n ** BigInt(value.scale - scale);
  const magnitude = value.units < 0n ? -value.units : value.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { units: value.units < 0n ? -rounded : rounded, scale };
}

/** Writes the value with at least minDecimals decimals and no trailing zeros beyond them. */
export function formatDecimal(value: Decimal, minDecimals: number): string {
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
