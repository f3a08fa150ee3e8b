import {
  centsToDecimal,
  computeBill,
  formatDocumentNumber,
  guestLabel,
  isIsoDate,
  missingBillingData,
  nextBillSequence,
  earlierSeriesYear,
  numbersPerYear,
  compareIsoDates,
  addDays,
  invoiceDate,
  isInvoiceProblem,
  keepDateOrder,
  planInvoice,
  type InvoicePlan,
  type Language,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import type { Db, Tx } from '../../platform/db/database';
import { dateInZone } from '../../platform/time';
import { accountKind, userLanguage, type UserRow } from '../users/account';
import { deliveryCostRule } from '../orders/order-client';
import { rangeToSteps } from '../discounts/discounts.service';
import { findDiscount } from '../discounts/discounts.queries';
import { findTexts } from '../products/products.queries';
import { accountName, buyerOf, paymentOf, snapshotOrders, type BillSeller, type BillSnapshot } from './bill-snapshot';
import { paymentDueDate } from '@bakery/core/payment';
import { personNameProblems } from '@bakery/core/person-name';
import {
  attachOrdersToBill,
  findBill,
  findBillableOrders,
  findBillLines,
  findClientWithDetails,
  findLastBillDate,
  findLastSequenceOfYear,
  findUsernames,
  insertBill,
  lockBillSettingsRow,
  setBillCounter,
  type BillableOrder,
  type BillRow,
  type BillSettingsRow,
} from './bills.queries';
import { eBillDataProblems, invalidBillingData } from '@bakery/core/fiscal';
import { attachEInvoice, checkBillXsd } from './bill-einvoice.service';
import { billVatContext, eBillDataOfDeliveries, linesWithoutNatura } from './bill-vat';
import { findEBillData } from './bill-vat.queries';
import { isBeforeRegimeChange, type RegimeHistory } from '@bakery/core/regime-change';

/** The longest period one bill covers. */
export const MAX_BILL_PERIOD_DAYS = 366;
const NUMBER_INDEX = 'bills_bakery_number_uq';

export interface BillPeriod {
  from: string;
  to: string;
}

/** A period of whole delivery days, both ends included, at most MAX_BILL_PERIOD_DAYS long; else BAD_INPUT. */
export function assertPeriod({ from, to }: BillPeriod): void {
  const bad = [!isIsoDate(from) && 'from', !isIsoDate(to) && 'to'].filter((f): f is string => !!f);
  if (
    bad.length === 0 &&
    (compareIsoDates(from, to) > 0 || compareIsoDates(addDays(from, MAX_BILL_PERIOD_DAYS - 1), to) < 0)
  )
    bad.push('to');
  if (bad.length > 0) fail('BAD_INPUT', { fields: bad });
}

/**
 * What keeps a client from being billed: billing data missing (`missingBillingData`) or given but
 * wrong as SdI would refuse it (`invalidBillingData`: check digits, codes) — data entered before
 * it was checked at entry is named here too —, or, billed as a person, no Nome and Cognome
 * (`personNameProblems`: never split from the full name by guessing).
 */
export function clientDataProblems(
  details: Parameters<typeof missingBillingData>[0] &
    Parameters<typeof invalidBillingData>[0] &
    Parameters<typeof personNameProblems>[0],
): string[] {
  const names = details?.fullName?.trim() ? personNameProblems(details) : [];
  return [...missingBillingData(details), ...invalidBillingData(details), ...names];
}

/** A host or private customer of the bakery with its details, else NOT_FOUND (another tenant's account does not leak). */
export async function billableClient(ctx: RequestContext, bakeryId: number, clientId: number) {
  const row = await findClientWithDetails(ctx.platform.db, clientId);
  const kind = row ? accountKind(row.user) : null;
  if (!row || row.user.bakeryId !== bakeryId || (kind !== 'HOST' && kind !== 'PRIVATE')) fail('NOT_FOUND');
  return row;
}

function uniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505' && (e.constraint === NUMBER_INDEX || e.message?.includes(NUMBER_INDEX))) return true;
  }
  return false;
}

