/**
 * Zod schemas for gram prices — the price of one gram the database stores — as the server's
 * price and product mutations take them, and the price-list grid's entry that turns a euro
 * amount typed in the user's language into one (requirements/catalogue-and-price-lists.md#prices-and-vat).
 *
 * Invariants: issue messages are error codes (BAD_INPUT); a gram price is plain decimal text,
 * ≥ 0, at most 6 decimals and 8 whole digits (the column is numeric(14, 6)); the API keeps
 * reading a decimal comma there ("0,0048"), the form reads only the mark of the user's language.
 */
import { z } from 'zod';
import { parseDecimal } from './decimal';
import type { Language } from './language';
import { gramPriceFromCents } from './price-input';
import { localeCentsSchema } from './schemas';

/** Decimals of a gram price. */
export const GRAM_PRICE_SCALE = 6;
/** Most whole digits of a gram price (numeric(14, 6)). */
export const GRAM_PRICE_MAX_WHOLE_DIGITS = 8;

/** `text` as a stored gram price ("0,0048" → "0.0048"), or null when it is none. */
export function readGramPrice(text: string): string | null {
  const price = text.trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(price)) return null;
  if ((price.split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length > GRAM_PRICE_MAX_WHOLE_DIGITS) return null;
  try {
    parseDecimal(price, GRAM_PRICE_SCALE);
    return price;
  } catch {
    return null; // more than 6 decimals
  }
}

/** A gram price as setProductPrice, createProduct and updateProduct take it; comes out trimmed with a point. */
export const GramPriceSchema = z.string({ message: 'BAD_INPUT' }).transform((text, ctx) => {
  const price = readGramPrice(text);
  if (price !== null) return price;
  ctx.addIssue({ code: 'custom', message: 'BAD_INPUT' });
  return z.NEVER;
});

/** A product's price in a price list as setProductPrice takes it (besides the ids). */
export const ProductPriceInputSchema = z.object({ gramPrice: GramPriceSchema });
export type ProductPriceInput = z.infer<typeof ProductPriceInputSchema>;

/**
 * The price-list grid's entry: `price`, a euro amount typed in `language` ("4,50" de/it, "4.50"
 * en) for `grams` grams (1000 for a kg price, the weight of one piece), read into
 * `ProductPriceInputSchema`. Every problem is one BAD_INPUT issue on `price`.
 */
export const priceEntryFormSchema = (language: Language, grams: number) =>
  z.object({ price: localeCentsSchema(language) }).transform(({ price }, ctx) => {
    const input = ProductPriceInputSchema.safeParse({ gramPrice: gramPriceFromCents(price, grams) });
    if (input.success) return input.data;
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'BAD_INPUT' });
    return z.NEVER;
  });
