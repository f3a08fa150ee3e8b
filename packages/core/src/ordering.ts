/**
 * Ordering rules (requirements/ordering.md): the deadline of a delivery date, whether an order may
 * still be changed, the delivery cost, and the days an order may be placed for.
 *
 * Deadline rule: the order deadline of a delivery date is the client's deadline time (HH:MM in
 * the bakery's time zone) on the day `daysBefore` days before delivery (1 unless configured).
 * The time comes from the client's user detail, else the bakery's, else DEFAULT_DEADLINE_TIME.
 * Wall-clock times are resolved in the zone by Luxon, so daylight-saving days are safe: a time
 * that does not exist (spring gap) moves forward by the gap, an ambiguous one (autumn) takes the
 * later instant (standard time), the more lenient of the two. An order is in time while
 * now < deadline; `ignoreDeadline` lifts the rule.
 */
import { addDays, isIsoDate } from './calendar';
import { isAvailableOn } from './day-rules';
import { deliveryRefusal, type DeliveryRules } from './delivery';
import { cryptoRandomSource, randomElements, type RandomSource } from './random';
import { dateInTimeZone, instantAt } from './time-zone';

/** Deadline time when neither the client nor the bakery has set one. */
export const DEFAULT_DEADLINE_TIME = '18:00';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** "18:00" or "18:00:00" → true; "24:00", "7:00" → false. */
export function isDeadlineTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/**
 * The instant until which orders for `deliveryDate` are taken: `time` on the day `daysBefore`
 * days earlier, in `timeZone`. Throws RangeError on a bad date, time, zone or day count.
 */
export function orderDeadline(deliveryDate: string, time: string, timeZone: string, daysBefore = 1): Date {
  if (!isIsoDate(deliveryDate)) throw new RangeError(`Not a date: ${deliveryDate}`);
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  if (!Number.isInteger(daysBefore) || daysBefore < 0 || daysBefore > 14)
    throw new RangeError(`daysBefore must be 0..14: ${daysBefore}`);
  const day = addDays(deliveryDate, -daysBefore);
  return instantAt(day, `${match[1]}:${match[2]}:${match[3] ?? '00'}`, timeZone);
}

/** An order may be placed or changed while `now` is strictly before its deadline, or always with ignoreDeadline. */
export function isBeforeDeadline(now: Date, deadline: Date, ignoreDeadline = false): boolean {
  return ignoreDeadline || now.getTime() < deadline.getTime();
}

export {
  clientDeliveryCostRule,
  deliveryCostCents,
  type DeliveryCostRule,
  type StoredDeliveryCost,
} from './delivery-cost';
export * from './order-price';
export { dateInTimeZone } from './time-zone';

/** Why an order cannot be placed for a date: a closed day, a product not baked that day, or the deadline. */
export type OrderDateRefusal =
  'SATURDAY' | 'SUNDAY' | 'HOLIDAY' | 'PRODUCT_NOT_AVAILABLE' | 'DEADLINE_PASSED' | 'DATE_IN_PAST' | 'OUTSIDE_STAY';

export interface OrderDateContext {
  now: Date;
  timeZone: string;
  deadlineTime: string;
  daysBefore?: number;
  ignoreDeadline: boolean;
  delivery: DeliveryRules;
  /** Day-rule bitmasks (`available_days`) of the products in the order. */
  productDays: readonly number[];
}

/**
 * Every reason an order for `deliveryDate` is refused, in the order a client should read them
 * (empty = allowed). Delivery dates are never before the bakery's today.
 */
export function orderDateRefusals(deliveryDate: string, ctx: OrderDateContext): OrderDateRefusal[] {
  const reasons: OrderDateRefusal[] = [];
  if (deliveryDate < dateInTimeZone(ctx.now, ctx.timeZone)) return ['DATE_IN_PAST'];
  const closed = deliveryRefusal(deliveryDate, ctx.delivery);
  if (closed) reasons.push(closed);
  if (ctx.productDays.some((days) => !isAvailableOn(days, deliveryDate))) reasons.push('PRODUCT_NOT_AVAILABLE');
  const deadline = orderDeadline(deliveryDate, ctx.deadlineTime, ctx.timeZone, ctx.daysBefore ?? 1);
  if (!isBeforeDeadline(ctx.now, deadline, ctx.ignoreDeadline)) reasons.push('DEADLINE_PASSED');
  return reasons;
}

/** Adds amounts of the same product into one line ("merge same product ordered twice", requirements/ordering.md#placing-an-order). */
export function mergeOrderLines<T extends { productId: number; amount: number }>(lines: readonly T[]): T[] {
  const merged = new Map<number, T>();
  for (const line of lines) {
    const seen = merged.get(line.productId);
    merged.set(line.productId, seen ? { ...seen, amount: seen.amount + line.amount } : { ...line });
  }
  return [...merged.values()];
}

/** At most this many lines (distinct products) in one order. */
export const ORDER_MAX_LINES = 100;
/** Largest amount of one product in one order; amounts are whole pieces 1 … 999. */
export const ORDER_MAX_AMOUNT = 999;

/** The longest message to the bakery an order may carry (characters, after trimming). */
export const ORDER_MESSAGE_MAX = 1000;

/** A valid amount of one order line: an integer 1 … ORDER_MAX_AMOUNT. */
export function isValidOrderAmount(amount: unknown): amount is number {
  return Number.isInteger(amount) && (amount as number) >= 1 && (amount as number) <= ORDER_MAX_AMOUNT;
}

/**
 * The deadline time that applies to a client: the first valid time of `candidates` (client's own,
 * then its host's for guests, then the bakery's), else DEFAULT_DEADLINE_TIME.
 */
export function effectiveDeadlineTime(...candidates: readonly (string | null | undefined)[]): string {
  return candidates.find(isDeadlineTime) ?? DEFAULT_DEADLINE_TIME;
}

/**
 * A guest orders only during its stay: today and the delivery date both within
 * activeFrom … activeTo (inclusive calendar dates).
 */
export function isWithinStay(today: string, deliveryDate: string, activeFrom: string, activeTo: string): boolean {
  return activeFrom <= today && today <= activeTo && activeFrom <= deliveryDate && deliveryDate <= activeTo;
}

/** Cents as the decimal string stored in numeric money columns: 1234 → "12.34", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Unambiguous lowercase letters and digits (no 0/o, 1/l/i): URL-safe and easy to read out on the phone. */
const PUBLIC_ID_ALPHABET = [...'abcdefghjkmnpqrstuvwxyz23456789'];
/** Length of an order's public id (31^12 ≈ 2^59 possibilities). */
export const ORDER_PUBLIC_ID_LENGTH = 12;

/** A fresh random, URL-safe public id for an order (crypto randomness). */
export function generateOrderPublicId(source: RandomSource = cryptoRandomSource): string {
  return randomElements(PUBLIC_ID_ALPHABET, ORDER_PUBLIC_ID_LENGTH, source).join('');
}
