import type { AppProduct } from '@bakery/api';
import { isAvailableOn } from '@bakery/core/day-rules';
import type { OrderRules } from '../products/catalogue';

/** Why a day is closed: the server's ORDER_DATE_REFUSED reasons. */
export type DayReason =
  | 'SATURDAY'
  | 'SUNDAY'
  | 'HOLIDAY'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'DEADLINE_PASSED'
  | 'DATE_IN_PAST'
  | 'OUTSIDE_STAY'
  | (string & {});

export interface PickerDay {
  date: string;
  /** ISO instant until which orders for the day are taken. */
  deadline: string;
  /** Empty: open. */
  reasons: DayReason[];
  /** The holiday's name when closed for one. */
  holidayName: string | null;
  /** Products of the basket not delivered that day. */
  unavailable: string[];
}

function availableOn(product: AppProduct, date: string): boolean {
  try {
    return isAvailableOn(product.availableDays, date);
  } catch {
    return true; // an unreadable rule: the server decides
  }
}

/**
 * The days of the picker with every reason they are closed: the server's (weekend, holiday,
 * deadline, outside the stay) plus, for the basket's products, "not available that day"
 * (product day rules, core), and a deadline that passed since the rules were loaded.
 */
export function pickerDays(rules: OrderRules, basketProducts: readonly AppProduct[], now: Date): PickerDay[] {
  const { options, holidays } = rules;
  return options.days.map((day) => {
    const reasons: DayReason[] = [...day.reasons];
    if (reasons.includes('DATE_IN_PAST')) return { ...day, reasons, holidayName: null, unavailable: [] };
    const unavailable = basketProducts
      .filter((product) => !availableOn(product, day.date))
      .map((product) => product.name);
    if (unavailable.length > 0 && !reasons.includes('PRODUCT_NOT_AVAILABLE')) reasons.push('PRODUCT_NOT_AVAILABLE');
    if (!options.ignoreDeadline && now.getTime() >= Date.parse(day.deadline) && !reasons.includes('DEADLINE_PASSED'))
      reasons.push('DEADLINE_PASSED');
    const holiday = reasons.includes('HOLIDAY')
      ? holidays.find((h) => h.from <= day.date && day.date <= h.to)
      : undefined;
    return { ...day, reasons: sortReasons(reasons), holidayName: holiday?.name ?? null, unavailable };
  });
}

const ORDER: string[] = [
  'DATE_IN_PAST',
  'SATURDAY',
  'SUNDAY',
  'HOLIDAY',
  'PRODUCT_NOT_AVAILABLE',
  'DEADLINE_PASSED',
  'OUTSIDE_STAY',
];

function sortReasons(reasons: DayReason[]): DayReason[] {
  const rank = (reason: string) => (ORDER.includes(reason) ? ORDER.indexOf(reason) : ORDER.length);
  return [...reasons].sort((a, b) => rank(a) - rank(b));
}
