import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divideRoundHalfUp, parseDecimal } from './decimal';

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
