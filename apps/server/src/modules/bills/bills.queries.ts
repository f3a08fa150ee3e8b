import { and, asc, between, count, desc, eq, gte, inArray, isNull, lte, ne, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  billSdiNotifications,
  billSettings,
  bills,
  deliveryDockets,
  documentNumberChanges,
  eInvoiceTransmitters,
  orderedProducts,
  orders,
  products,
  userDetails,
  users,
} from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { one } from '../../platform/db/rows';
import { allOf } from '../../platform/db/conditions';

export type BillRow = typeof bills.$inferSelect;
export type BillSettingsRow = typeof billSettings.$inferSelect;

const account = alias(users, 'account');

/** Orders a bakery may bill to a client: accepted, without a bill, delivered in the period, the client's own or its guests'. */
function billableOrders(bakeryId: number, from: string, to: string, clientId?: number): SQL {
  return allOf(
    eq(orders.bakeryId, bakeryId),
    eq(orders.accepted, true),
    isNull(orders.billId),
    gte(orders.deliveryDate, from),
    lte(orders.deliveryDate, to),
    clientId === undefined ? undefined : sql`${orders.hostId} in (${clientAccounts(clientId)})`,
  );
}

/**
 * The accounts a client's bills cover, as a subquery: the client and its guests. Written as `host_id in (…)`
 * so the planner reads the orders by orders_host_delivery_idx; `orders.host_id = $1 or account.host_id = $1`
 * across the join scanned every order of the bakery's period for each bill (docs/BENCHMARKS.md, billing).
 */
function clientAccounts(clientId: number): SQL {
  return sql`select ${users.id} from ${users} where ${users.id} = ${clientId} or ${users.hostId} = ${clientId}`;
}

/** The client an order is billed to: a guest's orders go to its host. */
const billedTo = sql<number>`coalesce(${account.hostId}, ${account.id})`;

/** Clients with orders to bill in the period and how many. */
export async function findBillableClients(db: Db, bakeryId: number, from: string, to: string) {
  return db
    .select({ clientId: billedTo, orderCount: count() })
    .from(orders)
    .innerJoin(account, eq(account.id, orders.hostId))
    .where(billableOrders(bakeryId, from, to))
    .groupBy(billedTo);
}

/** Every order to bill in the period with its client, delivery day and docket: what a bill run plans its dates from. */
export async function findBillableOrderDates(db: Db, bakeryId: number, from: string, to: string) {
  return db
    .select({
      clientId: billedTo,
      number: orders.number,
      deliveryDate: orders.deliveryDate,
      docketNumber: deliveryDockets.number,
    })
    .from(orders)
    .innerJoin(account, eq(account.id, orders.hostId))
    .leftJoin(deliveryDockets, eq(deliveryDockets.id, orders.deliveryDocketId))
    .where(billableOrders(bakeryId, from, to));
}

export interface BillableOrder {
  id: number;
  number: number;
  deliveryDate: string;
  takeaway: boolean;
  accountId: number;
  /** The ordering account's host when it is a guest (then the order carries no delivery cost). */
  guestOf: number | null;
  docketNumber: string | null;
  docketDate: string | null;
}

const ORDER_FIELDS = {
  id: orders.id,
  number: orders.number,
  deliveryDate: orders.deliveryDate,
  takeaway: orders.takeaway,
  accountId: orders.hostId,
  guestOf: account.hostId,
  docketNumber: deliveryDockets.number,
  docketDate: deliveryDockets.deliveryDate,
};

/** The client's orders without a bill in the period, by delivery date and number (`lock`: FOR UPDATE of the orders). */
export async function findBillableOrders(
  db: Db | Tx,
  bakeryId: number,
  clientId: number,
  from: string,
  to: string,
  lock = false,
): Promise<BillableOrder[]> {
  const query = db
    .select(ORDER_FIELDS)
    .from(orders)
    .innerJoin(account, eq(account.id, orders.hostId))
    .leftJoin(deliveryDockets, eq(deliveryDockets.id, orders.deliveryDocketId))
    .where(billableOrders(bakeryId, from, to, clientId))
    .orderBy(asc(orders.deliveryDate), asc(orders.number));
  return lock ? query.for('update', { of: orders }) : query;
}

