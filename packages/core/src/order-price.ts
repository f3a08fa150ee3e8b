/**
 * What an order costs (requirements/ordering.md#placing-an-order, requirements/ordering.md#delivery-cost), one rule for the server, the web and the guest app. Apart from
 * ordering.ts so that the apps can import it without Luxon (ordering.ts re-exports it).
 *
 * A line is priced from the prices frozen on it: a host's display price per piece × amount where
 * one is set, else gram price × approximate weight × amount rounded half-up once. A client is
 * shown an offer (orderOptions): its piece price, and the gram price only where it pays by weight
 * (no display price); `offerLineCents` prices a line from that offer to the same cent. Money is
 * integer cents throughout; no binary float touches a price.
 */
import { parseDecimal } from './decimal';
import { deliveryCostCents, type DeliveryCostRule } from './delivery-cost';
import { lineTotalCents } from './money';

/** The prices frozen on an ordered product (current_*, requirements/ordering.md#placing-an-order), as stored (decimal strings). */
export interface OrderLinePrice {
  /** EUR per gram. */
  gramPrice: string;
  /** Grams per piece. */
  approxWeight: number;
  /** EUR per piece set by a host; negative ("-1") = none. */
  displayPrice: string;
  amount: number;
}

/** True where a host's display price (≥ 0) replaces the gram price; "-1" (or any negative) = none. */
export function hasDisplayPrice(displayPrice: string): boolean {
  return !displayPrice.trim().startsWith('-');
}

/** Price of one piece in cents: the display price where set, else gram price × approximate weight (half-up). */
export function orderPieceCents(line: Omit<OrderLinePrice, 'amount'>): number {
  return orderLineCents({ ...line, amount: 1 });
}

/**
 * Total of one ordered product in cents: display price × amount where a display price is set
 * (≥ 0), else gram price × approximate weight × amount rounded half-up once (`lineTotalCents`).
 */
export function orderLineCents(line: OrderLinePrice): number {
  if (hasDisplayPrice(line.displayPrice)) return Number(parseDecimal(line.displayPrice.trim(), 2)) * line.amount;
  return lineTotalCents({ gramPrice: line.gramPrice, grams: line.approxWeight, amount: line.amount });
}

/** Sum of the lines of an order in cents. */
export function orderLinesCents(lines: readonly OrderLinePrice[]): number {
  return lines.reduce((sum, line) => sum + orderLineCents(line), 0);
}

/** What a client is shown of a product it may order (orderOptions.products). */
export interface ClientOffer {
  /** Price of one piece in cents. */
  priceCents: number;
  /** EUR per gram where the client pays by weight; null where a display price applies. */
  gramPrice: string | null;
  /** Grams per piece. */
  approxWeight: number;
}

/** The offer a client is shown for the prices a line would freeze: the gram price is hidden behind a display price. */
export function clientOffer(price: Omit<OrderLinePrice, 'amount'>): ClientOffer {
  return {
    priceCents: orderPieceCents(price),
    gramPrice: hasDisplayPrice(price.displayPrice) ? null : price.gramPrice,
    approxWeight: price.approxWeight,
  };
}

/**
 * A line's total from the offer the client was shown, equal to `orderLineCents` of the line the
 * server freezes: gram price × weight × amount rounded once where a gram price is given, else
 * piece price × amount.
 */
export function offerLineCents(offer: ClientOffer, amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Amount must be a non-negative integer: ${amount}`);
  return offer.gramPrice === null
    ? offer.priceCents * amount
    : lineTotalCents({ gramPrice: offer.gramPrice, grams: offer.approxWeight, amount });
}

export interface OrderTotal {
  linesCents: number;
  deliveryCents: number;
  totalCents: number;
}

/** An order's total (final_price): its lines plus the delivery cost of the client's rule (none for takeaway). */
export function orderTotal(linesCents: number, rule: DeliveryCostRule, takeaway: boolean): OrderTotal {
  const deliveryCents = deliveryCostCents(linesCents, rule, takeaway);
  return { linesCents, deliveryCents, totalCents: linesCents + deliveryCents };
}
