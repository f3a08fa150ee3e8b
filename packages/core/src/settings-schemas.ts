/**
 * Zod schemas for a bakery's own settings as updateBakerySettings takes them (flags, delivery
 * cost and the order value from which delivery is free, the default deadline, the time zone —
 * requirements/settings.md#bakery-settings) and for the settings form that reads the amounts as
 * typed in the user's language.
 *
 * Invariants: issue messages are error codes (BAD_INPUT), one issue per refused field; a field
 * left out (undefined) stays as it is; a null or blank deadline or time zone falls back to the
 * platform default, a null amount is refused. Amounts come out as plain decimals with 2 decimals.
 */
import { z } from 'zod';
import { parseDecimal } from './decimal';
import type { Language } from './language';
import { centsToDecimal, isDeadlineTime } from './ordering';
import { localeCentsSchema } from './schemas';
import { isTimeZone } from './time-zone';

/** numeric(12, 2): below ten thousand million euros, in cents. */
const MAX_MONEY_CENTS = 10n ** 12n;

/**
 * A non-negative euro amount of the API with at most 2 decimals, point or comma ("2,5" → "2.50"),
 * or null when it is none.
 */
export function readMoneyAmount(text: string): string | null {
  try {
    const cents = parseDecimal(text.trim().replace(',', '.'), 2);
    if (cents < 0n || cents >= MAX_MONEY_CENTS) return null;
    return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  } catch {
    return null;
  }
}

const MoneyAmountSchema = z.string({ message: 'BAD_INPUT' }).transform((text, ctx) => {
  const amount = readMoneyAmount(text);
  if (amount !== null) return amount;
  ctx.addIssue({ code: 'custom', message: 'BAD_INPUT' });
  return z.NEVER;
});

/** Trimmed text, blank as null, undefined kept (unchanged), refused unless `valid`. */
const defaultableSchema = (valid: (text: string) => boolean) =>
  z
    .string({ message: 'BAD_INPUT' })
    .nullish()
    .transform((text) => (text === undefined ? undefined : text?.trim() || null))
    .refine((text) => text == null || valid(text), { message: 'BAD_INPUT' });

const flag = z.boolean({ message: 'BAD_INPUT' }).nullish();

/** The settings as updateBakerySettings takes them; issues in the order deliveryCost, deliveryCostMin, timeZone, deadline. */
export const BakerySettingsInputSchema = z.object({
  createBills: flag,
  ignoreDeadline: flag,
  deliversSaturday: flag,
  deliversSunday: flag,
  takeaway: flag,
  deliveryCost: MoneyAmountSchema.optional(),
  deliveryCostMin: MoneyAmountSchema.optional(),
  /** IANA name; null or blank: the platform default. */
  timeZone: defaultableSchema(isTimeZone),
  /** HH:MM in the bakery's time zone; null or blank: the platform default. */
  deadline: defaultableSchema(isDeadlineTime),
});
export type BakerySettingsInput = z.infer<typeof BakerySettingsInputSchema>;

/**
 * The settings form: the flags, the amounts as typed in `language` ("2,50" de/it, "2.50" en),
 * the deadline as typed (blank: the default) and the picked time zone, read with the rules of
 * `BakerySettingsInputSchema` into a value for every field. Issues sit on the form's field names.
 */
export const bakerySettingsFormSchema = (language: Language) =>
  z
    .object({
      createBills: z.boolean(),
      ignoreDeadline: z.boolean(),
      deliversSaturday: z.boolean(),
      deliversSunday: z.boolean(),
      takeaway: z.boolean(),
      deliveryCost: localeCentsSchema(language).transform((cents) => centsToDecimal(cents)),
      deliveryCostMin: localeCentsSchema(language).transform((cents) => centsToDecimal(cents)),
      timeZone: BakerySettingsInputSchema.shape.timeZone,
      deadline: BakerySettingsInputSchema.shape.deadline,
    })
    .transform((input) => ({ ...input, timeZone: input.timeZone ?? null, deadline: input.deadline ?? null }));
export type BakerySettingsFormInput = z.infer<ReturnType<typeof bakerySettingsFormSchema>>;