/** The orders of a bill, by delivery date and number. */
export async function findOrdersOfBill(db: Db | Tx, billId: number): Promise<BillableOrder[]> {
  return db
    .select(ORDER_FIELDS)
    .from(orders)
    .innerJoin(account, eq(account.id, orders.hostId))
    .leftJoin(deliveryDockets, eq(deliveryDockets.id, orders.deliveryDocketId))
    .where(eq(orders.billId, billId))
    .orderBy(asc(orders.deliveryDate), asc(orders.number));
}

/** The bakery's own products ordered on these orders (a host's own products are the host's business), with their frozen prices. */
export async function findBillLines(db: Db | Tx, bakeryId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderedProducts.id,
      orderId: orderedProducts.orderId,
      amount: orderedProducts.amount,
      missing: orderedProducts.missing,
      measuredWeight: orderedProducts.measuredWeight,
      vat: orderedProducts.currentVat,
      gramPrice: orderedProducts.currentGramPrice,
      approxWeight: orderedProducts.currentApproxWeight,
      haveToWeight: products.haveToWeight,
      nameKey: products.nameKey,
      articleCode: products.easybackKodex,
      displayOrder: products.displayOrder,
    })
    .from(orderedProducts)
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .where(
      and(inArray(orderedProducts.orderId, [...orderIds]), eq(products.bakeryId, bakeryId), isNull(products.hostId)),
    )
    .orderBy(asc(orderedProducts.orderId), asc(products.displayOrder), asc(orderedProducts.id));
}

/** A client account with its base and billing data. */
export async function findClientWithDetails(db: Db | Tx, clientId: number) {
  const [row] = await db
    .select({ user: users, details: userDetails })
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(eq(users.id, clientId));
  return row ?? null;
}

/** The bakery's bill settings locked for the transaction (created with defaults first): bill numbers queue behind it. */
export async function lockBillSettingsRow(tx: Tx, bakeryId: number): Promise<BillSettingsRow> {
  await tx.insert(billSettings).values({ bakeryId }).onConflictDoNothing({ target: billSettings.bakeryId });
  return one(
    await tx.select().from(billSettings).where(eq(billSettings.bakeryId, bakeryId)).for('update'),
    'locked billSettings',
  );
}

/** The bakery's bill settings without a lock (null before it saved any). */
export async function findBillSettings(db: Db, bakeryId: number): Promise<BillSettingsRow | null> {
  const [row] = await db.select().from(billSettings).where(eq(billSettings.bakeryId, bakeryId));
  return row ?? null;
}

export function setBillCounter(tx: Tx, bakeryId: number, current: number, year: number | null) {
  return tx
    .update(billSettings)
    .set({ currentBillNumber: current, billNumberYear: year })
    .where(eq(billSettings.bakeryId, bakeryId));
}

/** Marks orders as billed; returns how many were still free (all, unless another bill took one meanwhile). */
export async function attachOrdersToBill(tx: Tx, billId: number, orderIds: readonly number[]): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ billId })
    .where(and(inArray(orders.id, [...orderIds]), isNull(orders.billId)))
    .returning({ id: orders.id });
  return rows.length;
}

export interface BillFilter {
  bakeryId?: number;
  clientId?: number;
  from?: string;
  to?: string;
  sent?: boolean;
  /** Unpaid ("open") leaves out bills their credit notes took back in full — all of them, or only those sent (a client's view). */
  paid?: boolean;
  creditNotesSentOnly?: boolean;
}

/**
 * The bill's credit notes take back each of its lines in full, its stamp duty apart: core's
 * `isFullyCredited` over the snapshots' lines (a credit line names its bill line by `creditOf`).
 */
function fullyCredited(sentOnly: boolean): SQL {
  const sent = sentOnly ? sql` and cn.sent` : sql``;
  return sql`(${bills.documentType} <> 'TD04'
    and exists (select 1 from ${bills} cn where cn.credit_of_bill_id = ${bills.id}${sent})
    and not exists (
      select 1 from jsonb_array_elements(${bills.snapshot} -> 'lines') with ordinality as l(line, i)
      where coalesce(l.line ->> 'kind', '') <> 'STAMP_DUTY'
        and (l.line ->> 'netCents')::int > coalesce((
          select sum((c.line ->> 'netCents')::int)
          from ${bills} cn cross join lateral jsonb_array_elements(cn.snapshot -> 'lines') as c(line)
          where cn.credit_of_bill_id = ${bills.id}${sent} and (c.line ->> 'creditOf')::int = l.i - 1
        ), 0)))`;
}

