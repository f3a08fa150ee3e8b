import type { InvoicePlan, VatSummary } from '@bakery/core';
import { LANGUAGES } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder, LanguageEnum } from '../../platform/graphql/builder';
import { enumValue } from '../../platform/graphql/enum-value';
import { PaymentMethodEnum, PaymentTermsEnum, UserRef } from '../users/users.schema';
import {
  BILL_RUN_STATES,
  BillLineBasisEnum,
  BillLineKindEnum,
  BillLineUnitEnum,
  BillRunStateEnum,
  CreditByEnum,
  DOCUMENT_TYPES,
  DocumentTypeEnum,
} from './bill-enums';
import { userLoader } from '../users/users.service';
import type { BillSnapshotLine, BillSnapshotOrder } from './bill-snapshot';
import { createBill } from './create-bill.service';
import { clientRunPreview, type ClientRunPreview } from './client-bill-run.service';
import { issueTiming, lateBillsOfRun } from './bill-issue-time';
import { getBillRun, latestBillRun, startBillRun, type BillRunFailure, type BillRunRow } from './bill-runs.service';
import {
  billableClients,
  billDraft,
  deleteBill,
  getBill,
  isBillDeletable,
  listBills,
  setBillPaid,
  snapshotOf,
  type BillDraft,
  type BillRow,
} from './bills.service';

const VatSummaryRef = builder.objectRef<VatSummary>('VatSummary').implement({
  description: 'Taxable amount and tax of one VAT rate (one DatiRiepilogo block of the e-invoice).',
  fields: (t) => ({
    vatRate: t.exposeString('vatRate', { description: 'Percent with 2 decimals, e.g. "10.00".' }),
    taxableCents: t.exposeInt('taxableCents'),
    taxCents: t.exposeInt('taxCents'),
    natura: t.string({
      nullable: true,
      description:
        'Natura of a 0 % block (N2.2, N3.2, N4 …); null on taxed blocks and on bills made before Natura was stored (written N4).',
      resolve: (s) => s.natura ?? null,
    }),
    legalReference: t.string({
      nullable: true,
      description: 'RiferimentoNormativo: the law a 0 % block is sold under.',
      resolve: (s) => s.legalReference ?? null,
    }),
  }),
});

const BillLineRef = builder.objectRef<BillSnapshotLine>('BillLine').implement({
  description: 'A line of a bill: an ordered product (by measured or approximate weight) or a delivery cost.',
  fields: (t) => ({
    orderId: t.id({ resolve: (l) => l.orderId }),
    kind: t.field({ type: BillLineKindEnum, resolve: (l) => l.kind }),
    basis: t.field({ type: BillLineBasisEnum, nullable: true, resolve: (l) => l.basis }),
    name: t.exposeString('name', { description: "Product name in the bill's language; empty for delivery." }),
    articleCode: t.exposeString('articleCode', { nullable: true }),
    quantity: t.exposeString('quantity', { description: 'Pieces, or kilograms with 3 decimals.' }),
    unit: t.field({ type: BillLineUnitEnum, nullable: true, resolve: (l) => l.unit }),
    unitPrice: t.exposeString('unitPrice', {
      description: 'EUR per piece or per kg, exact (the XML writes it); screens show core billLinePrice.',
    }),
    gramsPerPiece: t.int({
      nullable: true,
      description:
        'Grams of one piece on a line by pieces (its weight basis, shown where a 2-decimal piece price would not add up); null by kg, for delivery, and on bills made before it was kept.',
      resolve: (l) => l.gramsPerPiece ?? null,
    }),
    grossCents: t.exposeInt('grossCents'),
    discountPercent: t.exposeString('discountPercent'),
    discountCents: t.exposeInt('discountCents'),
    netCents: t.exposeInt('netCents'),
    vatRate: t.exposeString('vatRate'),
    natura: t.string({ nullable: true, description: 'Natura of a 0 % line.', resolve: (l) => l.natura ?? null }),
    creditBy: t.field({
      type: CreditByEnum,
      nullable: true,
      description: 'On a credit note: how the line takes back its bill line; null on bills.',
      resolve: (l) => l.creditBy ?? null,
    }),
  }),
});

