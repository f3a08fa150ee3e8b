import { describe, expect, it } from 'vitest';
import { formatKg, formatPieces, generatedTotal, parseAdditionalAmount } from './bake-list-format';

describe('bake list formats', () => {
  it('shows kilograms with one decimal, a decimal comma in German and Italian, rounded half up', () => {
    expect(formatKg(2_450, 'de')).toBe('2,5 kg');
    expect(formatKg(2_449, 'it')).toBe('2,4 kg');
    expect(formatKg(2_450, 'en')).toBe('2.5 kg');
    expect(formatKg(0, 'de')).toBe('0,0 kg');
    expect(formatKg(40, 'de')).toBe('0,0 kg');
    expect(formatKg(1_234_560, 'de')).toBe('1.234,6 kg');
    expect(formatKg(1_234_560, 'en')).toBe('1,234.6 kg');
  });

  it('groups whole pieces by language', () => {
    expect(formatPieces(12_500, 'de')).toBe('12.500');
    expect(formatPieces(12_500, 'en')).toBe('12,500');
  });

  it('adds ordered and additional pieces of the generated list, null when the product was not on it', () => {
    expect(generatedTotal({ generatedOrderedAmount: 40, generatedAdditionalAmount: 5 })).toBe(45);
    expect(generatedTotal({ generatedOrderedAmount: 40, generatedAdditionalAmount: null })).toBe(40);
    expect(generatedTotal({ generatedOrderedAmount: null, generatedAdditionalAmount: null })).toBeNull();
  });

  it('accepts whole pieces from 1 to the maximum only', () => {
    expect(parseAdditionalAmount('12', 99_999)).toBe(12);
    expect(parseAdditionalAmount(' 7 ', 99_999)).toBe(7);
    for (const bad of ['0', '', '1.5', '-3', 'abc', '100000'])
      expect(parseAdditionalAmount(bad, 99_999), bad).toBeNull();
  });
});
