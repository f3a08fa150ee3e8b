/**
 * The GraphQL operations of bills (issue 7, SPEC §2 /bills, /bill/{id}, /bill/create): the list,
 * one bill, the billable clients and the draft of a period, creating, paying, deleting and sending
 * a bill, recording an SdI receipt the bakery received, and the bulk run billing a month for
 * every client (and the latest run, to follow one still going). Re-exported by ../operations.ts,
 * so operations.test.ts validates them against apps/server/schema.graphql.
 */
import { operation } from '../operation';
import type {
  BillableClient,
  BillDetail,
  BillDraft,
  BillPage,
  BillRun,
  CreateBillInput,
  CreditLineInput,
  EditBillInput,
} from '../types';

const BILL_SUMMARY_FIELDS = /* GraphQL */ `
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
`;

const BILL_AMOUNT_FIELDS = /* GraphQL */ `goodsCents discountCents deliveryCents netCents taxCents totalCents summaries { vatRate natura legalReference taxableCents taxCents }`;

const BILL_DETAIL_FIELDS = /* GraphQL */ `
  fragment BillDetailFields on Bill {
    ...BillSummaryFields
    dueDate periodFrom periodTo sentAt paidAt deletable editable note eInvoiceFile reissueBy paymentMethod paymentTerms
    creditReason creditable creditableCents creditedMilli eInvoiceTruncations { field element length max } creditOf { id number billDate } creditNotes { id number billDate totalCents sent sdiState }
    ${BILL_AMOUNT_FIELDS}
    client { id displayName email detail { recipientCode pec } }
    orders { id number deliveryDate docketNumber guest }
    lines { orderId kind basis name articleCode quantity unit unitPrice gramsPerPiece grossCents discountPercent discountCents netCents vatRate creditBy }
    sdiNotifications { kind receivedAt message errors { code description } }
  }
  ${BILL_SUMMARY_FIELDS}
`;

const BILL_DRAFT_FIELDS = /* GraphQL */ `clientId name missingData ${BILL_AMOUNT_FIELDS}
  orders { id number deliveryDate docketNumber isGuestOrder netCents notWeighed chosen }
  invoice { documentType billDate earliest latest issueBy late }
  invoiceProblem { code orderNumbers months days }`;

const BILL_RUN_FIELDS = /* GraphQL */ `
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
`;

export type BillListArgs = {
  page: number;
  clientId?: string | null;
  from?: string | null;
  to?: string | null;
  sent?: boolean | null;
  paid?: boolean | null;
};

export const BillsQuery = operation<{ bills: BillPage }, BillListArgs>(
  'Bills',
  `query Bills($page: Int, $clientId: ID, $from: String, $to: String, $sent: Boolean, $paid: Boolean) {
    bills(page: $page, clientId: $clientId, from: $from, to: $to, sent: $sent, paid: $paid) { total page pageSize items { ...BillSummaryFields } }
  } ${BILL_SUMMARY_FIELDS}`,
);

export const BillQuery = operation<{ bill: BillDetail }, { id: string }>(
  'Bill',
  `query Bill($id: ID!) { bill(id: $id) { ...BillDetailFields } } ${BILL_DETAIL_FIELDS}`,
);

export const BillableClientsQuery = operation<{ billableClients: BillableClient[] }, { from: string; to: string }>(
  'BillableClients',
  `query BillableClients($from: String!, $to: String!) { billableClients(from: $from, to: $to) { client { id } name orderCount missingData } }`,
);

export const BillDraftQuery = operation<
  { billDraft: BillDraft },
  { clientId: string; from: string; to: string; orderIds?: string[] | null }
>(
  'BillDraft',
  `query BillDraft($clientId: ID!, $from: String!, $to: String!, $orderIds: [ID!]) {
    billDraft(clientId: $clientId, from: $from, to: $to, orderIds: $orderIds) { ${BILL_DRAFT_FIELDS} }
  }`,
);

