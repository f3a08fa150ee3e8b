import { isAvailableOn } from './day-rules';

/** Why a delivery day is closed: the server's ORDER_DATE_REFUSED reasons (orderOptions.days). */
export type ClosedDayReason =
  | 'SATURDAY'
  | 'SUNDAY'
  | 'HOLIDAY'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'DEADLINE_PASSED'
  | 'DATE_IN_PAST'
  | 'OUTSIDE_STAY'
  | (string & {});

/** A day of orderOptions: the date, until when it is ordered, the server's reasons it is closed. */
export interface OrderOptionsDay {
  date: string;
  /** ISO instant until which orders for the day are taken. */
  deadline: string;
  reasons: readonly string[];
}

export interface OrderDay {
  date: string;
  deadline: string;
  /** Every reason the day is closed, in a fixed order; empty = open. */
  reasons: ClosedDayReason[];
  /** The holiday's name when closed for one. */
  holidayName: string | null;
  /** The chosen products not delivered that day (by name). */
  unavailable: string[];
}

function availableOn(availableDays: number, date: string): boolean {
  try {
    return isAvailableOn(availableDays, date);
  } catch {
    return true; // an unreadable rule: the server decides
  }
}

const ORDER: readonly string[] = [
  'DATE_IN_PAST',
  'SATURDAY',
  'SUNDAY',
  'HOLIDAY',
  'PRODUCT_NOT_AVAILABLE',
  'DEADLINE_PASSED',
  'OUTSIDE_STAY',
];

function sortReasons(reasons: ClosedDayReason[]): ClosedDayReason[] {
  const rank = (reason: string) => (ORDER.includes(reason) ? ORDER.indexOf(reason) : ORDER.length);
  return [...reasons].sort((a, b) => rank(a) - rank(b));
}

/**
 * The days an order may be delivered, each with every reason it is closed: the server's (weekend,
 * holiday, deadline, outside the stay) plus, for the chosen products, "not available that day"
 * (their day rules) and a deadline passed since the days were loaded (unless the deadline is
 * ignored, as for the bakery's phone orders). A day in the past keeps only its own reason. The guest
 * app's basket and the web's order form show these reasons for each day.
 */
export function orderDays(
  days: readonly OrderOptionsDay[],
  context: {
    holidays: readonly { name: string; from: string; to: string }[];
    products: readonly { name: string; availableDays: number }[];
    now: Date;
    ignoreDeadline: boolean;
  },
): OrderDay[] {
  const { holidays, products, now, ignoreDeadline } = context;
  return days.map((day) => {
    const reasons: ClosedDayReason[] = [...day.reasons];
    const base = { date: day.date, deadline: day.deadline };
    if (reasons.includes('DATE_IN_PAST')) return { ...base, reasons, holidayName: null, unavailable: [] };
    const unavailable = products.filter((p) => !availableOn(p.availableDays, day.date)).map((p) => p.name);
    if (unavailable.length > 0 && !reasons.includes('PRODUCT_NOT_AVAILABLE')) reasons.push('PRODUCT_NOT_AVAILABLE');
    if (!ignoreDeadline && now.getTime() >= Date.parse(day.deadline) && !reasons.includes('DEADLINE_PASSED'))
      reasons.push('DEADLINE_PASSED');
    const holiday = reasons.includes('HOLIDAY')
      ? holidays.find((h) => h.from <= day.date && day.date <= h.to)
      : undefined;
    return { ...base, reasons: sortReasons(reasons), holidayName: holiday?.name ?? null, unavailable };
  });
}
