/**
 * Zod schemas for an account's base and billing data (requirements/bills-and-e-invoices.md#client-billing-data),
 * the bakery's client form and an account's own base data — each used by the web form and by the
 * server's check, so both refuse exactly the same input (a host's guest: guest-schema.ts).
 *
 * Invariants: issue messages are `ErrorCode`s on the field's path; a missing required field is
 * BAD_INPUT with `params.problem` REQUIRED. Text comes out trimmed, blank as null; the codes
 * (country, province, partita IVA, codice fiscale, SdI code) upper-case without spaces, a partita
 * IVA without its IT prefix — the form as stored. A person's full name defaults to first and last name.
 */
import { z } from 'zod';
import { isIsoDate } from './calendar';
import { parseDecimal } from './decimal';
import { isValidEmail } from './email';
import type { ErrorCode } from './errors';
import { invalidBillingData } from './fiscal';
import { LANGUAGES, type Language } from './language';
import { readLocaleDecimal } from './locale-decimal';
import { isDeadlineTime } from './ordering';
import { PAYMENT_METHODS, PAYMENT_TERMS } from './payment';
import { UsernameSchema } from './schemas';

const message = (code: ErrorCode): { message: ErrorCode } => ({ message: code });
type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, field: string, code: ErrorCode, params?: Record<string, unknown>) =>
  ctx.addIssue({ code: 'custom', path: [field], message: code, ...(params ? { params } : {}) });
const required = (ctx: Ctx, field: string) => issue(ctx, field, 'BAD_INPUT', { problem: 'REQUIRED' });

/** The base and billing data of an account (user_details without its deadline), in screen order. */
export const BASE_DATA_FIELDS = [
  'companyName',
  'fullName',
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'province',
  'country',
  'partitaIva',
  'taxNumber',
  'recipientCode',
  'pec',
  'tel',
  'extra',
] as const;
export type BaseDataFieldName = (typeof BASE_DATA_FIELDS)[number];
export type DetailTextField = Exclude<BaseDataFieldName, 'country'>;
/** The base data fields that are free text (all but the country), in screen order. */
export const DETAIL_TEXT_FIELDS: readonly DetailTextField[] = BASE_DATA_FIELDS.filter(
  (field): field is DetailTextField => field !== 'country',
);
/** Longest text of a detail field; `extra` (a note) has its own maximum per form. */
export const DETAIL_TEXT_MAX = 200;

const CODE_FIELDS: ReadonlySet<string> = new Set(['country', 'province', 'partitaIva', 'taxNumber', 'recipientCode']);

/** A typed detail value as stored: trimmed, blank = null, codes upper-case without spaces, a partita IVA without "IT". */
export function normaliseDetail(field: DetailTextField | 'country', value: string | null | undefined): string | null {
  let v = (value ?? '').trim();
  if (CODE_FIELDS.has(field)) v = v.toUpperCase().replace(/\s+/g, '');
  if (field === 'partitaIva') v = v.replace(/^IT(?=\d{11}$)/, '');
  return v === '' ? null : v;
}

const detailText = (field: DetailTextField, max: number) =>
  z
    .string(message('BAD_INPUT'))
    .nullish()
    .transform((v) => normaliseDetail(field, v))
    .refine((v) => v === null || v.length <= max, message('BAD_INPUT'));

/** The detail fields' schemas; a note (`extra`) of at most `extraMax` characters. */
export const detailShape = (extraMax: number) => ({
  ...(Object.fromEntries(
    DETAIL_TEXT_FIELDS.map((f) => [f, detailText(f, f === 'extra' ? extraMax : DETAIL_TEXT_MAX)]),
  ) as Record<DetailTextField, ReturnType<typeof detailText>>),
  /** ISO 3166 alpha-2; blank = IT. */
  country: z
    .string(message('BAD_INPUT'))
    .nullish()
    .transform((v) => normaliseDetail('country', v) ?? 'IT')
    .refine((v) => /^[A-Z]{2}$/.test(v), message('BAD_INPUT')),
});
export type DetailValues = Record<DetailTextField, string | null> & { country: string };

/** The data with a person's full name from first and last name when none is given. */
export function withFullName<T extends DetailValues>(d: T): T {
  return !d.fullName && d.firstName && d.lastName ? { ...d, fullName: `${d.firstName} ${d.lastName}` } : d;
}

