import {
  isDeadlineTime,
  isIsoDate,
  isValidEmail,
  usernameProblem,
  usernameProblemToErrorCode,
  validatePassword,
  passwordProblemToErrorCode,
} from '@bakery/core';
import { invalidBillingData } from '@bakery/core/fiscal';
import { defaultPayment, type PaymentMethod, type PaymentTerms } from '@bakery/core/payment';
import { ApiError } from '../../api/client';
import type { ClientInput, ClientWithDetail, GuestInput, Language } from '../../api/operations';

/** What the client form holds: every value as typed. */
export interface ClientFormValues {
  kind: 'HOST' | 'PRIVATE';
  username: string;
  email: string;
  language: Language;
  companyName: string;
  fullName: string;
  /** Nome and Cognome of a client billed as a person (no company name). */
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
  partitaIva: string;
  taxNumber: string;
  recipientCode: string;
  pec: string;
  /** How the client pays its bills (preset to its kind's default). */
  paymentMethod: PaymentMethod;
  paymentTerms: PaymentTerms;
  tel: string;
  extra: string;
  deadline: string;
  priceListId: string | null;
  deliveryZoneId: string | null;
  discountId: string | null;
  checkOrders: boolean;
  createBills: boolean;
  ignoreDeadline: boolean;
  deliversSaturday: boolean;
  deliversSunday: boolean;
  deliveryCost: string;
  deliveryCostMin: string;
  noDeliveryCost: boolean;
  takeaway: boolean;
  /** Prices on the client's delivery dockets. */
  docketPrices: boolean;
  activeFrom: string;
  activeTo: string;
}

export interface GuestFormValues {
  label: string;
  activeFrom: string;
  activeTo: string;
  language: Language;
  password: string;
}

/** Field name → an error code translated as `errors.<CODE>` (the same texts as the server's codes). */
export type FieldErrors = Record<string, string>;

const TEXT_FIELDS = [
  'companyName',
  'fullName',
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'province',
  'partitaIva',
  'taxNumber',
  'recipientCode',
  'pec',
  'tel',
  'extra',
] as const;
const MONEY = /^\d{1,9}([.,]\d{1,2})?$/;

/** The payment a client of this kind gets unless the bakery picks another (host: transfer in 30 days; private customer: cash at once). */
export function paymentValues(kind: 'HOST' | 'PRIVATE'): { paymentMethod: PaymentMethod; paymentTerms: PaymentTerms } {
  const p = defaultPayment(kind);
  return { paymentMethod: p.method, paymentTerms: p.terms };
}

/** §4 defaults: a host the bakery creates is active 2000-01-01..9999-03-31. */
export function emptyClientValues(kind: 'HOST' | 'PRIVATE' = 'HOST'): ClientFormValues {
  return {
    kind,
    username: '',
    email: '',
    language: 'de',
    companyName: '',
    fullName: '',
    firstName: '',
    lastName: '',
    street: '',
    houseNumber: '',
    postalCode: '',
    city: '',
    province: '',
    country: 'IT',
    partitaIva: '',
    taxNumber: '',
    recipientCode: '',
    pec: '',
    ...paymentValues(kind),
    tel: '',
    extra: '',
    deadline: '',
    priceListId: null,
    deliveryZoneId: null,
    discountId: null,
    checkOrders: false,
    createBills: false,
    ignoreDeadline: false,
    deliversSaturday: false,
    deliversSunday: false,
    deliveryCost: '0',
    deliveryCostMin: '0',
    noDeliveryCost: false,
    takeaway: false,
    docketPrices: true,
    activeFrom: kind === 'HOST' ? '2000-01-01' : '2021-01-01',
    activeTo: kind === 'HOST' ? '9999-03-31' : '9999-01-01',
  };
}

export function clientValuesOf(client: ClientWithDetail): ClientFormValues {
  const d = client.detail;
  const s = client.clientSettings;
  const base = emptyClientValues(client.kind === 'HOST' ? 'HOST' : 'PRIVATE');
  return {
    ...base,
    username: client.username,
    email: client.email ?? '',
    language: client.language,
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, d?.[f] ?? ''])),
    country: d?.country ?? 'IT',
    paymentMethod: d?.paymentMethod ?? base.paymentMethod,
    paymentTerms: d?.paymentTerms ?? base.paymentTerms,
    deadline: d?.deadline ? d.deadline.slice(0, 5) : '',
    ...(s
      ? {
          priceListId: s.priceListId,
          deliveryZoneId: s.deliveryZoneId,
          discountId: s.discountId ?? null,
          checkOrders: s.checkOrders,
          createBills: s.createBills,
          ignoreDeadline: s.ignoreDeadline,
          deliversSaturday: s.deliversSaturday,
          deliversSunday: s.deliversSunday,
          deliveryCost: s.deliveryCost,
          deliveryCostMin: s.deliveryCostMin,
          noDeliveryCost: s.noDeliveryCost,
          takeaway: s.takeaway,
          docketPrices: s.docketPrices,
        }
      : {}),
    activeFrom: client.activeFrom,
    activeTo: client.activeTo,
  };
}

