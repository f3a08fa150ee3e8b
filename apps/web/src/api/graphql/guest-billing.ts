/**
 * The GraphQL operations of guest billing by hosts (issue 7, SPEC §2 /client/billing): the
 * host's guests of a period with their receipts' totals, and marking a guest's orders paid.
 * Re-exported by ../operations.ts, so operations.test.ts validates them against
 * apps/server/schema.graphql. The PDFs come from POST /api/guest-billing/{receipt,summary}.pdf.
 */
import { operation } from '../operation';

/** The VAT contained in what guests pay at one rate (prices include VAT). */
export interface GuestVatSummary {
  /** Percent with 2 decimals, "10.00". */
  vatRate: string;
  grossCents: number;
  taxCents: number;
  netCents: number;
}

export interface GuestBillingRow {
  guest: { id: string };
  /** The guest label (username without its suffix). */
  name: string;
  /** YYYY-MM-DD, inclusive. */
  stay: { activeFrom: string; activeTo: string };
  orderCount: number;
  paidOrderCount: number;
  /** Every order of the period is paid. */
  paid: boolean;
  totalCents: number;
  taxCents: number;
  netCents: number;
  summaries: GuestVatSummary[];
}

export interface GuestBilling {
  from: string;
  to: string;
  orderCount: number;
  totalCents: number;
  taxCents: number;
  netCents: number;
  summaries: GuestVatSummary[];
  guests: GuestBillingRow[];
}

const ROW_FIELDS =
  'guest { id } name stay { activeFrom activeTo } orderCount paidOrderCount paid totalCents taxCents netCents summaries { vatRate grossCents taxCents netCents }';

export const GuestBillingQuery = operation<{ guestBilling: GuestBilling }, { from: string; to: string }>(
  'GuestBilling',
  `query GuestBilling($from: String!, $to: String!) {
    guestBilling(from: $from, to: $to) {
      from to orderCount totalCents taxCents netCents summaries { vatRate grossCents taxCents netCents }
      guests { ${ROW_FIELDS} }
    }
  }`,
);

export const SetGuestBillingPaidMutation = operation<
  { setGuestBillingPaid: GuestBillingRow },
  { guestId: string; from: string; to: string; paid: boolean }
>(
  'SetGuestBillingPaid',
  `mutation SetGuestBillingPaid($guestId: ID!, $from: String!, $to: String!, $paid: Boolean!) {
    setGuestBillingPaid(guestId: $guestId, from: $from, to: $to, paid: $paid) { ${ROW_FIELDS} }
  }`,
);

export const GUEST_BILLING_OPERATIONS = [GuestBillingQuery, SetGuestBillingPaidMutation] as const;
