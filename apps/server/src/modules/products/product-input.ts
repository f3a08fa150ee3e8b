import { LANGUAGES, monthDaysToDayRules, parseDecimal, weekdaysToDayRules } from '@bakery/core';
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

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const MAX_WEIGHT_GRAMS = 100_000;

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

function texts(value: Texts, max: number, field: string, bad: string[]): Texts {
  const out = {} as Texts;
  for (const l of LANGUAGES) {
    const v = (value[l] ?? '').trim();
    if (!v || v.length > max) bad.push(`${field}.${l}`);
    out[l] = v;
  }
  return out;
}

/**
 * Checks a product form as requirements/catalogue-and-price-lists.md#products asks (names and descriptions in all three languages, price,
 * weight as numbers) and normalises it; refuses with BAD_INPUT naming every bad field.
 */
export function cleanProductInput(input: ProductInput): CleanProduct {
  const bad: string[] = [];
  const names = texts(input.names, NAME_MAX, 'names', bad);
  const descriptions = texts(input.descriptions, DESCRIPTION_MAX, 'descriptions', bad);
  let gramPrice = input.gramPrice.trim().replace(',', '.');
  try {
    if (parseDecimal(gramPrice, 6) < 0n) bad.push('gramPrice');
  } catch {
    bad.push('gramPrice');
  }
  if (/^\./.test(gramPrice)) gramPrice = `0${gramPrice}`;
  if (!Number.isInteger(input.approxWeight) || input.approxWeight < 0 || input.approxWeight > MAX_WEIGHT_GRAMS)
    bad.push('approxWeight');
  const weekdays = input.availableWeekdays ?? [];
  const monthDays = input.availableMonthDays ?? [];
  if (weekdays.length > 0 && monthDays.length > 0)
    bad.push('availableWeekdays', 'availableMonthDays'); // one kind of rule
  else if (weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) bad.push('availableWeekdays');
  else if (monthDays.some((d) => !Number.isInteger(d) || d < 1 || d > 31)) bad.push('availableMonthDays');
  const kodex = input.easybackKodex?.trim() || null;
  if (kodex && kodex.length > 40) bad.push('easybackKodex');
  if (bad.length > 0) fail('BAD_INPUT', { fields: bad });
  return {
    names,
    descriptions,
    gramPrice,
    approxWeight: input.approxWeight,
    haveToWeight: input.haveToWeight,
    vatId: input.vatId ?? null,
    easybackKodex: kodex,
    availableDays: monthDays.length > 0 ? monthDaysToDayRules(monthDays) : weekdaysToDayRules(weekdays),
    active: input.active ?? true,
  };
}
