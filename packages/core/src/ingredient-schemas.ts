/**
 * Zod schemas for an ingredient of a bakery (issue 48) as createIngredient / updateIngredient take
 * it: its name in de, it and en, the unit it is bought in, an optional price per unit (exact decimal,
 * up to 4 decimals, `numeric(12, 4)`), its role for the baker's percentages, and the Annex II
 * allergens it contains and may contain as traces.
 *
 * Invariants: issue messages are error codes (BAD_INPUT), one issue per field path the server names
 * in `fields` ("names.it", "pricePerUnit"); allergen sets come out canonical (`allergenSet`: the
 * annex's order, a kind's allergen added), traces without what the ingredient contains.
 */
import { z } from 'zod';
import { ALLERGENS, allergenDifference, allergenSet, GLUTEN_CEREALS, NUTS, type AllergenSet } from './allergens';
import { parseDecimal } from './decimal';
import { INGREDIENT_ROLES } from './recipes';

export const INGREDIENT_NAME_MAX = 120;
export const INGREDIENT_UNITS = ['KG', 'L', 'PIECE'] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];
/** Decimals of a price per unit. */
export const INGREDIENT_PRICE_SCALE = 4;
/** Most whole digits of a price per unit (numeric(12, 4)). */
const PRICE_MAX_WHOLE_DIGITS = 8;

const nameSchema = z
  .string({ message: 'BAD_INPUT' })
  .trim()
  .min(1, { message: 'BAD_INPUT' })
  .max(INGREDIENT_NAME_MAX, { message: 'BAD_INPUT' });

/** A price per unit as plain decimal text ("1,25" is read as 1.25), ≥ 0, at most 4 decimals; null for none. */
const priceSchema = z
  .string({ message: 'BAD_INPUT' })
  .nullish()
  .transform((text, ctx) => {
    const price = (text ?? '').trim().replace(',', '.');
    if (price === '') return null;
    const whole = price.split('.')[0] ?? '';
    if (/^\d+(?:\.\d+)?$/.test(price) && whole.replace(/^0+(?=\d)/, '').length <= PRICE_MAX_WHOLE_DIGITS) {
      try {
        parseDecimal(price, INGREDIENT_PRICE_SCALE);
        return price;
      } catch {
        // more decimals than a price per unit keeps: refused below
      }
    }
    ctx.addIssue({ code: 'custom', message: 'BAD_INPUT' });
    return z.NEVER;
  });

/** An allergen set as the API takes it; unknown keys are refused, repeats dropped, kinds imply their allergen. */
export const AllergenSetSchema = z
  .object(
    {
      allergens: z.array(z.enum(ALLERGENS, { message: 'BAD_INPUT' }), { message: 'BAD_INPUT' }),
      cereals: z.array(z.enum(GLUTEN_CEREALS, { message: 'BAD_INPUT' }), { message: 'BAD_INPUT' }),
      nuts: z.array(z.enum(NUTS, { message: 'BAD_INPUT' }), { message: 'BAD_INPUT' }),
    },
    { message: 'BAD_INPUT' },
  )
  .transform((set): AllergenSet => allergenSet(set));

export const IngredientInputSchema = z
  .object(
    {
      names: z.object({ de: nameSchema, it: nameSchema, en: nameSchema }, { message: 'BAD_INPUT' }),
      unit: z.enum(INGREDIENT_UNITS, { message: 'BAD_INPUT' }),
      pricePerUnit: priceSchema,
      role: z.enum(INGREDIENT_ROLES, { message: 'BAD_INPUT' }),
      contains: AllergenSetSchema,
      traces: AllergenSetSchema,
    },
    { message: 'BAD_INPUT' },
  )
  .transform((input) => ({ ...input, traces: allergenDifference(input.traces, input.contains) }));

export type IngredientInput = z.input<typeof IngredientInputSchema>;
export type CleanIngredient = z.output<typeof IngredientInputSchema>;

/** A stored allergen set read back: what is not a known key is left out (a set written by an older version). */
export function readAllergenSet(stored: unknown): AllergenSet {
  const value = (stored ?? {}) as Partial<Record<keyof AllergenSet, unknown>>;
  const known = <T extends string>(list: unknown, keys: readonly T[]): T[] =>
    Array.isArray(list) ? list.filter((key): key is T => keys.includes(key as T)) : [];
  return allergenSet({
    allergens: known(value.allergens, ALLERGENS),
    cereals: known(value.cereals, GLUTEN_CEREALS),
    nuts: known(value.nuts, NUTS),
  });
}
