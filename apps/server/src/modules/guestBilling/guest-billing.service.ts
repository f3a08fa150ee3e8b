import { deliveredAmount, guestLabel, orderPieceCents, type Language } from '@bakery/core';
import {
  computeGuestBill,
  guestBillingPeriodProblems,
  guestLineCents,
  sumGuestBills,
  type GuestBill,
  type GuestBillingPeriod,
} from '@bakery/core/guest-billing';
import { fail } from '../../platform/errors';
import { requireHost, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { userLanguage, type UserRow } from '../users/account';
import { findTexts } from '../products/products.queries';
import { recordEvent } from '../orders/orders.queries';
import {
  findAccountWithDetails,
  findGuestBillingLines,
  findGuestsOfHost,
  updateGuestOrdersPaid,
  type GuestBillingLine,
  type GuestBillingScope,
} from './guest-billing.queries';

/** One guest of the host with what it owes for the period. */
export interface GuestBillingRow {
  guest: UserRow;
  /** The guest's label (username without the 32-character suffix). */
  name: string;
  orderCount: number;
  paidOrderCount: number;
  /** Every order of the period is paid (false without orders). */
  paid: boolean;
  bill: GuestBill;
}

export interface GuestBillingOverview extends GuestBillingPeriod {
  guests: GuestBillingRow[];
  orderCount: number;
  /** The receipts added up rate by rate. */
  total: GuestBill;
}

/** A checked billing period, else BAD_INPUT naming the bad fields (dates, from ≤ to, at most 366 days). */
export function assertGuestBillingPeriod(period: GuestBillingPeriod): GuestBillingPeriod {
  const fields = guestBillingPeriodProblems(period.from, period.to);
  if (fields.length > 0) fail('BAD_INPUT', { fields });
  return period;
}

function rowOf(guest: UserRow, lines: readonly GuestBillingLine[]): GuestBillingRow {
  const orders = new Map<number, boolean>();
  for (const l of lines) orders.set(l.orderId, l.orderPaid);
  const paidOrderCount = [...orders.values()].filter(Boolean).length;
  return {
    guest,
    name: guestLabel(guest.username),
    orderCount: orders.size,
    paidOrderCount,
    paid: orders.size > 0 && paidOrderCount === orders.size,
    bill: computeGuestBill(lines.filter((l) => l.lineId !== null)),
  };
}

const byName = (a: GuestBillingRow, b: GuestBillingRow) =>
  a.name.localeCompare(b.name, 'de', { sensitivity: 'base' }) || a.guest.id - b.guest.id;

/** The host's guests with accepted orders delivered in the period, by name, with their receipts' totals and the sum. */
export async function guestBilling(ctx: RequestContext, period: GuestBillingPeriod): Promise<GuestBillingOverview> {
  const host = requireHost(ctx);
  const { from, to } = assertGuestBillingPeriod(period);
  const lines = await findGuestBillingLines(ctx.platform.db, { hostId: host.id, from, to });
  const byGuest = new Map<number, GuestBillingLine[]>();
  for (const l of lines) byGuest.set(l.guestId, [...(byGuest.get(l.guestId) ?? []), l]);
  const guests = await findGuestsOfHost(ctx.platform.db, host.id, [...byGuest.keys()]);
  const rows = guests.map((g) => rowOf(g, byGuest.get(g.id) ?? [])).sort(byName);
  return {
    from,
    to,
    guests: rows,
    orderCount: rows.reduce((s, r) => s + r.orderCount, 0),
    total: sumGuestBills(rows.map((r) => r.bill)),
  };
}

/** A guest of the signed-in host, else NOT_FOUND (another host's guest does not leak). */
async function ownGuest(ctx: RequestContext, guestId: number): Promise<{ hostId: number; guest: UserRow }> {
  const host = requireHost(ctx);
  const [guest] = await findGuestsOfHost(ctx.platform.db, host.id, [guestId]);
  return guest ? { hostId: host.id, guest } : fail('NOT_FOUND');
}

/**
 * Marks every accepted order of one guest delivered in the period paid (or not paid), in one
 * transaction under row locks; each order that changes gets its PAID / UNPAID history entry.
 */
export async function setGuestBillingPaid(
  ctx: RequestContext,
  guestId: number,
  period: GuestBillingPeriod,
  paid: boolean,
): Promise<GuestBillingRow> {
  const { from, to } = assertGuestBillingPeriod(period);
  const { hostId, guest } = await ownGuest(ctx, guestId);
  const scope: GuestBillingScope & { guestId: number } = { hostId, from, to, guestId: guest.id };
  const now = ctx.platform.now();
  await ctx.platform.db.transaction(async (tx) => {
    const changed = await updateGuestOrdersPaid(tx, scope, paid, now);
    for (const orderId of changed)
      await recordEvent(tx, orderId, hostId, paid ? 'PAID' : 'UNPAID', now, { guestBilling: true });
  });
  return rowOf(guest, await findGuestBillingLines(ctx.platform.db, scope));
}

/** A printed line of a receipt: the pieces delivered of one ordered product. */
export interface ReceiptLine {
  orderId: number;
  orderNumber: number;
  deliveryDate: string;
  name: string;
  ownProduct: boolean;
  pieces: number;
  missing: number;
  pieceCents: number;
  totalCents: number;
  vatRate: string | null;
}

export interface AccountOnDocument {
  name: string;
  address: string[];
}

function accountOnDocument(row: Awaited<ReturnType<typeof findAccountWithDetails>>): AccountOnDocument {
  const d = row?.details;
  const name = d?.companyName?.trim() || d?.fullName?.trim() || row?.user.username || '';
  const address = [
    [d?.street, d?.houseNumber].filter(Boolean).join(' '),
    [d?.postalCode, d?.city].filter(Boolean).join(' '),
    d?.tel ?? '',
  ].filter((s) => s.trim() !== '');
  return { name, address };
}

/** What a guest's receipt prints, in the guest's language. */
export async function guestReceipt(ctx: RequestContext, guestId: number, period: GuestBillingPeriod) {
  const { from, to } = assertGuestBillingPeriod(period);
  const { hostId, guest } = await ownGuest(ctx, guestId);
  const language: Language = userLanguage(guest);
  const all = await findGuestBillingLines(ctx.platform.db, { hostId, from, to, guestId: guest.id });
  const row = rowOf(guest, all);
  const texts = await findTexts(ctx.platform.db, [
    ...new Set(all.map((l) => l.nameKey).filter((k): k is string => k !== null)),
  ]);
  const lines: ReceiptLine[] = all
    .filter((l) => l.lineId !== null && deliveredAmount(l) > 0) // missing pieces are not billed
    .map((l) => {
      const names = l.nameKey ? texts.get(l.nameKey) : undefined;
      return {
        orderId: l.orderId,
        orderNumber: l.orderNumber,
        deliveryDate: l.deliveryDate,
        name: names?.[language] || names?.de || '',
        ownProduct: l.ownProduct,
        pieces: deliveredAmount(l),
        missing: l.missing,
        pieceCents: orderPieceCents({
          gramPrice: l.gramPrice,
          approxWeight: l.approxWeight,
          displayPrice: l.displayPrice,
        }),
        totalCents: guestLineCents(l),
        vatRate: l.vat,
      };
    });
  const host = accountOnDocument(await findAccountWithDetails(ctx.platform.db, hostId));
  return { language, from, to, host, row, lines };
}

/** What the host's summary prints, in the host's language. */
export async function guestBillingSummary(ctx: RequestContext, period: GuestBillingPeriod) {
  const overview = await guestBilling(ctx, period);
  const viewer = requireViewer(ctx);
  const host = accountOnDocument(await findAccountWithDetails(ctx.platform.db, viewer.id));
  return { language: viewer.language, host, overview };
}