function filterCondition(f: BillFilter): SQL | undefined {
  return and(
    f.bakeryId === undefined ? undefined : eq(bills.bakeryId, f.bakeryId),
    f.clientId === undefined ? undefined : eq(bills.clientId, f.clientId),
    f.from === undefined ? undefined : gte(bills.billDate, f.from),
    f.to === undefined ? undefined : lte(bills.billDate, f.to),
    f.sent === undefined ? undefined : eq(bills.sent, f.sent),
    f.paid === undefined ? undefined : eq(bills.paid, f.paid),
    f.paid === false ? not(fullyCredited(f.creditNotesSentOnly === true)) : undefined,
  );
}

/** A page of bills, newest first, with the total count. */
export async function findBillPage(db: Db, filter: BillFilter, page: number, pageSize: number) {
  const where = filterCondition(filter);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(bills)
      .where(where)
      .orderBy(desc(bills.billDate), desc(bills.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: count() }).from(bills).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findBill(db: Db | Tx, id: number): Promise<BillRow | null> {
  const [row] = await db.select().from(bills).where(eq(bills.id, id));
  return row ?? null;
}

/** Credit notes (TD04) are numbered in their own series; everything else in the bills' one. */
const inSeries = (creditNotes: boolean) =>
  creditNotes ? eq(bills.documentType, 'TD04') : sql`${bills.documentType} <> 'TD04'`;

/** The bakery's latest bill (or credit note, in their own series; dated on or after `since` when given): the only one whose deletion leaves no gap in the numbers. */
export async function findLatestBill(
  db: Db | Tx,
  bakeryId: number,
  creditNotes = false,
  since: string | null = null,
): Promise<BillRow | null> {
  const [row] = await db
    .select()
    .from(bills)
    .where(
      and(eq(bills.bakeryId, bakeryId), inSeries(creditNotes), since === null ? undefined : gte(bills.billDate, since)),
    )
    .orderBy(desc(bills.id))
    .limit(1);
  return row ?? null;
}

/**
 * The next file progressive of a transmitter (IdPaese + IdCodice), counted across every bakery
 * sending through it. The row stays locked until the caller's transaction ends, so concurrent
 * bills of bakeries sharing an intermediary take turns for this one statement's row.
 */
export async function nextFileProgressive(tx: Tx, transmitterId: string): Promise<number> {
  const row = one(
    await tx
      .insert(eInvoiceTransmitters)
      .values({ transmitterId, lastProgressive: 1 })
      .onConflictDoUpdate({
        target: eInvoiceTransmitters.transmitterId,
        set: { lastProgressive: sql`${eInvoiceTransmitters.lastProgressive} + 1` },
      })
      .returning({ last: eInvoiceTransmitters.lastProgressive }),
    'inserted eInvoiceTransmitters',
  );
  return row.last;
}

/** The bill, locked until the caller's transaction ends (one notification at a time moves its state). */
export async function lockBill(tx: Tx, id: number): Promise<BillRow> {
  return one(await tx.select().from(bills).where(eq(bills.id, id)).for('update'), 'locked bills');
}

/** Changes a bill's columns (the caller owns or has locked it). */
export async function updateBillRow(
  db: Db | Tx,
  id: number,
  change: Partial<typeof bills.$inferInsert>,
): Promise<BillRow> {
  return one(await db.update(bills).set(change).where(eq(bills.id, id)).returning(), 'updated bill');
}

/** A stored e-invoice failed the XSD: the bill is INVALID and its history says why. */
export async function markBillXsdInvalid(
  db: Db,
  bill: Pick<BillRow, 'id' | 'eInvoiceFile'>,
  errors: readonly string[],
  receivedAt: Date,
): Promise<void> {
  await db.update(bills).set({ sdiState: 'INVALID' }).where(eq(bills.id, bill.id));
  await db.insert(billSdiNotifications).values({
    billId: bill.id,
    kind: 'XSD_INVALID',
    fileName: bill.eInvoiceFile,
    receivedAt,
    errors: errors.map((e) => ({ code: 'XSD', description: e })),
  });
}

/**
 * Deletes the bill, frees its orders for billing again and puts its number back on the counter
 * of its series (the caller checked it is the latest, under the settings lock).
 */
export async function deleteLatestBill(
  tx: Tx,
  bill: Pick<BillRow, 'id' | 'bakeryId' | 'sequence'>,
  creditNote: boolean,
  /** false for the last bill of an earlier year's series: the counter counts the current year */
  moveCounter = true,
): Promise<void> {
  await tx.update(orders).set({ billId: null }).where(eq(orders.billId, bill.id));
  await tx.delete(bills).where(eq(bills.id, bill.id));
  if (!moveCounter) return;
  const back = creditNote ? { currentCreditNoteNumber: bill.sequence - 1 } : { currentBillNumber: bill.sequence - 1 };
  await tx.update(billSettings).set(back).where(eq(billSettings.bakeryId, bill.bakeryId));
}

/** The bakery's clients among `ids`, with their base data. */
export function findClientsOfBakery(db: Db, bakeryId: number, ids: readonly number[]) {
  return db
    .select({ user: users, details: userDetails })
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(and(inArray(users.id, [...ids]), eq(users.bakeryId, bakeryId)));
}

export async function insertBill(tx: Tx, values: typeof bills.$inferInsert): Promise<BillRow> {
  return one(await tx.insert(bills).values(values).returning(), 'inserted bill');
}

/** Usernames of the accounts (guests' labels are printed with their orders). */
export function findUsernames(tx: Tx, ids: readonly number[]): Promise<{ id: number; username: string }[]> {
  return tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Bills (not credit notes: their own series) dated in `year`; every year when null. */
const billsOfYear = (bakeryId: number, year: number | null) =>
  and(
    eq(bills.bakeryId, bakeryId),
    ne(bills.documentType, 'TD04'),
    year === null ? undefined : between(bills.billDate, `${year}-01-01`, `${year}-12-31`),
  );

/**
 * The date of the bakery's latest bill (not credit notes: their own series) — of the series of an
 * earlier `year` when given (`earlierSeriesYear`) —; null before its first.
 */
export async function findLastBillDate(
  db: Db | Tx,
  bakeryId: number,
  year: number | null = null,
): Promise<string | null> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${bills.billDate})` })
    .from(bills)
    .where(billsOfYear(bakeryId, year));
  return row?.last ?? null;
}

/**
 * The last number (sequence) given in the bakery's bill series of `year`: its highest bill dated in that year,
 * or the last number skipped by hand that year (Settings → Documents, `document_number_changes`, made in
 * `year` in the bakery's `timeZone`: skipped numbers are never issued), whichever is higher; 0 before either.
 */
export async function findLastSequenceOfYear(
  db: Db | Tx,
  bakeryId: number,
  year: number,
  timeZone: string,
): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${bills.sequence})` })
    .from(bills)
    .where(billsOfYear(bakeryId, year));
  const [moved] = await db
    .select({ last: sql<number | null>`max(${documentNumberChanges.toNumber}) - 1` })
    .from(documentNumberChanges)
    .where(
      and(
        eq(documentNumberChanges.bakeryId, bakeryId),
        eq(documentNumberChanges.series, 'BILL'),
        sql`extract(year from ${documentNumberChanges.changedAt} at time zone ${timeZone}) = ${year}`,
      ),
    );
  return Math.max(Number(row?.last ?? 0), Number(moved?.last ?? 0));
}

/** The bills (not credit notes) numbered just before and after `bill` in its bakery's series. */
export function findBillNeighbours(
  db: Db | Tx,
  bill: Pick<BillRow, 'id' | 'bakeryId' | 'sequence'>,
): Promise<{ sequence: number; billDate: string }[]> {
  return db
    .select({ sequence: bills.sequence, billDate: bills.billDate })
    .from(bills)
    .where(
      and(
        eq(bills.bakeryId, bill.bakeryId),
        ne(bills.documentType, 'TD04'),
        ne(bills.id, bill.id),
        inArray(bills.sequence, [bill.sequence - 1, bill.sequence + 1]),
      ),
    );
}

/** The bill locked for update, or undefined when it is gone. */
export async function lockBillIfAny(tx: Tx, id: number): Promise<BillRow | undefined> {
  const [fresh] = await tx.select().from(bills).where(eq(bills.id, id)).for('update');
  return fresh;
}

/** Takes orders off the bill (they can be billed again). */
export async function detachOrdersFromBill(tx: Tx, billId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ billId: null })
    .where(and(inArray(orders.id, [...orderIds]), eq(orders.billId, billId)));
}
