import { LANGUAGES, lineTotalCents, monthDaysToDayRules, pricePerKgCents, weekdaysToDayRules } from '@bakery/core';
import { ApiError } from '../../api/client';
import type { Product, ProductInput, Texts, Vat } from '../../api/operations';

/** What the editor holds: numbers stay strings as typed until they are sent. */
export interface ProductFormValues {
  names: Texts;
  descriptions: Texts;
  gramPrice: string;
  approxWeight: string;
  haveToWeight: boolean;
  vatId: string | null;
  easybackKodex: string;
  /** Which kind of day rule the form edits (SPEC §5): none, weekdays or days of the month. */
  dayKind: DayKind;
  /** ISO weekdays '1' (Monday) … '7'; empty = every day. */
  availableWeekdays: string[];
  /** Days of the month '1' … '31'; empty = every day. */
  availableMonthDays: string[];
  active: boolean;
}

export type DayKind = 'every' | 'weekdays' | 'monthDays';

/** Field paths as the server names them in BAD_INPUT `extensions.fields` ("names.it", "gramPrice"). */
export type FieldErrors = Record<string, FieldProblem>;
export type FieldProblem = 'required' | 'text' | 'gramPrice' | 'weight' | 'invalid';

export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const MONTH_DAYS = Array.from({ length: 31 }, (_x, index) => String(index + 1));
/** Same limits as the server (apps/server products/product-input.ts). */
const NAME_MAX = 120;
const DESCRIPTION_MAX = 2000;
const MAX_WEIGHT_GRAMS = 100_000;
const GRAM_PRICE = /^\d+(\.\d{1,6})?$/;
const WEIGHT = /^\d+$/;

const emptyTexts = (): Texts => ({ de: '', it: '', en: '' });

/** The 10 % rate (SPEC §5 default), else the first active one. */
export function defaultVatId(vats: readonly Vat[]): string | null {
  const active = vats.filter((vat) => vat.active);
  return (active.find((vat) => Number(vat.value) === 10) ?? active[0])?.id ?? null;
}

export function emptyValues(vatId: string | null): ProductFormValues {
  return {
    names: emptyTexts(),
    descriptions: emptyTexts(),
    gramPrice: '',
    approxWeight: '',
    haveToWeight: false,
    vatId,
    easybackKodex: '',
    dayKind: 'every',
    availableWeekdays: [],
    availableMonthDays: [],
    active: true,
  };
}

export function valuesOf(product: Product): ProductFormValues {
  return {
    names: { ...product.names },
    descriptions: { ...product.descriptions },
    gramPrice: product.gramPrice ?? '',
    approxWeight: String(product.approxWeight),
    haveToWeight: product.haveToWeight,
    vatId: product.vat?.id ?? null,
    easybackKodex: product.easybackKodex ?? '',
    dayKind:
      product.availableMonthDays.length > 0 ? 'monthDays' : product.availableWeekdays.length > 0 ? 'weekdays' : 'every',
    availableWeekdays: product.availableWeekdays.map(String),
    availableMonthDays: product.availableMonthDays.map(String),
    active: product.active,
  };
}

/** "0,0045" → "0.0045", ".5" → "0.5"; null when it is no non-negative decimal of ≤ 6 decimals. */
export function normaliseGramPrice(value: string): string | null {
  let text = value.trim().replace(',', '.');
  if (text.startsWith('.')) text = `0${text}`;
  return GRAM_PRICE.test(text) ? text : null;
}

/** Whole grams 0 … 100 000, else null. */
export function parseWeight(value: string): number | null {
  const text = value.trim();
  if (!WEIGHT.test(text)) return null;
  const grams = Number(text);
  return grams <= MAX_WEIGHT_GRAMS ? grams : null;
}

/** Client-side check, the same rules the server applies; empty result = may be sent. */
export function validateProduct(values: ProductFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const language of LANGUAGES) {
    const name = values.names[language].trim();
    const description = values.descriptions[language].trim();
    if (!name) errors[`names.${language}`] = 'required';
    else if (name.length > NAME_MAX) errors[`names.${language}`] = 'text';
    if (!description) errors[`descriptions.${language}`] = 'required';
    else if (description.length > DESCRIPTION_MAX) errors[`descriptions.${language}`] = 'text';
  }
  if (normaliseGramPrice(values.gramPrice) === null) errors.gramPrice = 'gramPrice';
  if (parseWeight(values.approxWeight) === null) errors.approxWeight = 'weight';
  if (values.easybackKodex.trim().length > 40) errors.easybackKodex = 'invalid';
  return errors;
}

const sortedNumbers = (values: readonly string[]) => values.map(Number).sort((a, b) => a - b);

/** The day rule the values stand for (core bitmask), for the text in words. */
export function dayRulesOf(
  values: Pick<ProductFormValues, 'dayKind' | 'availableWeekdays' | 'availableMonthDays'>,
): number {
  if (values.dayKind === 'weekdays') return weekdaysToDayRules(sortedNumbers(values.availableWeekdays));
  if (values.dayKind === 'monthDays') return monthDaysToDayRules(sortedNumbers(values.availableMonthDays));
  return 0;
}

/** The mutation input of valid values (call validateProduct first). */
export function toInput(values: ProductFormValues): ProductInput {
  const trimmed = (texts: Texts) => Object.fromEntries(LANGUAGES.map((l) => [l, texts[l].trim()])) as unknown as Texts;
  return {
    names: trimmed(values.names),
    descriptions: trimmed(values.descriptions),
    gramPrice: normaliseGramPrice(values.gramPrice) ?? values.gramPrice.trim(),
    approxWeight: parseWeight(values.approxWeight) ?? 0,
    haveToWeight: values.haveToWeight,
    vatId: values.vatId,
    easybackKodex: values.easybackKodex.trim() || null,
    availableWeekdays: values.dayKind === 'weekdays' ? sortedNumbers(values.availableWeekdays) : [],
    availableMonthDays: values.dayKind === 'monthDays' ? sortedNumbers(values.availableMonthDays) : [],
    active: values.active,
  };
}

/** The fields a BAD_INPUT answer names, with the problem to show on each. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.code !== 'BAD_INPUT') return null;
  const fields = error.extensions.fields;
  if (!Array.isArray(fields)) return null;
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (typeof field !== 'string') continue;
    if (field.startsWith('names.') || field.startsWith('descriptions.')) errors[field] = 'text';
    else if (field === 'gramPrice') errors[field] = 'gramPrice';
    else if (field === 'approxWeight') errors[field] = 'weight';
    else errors[field] = 'invalid';
  }
  return errors;
}

/** Price of one piece (gram price × approx weight) and per kg, in cents; null for unreadable input. */
export function previewCents(gramPrice: string, weight: string): { piece: number | null; kg: number | null } {
  const price = normaliseGramPrice(gramPrice);
  if (price === null) return { piece: null, kg: null };
  const grams = parseWeight(weight);
  return {
    piece: grams === null ? null : lineTotalCents({ gramPrice: price, grams, amount: 1 }),
    kg: pricePerKgCents(price),
  };
}
