import { describe, expect, it } from 'vitest';
import { localeCentsInput, localeDecimalInput, readLocaleCents, readLocaleDecimal } from './locale-decimal';

describe('readLocaleDecimal', () => {
  it("reads the language's decimal mark: comma in de/it, point in en", () => {
    expect(readLocaleDecimal('12,5', 'de')).toBe('12.5');
    expect(readLocaleDecimal('12,5', 'it')).toBe('12.5');
    expect(readLocaleDecimal('12.5', 'en')).toBe('12.5');
    expect(readLocaleDecimal(' 7 ', 'de')).toBe('7');
    expect(readLocaleDecimal(',5', 'de')).toBe('0.5');
    expect(readLocaleDecimal('5.', 'en')).toBe('5');
  });

  it('refuses the other mark, thousands separators, signs, exponents and empty text', () => {
    expect(readLocaleDecimal('12.5', 'de')).toBeNull();
    expect(readLocaleDecimal('12,5', 'en')).toBeNull();
    expect(readLocaleDecimal('1.250,00', 'de')).toBeNull();
    expect(readLocaleDecimal('-1', 'en')).toBeNull();
    expect(readLocaleDecimal('1e2', 'en')).toBeNull();
    expect(readLocaleDecimal('1 000', 'it')).toBeNull();
    expect(readLocaleDecimal(',', 'de')).toBeNull();
    expect(readLocaleDecimal('  ', 'de')).toBeNull();
  });
});

describe('readLocaleCents', () => {
  it('reads euros with at most 2 decimals as cents', () => {
    expect(readLocaleCents('100,50', 'de')).toBe(10_050);
    expect(readLocaleCents('100.5', 'en')).toBe(10_050);
    expect(readLocaleCents('0', 'it')).toBe(0);
    expect(readLocaleCents('999999999,99', 'de')).toBe(99_999_999_999);
  });

  it('refuses 3 decimals, more than 9 euro digits and the wrong mark', () => {
    expect(readLocaleCents('1,005', 'de')).toBeNull();
    expect(readLocaleCents('1000000000', 'en')).toBeNull();
    expect(readLocaleCents('100.50', 'de')).toBeNull();
  });
});

describe('writing decimals for an input', () => {
  it('writes the language mark and drops zero decimals', () => {
    expect(localeDecimalInput('7.50', 'de')).toBe('7,5');
    expect(localeDecimalInput('5.00', 'it')).toBe('5');
    expect(localeDecimalInput('12.25', 'en')).toBe('12.25');
    expect(localeDecimalInput('100', 'de')).toBe('100');
    expect(localeCentsInput(10_050, 'de')).toBe('100,50');
    expect(localeCentsInput(5, 'en')).toBe('0.05');
    expect(() => localeCentsInput(-1, 'en')).toThrow(RangeError);
  });
});
