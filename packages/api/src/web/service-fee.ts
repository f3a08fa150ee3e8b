/**
 * The platform's monthly service fee to a bakery (issue 7): accounts with an accepted order
 * delivered in the month × 3.00 EUR plus VAT. The invoice PDF comes from
 * POST /api/service-fee/statement.pdf { month }.
 */
import { graphql, type ResultOf } from '../graphql';

export const ServiceFeeStatementQuery = graphql(`
  query ServiceFeeStatement($month: String!) {
    serviceFeeStatement(month: $month) {
      month
      number
      date
      dueDate
      feeCents
      vatRate
      accountCount
      netCents
      taxCents
      totalCents
      accounts {
        id
        name
        kind
        orderCount
      }
    }
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type ServiceFeeStatement = ResultOf<typeof ServiceFeeStatementQuery>['serviceFeeStatement'];
