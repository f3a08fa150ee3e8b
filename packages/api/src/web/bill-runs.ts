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
    late
    failed {
      clientId
      clientName
      code
    }
  }
`);

export const StartBillRunMutation = graphql(
  `
    mutation StartBillRun($from: String!, $to: String!, $clientId: ID) {
      startBillRun(from: $from, to: $to, clientId: $clientId) {
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

/** The bills a run of one client's period would make: their count and total (the bill form's all-in-one action). */
export const ClientRunPreviewQuery = graphql(`
  query ClientRunPreview($clientId: ID!, $from: String!, $to: String!) {
    billDraft(clientId: $clientId, from: $from, to: $to) {
      runPreview {
        invoices
        immediate
        totalCents
      }
    }
  }
`);

// --- result types, derived from the operations above (ADR 017)

export type BillRun = ResultOf<typeof BillRunFields>;
