import type { Language } from '@bakery/core';
import type { PaymentMethod, PaymentTerms } from '@bakery/core/payment';

/** Payment texts of the bill PDF (requirements/bills-and-e-invoices.md#lines-and-totals): the method and terms, and a paid bill's date of payment. */
export const BILL_PAYMENT_TEXTS = {
  de: {
    method: 'Zahlungsart',
    methods: {
      MP01: 'Barzahlung',
      MP05: 'Banküberweisung',
      MP08: 'Kartenzahlung',
      MP12: 'RiBa (Bankinkasso)',
      MP19: 'SEPA-Lastschrift',
      MP21: 'SEPA-Firmenlastschrift (B2B)',
    },
    terms: { IMMEDIATE: 'sofort', DAYS_30: '30 Tage ab Rechnungsdatum', DAYS_30_EOM: '30 Tage Monatsende' },
    paidOn: (date: string) => `Bezahlt am ${date}.`,
  },
  it: {
    method: 'Modalità di pagamento',
    methods: {
      MP01: 'Contanti',
      MP05: 'Bonifico bancario',
      MP08: 'Carta di pagamento',
      MP12: 'RiBa',
      MP19: 'SEPA Direct Debit',
      MP21: 'SEPA Direct Debit B2B',
    },
    terms: { IMMEDIATE: 'a vista', DAYS_30: '30 giorni data fattura', DAYS_30_EOM: '30 giorni fine mese' },
    paidOn: (date: string) => `Pagata il ${date}.`,
  },
  en: {
    method: 'Payment method',
    methods: {
      MP01: 'Cash',
      MP05: 'Bank transfer',
      MP08: 'Card payment',
      MP12: 'RiBa (bank collection)',
      MP19: 'SEPA direct debit',
      MP21: 'SEPA B2B direct debit',
    },
    terms: { IMMEDIATE: 'immediate', DAYS_30: '30 days from the invoice date', DAYS_30_EOM: '30 days end of month' },
    paidOn: (date: string) => `Paid on ${date}.`,
  },
} satisfies Record<
  Language,
  {
    method: string;
    methods: Record<PaymentMethod, string>;
    terms: Record<PaymentTerms, string>;
    paidOn: (date: string) => string;
  }
>;