const BillOrderRef = builder.objectRef<BillSnapshotOrder>('BillOrder').implement({
  fields: (t) => ({
    id: t.id({ resolve: (o) => o.id }),
    number: t.exposeInt('number'),
    deliveryDate: t.exposeString('deliveryDate'),
    docketNumber: t.exposeString('docketNumber', { nullable: true }),
    guest: t.exposeString('guest', { nullable: true }),
  }),
});

export const BillRef = builder.objectRef<BillRow>('Bill').implement({
  description: 'A bill of a bakery to a client; amounts and lines as frozen at creation.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('billNumber'),
    billDate: t.exposeString('billDate'),
    dueDate: t.string({ resolve: (b) => b.dueDate ?? b.billDate }),
    periodFrom: t.exposeString('periodFrom', { nullable: true }),
    periodTo: t.exposeString('periodTo', { nullable: true }),
    language: t.field({ type: LanguageEnum, resolve: (b) => enumValue(LANGUAGES, b.language) }),
    client: t.field({ type: UserRef, nullable: true, resolve: (b, _a, ctx) => userLoader(ctx).load(b.clientId) }),
    clientName: t.string({ resolve: (b) => snapshotOf(b).buyer.name }),
    sent: t.exposeBoolean('sent'),
    sentAt: t.string({ nullable: true, resolve: (b) => b.sentAt?.toISOString() ?? null }),
    paid: t.exposeBoolean('paid'),
    paidAt: t.string({ nullable: true, resolve: (b) => b.paidAt?.toISOString() ?? null }),
    goodsCents: t.int({ resolve: (b) => snapshotOf(b).goodsCents }),
    discountCents: t.int({ resolve: (b) => snapshotOf(b).discountCents }),
    deliveryCents: t.int({ resolve: (b) => snapshotOf(b).deliveryCents }),
    netCents: t.int({ resolve: (b) => snapshotOf(b).netCents }),
    taxCents: t.int({ resolve: (b) => snapshotOf(b).taxCents }),
    totalCents: t.int({ resolve: (b) => snapshotOf(b).totalCents }),
    stampDutyCents: t.int({
      description: 'Stamp duty due on the bill (2.00 € when its amounts without VAT pass 77.47 €), else 0.',
      resolve: (b) => snapshotOf(b).stampDuty?.amountCents ?? 0,
    }),
    stampDutyCharged: t.boolean({
      description:
        'Whether the stamp duty is charged to the client (a STAMP_DUTY line) rather than borne by the bakery.',
      resolve: (b) => snapshotOf(b).stampDuty?.chargedToClient ?? false,
    }),
    summaries: t.field({ type: [VatSummaryRef], resolve: (b) => snapshotOf(b).summaries }),
    orders: t.field({ type: [BillOrderRef], resolve: (b) => snapshotOf(b).orders }),
    lines: t.field({ type: [BillLineRef], resolve: (b) => snapshotOf(b).lines }),
    eInvoiceFile: t.exposeString('eInvoiceFile', { nullable: true, description: 'IT<transmitter>_<progressive>.xml' }),
    documentType: t.field({ type: DocumentTypeEnum, resolve: (b) => enumValue(DOCUMENT_TYPES, b.documentType) }),
    paymentMethod: t.field({
      type: PaymentMethodEnum,
      nullable: true,
      description:
        'ModalitaPagamento frozen with the bill (MP01, MP05 …; bills before issue 14: MP05); null on a credit note.',
      resolve: (b) => (snapshotOf(b).credit ? null : (snapshotOf(b).payment?.method ?? 'MP05')),
    }),
    paymentTerms: t.field({
      type: PaymentTermsEnum,
      nullable: true,
      description: 'IMMEDIATE, DAYS_30 or DAYS_30_EOM (bills before issue 14: DAYS_30); null on a credit note.',
      resolve: (b) => (snapshotOf(b).credit ? null : (snapshotOf(b).payment?.terms ?? 'DAYS_30')),
    }),
    issueBy: t.string({
      nullable: true,
      description:
        "For the bill's bakery: the last day to issue (send) the invoice on time — TD01 the delivery + 12 days, TD24 the 15th of the next month (art. 21 c. 4 D.P.R. 633/72); null on a credit note and for others.",
      resolve: async (b, _a, ctx) => (await issueTiming(ctx, b))?.issueBy ?? null,
    }),
    issuedLate: t.boolean({
      description:
        "For the bill's bakery: sent after issueBy, or still unsent after it (a late invoice: a penalty, it must still be sent); false for others.",
      resolve: async (b, _a, ctx) => (await issueTiming(ctx, b))?.late ?? false,
    }),
    deletable: t.boolean({
      description: 'Not sent and the latest bill (deleting it leaves no gap in the numbers).',
      resolve: (b, _a, ctx) => isBillDeletable(ctx, b),
    }),
  }),
});

