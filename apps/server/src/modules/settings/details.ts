import { isValidEmail } from '@bakery/core';
import { invalidBillingData, type ClientFiscalField } from '@bakery/core/fiscal';
import { fail } from '../../platform/errors';

/** The base and billing data an account edits itself (user_details without the deadline). */
export const DETAIL_FIELDS = [
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
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string | null>;
/** Absent fields stay as they are; null or blank clears a field. */
export type DetailInput = Partial<Record<DetailField, string | null | undefined>>;

/** What first-login data completion asks for: a name (company or full), street, postal code and city. */
export const REQUIRED_DETAIL_FIELDS = ['street', 'postalCode', 'city'] as const;

const MAX_LENGTH: Partial<Record<DetailField, number>> = { extra: 1000 };
const UPPER: DetailField[] = ['country', 'province', 'partitaIva', 'taxNumber', 'recipientCode'];

type Check = (value: string, all: DetailValues) => boolean;
/** The fiscal codes (partita IVA check digit, codice fiscale, CAP, SdI code, PEC) are core's (invalidBillingData). */
const fiscal =
  (field: ClientFiscalField): Check =>
  (_v, all) =>
    !invalidBillingData(all).includes(field);
const CHECKS: Partial<Record<DetailField, Check>> = {
  country: (v) => /^[A-Z]{2}$/.test(v),
  province: fiscal('province'),
  partitaIva: fiscal('partitaIva'),
  taxNumber: fiscal('taxNumber'),
  recipientCode: fiscal('recipientCode'),
  pec: (v, all) => isValidEmail(v) && fiscal('pec')(v, all),
  tel: (v) => /^\+?[0-9][0-9 ()/.-]{4,29}$/.test(v),
  postalCode: (v, all) => (all.country === 'IT' ? fiscal('postalCode')(v, all) : /^[A-Za-z0-9 -]{2,12}$/.test(v)),
};

function normalise(field: DetailField, value: string | null | undefined): string | null {
  if (value == null) return null;
  let v = value.trim();
  if (UPPER.includes(field)) v = v.toUpperCase().replace(/\s+/g, '');
  if (field === 'partitaIva') v = v.replace(/^IT(?=\d{11}$)/, '');
  return v === '' ? null : v;
}

/**
 * Merges the input over the stored values, normalises (trims, upper-cases codes) and checks every
 * field; BAD_INPUT lists all fields that fail (`extensions.fields`), so a form can mark each one.
 * `requireBaseData` makes the first-login data (name, street, postal code, city) mandatory.
 */
export function validateDetails(
  stored: Partial<DetailValues> | null,
  input: DetailInput,
  requireBaseData: boolean,
): DetailValues {
  const merged = {} as DetailValues;
  for (const field of DETAIL_FIELDS) {
    merged[field] = input[field] === undefined ? (stored?.[field] ?? null) : normalise(field, input[field]);
  }
  merged.country ??= 'IT';
  // a person's full name is its first and last name unless given otherwise (Nome/Cognome go to its e-invoices apart)
  if (!merged.fullName && merged.firstName && merged.lastName)
    merged.fullName = `${merged.firstName} ${merged.lastName}`;
  const bad = new Set<DetailField>();
  for (const field of DETAIL_FIELDS) {
    const value = merged[field];
    const check = CHECKS[field];
    if (value === null) continue;
    if (value.length > (MAX_LENGTH[field] ?? 200)) bad.add(field);
    else if (check && !check(value, merged)) bad.add(field);
  }
  if (requireBaseData) {
    if (!merged.companyName && !merged.fullName) ['companyName', 'fullName'].forEach((f) => bad.add(f as DetailField));
    for (const field of REQUIRED_DETAIL_FIELDS) if (!merged[field]) bad.add(field);
  }
  if (bad.size > 0) fail('BAD_INPUT', { fields: DETAIL_FIELDS.filter((f) => bad.has(f)) });
  return merged;
}
