import { isInvoiceProblem, planInvoice } from '@bakery/core';
import type { BillableClient, BillDetail, BillDraft, BillDraftOrder, BillRun, BillSummary } from '../../api/operations';

export function makeBillSummary(overrides: Partial<BillSummary> = {}): BillSummary {
  return {
    id: '41',
    number: '2026/7',
    documentType: 'TD24',
    billDate: '2026-04-01',
    clientName: 'Hotel Post',
    totalCents: 13_420,
    sent: false,
    paid: false,
    sdiState: null,
    sdiSending: false,
    issuedLate: false,
    fullyCredited: false,
    ...overrides,
  };
}

export function makeBill(overrides: Partial<BillDetail> = {}): BillDetail {
  return {
    ...makeBillSummary(),
    documentType: 'TD24',
    dueDate: '2026-05-01',
    periodFrom: '2026-03-01',
    periodTo: '2026-03-31',
    sentAt: null,
    paidAt: null,
    deletable: true,
    editable: true,
    note: null,
    eInvoiceFile: 'IT02345670215_00007.xml',
    reissueBy: null,
    issueBy: '2026-04-15',
    creditReason: null,
    creditable: false,
    creditableCents: [],
    creditedMilli: [],
    creditOf: null,
    creditNotes: [],
    eInvoiceTruncations: [],
    paymentMethod: 'MP05',
    paymentTerms: 'DAYS_30',
    goodsCents: 12_500,
    discountCents: 500,
    deliveryCents: 300,
    netCents: 12_300,
    taxCents: 1_120,
    totalCents: 13_420,
    summaries: [
      { vatRate: '10.00', natura: null, legalReference: null, taxableCents: 11_000, taxCents: 1_100 },
      { vatRate: '4.00', natura: null, legalReference: null, taxableCents: 1_300, taxCents: 52 },
    ],
    client: {
      id: '20',
      displayName: 'Hotel Post',
      email: 'office@hotelpost.it',
      detail: { recipientCode: 'M5UXCR1', pec: null },
    },
    orders: [
      { id: '301', number: 1042, deliveryDate: '2026-03-12', docketNumber: 'DDT-12', guest: null },
      { id: '302', number: 1051, deliveryDate: '2026-03-14', docketNumber: null, guest: 'Anna' },
    ],
    lines: [
      {
        orderId: '301',
        kind: 'PRODUCT',
        basis: 'MEASURED',
        name: 'Bauernbrot',
        articleCode: 'B1',
        quantity: '1.250',
        unit: 'KG',
        unitPrice: '4.5',
        grossCents: 563,
        discountPercent: '5.00',
        discountCents: 28,
        netCents: 535,
        vatRate: '10.00',
        gramsPerPiece: null,
        creditBy: null,
      },
      {
        orderId: '301',
        kind: 'PRODUCT',
        basis: null,
        name: 'Semmel',
        articleCode: null,
        quantity: '20',
        unit: 'PZ',
        unitPrice: '0.45',
        grossCents: 900,
        discountPercent: '0',
        discountCents: 0,
        netCents: 900,
        vatRate: '4.00',
        gramsPerPiece: null,
        creditBy: null,
      },
      {
        orderId: '301',
        kind: 'DELIVERY',
        basis: null,
        name: '',
        articleCode: null,
        quantity: '1',
        unit: null,
        unitPrice: '3',
        grossCents: 300,
        discountPercent: '0',
        discountCents: 0,
        netCents: 300,
        vatRate: '10.00',
        gramsPerPiece: null,
        creditBy: null,
      },
      {
        orderId: '302',
        kind: 'PRODUCT',
        basis: 'NOT_WEIGHED',
        name: 'Roggenbrot',
        articleCode: null,
        quantity: '0.750',
        unit: 'KG',
        unitPrice: '5',
        grossCents: 375,
        discountPercent: '0',
        discountCents: 0,
        netCents: 375,
        vatRate: '10.00',
        gramsPerPiece: null,
        creditBy: null,
      },
    ],
    sdiNotifications: [],
    ...overrides,
  };
}

export function makeDraftOrder(overrides: Partial<BillDraftOrder> = {}): BillDraftOrder {
  return {
    id: '301',
    number: 1042,
    deliveryDate: '2026-03-12',
    docketNumber: 'DDT-12',
    isGuestOrder: false,
    netCents: 4_000,
    notWeighed: 0,
    chosen: true,
    ...overrides,
  };
}

export const DRAFT_ORDERS: BillDraftOrder[] = [
  makeDraftOrder(),
  makeDraftOrder({
    id: '302',
    number: 1051,
    deliveryDate: '2026-03-14',
    docketNumber: 'DDT-14',
    isGuestOrder: true,
    netCents: 2_500,
    notWeighed: 2,
  }),
  makeDraftOrder({ id: '303', number: 1060, deliveryDate: '2026-03-20', docketNumber: 'DDT-19', netCents: 1_500 }),
];

/** The same month with one delivery that went out without a docket: not one invoice. */
export const MIXED_ORDERS: BillDraftOrder[] = DRAFT_ORDERS.map((o) =>
  o.id === '302' ? { ...o, docketNumber: null } : o,
);

/**
 * The draft of Hotel Post with the given orders chosen (null = all), totals summed from their net
 * amounts at 10 % VAT, and the invoice plan the server makes of them on `today` (core's rule).
 */
export function makeDraft(
  orderIds: readonly string[] | null = null,
  orders: BillDraftOrder[] = DRAFT_ORDERS,
  today = '2026-04-15',
): BillDraft {
  const chosen = orders.map((o) => ({ ...o, chosen: orderIds === null || orderIds.includes(o.id) }));
  const picked = chosen.filter((o) => o.chosen);
  const plan = picked.length === 0 ? null : planInvoice(picked, today);
  const invoiceProblem =
    plan && isInvoiceProblem(plan)
      ? {
          code: plan.code,
          orderNumbers: 'orderNumbers' in plan ? plan.orderNumbers : [],
          months: 'months' in plan ? plan.months : [],
          days: 'days' in plan ? plan.days : [],
        }
      : null;
  const net = chosen.filter((o) => o.chosen).reduce((sum, o) => sum + o.netCents, 0);
  const tax = Math.round(net / 10);
  return {
    clientId: '20',
    name: 'Hotel Post',
    missingData: [],
    orders: chosen,
    goodsCents: net,
    discountCents: 0,
    deliveryCents: 0,
    netCents: net,
    taxCents: tax,
    totalCents: net + tax,
    summaries:
      net > 0 ? [{ vatRate: '10.00', natura: null, legalReference: null, taxableCents: net, taxCents: tax }] : [],
    invoice: plan && !isInvoiceProblem(plan) ? { ...plan, datedOnIssue: plan.datedOnIssue === true } : null,
    invoiceProblem,
  };
}

export const BILLABLE: BillableClient[] = [
  { client: { id: '20' }, name: 'Hotel Post', orderCount: 3, missingData: [] },
  { client: { id: '21' }, name: 'Café Maria', orderCount: 1, missingData: ['taxId'] },
];

export function makeRun(overrides: Partial<BillRun> = {}): BillRun {
  return {
    id: 'run-1',
    state: 'RUNNING',
    periodFrom: '2026-03-01',
    periodTo: '2026-03-31',
    total: 3,
    done: 0,
    created: 0,
    late: 0,
    failed: [],
    ...overrides,
  };
}
