/**
 * The GraphQL operations of making and editing a bill (/bill/create and the edit dialog): the
 * billable clients of a period, the draft of chosen orders with its invoice plan, creating a bill,
 * and the draft and change of an unsent bill. ../operations.test.ts validates them against
 * apps/server/schema.graphql.
 */
import { graphql, type ResultOf, type SchemaType } from '../graphql';
import { BillDetailFields } from './bills';

export const BillableClientsQuery = graphql(`
  query BillableClients($from: String!, $to: String!) {
    billableClients(from: $from, to: $to) {
      client {
        id
      }
      name
      orderCount
      missingData
    }
  }
`);

const BillDraftFields = graphql(`
  fragment BillDraftFields on BillDraft {
    clientId
    name
    missingData
    goodsCents
    discountCents
    deliveryCents
    netCents
    taxCents
    totalCents
    summaries {
      vatRate
      natura
      legalReference
      taxableCents
      taxCents
    }
    orders {
      id
      number
      deliveryDate
      docketNumber
      isGuestOrder
      netCents
      notWeighed
      chosen
    }
    invoice {
      documentType
      billDate
      earliest
      latest
      issueBy
      late
      datedOnIssue
    }
    invoiceProblem {
      code
      orderNumbers
      months
      days
    }
  }
`);

export const BillDraftQuery = graphql(
  `
    query BillDraft($clientId: ID!, $from: String!, $to: String!, $orderIds: [ID!]) {
      billDraft(clientId: $clientId, from: $from, to: $to, orderIds: $orderIds) {
        ...BillDraftFields
      }
    }
  `,
  [BillDraftFields],
);

export const CreateBillMutation = graphql(`
  mutation CreateBill($input: CreateBillInput!) {
    createBill(input: $input) {
      id
      number
    }
  }
`);

/** What an unsent bill would hold with other orders (the edit dialog): same fields as BillDraft. */
export const BillEditDraftQuery = graphql(
  `
    query BillEditDraft($billId: ID!, $orderIds: [ID!]) {
      billEditDraft(billId: $billId, orderIds: $orderIds) {
        ...BillDraftFields
      }
    }
  `,
  [BillDraftFields],
);

export const EditBillMutation = graphql(
  `
    mutation EditBill($id: ID!, $input: EditBillInput!) {
      editBill(id: $id, input: $input) {
        ...BillDetailFields
      }
    }
  `,
  [BillDetailFields],
);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type BillableClient = ResultOf<typeof BillableClientsQuery>['billableClients'][number];
export type BillDraft = ResultOf<typeof BillDraftQuery>['billDraft'];
/** The money of a bill or a draft, in cents. */
export type BillAmounts = Pick<
  BillDraft,
  'goodsCents' | 'discountCents' | 'deliveryCents' | 'netCents' | 'taxCents' | 'totalCents' | 'summaries'
>;
export type BillDraftOrder = BillDraft['orders'][number];
/** The invoice a bill of the chosen orders is and the dates it may carry. */
export type InvoicePlan = NonNullable<BillDraft['invoice']>;
/** Why the chosen orders cannot be one invoice: the code createBill would answer and what it names. */
export type InvoiceProblem = NonNullable<BillDraft['invoiceProblem']>;
export type EditBillInput = SchemaType<'EditBillInput'>;
export type CreateBillInput = SchemaType<'CreateBillInput'>;
