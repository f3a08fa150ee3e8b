import {
  centsToDecimal,
  compareIsoDates,
  invoiceDate,
  isInvoiceProblem,
  isIsoDate,
  type InvoicePlan,
} from '@bakery/core';
import { billNote, editedBillDates, isDueDateAllowed } from '@bakery/core/bill-edit';
import { eBillDataProblems } from '@bakery/core/fiscal';
import {
  isPaymentMethod,
  isPaymentTerms,
  paymentDueDate,
  type PaymentMethod,
  type PaymentTerms,
} from '@bakery/core/payment';
import type { Tx } from '../../platform/db/database';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import { userLanguage } from '../users/account';
import { accountName, buyerOf, paymentOf, snapshotOrders, type BillSnapshot } from './bill-snapshot';
import { attachEInvoice, checkBillXsd } from './bill-einvoice.service';
import { eBillDataOfDeliveries, linesWithoutNatura } from './bill-vat';
import { findEBillData } from './bill-vat.queries';
import {
  assertPeriod,
  billableClient,
  clientDataProblems,
  computeBillOf,
  guestNames,
  invoicePlanOf,
  sellerOf,
} from './create-bill.service';
import {
  attachOrdersToBill,
  detachOrdersFromBill,
  findBill,
  findBillableOrders,
  findBillNeighbours,
  findClientWithDetails,
  findOrdersOfBill,
  lockBillIfAny,
  lockBillSettingsRow,
  updateBillRow,
  type BillableOrder,
  type BillRow,
} from './bills.queries';
import { ownBill, snapshotOf } from './bills.service';
import { present } from '../../platform/db/rows';
import { isSentOrSending } from './bill-send-claim';

/** What an edit changes; an absent field stays as it is. */
export interface EditBillInput {
  billDate?: string | null;
  /** Absent: kept where it was set by hand, else follows the (new) date and terms. */
  dueDate?: string | null;
  paymentTerms?: string | null;
  paymentMethod?: string | null;
  /** Empty clears the note. */
  note?: string | null;
  /** The delivery period the orders are chosen from; absent = the bill's. */
  from?: string | null;
  to?: string | null;
  /** The orders the bill holds from now on: its own and the client's billable ones of the period. */
  orderIds?: readonly number[] | null;
}

/** Why a bill cannot be edited: sent or being sent (a credit note corrects it) or a credit note itself; null = editable. */
export function billEditRefusal(bill: BillRow, now: Date): 'SENT' | 'CREDIT_NOTE' | null {
  if (bill.documentType === 'TD04') return 'CREDIT_NOTE';
  return isSentOrSending(bill, now) ? 'SENT' : null;
}

function checkInput(input: EditBillInput): void {
  const bad: string[] = [];
  if (input.billDate != null && !isIsoDate(input.billDate)) bad.push('billDate');
  if (input.dueDate != null && !isIsoDate(input.dueDate)) bad.push('dueDate');
  if (input.paymentTerms != null && !isPaymentTerms(input.paymentTerms)) bad.push('paymentTerms');
  if (input.paymentMethod != null && !isPaymentMethod(input.paymentMethod)) bad.push('paymentMethod');
  if (input.note != null && billNote(input.note) === false) bad.push('note');
  if (bad.length > 0) fail('BAD_INPUT', { fields: bad });
}

/** The bills numbered just before and after this one in its series (their dates bound its date). */
async function neighbourDates(
  tx: Tx | RequestContext['platform']['db'],
  bill: BillRow,
): Promise<{ previousDate: string | null; nextDate: string | null }> {
  const rows = await findBillNeighbours(tx, bill);
  const sameYear = rows.filter((r) => r.billDate.slice(0, 4) === bill.billDate.slice(0, 4));
  return {
    previousDate: sameYear.find((r) => r.sequence === bill.sequence - 1)?.billDate ?? null,
    nextDate: sameYear.find((r) => r.sequence === bill.sequence + 1)?.billDate ?? null,
  };
}

