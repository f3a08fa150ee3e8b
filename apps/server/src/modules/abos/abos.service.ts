import {
  aboDeliveryDates,
  addDays,
  compareIsoDates,
  dateInTimeZone,
  encodeAboInterval,
  isIsoDate,
  type AboInterval,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import {
  loadOrderClient,
  orderableProducts,
  refuseBlockedHost,
  refuseClosedBakery,
  type OrderClient,
} from '../orders/order-client';
import { cleanLines, pickProducts, type OrderLineInput } from '../orders/place-order.service';
import {
  deleteAboKeepingOrders,
  findAbo,
  findAboPage,
  insertAbo,
  replaceAboLines,
  updateAboRow,
  type AboRow,
} from './abos.queries';

export interface AboInput {
  interval: AboInterval;
  /** First delivery date; omitted = the bakery's tomorrow. */
  startsOn?: string | null;
  lines: OrderLineInput[];
}

/** How far ahead the preview of an abo looks. */
export const ABO_PREVIEW_DAYS = 28;

/** The signed-in client (host, private customer or guest) with its ordering rules; bakeries have no abos. */
async function requireClient(ctx: RequestContext): Promise<OrderClient> {
  const viewer = requireViewer(ctx);
  if (viewer.kind === 'BAKERY') fail('FORBIDDEN');
  const client = await loadOrderClient(ctx, viewer.id);
  if (client.account.blocked) fail('ACCOUNT_BLOCKED');
  return client;
}

async function ownAbo(ctx: RequestContext, id: number): Promise<{ abo: AboRow; client: OrderClient }> {
  const client = await requireClient(ctx);
  const abo = await findAbo(ctx.platform.db, id);
  if (!abo || abo.userId !== client.account.id) fail('NOT_FOUND');
  return { abo, client };
}

/** The client's own abo to change: not while its bakery is closed (BAKERY_CLOSED; it stays visible). */
async function changeableAbo(ctx: RequestContext, id: number): Promise<{ abo: AboRow; client: OrderClient }> {
  const own = await ownAbo(ctx, id);
  refuseClosedBakery(own.client.bakery);
  refuseBlockedHost(own.client);
  return own;
}

function encodeInterval(interval: AboInterval): number {
  try {
    return encodeAboInterval(interval);
  } catch {
    return fail('BAD_INPUT', { fields: ['interval'] });
  }
}

/** Checks lines against what the client may order and the start date against its today. */
async function cleanInput(ctx: RequestContext, client: OrderClient, input: AboInput) {
  refuseClosedBakery(client.bakery);
  refuseBlockedHost(client);
  const interval = encodeInterval(input.interval);
  const lines = cleanLines(input.lines);
  pickProducts(
    await orderableProducts(ctx, client),
    lines.map((l) => l.productId),
  );
  const today = dateInTimeZone(ctx.platform.now(), client.timeZone);
  const startsOn = input.startsOn ?? addDays(today, 1);
  if (!isIsoDate(startsOn) || compareIsoDates(startsOn, today) <= 0) fail('INVALID_DATE', { fields: ['startsOn'] });
  return { interval, lines, startsOn };
}

export async function listAbos(ctx: RequestContext, page: number) {
  const client = await requireClient(ctx);
  if (!Number.isInteger(page) || page < 0) fail('BAD_INPUT', { fields: ['page'] });
  return findAboPage(ctx.platform.db, client.account.id, page);
}

export async function getAbo(ctx: RequestContext, id: number): Promise<AboRow> {
  return (await ownAbo(ctx, id)).abo;
}

export async function createAbo(ctx: RequestContext, input: AboInput): Promise<AboRow> {
  const client = await requireClient(ctx);
  const clean = await cleanInput(ctx, client, input);
  return ctx.platform.db.transaction(async (tx) => {
    const abo = await insertAbo(tx, {
      userId: client.account.id,
      interval: clean.interval,
      startsOn: clean.startsOn,
      active: true,
    });
    await replaceAboLines(tx, abo.id, clean.lines);
    return abo;
  });
}

export async function updateAbo(ctx: RequestContext, id: number, input: AboInput): Promise<AboRow> {
  const { client } = await changeableAbo(ctx, id);
  const clean = await cleanInput(ctx, client, input);
  return ctx.platform.db.transaction(async (tx) => {
    const abo = await updateAboRow(tx, id, { interval: clean.interval, startsOn: clean.startsOn });
    await replaceAboLines(tx, id, clean.lines);
    return abo;
  });
}

/** Pauses deliveries up to and including `until`; null resumes. Orders already created stay. */
export async function pauseAbo(ctx: RequestContext, id: number, until: string | null): Promise<AboRow> {
  const { client } = await changeableAbo(ctx, id);
  if (until !== null) {
    const today = dateInTimeZone(ctx.platform.now(), client.timeZone);
    if (!isIsoDate(until) || compareIsoDates(until, today) < 0) fail('INVALID_DATE', { fields: ['until'] });
  }
  return updateAboRow(ctx.platform.db, id, { pausedUntil: until });
}

export async function setAboActive(ctx: RequestContext, id: number, active: boolean): Promise<AboRow> {
  await changeableAbo(ctx, id);
  return updateAboRow(ctx.platform.db, id, { active });
}

/** Deletes the abo; the orders it created stay as ordinary orders (their abo reference is cleared). */
export async function deleteAbo(ctx: RequestContext, id: number): Promise<void> {
  await changeableAbo(ctx, id);
  await ctx.platform.db.transaction((tx) => deleteAboKeepingOrders(tx, id));
}

/** The next delivery dates of an abo (closed days and holidays skipped), for the client to check. */
export async function previewAbo(ctx: RequestContext, abo: AboRow): Promise<string[]> {
  const client = await loadOrderClient(ctx, abo.userId);
  const today = dateInTimeZone(ctx.platform.now(), client.timeZone);
  const from = compareIsoDates(abo.startsOn, today) > 0 ? abo.startsOn : addDays(today, 1);
  return aboDeliveryDates(
    { interval: abo.interval, active: abo.active, anchor: abo.startsOn, pausedUntil: abo.pausedUntil },
    from,
    addDays(from, ABO_PREVIEW_DAYS - 1),
    client.delivery,
  );
}