const BillPageRef = builder
  .objectRef<{ items: BillRow[]; total: number; page: number; pageSize: number }>('BillPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [BillRef], resolve: (p) => p.items }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

type BillableClient = Awaited<ReturnType<typeof billableClients>>[number];
const BillableClientRef = builder.objectRef<BillableClient>('BillableClient').implement({
  fields: (t) => ({
    client: t.field({ type: UserRef, resolve: (c) => c.client }),
    name: t.exposeString('name'),
    orderCount: t.exposeInt('orderCount'),
    missingData: t.exposeStringList('missingData', {
      description: 'Billing data the client still has to enter (name, street, postalCode, city, taxId).',
    }),
  }),
});

type DraftOrder = BillDraft['orders'][number];
const BillDraftOrderRef = builder.objectRef<DraftOrder>('BillDraftOrder').implement({
  fields: (t) => ({
    id: t.id({ resolve: (o) => o.id }),
    number: t.exposeInt('number'),
    deliveryDate: t.exposeString('deliveryDate'),
    docketNumber: t.exposeString('docketNumber', { nullable: true }),
    isGuestOrder: t.boolean({ resolve: (o) => o.guestOf !== null }),
    netCents: t.exposeInt('netCents'),
    notWeighed: t.exposeInt('notWeighed', {
      description: 'Weighed products of the order not weighed yet (billed by approximate weight).',
    }),
    chosen: t.exposeBoolean('chosen'),
  }),
});

const InvoicePlanRef = builder.objectRef<InvoicePlan>('InvoicePlan').implement({
  description: 'The invoice a bill of the chosen orders is (D.P.R. 633/72 art. 21 c. 4) and the dates it may carry.',
  fields: (t) => ({
    documentType: t.field({
      type: DocumentTypeEnum,
      description: 'TD24 or TD01 (a credit note is never planned).',
      resolve: (p) => p.documentType,
    }),
    billDate: t.exposeString('billDate', { description: 'The default bill date, YYYY-MM-DD.' }),
    earliest: t.exposeString('earliest', { description: 'First allowed bill date (the last delivery).' }),
    latest: t.exposeString('latest', {
      description: 'Last allowed bill date (today, or the 15th of the next month for TD24).',
    }),
    issueBy: t.exposeString('issueBy', {
      description:
        'Last day to issue the invoice on time: the 15th of the next month (TD24), the delivery + 12 days (TD01).',
    }),
    late: t.exposeBoolean('late', {
      description: 'Today is after issueBy: the invoice is late and must still be issued.',
    }),
    datedOnIssue: t.boolean({
      description:
        'Dated today, after its deliveries, because no date of its own window follows the series\' last bill (docs/FISCAL.md, rule "dated on issue").',
      resolve: (p) => p.datedOnIssue === true,
    }),
  }),
});

const InvoiceProblemRef = builder.objectRef<NonNullable<BillDraft['invoiceProblem']>>('InvoiceProblem').implement({
  description: 'Why the chosen orders cannot be one invoice: the error code createBill would answer and what it names.',
  fields: (t) => ({
    code: t.exposeString('code'),
    orderNumbers: t.exposeIntList('orderNumbers'),
    months: t.exposeStringList('months', { description: 'YYYY-MM' }),
    days: t.exposeStringList('days', { description: 'YYYY-MM-DD' }),
  }),
});

const ClientRunPreviewRef = builder.objectRef<ClientRunPreview>('ClientRunPreview').implement({
  description: "What a bill run of one client's period would make.",
  fields: (t) => ({
    invoices: t.exposeInt('invoices', {
      description: 'Bills: one per month of docketed deliveries, one per day without.',
    }),
    immediate: t.exposeInt('immediate', { description: 'Immediate invoices (TD01) among them, one per delivery day.' }),
    totalCents: t.exposeInt('totalCents', { description: 'Their totals added up, in cents.' }),
  }),
});

export const BillDraftRef = builder.objectRef<BillDraft>('BillDraft').implement({
  description: 'What a bill for a client and period would hold (the /bill/create screen).',
  fields: (t) => ({
    clientId: t.id({ resolve: (d) => d.clientId }),
    name: t.exposeString('name'),
    missingData: t.exposeStringList('missingData'),
    orders: t.field({ type: [BillDraftOrderRef], resolve: (d) => d.orders }),
    summaries: t.field({ type: [VatSummaryRef], resolve: (d) => d.computation.summaries }),
    goodsCents: t.int({ resolve: (d) => d.computation.goodsCents }),
    discountCents: t.int({ resolve: (d) => d.computation.discountCents }),
    deliveryCents: t.int({ resolve: (d) => d.computation.deliveryCents }),
    netCents: t.int({ resolve: (d) => d.computation.netCents }),
    taxCents: t.int({ resolve: (d) => d.computation.taxCents }),
    totalCents: t.int({ resolve: (d) => d.computation.totalCents }),
    invoice: t.field({ type: InvoicePlanRef, nullable: true, resolve: (d) => d.invoice }),
    invoiceProblem: t.field({ type: InvoiceProblemRef, nullable: true, resolve: (d) => d.invoiceProblem }),
    runPreview: t.field({
      type: ClientRunPreviewRef,
      description:
        "The bills a run of this client's period would make (startBillRun with clientId): their count and total.",
      resolve: (d, _a, ctx) => clientRunPreview(ctx, d.clientId, d.period),
    }),
  }),
});

const BillRunFailureRef = builder.objectRef<BillRunFailure>('BillRunFailure').implement({
  fields: (t) => ({
    clientId: t.id({ resolve: (f) => f.clientId }),
    clientName: t.exposeString('clientName'),
    code: t.exposeString('code'),
  }),
});

const BillRunRef = builder.objectRef<BillRunRow>('BillRun').implement({
  description: 'Bills of a period for every billable client, made in the background.',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.field({ type: BillRunStateEnum, resolve: (r) => enumValue(BILL_RUN_STATES, r.state) }),
    periodFrom: t.exposeString('periodFrom'),
    periodTo: t.exposeString('periodTo'),
    total: t.exposeInt('total'),
    done: t.exposeInt('done'),
    created: t.exposeInt('created'),
    late: t.int({
      description:
        'When the run is done: how many of its bills are issued after their deadline (issuedLate); 0 while it runs.',
      resolve: (r, _a, ctx) => (r.state === 'DONE' ? lateBillsOfRun(ctx, r.id, r.bakeryId) : 0),
    }),
    failed: t.field({
      type: [BillRunFailureRef],
      resolve: (r) => (Array.isArray(r.failed) ? (r.failed as BillRunFailure[]) : []),
    }),
  }),
});

