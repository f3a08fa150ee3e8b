/**
 * Standing orders (abos, requirements/ordering.md#standing-orders): which delivery dates an abo orders for.
 *
 * The `interval` column holds one integer:
 * - a positive n: every n days counted from the abo's anchor date (1 = daily, 7 = weekly on the
 *   anchor's weekday, 14 = every second week);
 * - a negative value: ISO weekdays as in the day rules of requirements/catalogue-and-price-lists.md#available-days (bit 0 = Monday … bit 6 = Sunday of the
 *   absolute value), e.g. Monday–Friday = -31, Tuesday and Friday = -18.
 *
 * Invariants: an inactive abo delivers never; a paused one not on or before `pausedUntil`; no date
 * before the anchor; closed days and holidays (`deliveryRefusal`) are skipped, not moved.
 */
import { addDays, compareIsoDates, isoWeekday, parseIsoDate } from './calendar';
import { deliveryRefusal, type DeliveryRules } from './delivery';
import { dayRulesToWeekdays, weekdaysToDayRules } from './day-rules';

export type AboInterval = { kind: 'EVERY_N_DAYS'; days: number } | { kind: 'WEEKDAYS'; weekdays: number[] };

export const ABO_MAX_EVERY_DAYS = 28;

/** The column value of an interval; RangeError for n outside 1..28 or no weekday. */
export function encodeAboInterval(interval: AboInterval): number {
  if (interval.kind === 'EVERY_N_DAYS') {
    if (!Number.isInteger(interval.days) || interval.days < 1 || interval.days > ABO_MAX_EVERY_DAYS)
      throw new RangeError(`days must be 1..${ABO_MAX_EVERY_DAYS}`);
    return interval.days;
  }
  const rules = weekdaysToDayRules(interval.weekdays);
  if (interval.weekdays.length === 0) throw new RangeError('choose at least one weekday');
  return rules === 0 ? 1 : rules; // all seven weekdays = daily
}

/** The interval a column value stands for. */
export function decodeAboInterval(value: number): AboInterval {
  if (Number.isInteger(value) && value >= 1 && value <= ABO_MAX_EVERY_DAYS)
    return { kind: 'EVERY_N_DAYS', days: value };
  const weekdays = dayRulesToWeekdays(value);
  if (value >= 0 || weekdays.length === 0) throw new RangeError(`Not an abo interval: ${value}`);
  return { kind: 'WEEKDAYS', weekdays };
}

export interface AboSchedule {
  interval: number;
  active: boolean;
  /** First possible delivery date (`YYYY-MM-DD`), e.g. the day after the abo was created. */
  anchor: string;
  /** No delivery on or before this date (paused); null = not paused. */
  pausedUntil: string | null;
}

function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** True when the abo orders for `date`, ignoring closed days. */
export function isAboDay(schedule: AboSchedule, date: string): boolean {
  if (!schedule.active || compareIsoDates(date, schedule.anchor) < 0) return false;
  if (schedule.pausedUntil !== null && compareIsoDates(date, schedule.pausedUntil) <= 0) return false;
  const interval = decodeAboInterval(schedule.interval);
  if (interval.kind === 'EVERY_N_DAYS') return daysBetween(schedule.anchor, date) % interval.days === 0;
  return interval.weekdays.includes(isoWeekday(date));
}

/** The delivery dates from `from` to `to` (inclusive) the abo orders for, skipping closed days. */
export function aboDeliveryDates(schedule: AboSchedule, from: string, to: string, rules: DeliveryRules): string[] {
  const dates: string[] = [];
  const span = daysBetween(from, to);
  if (span < 0 || span > 366) throw new RangeError('from..to must span 0..366 days');
  for (let i = 0; i <= span; i++) {
    const date = addDays(from, i);
    if (isAboDay(schedule, date) && deliveryRefusal(date, rules) === null) dates.push(date);
  }
  return dates;
}
