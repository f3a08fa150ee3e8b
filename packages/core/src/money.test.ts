import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_VAT, formatCents, lineTotalCents, pricePerKgCents } from './money';

const NBSP = '\u00a0';

describe('lineTotalCents', () => {
  it('multiplies exactly and rounds half-up once', () => {
    expect(lineTotalCents({ gramPrice: '0.0045', grams: 80, amount: 3 })).toBe(108);
    expect(lineTotalCents({ gramPrice: '0.00125', grams: 100, amount: 1 })).toBe(13); // 12.5 → 13
    expect(lineTotalCents({ gramPrice: '0.00124', grams: 100, amount: 1 })).toBe(12); // 12.4 → 12
    expect(lineTotalCents({ gramPrice: '0.1', grams: 3, amount: 1 })).toBe(30); // 0.1 × 3 is not 0.30000000000000004
    expect(lineTotalCents({ gramPrice: '0.005', grams: 1, amount: 1 })).toBe(1); // 0.5 cent → 1
    expect(lineTotalCents({ gramPrice: '0.004999', grams: 1, amount: 1 })).toBe(0);
    expect(lineTotalCents({ gramPrice: '0.0045', grams: 80, amount: 0 })).toBe(0);
    expect(lineTotalCents({ gramPrice: '0', grams: 500, amount: 4 })).toBe(0);
    expect(lineTotalCents({ gramPrice: '2', grams: 1000, amount: 1 })).toBe(200_000);
  });

  it('accepts grams with up to 3 decimals (measured weights)', () => {
    expect(lineTotalCents({ gramPrice: '0.012', grams: 812.5, amount: 1 })).toBe(975); // 9.75 €
    expect(lineTotalCents({ gramPrice: '0.01', grams: 0.125, amount: 4 })).toBe(1); // 0.5 ct → 1
    expect(lineTotalCents({ gramPrice: '0.0123', grams: 250.333, amount: 2 })).toBe(616); // 615.81918 ct
    // floating-point noise is more than 3 decimals: refused rather than silently rounded
    expect(() => lineTotalCents({ gramPrice: '0.01', grams: 0.1 + 0.2, amount: 1 })).toThrow(RangeError);
  });

  it.each([
    [{ gramPrice: '-0.01', grams: 10, amount: 1 }],
    [{ gramPrice: '0.0000001', grams: 10, amount: 1 }],
    [{ gramPrice: 'abc', grams: 10, amount: 1 }],
    [{ gramPrice: '0,01', grams: 10, amount: 1 }],
    [{ gramPrice: '', grams: 10, amount: 1 }],
    [{ gramPrice: '0.01', grams: -1, amount: 1 }],
    [{ gramPrice: '0.01', grams: Number.NaN, amount: 1 }],
    [{ gramPrice: '0.01', grams: Number.POSITIVE_INFINITY, amount: 1 }],
    [{ gramPrice: '0.01', grams: 1.0001, amount: 1 }],
    [{ gramPrice: '0.01', grams: 1e-7, amount: 1 }],
    [{ gramPrice: '0.01', grams: 10, amount: -1 }],
    [{ gramPrice: '0.01', grams: 10, amount: 1.5 }],
    [{ gramPrice: '0.01', grams: 10, amount: Number.NaN }],
    [{ gramPrice: '999999999', grams: 9_000_000_000, amount: 1_000_000 }],
  ])('refuses %j', (input) => {
    expect(() => lineTotalCents(input)).toThrow(RangeError);
  });

  const inputArb = fc.record({
    micros: fc.integer({ min: 0, max: 50_000 }), // up to 0.05 €/g
    milligrams: fc.integer({ min: 0, max: 5_000_000 }), // up to 5 kg
  });
  const toInput = (
    micros: number,
    milligrams: number,
    amount: number,
  ): { gramPrice: string; grams: number; amount: number } => ({
    gramPrice: (micros / 1e6).toFixed(6),
    grams: milligrams / 1000,
    amount,
  });

  it('equals an exact rational reference', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 1000 }), ({ micros, milligrams }, amount) => {
        // value in cents = micros × milligrams × amount / 10^7; round half-up by comparing remainders
        const numerator = BigInt(micros) * BigInt(milligrams) * BigInt(amount);
        const denominator = 10_000_000n;
        const floor = numerator / denominator;
        const expected = 2n * (numerator % denominator) >= denominator ? floor + 1n : floor;
        expect(lineTotalCents(toInput(micros, milligrams, amount))).toBe(Number(expected));
      }),
    );
  });

  it('is additive within one cent and monotone in amount', () => {
    fc.assert(
      fc.property(inputArb, fc.nat(500), fc.nat(500), ({ micros, milligrams }, a, b) => {
        const total = (amount: number): number => lineTotalCents(toInput(micros, milligrams, amount));
        expect(Math.abs(total(a + b) - total(a) - total(b))).toBeLessThanOrEqual(1);
        expect(total(a + 1)).toBeGreaterThanOrEqual(total(a));
        expect(total(a + b)).toBeGreaterThanOrEqual(total(a));
      }),
    );
  });
});

