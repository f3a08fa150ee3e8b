import { describe, expect, it } from 'vitest';
import { documentDate, documentDateTime, documentWeight } from './format';

describe('document formats', () => {
  it('prints weights as grams under a kilo, else kilos with one decimal', () => {
    expect(documentWeight(850, 'de')).toBe('850 g');
    expect(documentWeight(12_449, 'de')).toBe('12,4 kg');
    expect(documentWeight(12_450, 'it')).toBe('12,5 kg');
    expect(documentWeight(1_234_560, 'de')).toBe('1.234,6 kg');
    expect(documentWeight(1_999_960, 'en')).toBe('2,000.0 kg');
    expect(documentWeight(2070, 'de', true)).toBe('2,070 kg');
    expect(documentWeight(12_005, 'en', true)).toBe('12.005 kg');
  });

  it('prints dates and instants in the language and the bakery time zone', () => {
    expect(documentDate('2026-03-05', 'it')).toBe('5 marzo 2026');
    expect(documentDateTime(new Date('2026-03-28T23:30:00Z'), 'Europe/Rome', 'de')).toBe('29.03.2026, 00:30');
  });
});