/** The orders an edit may choose from: the bill's own and the client's billable ones, delivered in the period. */
export async function editableOrders(
  tx: Tx | RequestContext['platform']['db'],
  bill: BillRow,
  period: { from: string; to: string },
  lock = false,
): Promise<BillableOrder[]> {
  const within = (o: BillableOrder) =>
    compareIsoDates(o.deliveryDate, period.from) >= 0 && compareIsoDates(o.deliveryDate, period.to) <= 0;
  const own = (await findOrdersOfBill(tx, bill.id)).filter(within);
  const free = await findBillableOrders(tx, bill.bakeryId, bill.clientId, period.from, period.to, lock);
  return [...own, ...free].sort((a, b) => compareIsoDates(a.deliveryDate, b.deliveryDate) || a.number - b.number);
}

/** The invoice type and the dates the bill may carry with these orders, keeping its number; else the rule's error. */
export async function editPlanOf(
  ctx: RequestContext,
  tx: Tx | RequestContext['platform']['db'],
  bill: BillRow,
  bakery: Parameters<typeof invoicePlanOf>[1],
  chosen: readonly BillableOrder[],
  numberFormat: string,
): Promise<InvoicePlan> {
  eBillDataOfDeliveries(
    await findEBillData(tx, bill.bakeryId),
    chosen.map((o) => o.deliveryDate),
  );
  // the bill keeps its number and year: no numbering year of today's counter applies
  const plan = invoicePlanOf(ctx, bakery, null, chosen);
  const dates = editedBillDates(plan, {
    currentDate: bill.billDate,
    numberFormat,
    ...(await neighbourDates(tx, bill)),
  });
  if (isInvoiceProblem(dates)) fail(dates.code, { earliest: dates.earliest, latest: dates.latest });
  return dates;
}

/**
 * Edits an unsent bill (requirements/bills-and-e-invoices.md#editing-unsent-bills): date within what its invoice type and its number
 * allow (`editedBillDates`), due date (by hand, or from the terms), payment, note, and the
 * orders it holds — chosen again from its own and the client's billable orders under
 * createBill's rules. In one transaction under the bill_settings lock: lines, totals and snapshot
 * computed again from today's data, orders left out freed, the e-invoice made again (a new file
 * progressive); the number stays. A sent bill or a credit note → BILL_NOT_EDITABLE.
 */
