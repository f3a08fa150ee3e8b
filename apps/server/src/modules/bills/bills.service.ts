import {
  earlierSeriesYear,
  keepDateOrder,
  numbersPerYear,
  summarizeWithStampDuty,
  type BillComputation,
  type InvoicePlan,
} from '@bakery/core';
import { bakeryTimeZone } from '../settings/time-zone';
import type { Db, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { accountKind, userLanguage } from '../users/account';
import { accountName, type BillSnapshot } from './bill-snapshot';
import { readBillSnapshot } from './stored-snapshot';
import { billVatContext, eBillDataOfDeliveries } from './bill-vat';
import {
  assertPeriod,
  billableClient,
  clientDataProblems,
  draftLinesOf,
  invoicePlanOf,
  lastDateOfSeries,
  bakeryToday,
  type BillPeriod,
} from './create-bill.service';
import {
  deleteLatestBill,
  findBill,
  findBillableClients,
  findBillableOrders,
  findBillPage,
  findBillSettings,
  findLastSequenceOfYear,
  findClientsOfBakery,
  findClientWithDetails,
  findLatestBill,
  lockBillIfAny,
  lockBillSettingsRow,
  type BillSettingsRow,
  updateBillRow,
  type BillFilter,
  type BillRow,
} from './bills.queries';
import { present } from '../../platform/db/rows';
import { isSentOrSending } from './bill-send-claim';

export type { BillRow };
export const BILL_PAGE_SIZE = 10;

/**
 * A bill the viewer may see: the bakery's own, or a client's own bill once it was sent (an unsent
 * bill is the bakery's draft: it may still be deleted and its number given to another); else NOT_FOUND.
 */
export async function visibleBill(ctx: RequestContext, id: number): Promise<BillRow> {
  const viewer = requireViewer(ctx);
  const bill = await findBill(ctx.platform.db, id);
  const mine =
    bill &&
    (viewer.kind === 'BAKERY'
      ? bill.bakeryId === viewer.id
      : (viewer.kind === 'HOST' || viewer.kind === 'PRIVATE') && bill.clientId === viewer.id && bill.sent);
  return mine ? bill : fail('NOT_FOUND');
}

export async function ownBill(ctx: RequestContext, id: number): Promise<BillRow> {
  const bakeryId = requireBakery(ctx);
  const bill = await findBill(ctx.platform.db, id);
  return bill && bill.bakeryId === bakeryId ? bill : fail('NOT_FOUND');
}

export interface BillListArgs extends Partial<BillPeriod> {
  page: number;
  clientId?: number | null;
  sent?: boolean | null;
  paid?: boolean | null;
}

/** A page of 10 bills, newest first: a bakery's bills (filters client, bill-date period, sent, paid), a client's own sent bills. */
export async function listBills(ctx: RequestContext, args: BillListArgs) {
  const viewer = requireViewer(ctx);
  if (viewer.kind !== 'BAKERY' && viewer.kind !== 'HOST' && viewer.kind !== 'PRIVATE') fail('FORBIDDEN');
  if (!Number.isSafeInteger(args.page) || args.page < 0) fail('BAD_INPUT', { fields: ['page'] });
  if (args.from && args.to) assertPeriod({ from: args.from, to: args.to });
  if (viewer.kind !== 'BAKERY' && args.sent === false)
    return { items: [], total: 0, page: args.page, pageSize: BILL_PAGE_SIZE };
  const filter: BillFilter = {
    ...(viewer.kind === 'BAKERY'
      ? { bakeryId: viewer.id, clientId: args.clientId ?? undefined }
      : { clientId: viewer.id }),
    from: args.from ?? undefined,
    to: args.to ?? undefined,
    sent: viewer.kind === 'BAKERY' ? (args.sent ?? undefined) : true,
    paid: args.paid ?? undefined,
    creditNotesSentOnly: viewer.kind !== 'BAKERY',
  };
  const { items, total } = await findBillPage(ctx.platform.db, filter, args.page, BILL_PAGE_SIZE);
  return { items, total, page: args.page, pageSize: BILL_PAGE_SIZE };
}

export function getBill(ctx: RequestContext, id: number): Promise<BillRow> {
  return visibleBill(ctx, id);
}

/** Marks a bill paid (or not paid again), with the time. */
export async function setBillPaid(ctx: RequestContext, id: number, paid: boolean): Promise<BillRow> {
  const bill = await ownBill(ctx, id);
  return updateBillRow(ctx.platform.db, bill.id, { paid, paidAt: paid ? ctx.platform.now() : null });
}

/**
 * Deletes a bill and frees its orders for billing again. Only while it was not sent, and only
 * the bakery's latest bill: its number goes back to the counter, so no number is missing and
 * none was ever seen twice outside the bakery. Else BILL_NOT_DELETABLE (reason SENT — also while it is
 * being sent — | NOT_LAST).
 * A credit note likewise, the latest of its own series (it frees nothing: its bill keeps its orders).
 */
export async function deleteBill(ctx: RequestContext, id: number): Promise<boolean> {
  const bill = await ownBill(ctx, id);
  const now = ctx.platform.now();
  if (isSentOrSending(bill, now)) fail('BILL_NOT_DELETABLE', { reason: 'SENT' });
  const creditNote = bill.documentType === 'TD04';
  await ctx.platform.db.transaction(async (tx) => {
    const settings = await lockBillSettingsRow(tx, bill.bakeryId);
    // under the bill's row lock: a send claiming it at the same moment waits for this, or this sees its claim
    const fresh = await lockBillIfAny(tx, bill.id);
    if (fresh && isSentOrSending(fresh, now)) fail('BILL_NOT_DELETABLE', { reason: 'SENT' });
    // the last bill of an earlier year's series (made after the new year's first): the counter stays
    const pastYear = creditNote ? null : pastSeriesYear(settings, bill);
    if (pastYear !== null) {
      if (!(await isLastOfPastSeries(ctx, tx, bill, pastYear))) fail('BILL_NOT_DELETABLE', { reason: 'NOT_LAST' });
      await deleteLatestBill(tx, bill, creditNote, false);
      return;
    }
    const latest = await findLatestBill(
      tx,
      bill.bakeryId,
      creditNote,
      creditNote ? null : currentSeriesStart(settings),
    );
    const counter = creditNote ? settings.currentCreditNoteNumber : settings.currentBillNumber;
    if (!latest || latest.id !== bill.id || counter !== bill.sequence)
      fail('BILL_NOT_DELETABLE', { reason: 'NOT_LAST' });
    await deleteLatestBill(tx, bill, creditNote);
  });
  return true;
}

/** Whether deleting would be allowed now (shown as a hint; deleteBill decides under the lock). */
export async function isBillDeletable(ctx: RequestContext, bill: BillRow): Promise<boolean> {
  if (isSentOrSending(bill, ctx.platform.now()) || ctx.viewer?.kind !== 'BAKERY') return false;
  const creditNote = bill.documentType === 'TD04';
  const settings = creditNote ? null : await findBillSettings(ctx.platform.db, bill.bakeryId);
  const pastYear = settings && pastSeriesYear(settings, bill);
  if (pastYear) return isLastOfPastSeries(ctx, ctx.platform.db, bill, pastYear);
  const latest = await findLatestBill(ctx.platform.db, bill.bakeryId, creditNote, currentSeriesStart(settings));
  return latest?.id === bill.id;
}

/** The earlier year whose series a bill was numbered in (`earlierSeriesYear`), else null. */
const pastSeriesYear = (settings: BillSettingsRow, bill: BillRow) =>
  earlierSeriesYear(settings.billNumberFormat, settings.billNumberYear, bill.billDate);

/** Whether a bill of an earlier year's series is that series' last number (no bill and no skip after it). */
async function isLastOfPastSeries(ctx: RequestContext, db: Db | Tx, bill: BillRow, year: number): Promise<boolean> {
  const zone = await bakeryTimeZone(ctx, bill.bakeryId);
  return (await findLastSequenceOfYear(db, bill.bakeryId, year, zone)) === bill.sequence;
}

/** The first day of the counter's series where numbers restart each year (bills of earlier years are not its latest). */
function currentSeriesStart(settings: BillSettingsRow | null): string | null {
  if (!settings || settings.billNumberYear === null || !numbersPerYear(settings.billNumberFormat)) return null;
  return `${settings.billNumberYear}-01-01`;
}

/** Clients with orders to bill in a period, with the count and what billing data they still lack. */
export async function billableClients(ctx: RequestContext, period: BillPeriod) {
  const bakeryId = requireBakery(ctx);
  assertPeriod(period);
  const counts = await findBillableClients(ctx.platform.db, bakeryId, period.from, period.to);
  if (counts.length === 0) return [];
  const rows = await findClientsOfBakery(
    ctx.platform.db,
    bakeryId,
    counts.map((c) => Number(c.clientId)),
  );
  return rows
    .filter((r) => ['HOST', 'PRIVATE'].includes(accountKind(r.user)))
    .map((r) => ({
      client: r.user,
      name: accountName(r.user, r.details),
      orderCount: Number(counts.find((c) => Number(c.clientId) === r.user.id)?.orderCount ?? 0),
      missingData: clientDataProblems(r.details),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export interface BillDraft {
  clientId: number;
  /** The period the draft looked in. */
  period: BillPeriod;
  name: string;
  missingData: string[];
  /** Every billable order of the period with its net amount (product lines after discount, plus delivery). */
  orders: (Awaited<ReturnType<typeof findBillableOrders>>[number] & {
    netCents: number;
    chosen: boolean;
    notWeighed: number;
  })[];
  /** Totals of the chosen orders. */
  computation: BillComputation;
  /** The invoice type and allowed dates of a bill of the chosen orders (null when none is chosen or a rule is broken). */
  invoice: InvoicePlan | null;
  /** The rule the chosen orders break (the error createBill would answer), with what it names. */
  invoiceProblem: { code: string; orderNumbers: number[]; months: string[]; days: string[] } | null;
}

/** The plan of the chosen orders, or the problem createBill would refuse them with. */
export function planOrProblem(fn: () => InvoicePlan): Pick<BillDraft, 'invoice' | 'invoiceProblem'> {
  try {
    return { invoice: fn(), invoiceProblem: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const x = error.extensions as { orderNumbers?: number[]; months?: string[]; days?: string[] };
    return {
      invoice: null,
      invoiceProblem: {
        code: error.code,
        orderNumbers: x.orderNumbers ?? [],
        months: x.months ?? [],
        days: x.days ?? [],
      },
    };
  }
}

/** What a bill of a client's period would hold (the /bill/create screen): the orders and the totals of the chosen ones. */
export async function billDraft(
  ctx: RequestContext,
  clientId: number,
  period: BillPeriod,
  orderIds: readonly number[] | null,
): Promise<BillDraft> {
  const bakeryId = requireBakery(ctx);
  assertPeriod(period);
  const { user: client, details } = await billableClient(ctx, bakeryId, clientId);
  const bakery = present(await findClientWithDetails(ctx.platform.db, bakeryId), 'signed-in bakery').user;
  const all = await findBillableOrders(ctx.platform.db, bakeryId, clientId, period.from, period.to);
  const wanted = orderIds === null ? null : new Set(orderIds);
  const lines = await draftLinesOf(ctx.platform.db, bakery, client, all, userLanguage(client));
  const chosen = (id: number) => wanted === null || wanted.has(id);
  const orders = all.map((o) => {
    const own = lines.filter((l) => l.orderId === o.id);
    return {
      ...o,
      netCents: own.reduce((s, l) => s + l.netCents, 0),
      chosen: chosen(o.id),
      notWeighed: own.filter((l) => l.basis === 'NOT_WEIGHED').length,
    };
  });
  const picked = all.filter((o) => chosen(o.id));
  const settings = await findBillSettings(ctx.platform.db, bakeryId);
  const plan =
    picked.length === 0
      ? { invoice: null, invoiceProblem: null }
      : planOrProblem(() => {
          eBillDataOfDeliveries(
            settings?.eBillData,
            picked.map((o) => o.deliveryDate),
          );
          return invoicePlanOf(ctx, bakery, settings, picked);
        });
  if (plan.invoice)
    plan.invoice = keepDateOrder(
      plan.invoice,
      await lastDateOfSeries(ctx.platform.db, bakeryId, settings, plan.invoice),
      bakeryToday(ctx, bakery),
    );
  // the stamp duty of the chosen orders only, as the bill of them will have it
  const { stampDuty } = await billVatContext(ctx.platform.db, bakeryId, clientId);
  const computation = summarizeWithStampDuty(
    lines.filter((l) => chosen(l.orderId)),
    stampDuty,
  );
  return {
    clientId,
    period,
    name: accountName(client, details),
    missingData: clientDataProblems(details),
    orders,
    computation,
    ...plan,
  };
}

/** The bill's frozen snapshot, parsed and checked (`readBillSnapshot`); refused as INTERNAL when missing or corrupt. */
export function snapshotOf(bill: BillRow): BillSnapshot {
  return readBillSnapshot(bill);
}
