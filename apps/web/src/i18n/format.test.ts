import { describe, expect, it } from 'vitest';
import { formatDate, formatEuro } from './format';

describe('formatDate', () => {
  it('shows ISO dates in German format dd.mm.yyyy', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDate(new Date(2021, 0, 9))).toBe('09.01.2021');
  });

  it('returns unreadable input unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatEuro', () => {
  it('formats the decimal string with two decimals in the language', () => {
    expect(formatEuro('3.00', 'de').replace(/\s/g, ' ')).toBe('3,00 €');
    expect(formatEuro('3.5', 'it').replace(/\s/g, ' ')).toBe('3,50 €');
    expect(formatEuro('1234.5', 'en')).toBe('€1,234.50');
  });
});
