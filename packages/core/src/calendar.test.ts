import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, compareIsoDates, isIsoDate, isoWeekday, parseIsoDate } from './calendar';

/** Valid dates in years 1900..2100 built from day numbers, independent of the code under test. */
const isoDateArb = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('isIsoDate / parseIsoDate', () => {
  it('accepts real calendar days', () => {
    expect(isIsoDate('2026-01-31')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('0001-01-01')).toBe(true);
    expect(parseIsoDate('2026-12-05')).toEqual({ year: 2026, month: 12, day: 5 });
  });

  it('refuses impossible days and loose formats', () => {
    for (const bad of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-05',
      '26-01-05',
      '2026-01-05T00:00:00Z',
      ' 2026-01-05',
      '2026/01/05',
      '',
      '20260105',
    ]) {
      expect(isIsoDate(bad), bad).toBe(false);
      expect(() => parseIsoDate(bad), bad).toThrow(RangeError);
    }
    expect(isIsoDate(20260105)).toBe(false);
  });
});

describe('isoWeekday', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-01-05')).toBe(1); // Monday
    expect(isoWeekday('2026-01-10')).toBe(6); // Saturday
    expect(isoWeekday('2026-01-11')).toBe(7); // Sunday
    expect(isoWeekday('2024-02-29')).toBe(4); // leap day, Thursday
    expect(isoWeekday('2000-01-01')).toBe(6);
    expect(isoWeekday('0050-06-15')).toBe(isoWeekday('0050-06-08')); // years below 100 stay literal
  });

  it('matches the UTC weekday of the same day', () => {
    fc.assert(
      fc.property(isoDateArb, (date) => {
        const sundayZero = new Date(`${date}T00:00:00Z`).getUTCDay();
        expect(isoWeekday(date)).toBe(sundayZero === 0 ? 7 : sundayZero);
      }),
    );
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days by calendar', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // European DST change day
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('refuses invalid input and results outside 0000–9999', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('is reversible and moves the weekday along', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -3000, max: 3000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(addDays(moved, -days)).toBe(date);
        expect(compareIsoDates(moved, date)).toBe(Math.sign(days));
        expect((isoWeekday(date) - 1 + (days % 7) + 7) % 7).toBe(isoWeekday(moved) - 1);
      }),
    );
  });
});

describe('compareIsoDates', () => {
  it('orders dates', () => {
    expect(compareIsoDates('2026-01-01', '2026-01-02')).toBe(-1);
    expect(compareIsoDates('2026-01-02', '2026-01-02')).toBe(0);
    expect(compareIsoDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(() => compareIsoDates('2026-01-01', '2026-02-30')).toThrow(RangeError);
  });
});
