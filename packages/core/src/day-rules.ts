/**
 * Product availability by day (requirements/catalogue-and-price-lists.md#available-days: "day rules stored as bitmask (positive: bit n = day n+1
 * of month; negative: weekdays from bits of the absolute value)").
 *
 * Our documented reading:
 * - `0` means no restriction (available every day).
 * - Positive value: bit n (0-based) set means available on day-of-month n+1
 *   (bits 0..30 → days 1..31).
 * - Negative value: take the absolute value; bit n set means available on ISO weekday n+1
 *   (bit 0 = Monday … bit 6 = Sunday).
 *
 * Invariants: valid values are integers in -127 … 2^31-1 (no bits beyond those listed), others
 * throw `RangeError`. `weekdaysToDayRules` returns 0 for an empty list and for all seven days
 * (both mean "every day"), otherwise the negative form; `dayRulesToWeekdays` inverts it for the
 * negative form and returns [] for 0 and for the positive form. `monthDaysToDayRules` and
 * `dayRulesToMonthDays` do the same for days of the month (1..31, the positive form; an empty
 * list and all 31 days are 0).
 */
import { isoWeekday, parseIsoDate, type IsoWeekday } from './calendar';

const MAX_DAY_OF_MONTH_MASK = 2 ** 31 - 1;
const FULL_WEEK_MASK = 0b111_1111;
const DAYS_IN_LONGEST_MONTH = 31;

function assertDayRules(dayRules: number): void {
  if (!Number.isSafeInteger(dayRules) || dayRules < -FULL_WEEK_MASK || dayRules > MAX_DAY_OF_MONTH_MASK) {
    throw new RangeError(`Day rules must be an integer in -127..2^31-1: ${dayRules}`);
  }
}

function hasBit(mask: number, bit: number): boolean {
  return ((mask >>> bit) & 1) === 1;
}

/** True when a product with these day rules can be ordered for `date` (`YYYY-MM-DD`). */
export function isAvailableOn(dayRules: number, date: string): boolean {
  assertDayRules(dayRules);
  const { day } = parseIsoDate(date);
  if (dayRules === 0) return true;
  if (dayRules > 0) return hasBit(dayRules, day - 1);
  return hasBit(-dayRules, isoWeekday(date) - 1);
}

/** Day rules for a weekday multi-selection (ISO weekdays 1..7, duplicates allowed). */
export function weekdaysToDayRules(isoWeekdays: readonly number[]): number {
  let mask = 0;
  for (const weekday of isoWeekdays) {
    if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) {
      throw new RangeError(`ISO weekday must be an integer in 1..7: ${weekday}`);
    }
    mask |= 1 << (weekday - 1);
  }
  return mask === 0 || mask === FULL_WEEK_MASK ? 0 : -mask;
}

/** The selected ISO weekdays, ascending, for the negative form; [] for 0 or the positive form. */
export function dayRulesToWeekdays(dayRules: number): IsoWeekday[] {
  assertDayRules(dayRules);
  if (dayRules >= 0) return [];
  const weekdays: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
  return weekdays.filter((weekday) => hasBit(-dayRules, weekday - 1));
}

/** Day rules for a day-of-month multi-selection (1..31, duplicates allowed): the positive form. */
export function monthDaysToDayRules(monthDays: readonly number[]): number {
  let mask = 0;
  for (const day of monthDays) {
    if (!Number.isInteger(day) || day < 1 || day > DAYS_IN_LONGEST_MONTH) {
      throw new RangeError(`Day of month must be an integer in 1..31: ${day}`);
    }
    mask += hasBit(mask, day - 1) ? 0 : 2 ** (day - 1); // bit 31 would make a 32-bit `|` negative
  }
  return mask === MAX_DAY_OF_MONTH_MASK ? 0 : mask;
}

/** The selected days of the month, ascending, for the positive form; [] for 0 or the negative form. */
export function dayRulesToMonthDays(dayRules: number): number[] {
  assertDayRules(dayRules);
  if (dayRules <= 0) return [];
  return Array.from({ length: DAYS_IN_LONGEST_MONTH }, (_x, index) => index + 1).filter((day) =>
    hasBit(dayRules, day - 1),
  );
}