/**
 * The bill of some of a client's orders, as `computeBill` makes it, with names in `language`: the
 * draft screen and the snapshot share it. VAT follows the bakery's regime, its 0 % Natura and the
 * buyer (`billVatContext`); stamp duty is added when due.
 */
export async function computeBillOf(
  tx: Tx | RequestContext['platform']['db'],
  bakery: UserRow,
  client: UserRow,
  orders: readonly BillableOrder[],
  language: Language,
) {
  const lines = await findBillLines(
    tx,
    bakery.id,
    orders.map((o) => o.id),
  );
  const discount = client.discountId === null ? undefined : await findDiscount(tx, client.discountId);
  const computation = computeBill({
    orders: orders.map((o) => ({
      orderId: o.id,
      chargeDelivery: o.guestOf === null,
      takeaway: o.takeaway,
      lines: lines.filter((l) => l.orderId === o.id),
    })),
    discountSteps: discount && discount.bakeryId === bakery.id ? rangeToSteps(discount.range) : [],
    deliveryRule: deliveryCostRule({ kind: accountKind(client), account: client, bakery }),
    ...(await billVatContext(
      tx,
      bakery.id,
      client.id,
      orders.map((o) => o.deliveryDate),
    )),
  });
  const texts = await findTexts(tx, [...new Set(lines.map((l) => l.nameKey))]);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const named = computation.lines.map((l) => {
    const source = l.orderedProductId === null ? undefined : byId.get(l.orderedProductId);
    const names = source ? texts.get(source.nameKey) : undefined;
    return { ...l, name: names?.[language] || names?.de || '', articleCode: source?.articleCode ?? null };
  });
  return { ...computation, lines: named };
}

/**
 * The lines of every billable order for the draft screens, as `computeBillOf` makes them. Orders on
 * each side of a change of the bakery's regime are computed apart, each side as its own bill would
 * be: the screen lists them all while a bill takes one side only (BILL_SPANS_REGIME_CHANGE).
 */
export async function draftLinesOf(
  db: Tx | RequestContext['platform']['db'],
  bakery: UserRow,
  client: UserRow,
  orders: readonly BillableOrder[],
  language: Language,
) {
  const history = ((await findEBillData(db, bakery.id)) ?? {}) as RegimeHistory;
  const before = orders.filter((o) => isBeforeRegimeChange(history, o.deliveryDate));
  const from = orders.filter((o) => !isBeforeRegimeChange(history, o.deliveryDate));
  if (before.length === 0 || from.length === 0)
    return (await computeBillOf(db, bakery, client, orders, language)).lines;
  const earlier = await computeBillOf(db, bakery, client, before, language);
  const later = await computeBillOf(db, bakery, client, from, language);
  return [...earlier.lines, ...later.lines];
}

/** The labels of the guests who placed some of these orders, by account id (printed with their orders). */
export async function guestNames(tx: Tx, orders: readonly BillableOrder[]): Promise<Map<number, string>> {
  const ids = [...new Set(orders.filter((o) => o.guestOf !== null).map((o) => o.accountId))];
  if (ids.length === 0) return new Map();
  const rows = await findUsernames(tx, ids);
  return new Map(rows.map((r) => [r.id, guestLabel(r.username)]));
}

/** The seller of a bill of deliveries on `deliveryDays`, with the regime in force on them (`eBillDataOfDeliveries`). */
export function sellerOf(
  bakery: UserRow,
  bakeryName: string,
  settings: BillSettingsRow,
  deliveryDays: readonly string[],
): BillSeller {
  const eBillData = eBillDataOfDeliveries(settings.eBillData, deliveryDays);
  const name =
    typeof eBillData.companyName === 'string' && eBillData.companyName.trim()
      ? eBillData.companyName.trim()
      : bakeryName;
  return { name, eBillData, header: settings.pdfHeader, footer: settings.pdfFooter, logoId: settings.pdfLogoId };
}

/**
 * The seller of a credit note: today's data under the regime of the bill it varies, whatever the
 * regime now (art. 26 D.P.R. 633/72 varies the operation as it was taxed).
 */
