/**
 * The GraphQL operations of the bill run (/bill/create, "bill every client"): starting the run
 * billing a month for every client, following it, and the latest run (to follow one still going).
 * ../operations.test.ts validates them against apps/server/schema.graphql.
 */
import { graphql, type ResultOf } from '../graphql';

export const BillRunFields = graphql(`
  fragment BillRunFields on BillRun {
    id
    state
    periodFrom
    periodTo
    total
    done
    created
    failed {
      clientId
      clientName
      code
    }
  }
`);

export const StartBillRunMutation = graphql(
  `
    mutation StartBillRun($from: String!, $to: String!) {
      startBillRun(from: $from, to: $to) {
        ...BillRunFields
      }
    }
  `,
  [BillRunFields],
);

export const BillRunQuery = graphql(
  `
    query BillRun($id: ID!) {
      billRun(id: $id) {
        ...BillRunFields
      }
    }
  `,
  [BillRunFields],
);

export const LatestBillRunQuery = graphql(
  `
    query LatestBillRun {
      latestBillRun {
        ...BillRunFields
      }
    }
  `,
  [BillRunFields],
);

// --- result types, derived from the operations above (ADR 017)

export type BillRun = ResultOf<typeof BillRunFields>;
