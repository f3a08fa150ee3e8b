import type { AppProduct, GuestProduct } from '@bakery/api';
import { deliveryCostCents } from '@bakery/core/delivery-cost';
import { pricePerKgCents } from '@bakery/core/money';
import { offerLineCents } from '@bakery/core/order-price';
import type { OrderRules } from '../products/catalogue';
import type { BasketLine } from './basket';

/** A basket line with what the guest sees: name, piece price, per-kg price of weighed products, total. */
export interface PricedLine {
  productId: string;
  amount: number;
  /** Null when the product is no longer offered (not in the last product list). */
  product: AppProduct | null;
  /** Price of one piece in cents. */
  pieceCents: number;
  /** Price per kg for weighed products with a gram price, else null. */
  perKgCents: number | null;
  totalCents: number;
}

export interface BasketTotals {
  lines: PricedLine[];
  /** Sum of the lines the product list still offers. */
  linesCents: number;
  deliveryCents: number;
  totalCents: number;
  /** Some line is weighed: the final price follows the measured weight. */
  approximate: boolean;
}

interface Offer {
  product: AppProduct;
  priceCents: number;
  gramPrice: string | null;
}

/** The offers by product id: the ordering rules' (with gram prices) over the product list's. */
export function offersById(products: readonly GuestProduct[] | null, rules: OrderRules | null): Map<string, Offer> {
  const offers = new Map<string, Offer>();
  for (const item of products ?? [])
    offers.set(item.product.id, { product: item.product, priceCents: item.priceCents, gramPrice: null });
  for (const item of rules?.options.products ?? [])
    offers.set(item.product.id, { product: item.product, priceCents: item.priceCents, gramPrice: item.gramPrice });
  return offers;
}

/** Per-kg price of a weighed product in cents, from its gram price; null when it has none. */
export function perKgCentsOf(offer: Offer | undefined): number | null {
  return offer?.product.haveToWeight && offer.gramPrice ? pricePerKgCents(offer.gramPrice) : null;
}

/**
 * The basket's prices as the server computes them (integer cents, never floats): gram price ×
 * approximate weight × amount rounded once where a gram price applies, else piece price × amount;
 * delivery cost by core's rule (waived from the minimum, none for takeaway-only clients).
 */
export function priceBasket(
  lines: readonly BasketLine[],
  products: readonly GuestProduct[] | null,
  rules: OrderRules | null,
): BasketTotals {
  const offers = offersById(products, rules);
  const priced = lines.map((line): PricedLine => {
    const offer = offers.get(line.productId);
    if (!offer) return { ...line, product: null, pieceCents: 0, perKgCents: null, totalCents: 0 };
    const totalCents = offerLineCents(
      { priceCents: offer.priceCents, gramPrice: offer.gramPrice, approxWeight: offer.product.approxWeight },
      line.amount,
    );
    return {
      ...line,
      product: offer.product,
      pieceCents: offer.priceCents,
      perKgCents: perKgCentsOf(offer),
      totalCents,
    };
  });
  const linesCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
  const options = rules?.options;
  const deliveryCents = options ? deliveryCostCents(linesCents, options, options.takeawayOnly) : 0;
  return {
    lines: priced,
    linesCents,
    deliveryCents,
    totalCents: linesCents + deliveryCents,
    approximate: priced.some((line) => line.product?.haveToWeight),
  };
}
