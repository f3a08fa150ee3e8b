import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, isoWeekday } from './calendar';
import {
  dayRulesToMonthDays,
  dayRulesToWeekdays,
  isAvailableOn,
  monthDaysToDayRules,
  weekdaysToDayRules,
} from './day-rules';

// 2026-01-05 is a Monday.
describe('isAvailableOn', () => {
  it('0 means available every day', () => {
    for (let i = 0; i < 40; i += 1) expect(isAvailableOn(0, addDays('2026-01-01', i))).toBe(true);
  });

  it('positive: bit n means day-of-month n+1', () => {
    expect(isAvailableOn(1, '2026-03-01')).toBe(true);
    expect(isAvailableOn(1, '2026-03-02')).toBe(false);
    const firstAndFifteenth = 2 ** 0 + 2 ** 14;
    expect(isAvailableOn(firstAndFifteenth, '2026-07-15')).toBe(true);
    expect(isAvailableOn(firstAndFifteenth, '2026-07-16')).toBe(false);
    expect(isAvailableOn(2 ** 30, '2026-01-31')).toBe(true); // bit 30 → day 31
    expect(isAvailableOn(2 ** 30, '2026-01-30')).toBe(false);
    expect(isAvailableOn(2 ** 28, '2024-02-29')).toBe(true); // bit 28 → day 29, leap day
    expect(isAvailableOn(2 ** 31 - 1, '2026-04-30')).toBe(true);
  });

  it('negative: bits of the absolute value are ISO weekdays, bit 0 = Monday', () => {
    expect(isAvailableOn(-1, '2026-01-05')).toBe(true); // Monday
    expect(isAvailableOn(-1, '2026-01-06')).toBe(false);
    expect(isAvailableOn(-(2 ** 6), '2026-01-11')).toBe(true); // Sunday
    expect(isAvailableOn(-(2 ** 6), '2026-01-10')).toBe(false);
    const tuesdayAndFriday = -(2 ** 1 + 2 ** 4);
    expect(isAvailableOn(tuesdayAndFriday, '2026-01-06')).toBe(true);
    expect(isAvailableOn(tuesdayAndFriday, '2026-01-09')).toBe(true);
    expect(isAvailableOn(tuesdayAndFriday, '2026-01-07')).toBe(false);
  });

  it('refuses values outside the documented bits and invalid dates', () => {
    for (const bad of [2 ** 31, -128, 1.5, Number.NaN])
      expect(() => isAvailableOn(bad, '2026-01-05')).toThrow(RangeError);
    expect(() => isAvailableOn(0, '2026-02-30')).toThrow(RangeError);
  });
});

describe('weekdaysToDayRules / dayRulesToWeekdays', () => {
  it('encode a selection as the negative form', () => {
    expect(weekdaysToDayRules([1])).toBe(-1);
    expect(weekdaysToDayRules([7])).toBe(-64);
    expect(weekdaysToDayRules([2, 5])).toBe(-18);
    expect(weekdaysToDayRules([5, 2, 2])).toBe(-18);
    expect(weekdaysToDayRules([1, 2, 3, 4, 5])).toBe(-31);
  });

  it('use 0 for no selection and for the full week', () => {
    expect(weekdaysToDayRules([])).toBe(0);
    expect(weekdaysToDayRules([1, 2, 3, 4, 5, 6, 7])).toBe(0);
  });

  it('refuse numbers that are not ISO weekdays', () => {
    for (const bad of [0, 8, 1.5, -1]) expect(() => weekdaysToDayRules([bad])).toThrow(RangeError);
  });

  it('decode only the negative form', () => {
    expect(dayRulesToWeekdays(-18)).toEqual([2, 5]);
    expect(dayRulesToWeekdays(-127)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(dayRulesToWeekdays(0)).toEqual([]);
    expect(dayRulesToWeekdays(5)).toEqual([]);
    expect(() => dayRulesToWeekdays(-128)).toThrow(RangeError);
  });

  const selectionArb = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 });

  it('round-trip a partial selection', () => {
    fc.assert(
      fc.property(
        selectionArb.filter((s) => s.length > 0 && s.length < 7),
        (selection) => {
          expect(dayRulesToWeekdays(weekdaysToDayRules(selection))).toEqual([...selection].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('make a product available exactly on the selected weekdays (empty = every day)', () => {
    const dateArb = fc.integer({ min: 0, max: 5000 }).map((n) => addDays('2020-01-01', n));
    fc.assert(
      fc.property(selectionArb, dateArb, (selection, date) => {
        const expected = selection.length === 0 || selection.includes(isoWeekday(date));
        expect(isAvailableOn(weekdaysToDayRules(selection), date)).toBe(expected);
      }),
    );
  });
});

describe('monthDaysToDayRules / dayRulesToMonthDays', () => {
  it('sets bit n-1 for day n (the positive form) and reads it back ascending', () => {
    expect(monthDaysToDayRules([1, 15])).toBe(1 + 2 ** 14);
    expect(monthDaysToDayRules([15, 1, 15])).toBe(1 + 2 ** 14);
    expect(monthDaysToDayRules([31])).toBe(2 ** 30);
    expect(dayRulesToMonthDays(1 + 2 ** 14)).toEqual([1, 15]);
    expect(dayRulesToMonthDays(2 ** 30)).toEqual([31]);
  });

  it('an empty list and all 31 days mean every day (0); weekday rules have no month days', () => {
    expect(monthDaysToDayRules([])).toBe(0);
    expect(monthDaysToDayRules(Array.from({ length: 31 }, (_x, i) => i + 1))).toBe(0);
    expect(dayRulesToMonthDays(0)).toEqual([]);
    expect(dayRulesToMonthDays(weekdaysToDayRules([1]))).toEqual([]);
  });

  it('refuses days outside 1 … 31', () => {
    for (const bad of [0, 32, -1, 1.5]) expect(() => monthDaysToDayRules([bad])).toThrow(RangeError);
  });

  it('round-trips and agrees with isAvailableOn for any selection and date', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 800 }),
        (days, offset) => {
          const rules = monthDaysToDayRules(days);
          expect(dayRulesToMonthDays(rules)).toEqual([...days].sort((a, b) => a - b));
          const date = addDays('2026-01-01', offset);
          expect(isAvailableOn(rules, date)).toBe(days.length === 0 || days.includes(Number(date.slice(8))));
        },
      ),
    );
  });
});