function dateErrors(from: string, to: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!isIsoDate(from)) errors.activeFrom = 'INVALID_DATE';
  if (!isIsoDate(to)) errors.activeTo = 'INVALID_DATE';
  else if (isIsoDate(from) && from > to) errors.activeTo = 'INVALID_DATE';
  return errors;
}

/** The same rules as the server (core username/e-mail rules, dates, amounts); empty = valid. */
export function validateClient(v: ClientFormValues): FieldErrors {
  const errors: FieldErrors = { ...dateErrors(v.activeFrom, v.activeTo) };
  const username = usernameProblem(v.username.trim());
  if (username) errors.username = usernameProblemToErrorCode(username);
  if (v.email.trim() && !isValidEmail(v.email.trim())) errors.email = 'EMAIL_INVALID';
  if (!v.companyName.trim() && !v.fullName.trim())
    errors[v.kind === 'HOST' ? 'companyName' : 'fullName'] = 'FIELD_REQUIRED';
  if (v.deadline && !isDeadlineTime(v.deadline)) errors.deadline = 'BAD_INPUT';
  if (!MONEY.test(v.deliveryCost.trim() || '0')) errors.deliveryCost = 'BAD_INPUT';
  if (!MONEY.test(v.deliveryCostMin.trim() || '0')) errors.deliveryCostMin = 'BAD_INPUT';
  if (!/^[A-Za-z]{2}$/.test(v.country.trim())) errors.country = 'BAD_INPUT';
  // the fiscal codes as the server checks them (core invalidBillingData): VIES format abroad, province sigla, check digits
  const code = (s: string) => s.trim().toUpperCase().replace(/\s+/g, '') || null;
  for (const field of invalidBillingData({
    country: v.country.trim().toUpperCase(),
    postalCode: v.postalCode.trim() || null,
    province: code(v.province),
    partitaIva: code(v.partitaIva),
    taxNumber: code(v.taxNumber),
    recipientCode: code(v.recipientCode),
    pec: v.pec.trim() || null,
  }))
    errors[field] ??= 'BAD_INPUT';
  return errors;
}

export function validateGuest(v: GuestFormValues, isCreate: boolean): FieldErrors {
  const errors: FieldErrors = { ...dateErrors(v.activeFrom, v.activeTo) };
  const label = usernameProblem(v.label.trim());
  if (label) errors.label = usernameProblemToErrorCode(label);
  if (isCreate && v.password) {
    const problem = validatePassword(v.password)[0];
    if (problem) errors.password = passwordProblemToErrorCode(problem);
  }
  return errors;
}

export function toClientInput(v: ClientFormValues): ClientInput {
  const text = (s: string) => s.trim() || null;
  return {
    kind: v.kind,
    username: v.username.trim(),
    email: text(v.email),
    language: v.language,
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(v[f])])),
    country: v.country.trim().toUpperCase(),
    paymentMethod: v.paymentMethod,
    paymentTerms: v.paymentTerms,
    deadline: text(v.deadline),
    priceListId: v.priceListId,
    deliveryZoneId: v.deliveryZoneId,
    discountId: v.discountId,
    checkOrders: v.checkOrders,
    createBills: v.createBills,
    ignoreDeadline: v.ignoreDeadline,
    deliversSaturday: v.deliversSaturday,
    deliversSunday: v.deliversSunday,
    noDeliveryCost: v.noDeliveryCost,
    takeaway: v.takeaway,
    docketPrices: v.docketPrices,
    deliveryCost: v.deliveryCost.trim().replace(',', '.') || '0',
    deliveryCostMin: v.deliveryCostMin.trim().replace(',', '.') || '0',
    activeFrom: v.activeFrom,
    activeTo: v.activeTo,
  };
}

export function toGuestInput(v: GuestFormValues, isCreate: boolean): GuestInput {
  return {
    label: v.label.trim(),
    activeFrom: v.activeFrom,
    activeTo: v.activeTo,
    language: v.language,
    ...(isCreate && v.password ? { password: v.password } : {}),
  };
}

/**
 * The server names the field of a refusal in `extensions.field` (username/e-mail rules) or
 * `extensions.fields` (BAD_INPUT, INVALID_DATE); those land on their inputs, the rest is general.
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const { field, fields } = error.extensions;
  const names =
    typeof field === 'string'
      ? [field]
      : Array.isArray(fields)
        ? fields.filter((f): f is string => typeof f === 'string')
        : [];
  if (names.length === 0) {
    if (error.code.startsWith('USERNAME_')) return { username: error.code };
    if (error.code.startsWith('EMAIL_')) return { email: error.code };
    if (error.code.startsWith('PASSWORD_')) return { password: error.code };
    return null;
  }
  return Object.fromEntries(names.map((n) => [n, error.code]));
}
