/**
 * How a client pays its bills (requirements/bills-and-e-invoices.md#lines-and-totals): a method (FatturaPA ModalitaPagamento,
 * field 2.4.2.2) and terms that give the due date (DataScadenzaPagamento, 2.4.2.5). A bill is
 * paid in one payment (CondizioniPagamento TP02, 2.4.1). Hosts pay by transfer within 30 days,
 * private customers in cash at delivery, unless the bakery set otherwise for the client.
 */
import { addDays } from './calendar';

/** The methods a bakery offers: cash, bank transfer, card, RiBa, SEPA direct debit (core and B2B). */
export const PAYMENT_METHODS = ['MP01', 'MP05', 'MP08', 'MP12', 'MP19', 'MP21'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Immediate (due on the bill date), 30 days after the bill date, 30 days then to the end of that month. */
export const PAYMENT_TERMS = ['IMMEDIATE', 'DAYS_30', 'DAYS_30_EOM'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export interface Payment {
  method: PaymentMethod;
  terms: PaymentTerms;
}

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(value);
export const isPaymentTerms = (value: unknown): value is PaymentTerms =>
  (PAYMENT_TERMS as readonly unknown[]).includes(value);

/** The payment of a client of this kind when the bakery set none: a host by transfer in 30 days, a private customer in cash at once. */
export function defaultPayment(kind: 'HOST' | 'PRIVATE'): Payment {
  return kind === 'HOST' ? { method: 'MP05', terms: 'DAYS_30' } : { method: 'MP01', terms: 'IMMEDIATE' };
}

/** The client's payment as stored (either part may be null or unknown: that part is the kind's default). */
export function clientPayment(
  kind: 'HOST' | 'PRIVATE',
  stored: { method?: string | null; terms?: string | null },
): Payment {
  const fallback = defaultPayment(kind);
  return {
    method: isPaymentMethod(stored.method) ? stored.method : fallback.method,
    terms: isPaymentTerms(stored.terms) ? stored.terms : fallback.terms,
  };
}

const lastDayOfMonth = (date: string): string => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(days).padStart(2, '0')}`;
};

/**
 * The due date of a bill dated `billDate` (YYYY-MM-DD): the bill date itself (immediate), 30
 * calendar days later, or the last day of the month those 30 days end in ("30 giorni fine mese").
 */
export function paymentDueDate(billDate: string, terms: PaymentTerms): string {
  if (terms === 'IMMEDIATE') return billDate;
  const after30 = addDays(billDate, 30);
  return terms === 'DAYS_30_EOM' ? lastDayOfMonth(after30) : after30;
}

/** Whether the bakery's IBAN belongs on the bill (FatturaPA 2.4.2.13, the payee's account): transfer and SEPA direct debit. */
export const paymentNeedsIban = (method: PaymentMethod): boolean =>
  method === 'MP05' || method === 'MP19' || method === 'MP21';
