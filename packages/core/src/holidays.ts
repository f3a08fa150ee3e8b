/**
 * Holiday ranges (requirements/settings.md#holidays: "Holiday with invalid date refused"): `from` and `to` are
 * calendar dates, inclusive whole days. A range is valid when both are strict `YYYY-MM-DD`
 * dates, `from` ≤ `to`, and it spans at most MAX_HOLIDAY_DAYS days (a longer closure is a typo,
 * e.g. a wrong year, rather than a holiday).
 */
import { addDays, isIsoDate } from './calendar';

/** Longest holiday in days, both ends included (a leap year). */
export const MAX_HOLIDAY_DAYS = 366;

/** Holidays shown per page (requirements/platform-and-contract.md#page-sizes-and-limits), newest `from` first. */
export const HOLIDAY_PAGE_SIZE = 5;

/** True when `from`..`to` is a valid holiday range by the rules above. */
export function isValidHolidayRange(from: unknown, to: unknown): boolean {
  if (!isIsoDate(from) || !isIsoDate(to) || from > to) return false;
  const latest = from.slice(0, 4) === '9999' ? '9999-12-31' : addDays(from, MAX_HOLIDAY_DAYS - 1);
  return to <= latest;
}