export const CreateBillMutation = operation<{ createBill: { id: string; number: string } }, { input: CreateBillInput }>(
  'CreateBill',
  `mutation CreateBill($input: CreateBillInput!) { createBill(input: $input) { id number } }`,
);

export const SetBillPaidMutation = operation<{ setBillPaid: BillDetail }, { id: string; paid: boolean }>(
  'SetBillPaid',
  `mutation SetBillPaid($id: ID!, $paid: Boolean!) { setBillPaid(id: $id, paid: $paid) { ...BillDetailFields } } ${BILL_DETAIL_FIELDS}`,
);

export const DeleteBillMutation = operation<{ deleteBill: boolean }, { id: string }>(
  'DeleteBill',
  `mutation DeleteBill($id: ID!) { deleteBill(id: $id) }`,
);

export const SendBillMutation = operation<{ sendBill: BillDetail }, { id: string }>(
  'SendBill',
  `mutation SendBill($id: ID!) { sendBill(id: $id) { ...BillDetailFields } } ${BILL_DETAIL_FIELDS}`,
);

/** An SdI notification file (RC, NS, MC, NE, DT, AT) the bakery received; answers the bill it names, which may be another than the one shown. */
export const RecordSdiNotificationMutation = operation<{ recordSdiNotification: BillDetail }, { xml: string }>(
  'RecordSdiNotification',
  `mutation RecordSdiNotification($xml: String!) { recordSdiNotification(xml: $xml) { ...BillDetailFields } } ${BILL_DETAIL_FIELDS}`,
);

export const StartBillRunMutation = operation<{ startBillRun: BillRun }, { from: string; to: string }>(
  'StartBillRun',
  `mutation StartBillRun($from: String!, $to: String!) { startBillRun(from: $from, to: $to) { ...BillRunFields } } ${BILL_RUN_FIELDS}`,
);

export const BillRunQuery = operation<{ billRun: BillRun }, { id: string }>(
  'BillRun',
  `query BillRun($id: ID!) { billRun(id: $id) { ...BillRunFields } } ${BILL_RUN_FIELDS}`,
);

export const LatestBillRunQuery = operation<{ latestBillRun: BillRun | null }>(
  'LatestBillRun',
  `query LatestBillRun { latestBillRun { ...BillRunFields } } ${BILL_RUN_FIELDS}`,
);

export const CreateCreditNoteMutation = operation<
  { createCreditNote: { id: string; number: string } },
  { billId: string; lines: CreditLineInput[]; reason: string }
>(
  'CreateCreditNote',
  `mutation CreateCreditNote($billId: ID!, $lines: [CreditLineInput!]!, $reason: String!) { createCreditNote(billId: $billId, lines: $lines, reason: $reason) { id number } }`,
);

/** What an unsent bill would hold with other orders (the edit dialog): same fields as BillDraft. */
export const BillEditDraftQuery = operation<
  { billEditDraft: BillDraft },
  { billId: string; orderIds?: string[] | null }
>(
  'BillEditDraft',
  `query BillEditDraft($billId: ID!, $orderIds: [ID!]) { billEditDraft(billId: $billId, orderIds: $orderIds) { ${BILL_DRAFT_FIELDS} } }`,
);

export const EditBillMutation = operation<{ editBill: BillDetail }, { id: string; input: EditBillInput }>(
  'EditBill',
  `mutation EditBill($id: ID!, $input: EditBillInput!) { editBill(id: $id, input: $input) { ...BillDetailFields } } ${BILL_DETAIL_FIELDS}`,
);

export const BILLS_OPERATIONS = [
  BillEditDraftQuery,
  EditBillMutation,
  CreateCreditNoteMutation,
  BillsQuery,
  BillQuery,
  BillableClientsQuery,
  BillDraftQuery,
  CreateBillMutation,
  SetBillPaidMutation,
  DeleteBillMutation,
  SendBillMutation,
  RecordSdiNotificationMutation,
  StartBillRunMutation,
  BillRunQuery,
  LatestBillRunQuery,
] as const;
