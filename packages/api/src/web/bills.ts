/**
 * The GraphQL operations of bills (/bills, /bill/{id}): the list, one bill, paying, deleting and
 * sending a bill, recording an SdI receipt the bakery received, and credit notes. Making and editing
 * a bill are in bill-drafts.ts, the bill run in bill-runs.ts. ../operations.test.ts validates them
 * against apps/server/schema.graphql.
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
    sdiSending
    issuedLate
    fullyCredited
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
      issueBy
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
        reason
        errors {
          code
          description
        }
      }
    }
  `,
  [BillSummaryFields],
);

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

export const CreateCreditNoteMutation = graphql(`
  mutation CreateCreditNote($billId: ID!, $lines: [CreditLineInput!]!, $reason: String!) {
    createCreditNote(billId: $billId, lines: $lines, reason: $reason) {
      id
      number
    }
  }
`);

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
export type CreditLineInput = SchemaType<'CreditLineInput'>;
export type BillListArgs = VariablesOf<typeof BillsQuery>;
