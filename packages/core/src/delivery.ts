/**
 * Delivery days (requirements/ordering.md#delivery-days): delivery on a date is possible only if it is not a Saturday unless
 * the bakery delivers on Saturdays, not a Sunday unless it delivers on Sundays, and not within
 * any holiday range (inclusive whole days).
 *
 * Invariants: dates are `YYYY-MM-DD` calendar days compared as strings, weekdays come from UTC
 * calendar arithmetic, so no time zone is involved; `canDeliverOn(d, r)` is exactly
 * `deliveryRefusal(d, r) === null`; the weekday reason wins over a holiday; a holiday whose
 * `from` is after `to` covers no day. Any invalid date throws `RangeError`.
 */
import { compareIsoDates, isoWeekday } from './calendar';

export interface Holiday {
  /** First closed day, `YYYY-MM-DD`, inclusive. */
  from: string;
  /** Last closed day, `YYYY-MM-DD`, inclusive. */
  to: string;
}

export interface DeliveryRules {
  deliversSaturday: boolean;
  deliversSunday: boolean;
  holidays: readonly Holiday[];
}

export type DeliveryRefusal = 'SATURDAY' | 'SUNDAY' | 'HOLIDAY';

/** True when `date` lies within `holiday`, both ends included. */
export function isWithinHoliday(date: string, holiday: Holiday): boolean {
  return compareIsoDates(holiday.from, date) <= 0 && compareIsoDates(date, holiday.to) <= 0;
}

/** Why nothing can be delivered on `date`, or `null` when delivery is possible. */
export function deliveryRefusal(date: string, rules: DeliveryRules): DeliveryRefusal | null {
  const weekday = isoWeekday(date);
  if (weekday === 6 && !rules.deliversSaturday) return 'SATURDAY';
  if (weekday === 7 && !rules.deliversSunday) return 'SUNDAY';
  if (rules.holidays.some((holiday) => isWithinHoliday(date, holiday))) return 'HOLIDAY';
  return null;
}

/** True when delivery on `date` is possible under `rules`. */
export function canDeliverOn(date: string, rules: DeliveryRules): boolean {
  return deliveryRefusal(date, rules) === null;
}
