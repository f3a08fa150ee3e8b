import {
  lineTotalCents,
  localeDecimalInput,
  monthDaysToDayRules,
  priceEntryFormSchema,
  pricePerKgCents,
  PRODUCT_WEIGHT_MAX_GRAMS,
  readGramPrice,
  readLocaleDecimal,
  weekdaysToDayRules,
  type Language,
  type ProductDayKind,
} from '@bakery/core';
import { ApiError } from '../../api/client';
import type { Product, Texts, Vat } from '../../api/operations';
import type { SchemaIssue } from '../../ui/schema-form';
import { unitOf, unitPriceInputText, type PriceUnit } from './price-entry';

/**
 * What the editor holds: numbers stay text as typed (the gram price in the user's language) until
 * core's productFormSchema reads them into what the server takes.
 */
export interface ProductFormValues {
  names: Texts;
  descriptions: Texts;
  /** The price as bakers type it: euros per piece or per kg (`priceUnit`) in the user's language ("0,45"). */
  price: string;
  priceUnit: PriceUnit;
  /**
   * The stored gram price (plain decimal) while price, unit and weight are as loaded, so saving other
   * fields keeps its decimals exactly; null once one of them changed (the typed price decides).
   */
  keptGramPrice: string | null;
  approxWeight: string;
  haveToWeight: boolean;
  vatId: string | null;
  easybackKodex: string;
  /** Which kind of day rule the form edits (docs/requirements/catalogue-and-price-lists.md#available-days): none, weekdays or days of the month. */
  dayKind: DayKind;
  /** ISO weekdays '1' (Monday) … '7'; empty = every day. */
  availableWeekdays: string[];
  /** Days of the month '1' … '31'; empty = every day. */
  availableMonthDays: string[];
  active: boolean;
}

export type DayKind = ProductDayKind;

/** The problem shown on a field (key of products.fieldErrors), by the server's field path ("names.it", "gramPrice"). */
export type FieldProblem = 'required' | 'text' | 'gramPrice' | 'weight' | 'invalid';

export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const MONTH_DAYS = Array.from({ length: 31 }, (_x, index) => String(index + 1));

const emptyTexts = (): Texts => ({ de: '', it: '', en: '' });

/** How often the product form asks for the VAT rates again while the list is empty. */
export const VAT_REFETCH_MS = 10_000;

/**
 * The VAT list's refetch interval: every 10 s until it holds a rate (a fresh installation, rates
 * not yet loaded or the first answer failed), then no more (TanStack Query's refetchInterval).
 */
export function vatRefetchInterval(query: { state: { data?: { vats: readonly unknown[] } } }): number | false {
  return (query.state.data?.vats.length ?? 0) > 0 ? false : VAT_REFETCH_MS;
}

/** The 10 % rate (docs/requirements/catalogue-and-price-lists.md#prices-and-vat default), else the first active one. */
export function defaultVatId(vats: readonly Vat[]): string | null {
  const active = vats.filter((vat) => vat.active);
  return (active.find((vat) => Number(vat.value) === 10) ?? active[0])?.id ?? null;
}

export function emptyValues(vatId: string | null): ProductFormValues {
  return {
    names: emptyTexts(),
    descriptions: emptyTexts(),
    price: '',
    priceUnit: 'piece',
    keptGramPrice: null,
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

/** The product as the editor shows it, the gram price written in `language` ("0,0052" de/it, "0.0052" en). */
export function valuesOf(product: Product, language: Language): ProductFormValues {
  return {
    names: { ...product.names },
    descriptions: { ...product.descriptions },
    price: unitPriceInputText(product.gramPrice, product, language),
    priceUnit: unitOf(product),
    keptGramPrice: product.gramPrice,
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

/** The problem to show for a field the server or productFormSchema refused. */
export function fieldProblem(path: string, issue?: Pick<SchemaIssue, 'params'>): FieldProblem {
  if (path.startsWith('names.') || path.startsWith('descriptions.'))
    return issue?.params?.problem === 'REQUIRED' ? 'required' : 'text';
  if (path === 'gramPrice') return 'gramPrice';
  if (path === 'approxWeight') return 'weight';
  return 'invalid';
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

/** The fields a BAD_INPUT answer names, with the problem to show on each. */
export function serverFieldErrors(error: unknown): Record<string, FieldProblem> | null {
  if (!(error instanceof ApiError) || error.code !== 'BAD_INPUT') return null;
  const fields = error.extensions.fields;
  if (!Array.isArray(fields)) return null;
  const fieldNames = fields.filter((field): field is string => typeof field === 'string');
  return Object.fromEntries(fieldNames.map((field) => [field, fieldProblem(field)]));
}

/** Whole grams as typed (1 … the maximum), else null. */
function gramsTyped(weight: string): number | null {
  const text = weight.trim();
  return /^\d{1,6}$/.test(text) && Number(text) > 0 && Number(text) <= PRODUCT_WEIGHT_MAX_GRAMS ? Number(text) : null;
}

/**
 * The gram price the values stand for, written in `language` for core's productFormSchema: the kept
 * one, else the typed price per kg or per piece read by the price-list editor's rule (core
 * priceEntryFormSchema: cents over 1000 g or the approx weight, up to 6 decimals); "" when it cannot
 * be read (a price per piece needs the weight), which the schema refuses on `gramPrice`.
 */
export function gramPriceOf(
  values: Pick<ProductFormValues, 'price' | 'priceUnit' | 'keptGramPrice' | 'approxWeight'>,
  language: Language,
): string {
  if (values.keptGramPrice !== null) return localeDecimalInput(values.keptGramPrice, language);
  const grams = values.priceUnit === 'kg' ? 1000 : gramsTyped(values.approxWeight);
  if (grams === null) return '';
  const entry = priceEntryFormSchema(language, grams).safeParse({ price: values.price });
  return entry.success ? localeDecimalInput(entry.data.gramPrice, language) : '';
}

/** Price of one piece (gram price × approx weight) and per kg, in cents, as typed in `language`; null for unreadable input. */
export function previewCents(
  gramPrice: string,
  weight: string,
  language: Language,
): { piece: number | null; kg: number | null } {
  const decimal = readLocaleDecimal(gramPrice, language);
  const price = decimal === null ? null : readGramPrice(decimal);
  if (price === null) return { piece: null, kg: null };
  const text = weight.trim();
  const grams = /^\d{1,6}$/.test(text) && Number(text) <= PRODUCT_WEIGHT_MAX_GRAMS ? Number(text) : null;
  return {
    piece: grams === null ? null : lineTotalCents({ gramPrice: price, grams, amount: 1 }),
    kg: pricePerKgCents(price),
  };
}
