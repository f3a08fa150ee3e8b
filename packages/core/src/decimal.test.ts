import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  absDecimal,
  addDecimals,
  compareDecimals,
  divideRoundHalfUp,
  exactDecimalOf,
  formatExactDecimal,
  multiplyDecimals,
  parseDecimal,
  parseExactDecimal,
  roundDecimalHalfUp,
  shiftDecimal,
  subtractDecimals,
} from './decimal';

describe('parseDecimal', () => {
  it('scales exactly without floating point', () => {
    expect(parseDecimal('0.0045', 6)).toBe(4500n);
    expect(parseDecimal('12', 2)).toBe(1200n);
    expect(parseDecimal('0.1', 1)).toBe(1n);
    expect(parseDecimal('1.230', 3)).toBe(1230n);
    expect(parseDecimal('-2.5', 2)).toBe(-250n);
    expect(parseDecimal('007', 0)).toBe(7n);
    expect(parseDecimal('123456789012345678901234567890.123456', 6)).toBe(123456789012345678901234567890123456n);
  });

  it('refuses more decimals than the scale instead of rounding', () => {
    expect(() => parseDecimal('0.0000001', 6)).toThrow(RangeError);
    expect(() => parseDecimal('1.5', 0)).toThrow(RangeError);
  });

  it.each(['', ' 1', '1 ', '1,5', '1.', '.5', '+1', '1e3', 'abc', 'NaN', 'Infinity', '--1', '1.2.3', '0x10'])(
    'refuses %j',
    (value) => {
      expect(() => parseDecimal(value, 6)).toThrow(RangeError);
    },
  );

  it('refuses invalid scales', () => {
    expect(() => parseDecimal('1', -1)).toThrow(RangeError);
    expect(() => parseDecimal('1', 1.5)).toThrow(RangeError);
  });

  it('inverts formatting of a scaled integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }), (units, scale) => {
        const text = units.toString().padStart(scale + 1, '0');
        const decimal = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
        expect(parseDecimal(decimal, scale)).toBe(units);
      }),
    );
  });
});

describe('divideRoundHalfUp', () => {
  it('rounds halves away from zero', () => {
    expect(divideRoundHalfUp(125n, 10n)).toBe(13n);
    expect(divideRoundHalfUp(124n, 10n)).toBe(12n);
    expect(divideRoundHalfUp(-125n, 10n)).toBe(-13n);
    expect(divideRoundHalfUp(-124n, 10n)).toBe(-12n);
    expect(divideRoundHalfUp(0n, 7n)).toBe(0n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

const show = (text: string, min = 2) => formatExactDecimal(exactDecimalOf(text), min);

describe('ExactDecimal (the e-invoice amounts, any scale)', () => {
  it('parses plain decimals only', () => {
    expect(parseExactDecimal('12.50')).toEqual({ units: 1250n, scale: 2 });
    expect(parseExactDecimal('-0.5')).toEqual({ units: -5n, scale: 1 });
    expect(parseExactDecimal('+7')).toEqual({ units: 7n, scale: 0 });
    for (const bad of ['', '1,5', '1e3', '.5', '5.', 'NaN', '1.2.3']) expect(parseExactDecimal(bad), bad).toBeNull();
  });

  it('formats with minimum decimals and without surplus zeros', () => {
    expect(show('3')).toBe('3.00');
    expect(show('1.23400000')).toBe('1.234');
    expect(show('4.50000000')).toBe('4.50');
    expect(show('-0.05')).toBe('-0.05');
    expect(show('0.000', 0)).toBe('0');
  });

  it('computes exactly where floats do not', () => {
    expect(formatExactDecimal(addDecimals(exactDecimalOf('0.1'), exactDecimalOf('0.2')), 2)).toBe('0.30');
    expect(formatExactDecimal(multiplyDecimals(exactDecimalOf('1.234'), exactDecimalOf('4.50')), 2)).toBe('5.553');
    expect(formatExactDecimal(shiftDecimal(exactDecimalOf('22'), 2), 2)).toBe('0.22');
    expect(formatExactDecimal(absDecimal(subtractDecimals(exactDecimalOf('1.00'), exactDecimalOf('1.05'))), 2)).toBe(
      '0.05',
    );
    expect(compareDecimals(exactDecimalOf('1.10'), exactDecimalOf('1.1'))).toBe(0);
    expect(compareDecimals(exactDecimalOf('-2'), exactDecimalOf('1'))).toBe(-1);
  });

  it('rounds half away from zero', () => {
    expect(formatExactDecimal(roundDecimalHalfUp(exactDecimalOf('1.005'), 2), 2)).toBe('1.01'); // 1.005 is 1.00499… as a float
    expect(formatExactDecimal(roundDecimalHalfUp(exactDecimalOf('1.0049'), 2), 2)).toBe('1.00');
    expect(formatExactDecimal(roundDecimalHalfUp(exactDecimalOf('-1.005'), 2), 2)).toBe('-1.01');
    expect(formatExactDecimal(roundDecimalHalfUp(exactDecimalOf('2.5'), 2), 2)).toBe('2.50');
  });
});
