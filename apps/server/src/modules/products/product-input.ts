import {
  monthDaysToDayRules,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  ProductInputSchema,
  weekdaysToDayRules,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import type { Texts } from './products.queries';

export interface ProductInput {
  names: Texts;
  descriptions: Texts;
  gramPrice: string;
  approxWeight: number;
  haveToWeight: boolean;
  vatId?: number | null;
  easybackKodex?: string | null;
  availableWeekdays?: number[] | null;
  /** Days of the month 1 … 31 (positive rule, requirements/catalogue-and-price-lists.md#available-days); not together with weekdays. */
  availableMonthDays?: number[] | null;
  active?: boolean | null;
}

/** Longest name and description of a product per language (core's product schema). */
export const NAME_MAX = PRODUCT_NAME_MAX;
export const DESCRIPTION_MAX = PRODUCT_DESCRIPTION_MAX;

export interface CleanProduct {
  names: Texts;
  descriptions: Texts;
  gramPrice: string;
  approxWeight: number;
  haveToWeight: boolean;
  vatId: number | null;
  easybackKodex: string | null;
  availableDays: number;
  active: boolean;
}

/**
 * Checks a product as requirements/catalogue-and-price-lists.md#products asks with the core schema
 * the web's product form reads its values into (texts in all three languages, gram price, whole
 * grams, article code, one kind of day rule) and normalises it; refuses with BAD_INPUT naming
 * every bad field. Whether the VAT rate exists is checked where the product is written.
 */
export function cleanProductInput(input: ProductInput): CleanProduct {
  const result = ProductInputSchema.safeParse(input);
  if (!result.success) {
    fail('BAD_INPUT', { fields: [...new Set(result.error.issues.map((issue) => issue.path.join('.')))] });
  }
  const product = result.data;
  return {
    names: product.names,
    descriptions: product.descriptions,
    gramPrice: product.gramPrice,
    approxWeight: product.approxWeight,
    haveToWeight: product.haveToWeight,
    vatId: input.vatId ?? null,
    easybackKodex: product.easybackKodex,
    availableDays:
      product.availableMonthDays.length > 0
        ? monthDaysToDayRules(product.availableMonthDays)
        : weekdaysToDayRules(product.availableWeekdays),
    active: product.active,
  };
}
