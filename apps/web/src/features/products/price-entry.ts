import { lineTotalCents, localeCentsInput, pricePerKgCents, type Language } from '@bakery/core';
import type { ProductListItem } from '../../api/operations';

/** How a bakery thinks of a product's price: per kg when it is weighed (or has no weight), else per piece. */
export type PriceUnit = 'kg' | 'piece';

type Priced = Pick<ProductListItem, 'haveToWeight' | 'approxWeight'>;

export function unitOf(product: Priced): PriceUnit {
  return product.haveToWeight || product.approxWeight <= 0 ? 'kg' : 'piece';
}

/** The grams one entered price stands for: 1000 for a kg price, the approx weight for a piece. */
export function gramsOf(product: Priced): number {
  return unitOf(product) === 'kg' ? 1000 : product.approxWeight;
}

/** A gram price in the product's unit, in cents; null when the gram price is unreadable. */
export function unitCents(gramPrice: string | null, product: Priced): number | null {
  if (gramPrice === null) return null;
  try {
    return unitOf(product) === 'kg'
      ? pricePerKgCents(gramPrice)
      : lineTotalCents({ gramPrice, grams: product.approxWeight, amount: 1 });
  } catch {
    return null;
  }
}

/** A gram price in the product's unit as the text of an input field: "4,50" (de, it) or "4.50" (en); "" when unreadable. */
export function unitPriceInputText(gramPrice: string | null, product: Priced, language: Language): string {
  const cents = unitCents(gramPrice, product);
  return cents === null ? '' : localeCentsInput(cents, language);
}
