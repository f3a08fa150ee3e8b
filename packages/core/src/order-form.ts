/**
 * What the web's order form decides before it asks the server: the delivery dates it refuses and
 * the prices and totals it shows (the server's numbers win after saving). Apart from the guest
 * app's basket, but on the same rules (order-price, order-days, delivery-cost), and tested equal to
 * it and to the server's by the guest app's pricing-parity test.
 */
import { deliveryCostCents, type DeliveryCostRule } from './delivery-cost';
import { orderDays } from './order-days';
import { offerLineCents } from './order-price';
import { isValidOrderAmount, orderDateRefusals, type OrderDateRefusal } from './ordering';

/** A product the client may order, at its price per piece. */
export interface OrderableProduct {
  id: string;
  name: string;
  priceCents: number;
  /**
   * EUR per gram the client pays (line totals round once per line); null where a host's display
   * price applies, the line then costs priceCents × amount (core offerLineCents).
   */
  gramPrice: string | null;
  /** Day-rule bitmask (available_days); 0 = every day. */
  availableDays: number;
  haveToWeight: boolean;
  approxWeight: number;
}

/**
 * What the order form knows of the rules that decide a date and the price. `null` means the
 * screen could not read it (a host cannot read its bakery's settings yet): the form then does
 * not guess, and the server's answer decides.
 */
export interface OrderRules {
  timeZone: string;
  /** HH:MM; null = unknown. */
  deadlineTime: string | null;
  ignoreDeadline: boolean;
  deliversSaturday: boolean | null;
  deliversSunday: boolean | null;
  holidays: readonly { name: string; from: string; to: string }[];
  deliveryCost: DeliveryCostRule | null;
  /** The client must take away (no delivery cost). */
  takeawayOnly: boolean;
  /**
   * The server's days (orderOptions.days, YYYY-MM-DD → its deadline and refusal reasons; no reasons = open).
   * Where a day is listed, its closing reasons come from the server, not from the flags above.
   */
  serverDays?: Readonly<Record<string, { deadline: string; reasons: readonly string[] }>>;
}

/**
 * Reasons the form refuses a delivery date before asking the server (core `orderDateRefusals`, or
 * for the days orderOptions listed, core `orderDays` as in the guest app: the server's reasons plus
 * the chosen products' day rules and a deadline passed since they were loaded).
 * Unknown weekend flags count as "delivers", an unknown deadline time as "no deadline": only the
 * server may refuse those.
 */
export function dateRefusals(
  date: string,
  rules: OrderRules,
  productDays: readonly number[],
  now: Date,
): OrderDateRefusal[] {
  const local = orderDateRefusals(date, {
    now,
    timeZone: rules.timeZone,
    deadlineTime: rules.deadlineTime ?? '23:59',
    ignoreDeadline: rules.ignoreDeadline || rules.deadlineTime === null,
    delivery: {
      deliversSaturday: rules.deliversSaturday ?? true,
      deliversSunday: rules.deliversSunday ?? true,
      holidays: rules.holidays,
    },
    productDays,
  });
  const server = rules.serverDays?.[date];
  if (!server) return local;
  const [day] = orderDays([{ date, ...server }], {
    holidays: rules.holidays,
    products: productDays.map((availableDays) => ({ name: '', availableDays })),
    now,
    ignoreDeadline: rules.ignoreDeadline,
  });
  return (day?.reasons ?? []) as OrderDateRefusal[];
}

/** The holiday that closes `date`, for the helper text. */
export function holidayOn(date: string, rules: OrderRules): { name: string; from: string; to: string } | undefined {
  return rules.holidays.find((h) => h.from <= date && date <= h.to);
}

/** An amount typed by the user: a whole number 1 … 999, else null (nothing is sent). */
export function parseAmount(text: string | number): number | null {
  const value = typeof text === 'number' ? text : /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  return isValidOrderAmount(value) ? value : null;
}

/** Total of one line as the server computes it (core offerLineCents): exact cents, never a float. */
export function lineCents(
  product: Pick<OrderableProduct, 'priceCents' | 'gramPrice' | 'approxWeight'>,
  amount: number,
): number {
  return offerLineCents(product, amount);
}

/** An orderOptions product as the form uses it: the server's prices unchanged. */
export function orderableProduct(offer: {
  priceCents: number;
  gramPrice: string | null;
  product: { id: string; name: string; approxWeight: number; haveToWeight: boolean; availableDays: number };
}): OrderableProduct {
  const { priceCents, gramPrice, product } = offer;
  return {
    id: product.id,
    name: product.name,
    priceCents,
    gramPrice,
    approxWeight: product.approxWeight,
    haveToWeight: product.haveToWeight,
    availableDays: product.availableDays,
  };
}

export interface OrderTotals {
  linesCents: number;
  /** null when the rule is unknown to the form. */
  deliveryCents: number | null;
  totalCents: number;
}

/** Line totals, delivery cost (§5) and the total the form shows; the server's numbers win after saving. */
export function orderTotals(
  lines: readonly { product: OrderableProduct; amount: number }[],
  rules: OrderRules,
  takeaway: boolean,
): OrderTotals {
  const linesCents = lines.reduce((sum, l) => sum + lineCents(l.product, l.amount), 0);
  const deliveryCents = rules.deliveryCost
    ? deliveryCostCents(linesCents, rules.deliveryCost, takeaway || rules.takeawayOnly)
    : null;
  return { linesCents, deliveryCents, totalCents: linesCents + (deliveryCents ?? 0) };
}
