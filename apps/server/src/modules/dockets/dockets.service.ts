import {
  allocateDocumentNumbers,
  bakeryDeliveredLineCents,
  bakeryPieceCents,
  deliveredAmount,
  planDockets,
  pricePerKgCents,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { loader } from '../../platform/graphql/loaders';
import { ownZoneExists } from '../compile/compile.queries';
import type { ZoneSelection } from '../bakeList/production-scope.queries';
import {
  attachOrders,
  findDocketLines,
  findDocketOrders,
  findDockets,
  findOrdersWithoutDocket,
  insertDockets,
  lockBillSettings,
  setDocketCounter,
  type DocketRow,
} from './dockets.queries';
import { present } from '../../platform/db/rows';
import { bakeryToday } from '../settings/time-zone';

export type { DocketRow };

/** The unique index that keeps docket numbers unique per bakery. */
const NUMBER_INDEX = 'delivery_dockets_bakery_number_uq';

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

async function checkZone(ctx: RequestContext, bakeryId: number, zone: ZoneSelection): Promise<void> {
  if (typeof zone === 'number' && !(await ownZoneExists(ctx.platform.db, bakeryId, zone))) fail('NOT_FOUND');
}

/**
 * Creates one delivery docket per recipient and delivery date for the accepted orders of a
 * deadline (and zone) that have none yet; a guest's orders go on its host's docket. Numbers come
 * from bill_settings.dd_number_format and current_dd_number, allocated in the same transaction
 * under the bill_settings row lock, so concurrent calls queue and numbers stay consecutive and
 * unique (the unique index backs it up: DOCKET_NUMBER_TAKEN when the counter was set back).
 * Not after the delivery day (core `planDockets`): past deliveries are left without one, and when
 * nothing else is left DOCKET_AFTER_DELIVERY names the earliest. Returns the dockets created.
 */
export async function createDeliveryDockets(
  ctx: RequestContext,
  deadline: Date,
  zone: ZoneSelection,
): Promise<DocketRow[]> {
  const bakeryId = requireBakery(ctx);
  await checkZone(ctx, bakeryId, zone);
  let attempted: string | undefined;
  try {
    return await ctx.platform.db.transaction(async (tx) => {
      const settings = await lockBillSettings(tx, bakeryId);
      const candidates = await findOrdersWithoutDocket(tx, bakeryId, { deadline }, zone, { lock: true });
      const { groups: list, pastDays } = planDockets(candidates, await bakeryToday(ctx, bakeryId));
      // past deliveries can no longer get a docket (core planDockets); the deadline's others still do
      if (list.length === 0 && pastDays[0] !== undefined) fail('DOCKET_AFTER_DELIVERY', { deliveryDate: pastDays[0] });
      if (list.length === 0) return [];
      const { numbers, current } = allocateDocumentNumbers(
        settings.ddNumberFormat,
        settings.currentDdNumber,
        list.map((g) => g.deliveryDate),
      );
      attempted = numbers[0]?.number;
      const now = ctx.platform.now();
      // one number per docket, in the order of the delivery dates given
      const numbered = list.map((g, i) => ({ g, taken: present(numbers[i], `number of docket ${i + 1}`) }));
      const dockets = await insertDockets(
        tx,
        numbered.map(({ g, taken }) => ({
          bakeryId,
          clientId: g.recipientId,
          deliveryDate: g.deliveryDate,
          deadline,
          sequence: taken.sequence,
          number: taken.number,
          createdAt: now,
        })),
      );
      const bySequence = new Map(dockets.map((d) => [d.sequence, d]));
      await attachOrders(
        tx,
        numbered.flatMap(({ g, taken }) => {
          const docket = present(bySequence.get(taken.sequence), `inserted docket ${taken.sequence}`);
          return g.orderIds.map((orderId) => ({ orderId, docketId: docket.id }));
        }),
      );
      await setDocketCounter(tx, bakeryId, current);
      return dockets.sort((a, b) => a.sequence - b.sequence);
    });
  } catch (error) {
    if (uniqueViolation(error)) fail('DOCKET_NUMBER_TAKEN', { number: attempted });
    throw error;
  }
}

export interface DocketsToMake {
  /** Dockets `createDeliveryDockets` would make now. */
  count: number;
  /** Delivery days already past with orders of the deadline left without a docket (billed with an immediate invoice). */
  pastDays: string[];
}

/** What creating the dockets of a deadline (and zone) would do now, without doing it. */
export async function docketsToMake(ctx: RequestContext, deadline: Date, zone: ZoneSelection): Promise<DocketsToMake> {
  const bakeryId = requireBakery(ctx);
  await checkZone(ctx, bakeryId, zone);
  const candidates = await findOrdersWithoutDocket(ctx.platform.db, bakeryId, { deadline }, zone, {
    lock: false,
  });
  const { groups, pastDays } = planDockets(candidates, await bakeryToday(ctx, bakeryId));
  return { count: groups.length, pastDays };
}

export interface UndocketedDay {
  deliveryDate: string;
  /** Clients (a guest's host for its guests) whose delivery of the day has no docket. */
  recipients: number;
  orders: number;
  /** Deadlines of those orders, earliest first (the compile screen's selection). */
  deadlines: Date[];
}

/**
 * The bakery's deliveries of today (its time zone) that would leave without a delivery docket:
 * each of them must then be billed with an immediate invoice of its own (art. 21 c. 4 D.P.R. 633/72),
 * while docketed deliveries may share one deferred invoice a month (docs/FISCAL.md).
 */
export async function undocketedToday(ctx: RequestContext): Promise<UndocketedDay> {
  const bakeryId = requireBakery(ctx);
  const deliveryDate = await bakeryToday(ctx, bakeryId);
  const rows = await findOrdersWithoutDocket(ctx.platform.db, bakeryId, { deliveryDate }, undefined, {
    lock: false,
  });
  const deadlines = [...new Set(rows.map((r) => r.deadline.getTime()))].sort((a, b) => a - b).map((t) => new Date(t));
  return {
    deliveryDate,
    recipients: new Set(rows.map((r) => r.recipientId)).size,
    orders: rows.length,
    deadlines,
  };
}

/** The bakery's dockets of a deadline (zone: only those with orders in it), in creation and number order. */
export async function listDeliveryDockets(
  ctx: RequestContext,
  deadline: Date,
  zone: ZoneSelection,
): Promise<DocketRow[]> {
  const bakeryId = requireBakery(ctx);
  await checkZone(ctx, bakeryId, zone);
  return findDockets(ctx.platform.db, bakeryId, { deadline, zone });
}

/** One docket of the bakery, else NOT_FOUND. */
export async function getDeliveryDocket(ctx: RequestContext, id: number): Promise<DocketRow> {
  const bakeryId = requireBakery(ctx);
  const [docket] = await findDockets(ctx.platform.db, bakeryId, { id });
  return docket ?? fail('NOT_FOUND');
}

/** Orders on dockets, batched per request. */
export function docketOrdersLoader(ctx: RequestContext) {
  return loader(ctx, 'docketOrders', async (ids: readonly number[]) => {
    const rows = await findDocketOrders(ctx.platform.db, ids);
    return ids.map((id) => rows.filter((r) => r.docketId === id));
  });
}

export type DocketItem = Awaited<ReturnType<typeof findDocketLines>>[number] & {
  deliveredAmount: number;
  /** The bakery's price of one piece (gram price × approximate weight). */
  unitPriceCents: number;
  totalCents: number;
  pricePerKgCents: number;
};

/**
 * Items of dockets with what was delivered and the bakery's price of it (measured grams for
 * weighed products), batched per request. A docket goes from the bakery to its client, so a
 * guest's line carries the price the bill charges the host, never the host's display price
 * to its guest (requirements/production.md#delivery-dockets; core `bakeryDeliveredLineCents`).
 */
export function docketItemsLoader(ctx: RequestContext) {
  return loader<number, DocketItem[]>(ctx, 'docketItems', async (ids) => {
    const rows = (await findDocketLines(ctx.platform.db, ids)).map((r) => {
      const state = {
        ...r.line,
        haveToWeight: r.product.haveToWeight,
        gramPrice: r.line.currentGramPrice,
        approxWeight: r.line.currentApproxWeight,
      };
      return {
        ...r,
        deliveredAmount: deliveredAmount(state),
        unitPriceCents: bakeryPieceCents(state),
        totalCents: bakeryDeliveredLineCents(state),
        pricePerKgCents: pricePerKgCents(r.line.currentGramPrice),
      };
    });
    return ids.map((id) => rows.filter((r) => r.docketId === id));
  });
}
