import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatPercent } from './format';

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

describe('formatPercent', () => {
  it('shows a percent without trailing zeros in the language, exactly', () => {
    expect(formatPercent('10.00', 'de')).toBe('10');
    expect(formatPercent('7.50', 'it')).toBe('7,5');
    expect(formatPercent('4.5', 'en')).toBe('4.5');
    expect(formatPercent('n/a', 'de')).toBe('n/a');
  });
});

describe('formatDateTime', () => {
  it("shows an instant in the bakery's zone, not the machine's", () => {
    expect(formatDateTime('2026-11-24T16:00:00.000Z', 'Europe/Rome')).toBe('24.11.2026 17:00');
    expect(formatDateTime('later', 'Europe/Rome')).toBe('later');
  });
});