/** Reports the fiscal codes SdI would refuse on an invoice (core `invalidBillingData`: check digits, CAP, province sigla, SdI code, PEC). */
export function checkBillingData(d: DetailValues, ctx: Ctx): void {
  for (const field of invalidBillingData(d)) issue(ctx, field, 'BAD_INPUT');
}

/** A stay or validity range: both calendar dates, from ≤ to; else INVALID_DATE on the bad field(s), `activeTo` for a reversed range. */
export function checkStay(activeFrom: string, activeTo: string, ctx: Ctx): void {
  if (!isIsoDate(activeFrom)) issue(ctx, 'activeFrom', 'INVALID_DATE');
  if (!isIsoDate(activeTo)) issue(ctx, 'activeTo', 'INVALID_DATE');
  else if (isIsoDate(activeFrom) && activeFrom > activeTo) issue(ctx, 'activeTo', 'INVALID_DATE');
}

/** The fields of the first-login data (requirements/settings.md#base-data-and-password). */
export type BaseDataRequired = 'companyName' | 'fullName' | 'street' | 'postalCode' | 'city';

/**
 * What an account's base data lacks of the first-login data (requirements/settings.md#base-data-and-password):
 * a name (company or full name, or first and last name; both fields named), street, postal code and city.
 */
export function missingBaseData(
  d: Partial<Record<DetailTextField, string | null>> | null | undefined,
): BaseDataRequired[] {
  const missing: BaseDataRequired[] = [];
  if (!d?.companyName && !d?.fullName && !(d?.firstName && d.lastName)) missing.push('companyName', 'fullName');
  for (const f of ['street', 'postalCode', 'city'] as const) if (!d?.[f]) missing.push(f);
  return missing;
}

/**
 * An account's own base data (Settings → base data; first-login data completion): the detail
 * fields with a note of at most 1000 characters, the first-login data required (`missingBaseData`);
 * a telephone number of digits and separators; abroad a postal code of 2 … 12 letters, digits,
 * spaces or hyphens (in Italy a CAP, `invalidBillingData`).
 */
// checks in superRefine, which runs beside the fields' own issues (a transform would not run then)
export const BaseDataInputSchema = z
  .object(detailShape(1000))
  .superRefine((values, ctx) => {
    const d = withFullName(values);
    checkBillingData(d, ctx);
    for (const f of missingBaseData(d)) required(ctx, f);
    if (d.postalCode && d.country !== 'IT' && !/^[A-Za-z0-9 -]{2,12}$/.test(d.postalCode))
      issue(ctx, 'postalCode', 'BAD_INPUT');
    if (d.tel && d.tel.length <= DETAIL_TEXT_MAX && !/^\+?[0-9][0-9 ()/.-]{4,29}$/.test(d.tel))
      issue(ctx, 'tel', 'BAD_INPUT');
  })
  .transform(withFullName);
export type CleanBaseData = z.infer<typeof BaseDataInputSchema>;

/** A euro amount as plain decimal text: ≥ 0, at most 2 decimals, at most 12 characters. */
const MoneyDecimalSchema = z.string().refine((v) => {
  try {
    return v.length <= 12 && parseDecimal(v, 2) >= 0n;
  } catch {
    return false;
  }
}, message('BAD_INPUT'));

/** A euro amount as the API takes it ("2.50", also "2,50"): see `MoneyDecimalSchema`; blank = 0; comes out with a point. */
export const MoneyTextSchema = z
  .string(message('BAD_INPUT'))
  .nullish()
  .transform((v) => (v ?? '').trim().replace(',', '.') || '0')
  .pipe(MoneyDecimalSchema);

/** A euro amount typed in `language` (de/it "2,50", en "2.50"; blank = 0) as plain decimal text, then `MoneyDecimalSchema`'s rules. */
export const localeMoneySchema = (language: Language) =>
  z
    .string(message('BAD_INPUT'))
    .transform((text, ctx) => {
      const decimal = text.trim() === '' ? '0' : readLocaleDecimal(text, language);
      if (decimal !== null) return decimal;
      ctx.addIssue({ code: 'custom', message: 'BAD_INPUT' });
      return z.NEVER;
    })
    .pipe(MoneyDecimalSchema);

const flag = (fallback: boolean) =>
  z
    .boolean(message('BAD_INPUT'))
    .nullish()
    .transform((v) => v ?? fallback);
const optionalText = z
  .string(message('BAD_INPUT'))
  .nullish()
  .transform((v) => v?.trim() || null);

