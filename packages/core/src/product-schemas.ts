/**
 * Zod schemas for a product as createProduct / updateProduct (and a host's own products) take
 * it, and for the product form that reads the same fields from what a bakery types
 * (requirements/catalogue-and-price-lists.md#products, #available-days, #prices-and-vat).
 *
 * Invariants: issue messages are error codes (BAD_INPUT), one issue per field path the server
 * names in `fields` ("names.it", "gramPrice", "availableWeekdays"); a text's issue says in
 * `params.problem` whether it is REQUIRED (blank) or TOO_LONG. The VAT rate is not checked here:
 * whether it exists is the database's answer.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './language';
import { readLocaleDecimal } from './locale-decimal';
import { GramPriceSchema } from './price-schemas';

/** Longest product name, per language. */
export const PRODUCT_NAME_MAX = 120;
/** Longest product description, per language. */
export const PRODUCT_DESCRIPTION_MAX = 2000;
/** Heaviest approximate weight of a product, in grams. */
export const PRODUCT_WEIGHT_MAX_GRAMS = 100_000;
/** Longest article code (easybackKodex). */
export const ARTICLE_CODE_MAX = 40;

/** Why a product text was refused. */
export type ProductTextProblem = 'REQUIRED' | 'TOO_LONG';

const textSchema = (max: number) =>
  z
    .string({ message: 'BAD_INPUT' })
    .trim()
    .superRefine((text, ctx) => {
      const problem: ProductTextProblem | null = text === '' ? 'REQUIRED' : text.length > max ? 'TOO_LONG' : null;
      if (problem) ctx.addIssue({ code: 'custom', message: 'BAD_INPUT', params: { problem } });
    });
/** A text in de, it and en, each 1 … `max` characters after trimming; comes out trimmed. */
const textsSchema = (max: number) =>
  z.object({ de: textSchema(max), it: textSchema(max), en: textSchema(max) }, { message: 'BAD_INPUT' });

/** Days as a list of whole numbers `min` … `max`; any bad one is one issue on the list. */
const daysSchema = (min: number, max: number) =>
  z
    .array(z.unknown(), { message: 'BAD_INPUT' })
    .nullish()
    .transform((days, ctx) => {
      const list = days ?? [];
      if (list.every((d): d is number => typeof d === 'number' && Number.isInteger(d) && d >= min && d <= max))
        return list;
      ctx.addIssue({ code: 'custom', message: 'BAD_INPUT' });
      return z.NEVER;
    });

const productFields = {
  names: textsSchema(PRODUCT_NAME_MAX),
  descriptions: textsSchema(PRODUCT_DESCRIPTION_MAX),
  gramPrice: GramPriceSchema,
  approxWeight: z
    .number({ message: 'BAD_INPUT' })
    .int({ message: 'BAD_INPUT' })
    .min(0, { message: 'BAD_INPUT' })
    .max(PRODUCT_WEIGHT_MAX_GRAMS, { message: 'BAD_INPUT' }),
  haveToWeight: z.boolean({ message: 'BAD_INPUT' }),
  /** Trimmed; blank is none. */
  easybackKodex: z
    .string({ message: 'BAD_INPUT' })
    .nullish()
    .transform((code) => code?.trim() || null)
    .refine((code) => code === null || code.length <= ARTICLE_CODE_MAX, { message: 'BAD_INPUT' }),
  /** ISO weekdays 1 (Monday) … 7; none = every day. */
  availableWeekdays: daysSchema(1, 7),
  /** Days of the month 1 … 31 (a positive rule); not together with weekdays. */
  availableMonthDays: daysSchema(1, 31),
  /** Omitted: active. */
  active: z
    .boolean({ message: 'BAD_INPUT' })
    .nullish()
    .transform((active) => active ?? true),
};

/** One kind of day rule at a time: weekdays and days of the month together are an issue on both. */
function oneDayKind(
  { availableWeekdays, availableMonthDays }: { availableWeekdays: number[]; availableMonthDays: number[] },
  ctx: z.RefinementCtx,
): void {
  if (availableWeekdays.length === 0 || availableMonthDays.length === 0) return;
  ctx.addIssue({ code: 'custom', path: ['availableWeekdays'], message: 'BAD_INPUT' });
  ctx.addIssue({ code: 'custom', path: ['availableMonthDays'], message: 'BAD_INPUT' });
}

/** A product as createProduct / updateProduct take it, VAT rate aside: trimmed texts, a plain gram price, grams. */
export const ProductInputSchema = z.object(productFields).superRefine(oneDayKind);
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** Which kind of day rule the product form edits: none, weekdays or days of the month. */
export const PRODUCT_DAY_KINDS = ['every', 'weekdays', 'monthDays'] as const;
export type ProductDayKind = (typeof PRODUCT_DAY_KINDS)[number];

const sortedDays = (days: readonly string[]) => days.map(Number).sort((a, b) => a - b);
/** What the product form checks its values with: the product and the id of the picked VAT rate. */
const ProductFormInputSchema = z.object({ ...productFields, vatId: z.string().nullable() }).superRefine(oneDayKind);

/**
 * The product form as typed in `language` — texts, the gram price in the language's notation
 * ("0,0045" de/it, "0.0045" en; the other mark is refused), whole grams as digits, the picked VAT rate, the kind of day rule with the days of each kind as
 * text ('1' …) — read into `ProductInputSchema` plus the VAT rate's id. Issues sit on the form's
 * paths, which are the server's field names; only the days of the chosen kind are sent.
 */
export const productFormSchema = (language: Language) =>
  z
    .object({
      names: z.record(z.enum(LANGUAGES), z.string()),
      descriptions: z.record(z.enum(LANGUAGES), z.string()),
      // unreadable text becomes a value the product's own rule refuses, so every field is checked at once
      gramPrice: z.string().transform((text) => readLocaleDecimal(text, language) ?? ''),
      approxWeight: z.string().transform((text) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : -1)),
      haveToWeight: z.boolean(),
      vatId: z.string().nullable(),
      easybackKodex: z.string(),
      dayKind: z.enum(PRODUCT_DAY_KINDS),
      availableWeekdays: z.array(z.string()),
      availableMonthDays: z.array(z.string()),
      active: z.boolean(),
    })
    .transform(
      ({ dayKind, availableWeekdays, availableMonthDays, ...rest }): z.input<typeof ProductFormInputSchema> => ({
        ...rest,
        availableWeekdays: dayKind === 'weekdays' ? sortedDays(availableWeekdays) : [],
        availableMonthDays: dayKind === 'monthDays' ? sortedDays(availableMonthDays) : [],
      }),
    )
    .pipe(ProductFormInputSchema);
export type ProductFormInput = z.infer<ReturnType<typeof productFormSchema>>;