export function creditSellerOf(
  bakery: UserRow,
  bakeryName: string,
  settings: BillSettingsRow,
  credited: BillSeller,
): BillSeller {
  const seller = sellerOf(bakery, bakeryName, settings, []);
  const regime = credited.eBillData.regime;
  return typeof regime === 'string' ? { ...seller, eBillData: { ...seller.eBillData, regime } } : seller;
}

export interface CreateBillInput extends BillPeriod {
  clientId: number;
  /** The orders to bill (a subset of the client's billable orders in the period); null = all of them. */
  orderIds: readonly number[] | null;
  /** The bill's date within what its invoice type allows; null/omitted = the plan's default. */
  billDate?: string | null;
}

/**
 * The invoice type (TD24 deferred / TD01 immediate) and allowed dates of a bill of these orders
 * for the bakery today (`planInvoice`), or the rule's error code naming the orders, months or days.
 * A new bill then keeps the numbers in date order (`keepDateOrder` after `lastDateOfSeries`); an
 * edited bill keeps its number (settings null).
 */
export function invoicePlanOf(
  ctx: RequestContext,
  bakery: UserRow,
  settings: Pick<BillSettingsRow, 'billNumberFormat' | 'billNumberYear'> | null,
  orders: readonly BillableOrder[],
): InvoicePlan {
  const today = bakeryToday(ctx, bakery);
  const perYear = settings !== null && numbersPerYear(settings.billNumberFormat) ? settings.billNumberYear : null;
  const plan = planInvoice(orders, today, perYear);
  if (isInvoiceProblem(plan)) {
    const { code, ...details } = plan;
    fail(code, details);
  }
  return plan;
}

/** Today's date in the bakery's time zone. */
export function bakeryToday(ctx: RequestContext, bakery: UserRow): string {
  return dateInZone(ctx.platform.now(), bakery.timeZone ?? ctx.platform.config.bakeryTimeZone);
}

type NumberingSettings = Pick<BillSettingsRow, 'billNumberFormat' | 'billNumberYear'>;

/**
 * The date of the last bill of the series a bill of `plan` goes into: the counter's, or an earlier year's
 * for a bill wholly dated in it (`earlierSeriesYear`). A new bill is dated on or after it where its
 * window allows (`keepDateOrder`).
 */
export function lastDateOfSeries(
  db: Db | Tx,
  bakeryId: number,
  settings: NumberingSettings | null,
  plan: InvoicePlan,
): Promise<string | null> {
  const year = settings && earlierSeriesYear(settings.billNumberFormat, settings.billNumberYear, plan.latest);
  return findLastBillDate(db, bakeryId, year);
}

/**
 * Creates a bill for a client's accepted, unbilled orders in a period (requirements/bills-and-e-invoices.md#creating-a-bill): checks that
 * invoicing is on, the client's billing data and the bakery's seller data are complete, then in
 * one transaction — under the bill_settings row lock, so concurrent bills queue — takes the next
 * number (consecutive, per year when the format has one), freezes the snapshot and marks the
 * orders billed. Orders another bill took meanwhile → BILL_ORDERS_CHANGED, nothing changes.
 */
