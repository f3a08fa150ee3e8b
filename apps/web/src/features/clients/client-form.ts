import { localeCentsInput, readLocaleCents } from '@bakery/core';
import { DETAIL_TEXT_FIELDS, type CleanClient } from '@bakery/core/account-schemas';
import type { CleanGuest } from '@bakery/core/guest-schema';
import { defaultPayment, type PaymentMethod, type PaymentTerms } from '@bakery/core/payment';
import { ApiError } from '../../api/client';
import type { ClientInput, ClientWithDetail, GuestInput, Language } from '../../api/operations';

/**
 * What the client form holds: every value as typed, the delivery costs in the user's language
 * ("2,50" de/it, "2.50" en). core's clientFormSchema — the server's ClientInputSchema reading
 * those costs — checks them and gives what is sent.
 */
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

/** What the guest form holds; core's GuestInputSchema checks it (the server's check). */
export interface GuestFormValues {
  label: string;
  activeFrom: string;
  activeTo: string;
  language: Language;
}

/** Field name → an error code of a server refusal (`errors.<CODE>`, the same codes as core's schemas). */
export type FieldErrors = Record<string, string>;

/** The payment a client of this kind gets unless the bakery picks another (host: transfer in 30 days; private customer: cash at once). */
export function paymentValues(kind: 'HOST' | 'PRIVATE'): { paymentMethod: PaymentMethod; paymentTerms: PaymentTerms } {
  const p = defaultPayment(kind);
  return { paymentMethod: p.method, paymentTerms: p.terms };
}

/** A new client's values; a host the bakery creates is active 2000-01-01..9999-03-31 (requirements/accounts-and-sign-in.md#account-kinds). */
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

/** A stored euro amount ("2.50") as typed in `language` ("2,50" de/it). */
const costText = (amount: string, language: Language) => {
  const cents = readLocaleCents(amount, 'en');
  return cents === null ? amount : localeCentsInput(cents, language);
};

/** The form's values of a stored client, the delivery costs written in `language`. */
export function clientValuesOf(client: ClientWithDetail, language: Language): ClientFormValues {
  const d = client.detail;
  const s = client.clientSettings;
  const base = emptyClientValues(client.kind === 'HOST' ? 'HOST' : 'PRIVATE');
  return {
    ...base,
    username: client.username,
    email: client.email ?? '',
    language: client.language,
    ...Object.fromEntries(DETAIL_TEXT_FIELDS.map((f) => [f, d?.[f] ?? ''])),
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
          deliveryCost: costText(s.deliveryCost, language),
          deliveryCostMin: costText(s.deliveryCostMin, language),
          noDeliveryCost: s.noDeliveryCost,
          takeaway: s.takeaway,
          docketPrices: s.docketPrices,
        }
      : {}),
    activeFrom: client.activeFrom,
    activeTo: client.activeTo,
  };
}

/** What createClient / updateClient receive: the schema's clean values and the chosen price list, zone and discount. */
export function toClientInput(clean: CleanClient, values: ClientFormValues): ClientInput {
  return {
    ...clean,
    priceListId: values.priceListId,
    deliveryZoneId: values.deliveryZoneId,
    discountId: values.discountId,
  };
}

/** What createGuest / updateGuest receive: the schema's clean values (the form types no password, the server generates it). */
export function toGuestInput(clean: CleanGuest): GuestInput {
  return {
    label: clean.label,
    activeFrom: clean.activeFrom,
    activeTo: clean.activeTo,
    ...(clean.language ? { language: clean.language } : {}),
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