/**
 * `nameOptional`: the edit of a private customer who registered and has not yet given a name (it
 * fills in its base data at its first sign-in, `missingBaseData`): the bakery can still save its price
 * list, zone and settings. Its bills wait for the name (BILL_CLIENT_DATA_MISSING).
 */
export interface ClientSchemaOptions {
  nameOptional?: boolean;
}

/** The client schema with `money` reading the delivery costs (the API's text or the form's text in a language). */
const clientSchema = (
  money: typeof MoneyTextSchema | ReturnType<typeof localeMoneySchema>,
  { nameOptional = false }: ClientSchemaOptions = {},
) =>
  z
    .object({
      kind: z.enum(['HOST', 'PRIVATE'], message('BAD_INPUT')),
      username: UsernameSchema,
      email: optionalText.refine((v) => v === null || isValidEmail(v), message('EMAIL_INVALID')),
      language: z
        .enum(LANGUAGES, message('BAD_INPUT'))
        .nullish()
        .transform((v) => v ?? 'de'),
      ...detailShape(2000),
      paymentMethod: z
        .enum(PAYMENT_METHODS, message('BAD_INPUT'))
        .nullish()
        .transform((v) => v ?? null),
      paymentTerms: z
        .enum(PAYMENT_TERMS, message('BAD_INPUT'))
        .nullish()
        .transform((v) => v ?? null),
      deadline: optionalText.refine((v) => v === null || isDeadlineTime(v), message('BAD_INPUT')),
      checkOrders: flag(false),
      createBills: flag(false),
      ignoreDeadline: flag(false),
      deliversSaturday: flag(false),
      deliversSunday: flag(false),
      noDeliveryCost: flag(false),
      takeaway: flag(false),
      docketPrices: flag(true),
      deliveryCost: money,
      deliveryCostMin: money,
      activeFrom: optionalText,
      activeTo: optionalText,
    })
    .superRefine((values, ctx) => {
      const d = withFullName(values);
      checkBillingData(d, ctx);
      if (!d.companyName && !d.fullName && !nameOptional) required(ctx, d.kind === 'HOST' ? 'companyName' : 'fullName');
      const stay = stayOf(values);
      checkStay(stay.activeFrom, stay.activeTo, ctx);
    })
    .transform((values) => ({ ...withFullName(values), ...stayOf(values) }));

/** The stay given, the kind's default for a missing end. */
const stayOf = (v: { kind: 'HOST' | 'PRIVATE'; activeFrom: string | null; activeTo: string | null }) => ({
  ...defaultStay(v.kind),
  ...(v.activeFrom ? { activeFrom: v.activeFrom } : {}),
  ...(v.activeTo ? { activeTo: v.activeTo } : {}),
});

/** Hosts the bakery creates are active 2000-01-01..9999-03-31; other accounts 2021-01-01..9999-01-01 (requirements/accounts-and-sign-in.md#account-kinds). */
export function defaultStay(kind: 'HOST' | 'PRIVATE'): { activeFrom: string; activeTo: string } {
  return kind === 'HOST'
    ? { activeFrom: '2000-01-01', activeTo: '9999-03-31' }
    : { activeFrom: '2021-01-01', activeTo: '9999-01-01' };
}

/**
 * A host or private customer as createClient / updateClient take it (besides the price list, zone
 * and discount, which the server resolves): username and e-mail rules, the detail fields with a
 * note of at most 2000 characters and a name (company for a host, full name for a private
 * customer), a deadline HH:MM, delivery costs, a stay (defaults by kind).
 */
export const clientInputSchema = (options: ClientSchemaOptions = {}) => clientSchema(MoneyTextSchema, options);
export const ClientInputSchema = clientInputSchema();
export type CleanClient = z.infer<typeof ClientInputSchema>;

/** The client form as typed in `language`: `ClientInputSchema` with the delivery costs in the language's notation. */
export const clientFormSchema = (language: Language, options: ClientSchemaOptions = {}) =>
  clientSchema(localeMoneySchema(language), options);

/** Whether an edit may leave the client's name empty: a private customer stored without one (`ClientSchemaOptions`). */
export const clientNameOptional = (
  kind: 'HOST' | 'PRIVATE',
  stored: { companyName?: string | null; fullName?: string | null } | null | undefined,
): boolean => kind === 'PRIVATE' && !stored?.companyName && !stored?.fullName;