export async function createBill(
  ctx: RequestContext,
  input: CreateBillInput,
  options: { checkXsd?: boolean; billRunId?: number } = {},
): Promise<BillRow> {
  const bakeryId = requireBakery(ctx);
  assertPeriod(input);
  const bakeryRow = await findClientWithDetails(ctx.platform.db, bakeryId);
  if (!bakeryRow) fail('NOT_FOUND');
  const bakery = bakeryRow.user;
  if (!bakery.createBills) fail('BILLING_DISABLED');
  const { user: client, details } = await billableClient(ctx, bakeryId, input.clientId);
  const missing = clientDataProblems(details);
  if (missing.length > 0) fail('BILL_CLIENT_DATA_MISSING', { fields: missing, client: accountName(client, details) });
  const language = userLanguage(client);
  let attempted: string | undefined;
  let created: BillRow;
  try {
    created = await ctx.platform.db.transaction(async (tx) => {
      const settings = await lockBillSettingsRow(tx, bakeryId);
      const sellerMissing = eBillDataProblems(settings.eBillData);
      if (sellerMissing.length > 0) fail('BILL_SELLER_DATA_MISSING', { fields: sellerMissing });
      const billable = await findBillableOrders(tx, bakeryId, input.clientId, input.from, input.to, true);
      let chosen = billable;
      if (input.orderIds !== null) {
        const free = new Set(billable.map((o) => o.id));
        const gone = input.orderIds.filter((id) => !free.has(id));
        if (gone.length > 0) fail('BILL_ORDERS_CHANGED', { orderIds: gone.map(String) });
        const wanted = new Set(input.orderIds);
        chosen = billable.filter((o) => wanted.has(o.id));
      }
      if (chosen.length === 0) fail('BILL_NO_ORDERS', { client: accountName(client, details) });
      const computation = await computeBillOf(tx, bakery, client, chosen, language);
      if (computation.lines.length === 0) fail('BILL_NO_ORDERS', { client: accountName(client, details) });
      const withoutNatura = linesWithoutNatura(computation.lines);
      if (withoutNatura.length > 0) fail('BILL_ZERO_RATE_NATURA_MISSING', { products: withoutNatura });
      const names = await guestNames(tx, chosen);
      const planned = invoicePlanOf(ctx, bakery, settings, chosen);
      const last = await lastDateOfSeries(tx, bakeryId, settings, planned);
      const plan = keepDateOrder(planned, last, bakeryToday(ctx, bakery));
      const dated = invoiceDate(plan, input.billDate ?? null);
      if (typeof dated !== 'string') fail(dated.code, { earliest: dated.earliest, latest: dated.latest });
      const billDate = dated;
      const payment = paymentOf(client, details);
      // a bill of an earlier year than the counter's goes on in that year's series, the counter stays
      const pastYear = earlierSeriesYear(settings.billNumberFormat, settings.billNumberYear, billDate);
      const sequence =
        pastYear === null
          ? nextBillSequence(settings.billNumberFormat, settings.currentBillNumber, settings.billNumberYear, billDate)
          : (await findLastSequenceOfYear(
              tx,
              bakeryId,
              pastYear,
              bakery.timeZone ?? ctx.platform.config.bakeryTimeZone,
            )) + 1;
      const number = formatDocumentNumber(settings.billNumberFormat, sequence, billDate, {
        prefix: settings.prefix ?? '',
        suffix: settings.suffix ?? '',
      });
      attempted = number;
      const snapshot: BillSnapshot = {
        version: 1,
        language,
        seller: sellerOf(
          bakery,
          accountName(bakery, bakeryRow.details),
          settings,
          chosen.map((o) => o.deliveryDate),
        ),
        buyer: buyerOf(client, details),
        payment,
        orders: snapshotOrders(chosen, (id) => names.get(id) ?? ''),
        ...computation,
      };
      const bill = await insertBill(tx, {
        billNumber: number,
        sequence,
        billDate,
        documentType: plan.documentType,
        bakeryId,
        clientId: client.id,
        amount: centsToDecimal(computation.totalCents),
        periodFrom: input.from,
        periodTo: input.to,
        dueDate: paymentDueDate(billDate, payment.terms),
        language,
        snapshot,
        createdById: requireViewer(ctx).id,
        createdAt: ctx.platform.now(),
        billRunId: options.billRunId ?? null,
      });
      const attached = await attachOrdersToBill(
        tx,
        bill.id,
        chosen.map((o) => o.id),
      );
      if (attached !== chosen.length) fail('BILL_ORDERS_CHANGED', { orderIds: [] });
      if (pastYear === null) await setBillCounter(tx, bakeryId, sequence, Number(billDate.slice(0, 4)));
      return attachEInvoice(tx, bill, snapshot);
    });
  } catch (error) {
    if (uniqueViolation(error)) fail('BILL_NUMBER_TAKEN', { number: attempted });
    throw error;
  }
  if (options.checkXsd === false) return created; // the caller checks a batch at once (bill runs)
  await checkBillXsd(ctx.platform, created);
  return (await findBill(ctx.platform.db, created.id)) ?? created;
}