const CreateBillInput = builder.inputType('CreateBillInput', {
  fields: (t) => ({
    clientId: t.id({ required: true }),
    from: t.string({ required: true, description: 'First delivery date, YYYY-MM-DD.' }),
    to: t.string({ required: true, description: 'Last delivery date, YYYY-MM-DD.' }),
    orderIds: t.idList({
      required: false,
      description: 'The orders to bill; omitted = every billable order of the period.',
    }),
    billDate: t.string({
      required: false,
      description: 'The bill date, YYYY-MM-DD, within the invoice plan (billDraft.invoice); omitted = its default.',
    }),
  }),
});

const ids = (list: readonly (string | number)[] | null | undefined) =>
  list == null ? null : list.map((id) => parseId(id, 'orderIds'));

builder.queryFields((t) => ({
  bills: t.field({
    type: BillPageRef,
    description:
      "Bills, 10 per page, newest first: a bakery's (filters client, bill date, sent, paid), a client's own.",
    authScopes: { bakery: true, host: true, private: true },
    args: {
      page: t.arg.int({ defaultValue: 0 }),
      clientId: t.arg.id(),
      from: t.arg.string({ description: 'YYYY-MM-DD' }),
      to: t.arg.string({ description: 'YYYY-MM-DD' }),
      sent: t.arg.boolean(),
      paid: t.arg.boolean(),
    },
    resolve: (_r, a, ctx) =>
      listBills(ctx, {
        page: a.page ?? 0,
        clientId: a.clientId == null ? null : parseId(a.clientId, 'clientId'),
        from: a.from ?? undefined,
        to: a.to ?? undefined,
        sent: a.sent,
        paid: a.paid,
      }),
  }),
  bill: t.field({
    type: BillRef,
    authScopes: { bakery: true, host: true, private: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getBill(ctx, parseId(a.id)),
  }),
  billRun: t.field({
    type: BillRunRef,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getBillRun(ctx, parseId(a.id)),
  }),
  latestBillRun: t.field({
    type: BillRunRef,
    nullable: true,
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => latestBillRun(ctx),
  }),
  billableClients: t.field({
    type: [BillableClientRef],
    description: 'Clients with accepted orders without a bill delivered in the period.',
    authScopes: { bakery: true },
    args: {
      from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      to: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
    },
    resolve: (_r, a, ctx) => billableClients(ctx, { from: a.from, to: a.to }),
  }),
  billDraft: t.field({
    type: BillDraftRef,
    authScopes: { bakery: true },
    args: {
      clientId: t.arg.id({ required: true }),
      from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      to: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      orderIds: t.arg.idList(),
    },
    resolve: (_r, a, ctx) =>
      billDraft(ctx, parseId(a.clientId, 'clientId'), { from: a.from, to: a.to }, ids(a.orderIds)),
  }),
}));

builder.mutationFields((t) => ({
  createBill: t.field({
    type: BillRef,
    authScopes: { bakery: true },
    args: { input: t.arg({ type: CreateBillInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      createBill(ctx, {
        clientId: parseId(input.clientId, 'clientId'),
        from: input.from,
        to: input.to,
        orderIds: ids(input.orderIds),
        billDate: input.billDate ?? null,
      }),
  }),
  startBillRun: t.field({
    type: BillRunRef,
    description:
      'Starts the bills of a period for every billable client, or one, in the background (a run already going is returned).',
    authScopes: { bakery: true },
    args: {
      from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      to: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      clientId: t.arg.id({
        description: "Only this client's bills (the bill form's all-in-one action); omitted = every client.",
      }),
    },
    resolve: (_r, a, ctx) =>
      startBillRun(ctx, { from: a.from, to: a.to }, a.clientId == null ? null : parseId(a.clientId, 'clientId')),
  }),
  setBillPaid: t.field({
    type: BillRef,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), paid: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => setBillPaid(ctx, parseId(a.id), a.paid),
  }),
  deleteBill: t.boolean({
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => deleteBill(ctx, parseId(a.id)),
  }),
}));
