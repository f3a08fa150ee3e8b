/**
 * The dashboard (/dashboard): series, totals against the previous period, top products, zones and
 * the news feed in one query. ../operations.test.ts validates it against apps/server/schema.graphql.
 */
import { graphql, type ResultOf, type VariablesOf } from '../graphql';

export const DashboardQuery = graphql(`
  query Dashboard($step: DashboardStep!, $from: String!, $to: String!) {
    dashboard(step: $step, from: $from, to: $to) {
      step
      from
      to
      previousFrom
      previousTo
      today
      timeZone
      series {
        date
        salesCents
        paidCents
        deliveredCents
        guestSalesCents
        orders
        products
        clients
        billsCents
      }
      totals {
        salesCents
        paidCents
        deliveredCents
        guestSalesCents
        orders
        products
        clients
        billsCents
      }
      previous {
        salesCents
        paidCents
        deliveredCents
        guestSalesCents
        orders
        products
        clients
        billsCents
      }
      topProducts {
        id
        name
        amount
      }
      zones {
        id
        name
        orders
        salesCents
      }
      news {
        users {
          id
          name
          createdAt
        }
        bills {
          id
          billNumber
          amountCents
          clientName
          createdAt
        }
        products {
          id
          name
          createdAt
        }
        orders {
          id
          number
          totalCents
          deliveryDate
          clientName
          createdAt
        }
      }
    }
  }
`);

export type DashboardData = ResultOf<typeof DashboardQuery>['dashboard'];
export type DashboardVariables = VariablesOf<typeof DashboardQuery>;
export type DashboardSeriesPoint = DashboardData['series'][number];
export type DashboardTotalsData = DashboardData['totals'];