describe('pricePerKgCents', () => {
  it('is the gram price times 1000, half-up to cents', () => {
    expect(pricePerKgCents('0.0045')).toBe(450);
    expect(pricePerKgCents('0.012')).toBe(1200);
    expect(pricePerKgCents('0.000005')).toBe(1); // 0.5 ct → 1
    expect(pricePerKgCents('0.000004')).toBe(0);
    expect(pricePerKgCents('0.012345')).toBe(1235); // 12.345 € → 12.35 €
    expect(pricePerKgCents('0')).toBe(0);
    expect(() => pricePerKgCents('-0.01')).toThrow(RangeError);
    expect(() => pricePerKgCents('0.0000001')).toThrow(RangeError);
  });

  it('agrees with lineTotalCents for one kilogram', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (micros) => {
        const gramPrice = (micros / 1e6).toFixed(6);
        expect(pricePerKgCents(gramPrice)).toBe(lineTotalCents({ gramPrice, grams: 1000, amount: 1 }));
      }),
    );
  });
});

describe('formatCents', () => {
  it('formats euros per language (Intl puts a no-break space before € in de and it)', () => {
    expect(formatCents(123456, 'de')).toBe(`1.234,56${NBSP}€`);
    expect(formatCents(123456, 'it')).toBe(`1.234,56${NBSP}€`);
    expect(formatCents(123456, 'en')).toBe('€1,234.56');
  });

  it('always shows two decimals and groups thousands', () => {
    expect(formatCents(0, 'de')).toBe(`0,00${NBSP}€`);
    expect(formatCents(5, 'en')).toBe('€0.05');
    expect(formatCents(100, 'it')).toBe(`1,00${NBSP}€`);
    expect(formatCents(123456789, 'de')).toBe(`1.234.567,89${NBSP}€`);
    expect(formatCents(123456789, 'en')).toBe('€1,234,567.89');
  });

  it('formats negative amounts and the largest safe amount exactly', () => {
    expect(formatCents(-250, 'de')).toBe(`-2,50${NBSP}€`);
    expect(formatCents(-250, 'en')).toBe('-€2.50');
    expect(formatCents(Number.MAX_SAFE_INTEGER, 'en')).toBe('€90,071,992,547,409.91');
  });

  it("writes what Intl's euro format with grouping 'always' writes, in every language", () => {
    const locales = { de: 'de-DE', it: 'it-IT', en: 'en-GB' } as const;
    const magnitudes = [0, 1, 5, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456, 99_999_999, 100_000_000];
    const samples = [...magnitudes, ...magnitudes.map((c) => -c).filter((c) => c !== 0), Number.MAX_SAFE_INTEGER];
    for (const language of ['de', 'it', 'en'] as const) {
      const intl = new Intl.NumberFormat(locales[language], {
        style: 'currency',
        currency: 'EUR',
        useGrouping: 'always',
        minimumFractionDigits: 2,
      });
      for (const cents of samples) {
        const magnitude = Math.abs(cents);
        const decimal = `${cents < 0 ? '-' : ''}${(magnitude - (magnitude % 100)) / 100}.${String(magnitude % 100).padStart(2, '0')}`;
        expect(formatCents(cents, language), `${cents} in ${language}`).toBe(
          intl.format(decimal as Intl.StringNumericLiteral),
        );
      }
    }
  });

  it('refuses fractional cents', () => {
    expect(() => formatCents(1.5, 'de')).toThrow(RangeError);
    expect(() => formatCents(Number.NaN, 'de')).toThrow(RangeError);
  });
});

describe('DEFAULT_VAT', () => {
  it('is 10 percent', () => {
    expect(DEFAULT_VAT).toBe(10);
  });
});
