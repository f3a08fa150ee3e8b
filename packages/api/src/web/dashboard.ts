/**
 * The dashboard (/dashboard): series, totals against the previous period, top products, zones and
 * the news feed in one query. ../operations.test.ts validates it against apps/server/schema.graphql.
 */
import { graphql, type ResultOf, type VariablesOf } from '../graphql';

/** The sums of one bucket or one period (series points and both periods' totals alike). */
const DashboardSumsFields = graphql(`
  fragment DashboardSumsFields on DashboardSums {
    salesCents
    paidCents
    deliveredCents
    guestSalesCents
    orders
    products
    clients
    billsCents
  }
`);

export const DashboardQuery = graphql(
  `
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
          ...DashboardSumsFields
        }
        totals {
          ...DashboardSumsFields
        }
        previous {
          ...DashboardSumsFields
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
            createdOn
          }
          bills {
            id
            billNumber
            amountCents
            clientName
            createdOn
          }
          products {
            id
            name
            createdOn
          }
          orders {
            id
            number
            totalCents
            deliveryDate
            clientName
            createdOn
          }
        }
      }
    }
  `,
  [DashboardSumsFields],
);

export type DashboardData = ResultOf<typeof DashboardQuery>['dashboard'];
export type DashboardVariables = VariablesOf<typeof DashboardQuery>;
export type DashboardSeriesPoint = DashboardData['series'][number];
export type DashboardTotalsData = DashboardData['totals'];
