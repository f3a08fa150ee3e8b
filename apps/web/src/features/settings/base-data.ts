import { isValidEmail } from '@bakery/core';
import { isForeignVatNumber } from '@bakery/core/eu-vat';
import { isItalianProvince } from '@bakery/core/provinces';
import { ApiError } from '../../api/client';
import type { BaseData, BaseDataField } from '../../api/operations';

/** The fields of the base data form, in screen order. */
export const BASE_DATA_FIELDS: readonly BaseDataField[] = [
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
];

export type BaseDataValues = Record<BaseDataField, string>;

export function toValues(detail: BaseData | null): BaseDataValues {
  return Object.fromEntries(
    BASE_DATA_FIELDS.map((f) => [f, detail?.[f] ?? (f === 'country' ? 'IT' : '')]),
  ) as BaseDataValues;
}

const compact = (v: string) => v.trim().toUpperCase().replace(/\s+/g, '');

/**
 * The fields the server would refuse (same rules as apps/server settings/details.ts), so bad input
 * is marked before anything is sent: a name (company or full), street, postal code and city are
 * required; partita IVA 11 digits in Italy, abroad its country's VIES format; an Italian province's sigla; recipient code 7 characters; PEC an e-mail address.
 */
export function baseDataProblems(values: BaseDataValues): BaseDataField[] {
  const bad = new Set<BaseDataField>();
  const country = compact(values.country) || 'IT';
  const italy = country === 'IT';
  if (!/^[A-Z]{2}$/.test(country)) bad.add('country');
  const named = values.firstName.trim() && values.lastName.trim();
  if (!values.companyName.trim() && !values.fullName.trim() && !named)
    ['companyName', 'fullName'].forEach((f) => bad.add(f as BaseDataField));
  for (const f of ['street', 'postalCode', 'city'] as const) if (!values[f].trim()) bad.add(f);
  const postal = values.postalCode.trim();
  if (postal && !(italy ? /^\d{5}$/ : /^[A-Za-z0-9 -]{2,12}$/).test(postal)) bad.add('postalCode');
  const iva = compact(values.partitaIva).replace(/^IT(?=\d{11}$)/, '');
  if (iva && !(italy ? /^\d{11}$/.test(iva) : isForeignVatNumber(iva, country))) bad.add('partitaIva');
  const province = compact(values.province);
  if (province && italy && !isItalianProvince(province)) bad.add('province');
  const tax = compact(values.taxNumber);
  if (tax && !/^[A-Z0-9]{5,20}$/.test(tax)) bad.add('taxNumber');
  const code = compact(values.recipientCode);
  if (code && !/^[A-Z0-9]{7}$/.test(code)) bad.add('recipientCode');
  if (values.pec.trim() && !isValidEmail(values.pec.trim())) bad.add('pec');
  if (values.tel.trim() && !/^\+?[0-9][0-9 ()/.-]{4,29}$/.test(values.tel.trim())) bad.add('tel');
  for (const f of BASE_DATA_FIELDS) if (values[f].trim().length > (f === 'extra' ? 1000 : 200)) bad.add(f);
  return BASE_DATA_FIELDS.filter((f) => bad.has(f));
}

/** What the mutation receives: trimmed, blank = cleared (null). */
export function toInput(values: BaseDataValues): Partial<BaseData> {
  return Object.fromEntries(BASE_DATA_FIELDS.map((f) => [f, values[f].trim() || null]));
}

/** The fields named by a BAD_INPUT answer, or none. */
export function badFieldsOf(error: unknown): BaseDataField[] {
  if (!(error instanceof ApiError) || error.code !== 'BAD_INPUT') return [];
  const fields = error.extensions.fields;
  return Array.isArray(fields) ? BASE_DATA_FIELDS.filter((f) => fields.includes(f)) : [];
}
