/**
 * Calendar dates as `YYYY-MM-DD` strings (ISO 8601 calendar dates without time or zone).
 *
 * Invariants: a valid date has exactly that shape with a four-digit year (0000–9999) and is a
 * real day of the proleptic Gregorian calendar (2026-02-30 is refused). Arithmetic runs on UTC
 * calendar fields (`Date.UTC`, `setUTCDate`), never on local time and never by adding
 * milliseconds, so daylight-saving changes and the host's zone cannot shift a day.
 * Invalid input throws a `RangeError`.
 */

export interface IsoDateParts {
  year: number;
  month: number;
  day: number;
}

/** ISO weekday: Monday = 1 … Sunday = 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_YEAR = 9999;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function partsOrNull(date: string): IsoDateParts | null {
  const match = ISO_DATE_PATTERN.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True when `value` is a strict `YYYY-MM-DD` string naming a real calendar day. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && partsOrNull(value) !== null;
}

/** Splits a strict `YYYY-MM-DD` date into numbers; throws `RangeError` when it is not one. */
export function parseIsoDate(date: string): IsoDateParts {
  const parts = partsOrNull(date);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return parts;
}

/** UTC midnight of the date; `setUTCFullYear` keeps years 0–99 literal (Date.UTC maps them to 19xx). */
function toUtcDate({ year, month, day }: IsoDateParts): Date {
  const utc = new Date(Date.UTC(2000, 0, 1));
  utc.setUTCFullYear(year, month - 1, day);
  return utc;
}

function formatUtcDate(utc: Date): string {
  const year = utc.getUTCFullYear();
  if (year < 0 || year > MAX_YEAR) throw new RangeError(`Date outside years 0000–9999: ${year}`);
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(utc.getUTCMonth() + 1, 2)}-${pad(utc.getUTCDate(), 2)}`;
}

/** Weekday of a calendar date, Monday = 1 … Sunday = 7. */
export function isoWeekday(date: string): IsoWeekday {
  const sundayZero = toUtcDate(parseIsoDate(date)).getUTCDay();
  return (sundayZero === 0 ? 7 : sundayZero) as IsoWeekday;
}

/**
 * The calendar date `days` days after `date` (before it when negative). `days` must be a safe
 * integer; a result outside years 0000–9999 throws `RangeError`.
 */
export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be a safe integer: ${days}`);
  const utc = toUtcDate(parseIsoDate(date));
  utc.setUTCDate(utc.getUTCDate() + days);
  if (Number.isNaN(utc.getTime())) throw new RangeError(`Date out of range: ${date} + ${days}`);
  return formatUtcDate(utc);
}

/**
 * Orders two calendar dates: -1 when `a` is earlier, 0 when equal, 1 when later. Both must be
 * valid; the fixed-width format makes string order equal calendar order.
 */
export function compareIsoDates(a: string, b: string): -1 | 0 | 1 {
  parseIsoDate(a);
  parseIsoDate(b);
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
