/**
 * The GraphQL operations of guest billing by hosts (issue 7, SPEC §2 /client/billing): the host's
 * guests of a period with their receipts' totals, and marking a guest's orders paid.
 * ../operations.test.ts validates them against apps/server/schema.graphql. The PDFs come from POST
 * /api/guest-billing/{receipt,summary}.pdf.
 */
import { graphql, type ResultOf } from '../graphql';

export const GuestBillingQuery = graphql(`
  query GuestBilling($from: String!, $to: String!) {
    guestBilling(from: $from, to: $to) {
      from
      to
      orderCount
      totalCents
      taxCents
      netCents
      summaries {
        vatRate
        grossCents
        taxCents
        netCents
      }
      guests {
        guest {
          id
        }
        name
        stay {
          activeFrom
          activeTo
        }
        orderCount
        paidOrderCount
        paid
        totalCents
        taxCents
        netCents
        summaries {
          vatRate
          grossCents
          taxCents
          netCents
        }
      }
    }
  }
`);

export const SetGuestBillingPaidMutation = graphql(`
  mutation SetGuestBillingPaid($guestId: ID!, $from: String!, $to: String!, $paid: Boolean!) {
    setGuestBillingPaid(guestId: $guestId, from: $from, to: $to, paid: $paid) {
      guest {
        id
      }
      name
      stay {
        activeFrom
        activeTo
      }
      orderCount
      paidOrderCount
      paid
      totalCents
      taxCents
      netCents
      summaries {
        vatRate
        grossCents
        taxCents
        netCents
      }
    }
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type GuestBilling = ResultOf<typeof GuestBillingQuery>['guestBilling'];
export type GuestBillingRow = GuestBilling['guests'][number];
/** The VAT contained in what guests pay at one rate (prices include VAT). */
export type GuestVatSummary = GuestBilling['summaries'][number];
