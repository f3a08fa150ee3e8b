import { formatCents, lineTotalCents, pricePerKgCents, type Language } from '@bakery/core';
import type { ProductListItem } from '../../api/operations';
import { formatPercent } from '../../i18n/format';

/** Price of one piece of approx weight, formatted; '–' for a price the rules refuse. */
export function piecePriceText(
  product: Pick<ProductListItem, 'gramPrice' | 'approxWeight'>,
  language: Language,
): string {
  const { gramPrice } = product;
  if (gramPrice === null) return '–';
  try {
    return formatCents(lineTotalCents({ gramPrice, grams: product.approxWeight, amount: 1 }), language);
  } catch {
    return '–';
  }
}

export function kgPriceText(product: Pick<ProductListItem, 'gramPrice'>, language: Language): string {
  const { gramPrice } = product;
  if (gramPrice === null) return '–';
  try {
    return formatCents(pricePerKgCents(gramPrice), language);
  } catch {
    return '–';
  }
}

/** "10.00" → "10 %", "4.50" → "4,5 %" in the language's number format. */
export function vatText(value: string | undefined, language: Language): string {
  if (value === undefined) return '–';
  const text = formatPercent(value, language);
  return text === value && !/^-?\d+(\.\d+)?$/.test(value.trim()) ? value : `${text} %`;
}

/** URL part of a product name: "Bauernbrot 1 kg" → "bauernbrot-1-kg". */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'product';
}
