/**
 * What the bakehouse can make by when (issue 48): a product's lead time (a cake ordered two days
 * ahead), its capacity per delivery day (40 Sacher), and the order deadline of its category per
 * weekday of the delivery (pastry by 14:00 the day before, bread by 20:00). Pure: the server checks an
 * order with these, the date pickers of the web and the guest app show the same reasons.
 */
import { addDays, isoWeekday, type IsoWeekday } from './calendar';
import { orderDeadline } from './ordering';
import { dateInTimeZone } from './time-zone';

/** A category's deadline for deliveries on one weekday: `time` on the day `daysBefore` days earlier. */
export interface CategoryDeadline {
  daysBefore: number;
  time: string;
}

/** A category's deadlines by ISO weekday of the delivery (1 = Monday); a weekday without one takes the bakery's. */
export type CategoryDeadlines = Partial<Record<IsoWeekday, CategoryDeadline>>;

export interface BakeLimits {
  /** Whole days between the day of ordering (the bakery's today) and the delivery; 0 = none beyond the deadline. */
  leadDays: number;
  /** Pieces the bakehouse makes per delivery day; null = no limit. */
  capacity: number | null;
  /** The deadlines of the product's category, if it has any. */
  deadlines: CategoryDeadlines | null;
}

export const NO_BAKE_LIMITS: BakeLimits = { leadDays: 0, capacity: null, deadlines: null };

/** Why a product cannot be had on a delivery day, with what the client needs to know to choose another. */
export type BakeLimitRefusal =
  | { kind: 'LEAD_TIME'; earliest: string }
  | { kind: 'CATEGORY_DEADLINE'; deadline: Date }
  | { kind: 'CAPACITY'; left: number };

/** The first delivery day a product of `leadDays` can be ordered for today. */
export const earliestDelivery = (today: string, leadDays: number) => addDays(today, leadDays);

/**
 * Why `amount` pieces of a product cannot be ordered for `deliveryDate` now (empty = they can):
 * its lead time, its category's deadline for that weekday, and what is left of its capacity after
 * `alreadyOrdered` pieces (other orders of that day; a changed order counts without its own pieces).
 */
export function bakeLimitRefusals(
  limits: BakeLimits,
  order: { deliveryDate: string; amount: number; alreadyOrdered: number },
  clock: { now: Date; timeZone: string; ignoreDeadline?: boolean },
): BakeLimitRefusal[] {
  const refusals: BakeLimitRefusal[] = [];
  const today = dateInTimeZone(clock.now, clock.timeZone);
  const earliest = earliestDelivery(today, limits.leadDays);
  if (!clock.ignoreDeadline && order.deliveryDate < earliest) refusals.push({ kind: 'LEAD_TIME', earliest });
  const rule = limits.deadlines?.[isoWeekday(order.deliveryDate)];
  if (rule && !clock.ignoreDeadline) {
    const deadline = orderDeadline(order.deliveryDate, rule.time, clock.timeZone, rule.daysBefore);
    if (clock.now.getTime() >= deadline.getTime()) refusals.push({ kind: 'CATEGORY_DEADLINE', deadline });
  }
  if (limits.capacity !== null) {
    const left = Math.max(0, limits.capacity - order.alreadyOrdered);
    if (order.amount > left) refusals.push({ kind: 'CAPACITY', left });
  }
  return refusals;
}

/**
 * A new capacity checked against what is already ordered: the delivery days whose orders it would
 * not cover (say which, the bakery decides), by date.
 */
export function capacityShortfalls(
  capacity: number | null,
  orderedByDay: ReadonlyMap<string, number>,
): { deliveryDate: string; ordered: number }[] {
  if (capacity === null) return [];
  return [...orderedByDay]
    .filter(([, ordered]) => ordered > capacity)
    .map(([deliveryDate, ordered]) => ({ deliveryDate, ordered }))
    .sort((a, b) => (a.deliveryDate < b.deliveryDate ? -1 : 1));
}
