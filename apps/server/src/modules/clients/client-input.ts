import { isDeadlineTime, isIsoDate, parseDecimal } from '@bakery/core';
import { invalidBillingData } from '@bakery/core/fiscal';
import type { PaymentMethod, PaymentTerms } from '@bakery/core/payment';
import { fail } from '../../platform/errors';
import { assertEmailValid, assertUsernameValid } from '../auth/credentials';

/** Base data, billing data and settings of a host or private customer as the bakery types them. */
export interface ClientInput {
  kind: 'HOST' | 'PRIVATE';
  username: string;
  email?: string | null;
  language?: string | null;
  companyName?: string | null;
  fullName?: string | null;
  /** Nome and Cognome of a client billed as a person (FatturaPA 1.4.1.3.2/3); the full name defaults to both. */
  firstName?: string | null;
  lastName?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  postalCode?: string | null;
  city?: string | null;
  /** Provincia of an Italian address (sigla, e.g. BZ). */
  province?: string | null;
  country?: string | null;
  partitaIva?: string | null;
  taxNumber?: string | null;
  recipientCode?: string | null;
  pec?: string | null;
  /** How the client pays its bills; null = its kind's default (core defaultPayment). */
  paymentMethod?: PaymentMethod | null;
  paymentTerms?: PaymentTerms | null;
  tel?: string | null;
  extra?: string | null;
  deadline?: string | null;
  priceListId?: number | null;
  deliveryZoneId?: number | null;
  discountId?: number | null;
  checkOrders?: boolean | null;
  createBills?: boolean | null;
  ignoreDeadline?: boolean | null;
  deliversSaturday?: boolean | null;
  deliversSunday?: boolean | null;
  deliveryCost?: string | null;
  deliveryCostMin?: string | null;
  noDeliveryCost?: boolean | null;
  takeaway?: boolean | null;
  /** Prices on the client's delivery dockets (default on). */
  docketPrices?: boolean | null;
  activeFrom?: string | null;
  activeTo?: string | null;
}

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
  'partitaIva',
  'taxNumber',
  'recipientCode',
  'pec',
  'tel',
  'extra',
] as const;

/** Hosts the bakery creates are active 2000-01-01..9999-03-31; other accounts 2021-01-01..9999-01-01 (requirements/accounts-and-sign-in.md#account-kinds). */
export function defaultStay(kind: 'HOST' | 'PRIVATE'): { activeFrom: string; activeTo: string } {
  return kind === 'HOST'
    ? { activeFrom: '2000-01-01', activeTo: '9999-03-31' }
    : { activeFrom: '2021-01-01', activeTo: '9999-01-01' };
}

/** A stay or validity range: both calendar dates, from ≤ to; else INVALID_DATE naming the fields. */
export function assertStay(activeFrom: string, activeTo: string): void {
  const bad = [!isIsoDate(activeFrom) && 'activeFrom', !isIsoDate(activeTo) && 'activeTo'].filter((f): f is string =>
    Boolean(f),
  );
  if (bad.length) fail('INVALID_DATE', { fields: bad });
  if (activeFrom > activeTo) fail('INVALID_DATE', { fields: ['activeTo'] });
}

/** Codes stored upper-case without spaces; a partita IVA without its IT prefix. */
const CODES = new Set(['partitaIva', 'taxNumber', 'recipientCode', 'province']);
function code(field: string, value: string | null): string | null {
  if (value === null || !CODES.has(field)) return value;
  const v = value.toUpperCase().replace(/\s+/g, '');
  return field === 'partitaIva' ? v.replace(/^IT(?=\d{11}$)/, '') : v;
}

function text(value: string | null | undefined, max = 200): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

function money(value: string | null | undefined, field: string): string {
  const v = (value ?? '').trim().replace(',', '.');
  if (!v) return '0';
  try {
    if (parseDecimal(v, 2) < 0n || v.length > 12) throw new RangeError('negative');
  } catch {
    fail('BAD_INPUT', { fields: [field] });
  }
  return v;
}

/** Validated, trimmed values ready for the users and user_details rows. Throws before anything is written. */
export function cleanClientInput(input: ClientInput) {
  const username = input.username.trim();
  assertUsernameValid(username);
  const email = text(input.email, 254);
  if (email) assertEmailValid(email);
  const deadline = text(input.deadline);
  if (deadline && !isDeadlineTime(deadline)) fail('BAD_INPUT', { fields: ['deadline'] });
  const stay = {
    ...defaultStay(input.kind),
    ...(input.activeFrom ? { activeFrom: input.activeFrom } : {}),
    ...(input.activeTo ? { activeTo: input.activeTo } : {}),
  };
  assertStay(stay.activeFrom, stay.activeTo);
  const detail = Object.fromEntries(
    DETAIL_FIELDS.map((f) => [f, code(f, text(input[f], f === 'extra' ? 2000 : 200))]),
  ) as Record<(typeof DETAIL_FIELDS)[number], string | null>;
  if (!detail.fullName && detail.firstName && detail.lastName)
    detail.fullName = `${detail.firstName} ${detail.lastName}`;
  if (!detail.companyName && !detail.fullName)
    fail('BAD_INPUT', { fields: [input.kind === 'HOST' ? 'companyName' : 'fullName'] });
  const country = (text(input.country) ?? 'IT').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) fail('BAD_INPUT', { fields: ['country'] });
  // the fiscal codes as SdI will check them on the client's invoices (requirements/bills-and-e-invoices.md#client-billing-data): named, nothing written
  const fiscal = invalidBillingData({ ...detail, country });
  if (fiscal.length > 0) fail('BAD_INPUT', { fields: fiscal });
  return {
    user: {
      username,
      email,
      language: input.language === 'it' || input.language === 'en' ? input.language : 'de',
      isHost: input.kind === 'HOST',
      checkOrders: input.checkOrders ?? false,
      createBills: input.createBills ?? false,
      ignoreDeadline: input.ignoreDeadline ?? false,
      deliversSaturday: input.deliversSaturday ?? false,
      deliversSunday: input.deliversSunday ?? false,
      deliveryCost: money(input.deliveryCost, 'deliveryCost'),
      deliveryCostMin: money(input.deliveryCostMin, 'deliveryCostMin'),
      noDeliveryCost: input.noDeliveryCost ?? false,
      takeaway: input.takeaway ?? false,
      docketPrices: input.docketPrices ?? true,
      ...stay,
    },
    detail: {
      ...detail,
      country,
      deadline,
      paymentMethod: input.paymentMethod ?? null,
      paymentTerms: input.paymentTerms ?? null,
    },
  };
}
