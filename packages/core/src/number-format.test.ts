import { describe, expect, it } from 'vitest';
import { formatInteger, formatPercentWithSign, formatPercentChange, groupDigits } from './number-format';

const LANGUAGES = ['de', 'it', 'en'] as const;

describe('formatInteger', () => {
  it("writes what Intl writes with grouping 'always'", () => {
    const samples = [0, 7, 42, 999, 1000, 1815, 12_345, 999_999, 1_000_000, -1, -2500, Number.MAX_SAFE_INTEGER];
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language, { useGrouping: 'always' });
      for (const value of samples)
        expect(formatInteger(value, language), `${value} ${language}`).toBe(intl.format(value));
    }
  });

  it('groups four digits in Italian too, like the amounts beside it (CLDR alone would write 1815)', () => {
    expect(formatInteger(1815, 'it')).toBe('1.815');
    expect(formatInteger(1815, 'en')).toBe('1,815');
  });

  it('refuses what is no whole number', () => {
    expect(() => formatInteger(1.5, 'de')).toThrow(RangeError);
    expect(() => formatInteger(Number.NaN, 'de')).toThrow(RangeError);
    expect(() => groupDigits('-12', 'de')).toThrow(RangeError);
  });
});

describe('formatPercentChange', () => {
  it("writes what Intl's signed percent with one decimal writes", () => {
    const samples = [
      0, -0, 0.1, 0.04, 1, 9.95, 34.7, 99.9, 100, 999.9, 1000, 1234.5, 100_000, -0.1, -34.7, -100, -1234.5,
    ];
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language, {
        style: 'percent',
        signDisplay: 'exceptZero',
        maximumFractionDigits: 1,
        useGrouping: 'always',
      });
      for (const change of samples) {
        // Intl rounds the fraction it is given; the change is rounded to tenths first (core/dashboard changePercent)
        const tenths = Math.round(change * 10) / 10;
        expect(formatPercentChange(tenths, language), `${change} ${language}`).toBe(intl.format(tenths / 100));
      }
    }
  });

  it('writes the percent sign as each language does, and no sign for no change', () => {
    expect(formatPercentChange(34.7, 'de')).toBe('+34,7\u00a0%');
    expect(formatPercentChange(34.7, 'it')).toBe('+34,7%');
    expect(formatPercentChange(-2.5, 'en')).toBe('-2.5%');
    expect(formatPercentChange(0, 'en')).toBe('0%');
  });

  it('refuses what is no number', () => {
    expect(() => formatPercentChange(Number.POSITIVE_INFINITY, 'de')).toThrow(RangeError);
  });
});

describe('formatPercentWithSign', () => {
  it('writes a stored rate as documents print it: de and it "10 %" with a narrow no-break space, en "10%"', () => {
    expect(formatPercentWithSign('10.00', 'de')).toBe('10\u202f%');
    expect(formatPercentWithSign('10.00', 'it')).toBe('10\u202f%');
    expect(formatPercentWithSign('10.00', 'en')).toBe('10%');
    expect(formatPercentWithSign('4.00', 'de')).toBe('4\u202f%');
    expect(formatPercentWithSign('0.00', 'en')).toBe('0%');
  });

  it('drops trailing zero decimals and writes the rest with the decimal mark', () => {
    expect(formatPercentWithSign('12.50', 'de')).toBe('12,5\u202f%');
    expect(formatPercentWithSign('4.5', 'it')).toBe('4,5\u202f%');
    expect(formatPercentWithSign('7.25', 'en')).toBe('7.25%');
    expect(formatPercentWithSign('100', 'de')).toBe('100\u202f%');
  });

  it('refuses what is no decimal', () => {
    for (const bad of ['', '10 %', '1,5', 'abc', '.5'])
      expect(() => formatPercentWithSign(bad, 'de'), bad).toThrow(RangeError);
  });
});
