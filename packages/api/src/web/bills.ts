/**
 * The GraphQL operations of bills (issue 7, SPEC §2 /bills, /bill/{id}, /bill/create): the list, one
 * bill, the billable clients and the draft of a period, creating, paying, deleting and sending a bill,
 * recording an SdI receipt the bakery received, and the bulk run billing a month for every client (and
 * the latest run, to follow one still going). ../operations.test.ts validates them against
 * apps/server/schema.graphql.
 */
import { graphql, type ResultOf, type SchemaType, type VariablesOf } from '../graphql';

export const BillSummaryFields = graphql(`
  fragment BillSummaryFields on Bill {
    id
    number
    documentType
    billDate
    clientName
    totalCents
    sent
    paid
    sdiState
  }
`);

export const BillDetailFields = graphql(
  `
    fragment BillDetailFields on Bill {
      ...BillSummaryFields
      dueDate
      periodFrom
      periodTo
      sentAt
      paidAt
      deletable
      editable
      note
      eInvoiceFile
      reissueBy
      paymentMethod
      paymentTerms
      creditReason
      creditable
      creditableCents
      creditedMilli
      eInvoiceTruncations {
        field
        element
        length
        max
      }
      creditOf {
        id
        number
        billDate
      }
      creditNotes {
        id
        number
        billDate
        totalCents
        sent
        sdiState
      }
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
      client {
        id
        displayName
        email
        detail {
          recipientCode
          pec
        }
      }
      orders {
        id
        number
        deliveryDate
        docketNumber
        guest
      }
      lines {
        orderId
        kind
        basis
        name
        articleCode
        quantity
        unit
        unitPrice
        gramsPerPiece
        grossCents
        discountPercent
        discountCents
        netCents
        vatRate
        creditBy
      }
      sdiNotifications {
        kind
        receivedAt
        message
        errors {
          code
          description
        }
      }
    }
  `,
  [BillSummaryFields],
);

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

export const BillsQuery = graphql(
  `
    query Bills($page: Int, $clientId: ID, $from: String, $to: String, $sent: Boolean, $paid: Boolean) {
      bills(page: $page, clientId: $clientId, from: $from, to: $to, sent: $sent, paid: $paid) {
        total
        page
        pageSize
        items {
          ...BillSummaryFields
        }
      }
    }
  `,
  [BillSummaryFields],
);

export const BillQuery = graphql(
  `
    query Bill($id: ID!) {
      bill(id: $id) {
        ...BillDetailFields
      }
    }
  `,
  [BillDetailFields],
);

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

export const SetBillPaidMutation = graphql(
  `
    mutation SetBillPaid($id: ID!, $paid: Boolean!) {
      setBillPaid(id: $id, paid: $paid) {
        ...BillDetailFields
      }
    }
  `,
  [BillDetailFields],
);

export const DeleteBillMutation = graphql(`
  mutation DeleteBill($id: ID!) {
    deleteBill(id: $id)
  }
`);

export const SendBillMutation = graphql(
  `
    mutation SendBill($id: ID!) {
      sendBill(id: $id) {
        ...BillDetailFields
      }
    }
  `,
  [BillDetailFields],
);

/** An SdI notification file (RC, NS, MC, NE, DT, AT) the bakery received; answers the bill it names, which may be another than the one shown. */
export const RecordSdiNotificationMutation = graphql(
  `
    mutation RecordSdiNotification($xml: String!) {
      recordSdiNotification(xml: $xml) {
        ...BillDetailFields
      }
    }
  `,
  [BillDetailFields],
);

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

export const CreateCreditNoteMutation = graphql(`
  mutation CreateCreditNote($billId: ID!, $lines: [CreditLineInput!]!, $reason: String!) {
    createCreditNote(billId: $billId, lines: $lines, reason: $reason) {
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

/** A bill in the /bills list (documentType TD24 deferred, TD01 immediate, TD04 credit note). */
export type BillSummary = ResultOf<typeof BillSummaryFields>;
export type BillPage = ResultOf<typeof BillsQuery>['bills'];
/** One bill with its lines as frozen at creation (/bill/:id). */
export type BillDetail = ResultOf<typeof BillDetailFields>;
export type BillLine = BillDetail['lines'][number];
export type BillOrder = BillDetail['orders'][number];
export type SdiNotification = BillDetail['sdiNotifications'][number];
/** Taxable amount and tax of one VAT rate of a bill or draft. */
export type VatSummary = BillDetail['summaries'][number];
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
export type BillRun = ResultOf<typeof BillRunFields>;
export type CreditLineInput = SchemaType<'CreditLineInput'>;
export type EditBillInput = SchemaType<'EditBillInput'>;
export type CreateBillInput = SchemaType<'CreateBillInput'>;
export type BillListArgs = VariablesOf<typeof BillsQuery>;
