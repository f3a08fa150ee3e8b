/**
 * Zod schemas for the form fields the server and the web validate alike, built on the rules in
 * this package so both sides refuse exactly the same input.
 *
 * Invariants: every issue message is an `ErrorCode` (errors.ts) that the client translates —
 * never prose; a password reports every broken rule, one issue each, in rule order. Usernames
 * and e-mails are trimmed before checking and come out trimmed; passwords are never trimmed.
 */
import { z } from 'zod';
import type { ErrorCode } from './errors';
import { isIsoDate } from './calendar';
import { DISCOUNT_NAME_MAX, discountStepsProblem, parsePercent } from './discount';
import { isValidEmail } from './email';
import { isValidHolidayRange } from './holidays';
import { LANGUAGES, type Language } from './language';
import { readLocaleCents, readLocaleDecimal } from './locale-decimal';
import { passwordProblemToErrorCode, validatePassword } from './password';
import { usernameProblem, usernameProblemToErrorCode } from './username';

const message = (code: ErrorCode): { message: ErrorCode } => ({ message: code });

export const PasswordSchema = z.string().superRefine((password, ctx) => {
  for (const problem of validatePassword(password)) {
    ctx.addIssue({ code: 'custom', message: passwordProblemToErrorCode(problem) });
  }
});
export type Password = z.infer<typeof PasswordSchema>;

/** A new password with its confirmation; repeat problems are reported on `repeat`. */
export const PasswordWithRepeatSchema = z
  .object({ password: z.string(), repeat: z.string() })
  .superRefine(({ password, repeat }, ctx) => {
    for (const problem of validatePassword(password, repeat)) {
      const path = problem === 'REPEAT_EMPTY' || problem === 'MISMATCH' ? ['repeat'] : ['password'];
      ctx.addIssue({ code: 'custom', path, message: passwordProblemToErrorCode(problem) });
    }
  });
export type PasswordWithRepeat = z.infer<typeof PasswordWithRepeatSchema>;

export const UsernameSchema = z
  .string()
  .trim()
  .superRefine((username, ctx) => {
    const problem = usernameProblem(username);
    if (problem) ctx.addIssue({ code: 'custom', message: usernameProblemToErrorCode(problem) });
  });
export type Username = z.infer<typeof UsernameSchema>;

export const EmailSchema = z.string().trim().refine(isValidEmail, message('EMAIL_INVALID'));
export type Email = z.infer<typeof EmailSchema>;

export const LanguageSchema = z.enum(LANGUAGES, message('BAD_INPUT'));
export type LanguageInput = z.infer<typeof LanguageSchema>;

/** A strict `YYYY-MM-DD` string naming a real calendar day (2026-02-30 is refused). */
export const IsoDateSchema = z.string().refine(isIsoDate, message('BAD_INPUT'));
export type IsoDate = z.infer<typeof IsoDateSchema>;

/** Longest name of a delivery zone. */
export const ZONE_NAME_MAX = 80;

/** A name of 1 … `max` characters after trimming; comes out trimmed. */
export const nameSchema = (max: number) =>
  z.string(message('BAD_INPUT')).trim().min(1, message('BAD_INPUT')).max(max, message('BAD_INPUT'));
export const ZoneNameSchema = nameSchema(ZONE_NAME_MAX);
export const DiscountNameSchema = nameSchema(DISCOUNT_NAME_MAX);
/** Longest name of a price list. */
export const PRICE_LIST_NAME_MAX = 80;
export const PriceListNameSchema = nameSchema(PRICE_LIST_NAME_MAX);
/** A price list as createPriceList / renamePriceList take it (besides the id). */
export const PriceListInputSchema = z.object({ name: PriceListNameSchema });
/** A delivery zone as createDeliveryZone / renameDeliveryZone take it (besides the id). */
export const ZoneInputSchema = z.object({ name: ZoneNameSchema });

export const DiscountStepSchema = z.object({
  fromCents: z.number(message('BAD_INPUT')),
  percent: z.string(message('BAD_INPUT')),
});
/**
 * A discount's steps as the API takes them (cents, percent as plain decimal text). Steps that
 * break a rule of `discountStepsProblem` give one issue on the list, `params.problem` naming it.
 */
export const DiscountStepsSchema = z.array(DiscountStepSchema, message('BAD_INPUT')).superRefine((steps, ctx) => {
  const problem = discountStepsProblem(steps);
  if (problem) ctx.addIssue({ code: 'custom', message: 'BAD_INPUT', params: { problem } });
});
/** A discount as createDiscount / updateDiscount take it; the name comes out trimmed. */
export const DiscountInputSchema = z.object({ name: DiscountNameSchema, steps: DiscountStepsSchema });
export type DiscountInput = z.infer<typeof DiscountInputSchema>;

/** A euro amount typed in `language` ("100,50" de/it, "100.50" en) read as cents. */
export const localeCentsSchema = (language: Language) =>
  z.string(message('BAD_INPUT')).transform((text, ctx) => {
    const cents = readLocaleCents(text, language);
    if (cents !== null) return cents;
    ctx.addIssue({ code: 'custom', message: 'BAD_INPUT' });
    return z.NEVER;
  });

/** A percent 0 … 100 with at most 2 decimals typed in `language` ("7,5" de/it, "7.5" en) read as plain decimal text ("7.5"). */
export const localePercentSchema = (language: Language) =>
  z.string(message('BAD_INPUT')).transform((text, ctx) => {
    const percent = readLocaleDecimal(text, language);
    if (percent !== null && parsePercent(percent) !== null) return percent;
    ctx.addIssue({ code: 'custom', message: 'BAD_INPUT' });
    return z.NEVER;
  });

/**
 * The discount form as typed in `language` (name, steps of euro text and percent text), read
 * into `DiscountInputSchema` — the schema the server checks with. Unreadable fields are reported
 * on `name`, `steps.<i>.from`, `steps.<i>.percent`; only readable steps are then checked as a
 * list (issue on `steps`, see `DiscountStepsSchema`).
 */
export const discountFormSchema = (language: Language) =>
  z
    .object({
      name: DiscountNameSchema,
      steps: z.array(z.object({ from: localeCentsSchema(language), percent: localePercentSchema(language) })),
    })
    .transform(({ name, steps }) => ({ name, steps: steps.map((s) => ({ fromCents: s.from, percent: s.percent })) }))
    .pipe(DiscountInputSchema);

/** Longest name of a holiday. */
export const HOLIDAY_NAME_MAX = 80;

/**
 * A holiday as createHoliday / updateHoliday take it: a name and a range of whole days
 * (`isValidHolidayRange`); a bad range is one INVALID_DATE issue on `to`.
 */
export const HolidayInputSchema = z
  .object({
    name: nameSchema(HOLIDAY_NAME_MAX),
    from: z.string(message('BAD_INPUT')),
    to: z.string(message('BAD_INPUT')),
  })
  .superRefine(({ from, to }, ctx) => {
    if (!isValidHolidayRange(from, to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'INVALID_DATE' });
  });
export type HolidayInput = z.infer<typeof HolidayInputSchema>;

/**
 * The holiday form: a name and the picked range (one click picks a single day, so a missing end
 * is the start), read into `HolidayInputSchema`. A missing or bad range is one INVALID_DATE issue
 * on `range`.
 */
export const holidayFormSchema = z
  .object({ name: z.string(), range: z.tuple([z.string().nullable(), z.string().nullable()]) })
  .transform(({ name, range: [from, to] }) => ({ name, from: from ?? '', to: to ?? from ?? '' }))
  .pipe(HolidayInputSchema);