export async function editBill(ctx: RequestContext, id: number, input: EditBillInput): Promise<BillRow> {
  const bill = await ownBill(ctx, id);
  const refusal = billEditRefusal(bill, ctx.platform.now());
  if (refusal) fail('BILL_NOT_EDITABLE', { reason: refusal });
  checkInput(input);
  const period = {
    from: input.from ?? bill.periodFrom ?? bill.billDate,
    to: input.to ?? bill.periodTo ?? bill.billDate,
  };
  assertPeriod(period);
  const bakeryRow = present(await findClientWithDetails(ctx.platform.db, bill.bakeryId), "bill's bakery");
  const { user: client, details } = await billableClient(ctx, bill.bakeryId, bill.clientId);
  const missing = clientDataProblems(details);
  if (missing.length > 0) fail('BILL_CLIENT_DATA_MISSING', { fields: missing, client: accountName(client, details) });
  const old = snapshotOf(bill);
  const edited = await ctx.platform.db.transaction(async (tx) => {
    const settings = await lockBillSettingsRow(tx, bill.bakeryId);
    const fresh = await lockBillIfAny(tx, bill.id);
    if (!fresh || isSentOrSending(fresh, ctx.platform.now())) fail('BILL_NOT_EDITABLE', { reason: 'SENT' });
    const sellerMissing = eBillDataProblems(settings.eBillData);
    if (sellerMissing.length > 0) fail('BILL_SELLER_DATA_MISSING', { fields: sellerMissing });
    const available = await editableOrders(tx, fresh, period, true);
    const ownIds = new Set((await findOrdersOfBill(tx, bill.id)).map((o) => o.id));
    const wanted = input.orderIds ?? [...ownIds];
    const byId = new Map(available.map((o) => [o.id, o]));
    const gone = wanted.filter((orderId) => !byId.has(orderId));
    if (gone.length > 0) fail('BILL_ORDERS_CHANGED', { orderIds: gone.map(String) });
    const chosen = available.filter((o) => wanted.includes(o.id));
    if (chosen.length === 0) fail('BILL_NO_ORDERS', { client: accountName(client, details) });
    const language = userLanguage(client);
    const computation = await computeBillOf(tx, bakeryRow.user, client, chosen, language);
    if (computation.lines.length === 0) fail('BILL_NO_ORDERS', { client: accountName(client, details) });
    const withoutNatura = linesWithoutNatura(computation.lines);
    if (withoutNatura.length > 0) fail('BILL_ZERO_RATE_NATURA_MISSING', { products: withoutNatura });
    const plan = await editPlanOf(ctx, tx, fresh, bakeryRow.user, chosen, settings.billNumberFormat);
    const dated = invoiceDate(plan, input.billDate ?? null);
    if (typeof dated !== 'string') fail(dated.code, { earliest: dated.earliest, latest: dated.latest });
    const payment = {
      method:
        (input.paymentMethod as PaymentMethod | null | undefined) ??
        old.payment?.method ??
        paymentOf(client, details).method,
      terms:
        (input.paymentTerms as PaymentTerms | null | undefined) ??
        old.payment?.terms ??
        paymentOf(client, details).terms,
    };
    // a due date set by hand stays (while not before the bill date); one that followed the terms follows them
    const oldTerms = old.payment?.terms ?? 'DAYS_30';
    const dueByHand =
      fresh.dueDate !== paymentDueDate(fresh.billDate, oldTerms) && input.paymentTerms == null ? fresh.dueDate : null;
    const dueDate =
      input.dueDate ??
      (dueByHand !== null && isDueDateAllowed(dated, dueByHand) ? dueByHand : paymentDueDate(dated, payment.terms));
    if (!isDueDateAllowed(dated, dueDate)) fail('BAD_INPUT', { fields: ['dueDate'] });
    const note = input.note === undefined ? (old.note ?? null) : (billNote(input.note) as string | null);
    const names = await guestNames(tx, chosen);
    const snapshot: BillSnapshot = {
      version: 1,
      language,
      seller: sellerOf(
        bakeryRow.user,
        accountName(bakeryRow.user, bakeryRow.details),
        settings,
        chosen.map((o) => o.deliveryDate),
      ),
      buyer: buyerOf(client, details),
      payment,
      ...(note ? { note } : {}),
      orders: snapshotOrders(chosen, (accountId) => names.get(accountId) ?? ''),
      ...computation,
    };
    const leaving = [...ownIds].filter((orderId) => !chosen.some((o) => o.id === orderId));
    await detachOrdersFromBill(tx, bill.id, leaving);
    const joining = chosen.filter((o) => !ownIds.has(o.id)).map((o) => o.id);
    if (joining.length > 0 && (await attachOrdersToBill(tx, bill.id, joining)) !== joining.length)
      fail('BILL_ORDERS_CHANGED', { orderIds: [] });
    const row = await updateBillRow(tx, bill.id, {
      billDate: dated,
      documentType: plan.documentType,
      amount: centsToDecimal(computation.totalCents),
      periodFrom: period.from,
      periodTo: period.to,
      dueDate,
      language,
      snapshot,
      sdiState: fresh.sdiState === 'INVALID' ? null : fresh.sdiState,
    });
    return attachEInvoice(tx, row, snapshot);
  });
  await checkBillXsd(ctx.platform, edited);
  return (await findBill(ctx.platform.db, edited.id)) ?? edited;
}
