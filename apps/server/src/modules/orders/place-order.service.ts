import {
  dateInTimeZone,
  generateOrderPublicId,
  isIsoDate,
  isValidOrderAmount,
  isWithinStay,
  mergeOrderLines,
  ORDER_MAX_AMOUNT,
  ORDER_MAX_LINES,
  ORDER_MESSAGE_MAX,
  orderDateRefusals,
  orderDeadline,
  type OrderDateRefusal,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import {
  loadOrderClient,
  orderableProducts,
  refuseBlockedHost,
  refuseClosedBakery,
  type OrderableProduct,
  type OrderClient,
} from './order-client';
import { insertPlacedOrder, type OrderRow } from './orders.queries';
import { finalPriceOf, linesTotalCents } from './order-pricing';
import { present } from '../../platform/db/rows';
import { userLoader } from '../users/users.service';

export interface OrderLineInput {
  productId: number;
  amount: number;
}

export interface PlaceOrderInput {
  deliveryDate: string;
  lines: OrderLineInput[];
  message?: string | null;
  takeaway?: boolean | null;
}

/** Merged lines, 1 … 100 of them, each amount 1 … 999; refusals name the rule. */
export function cleanLines(lines: readonly OrderLineInput[]): OrderLineInput[] {
  const merged = mergeOrderLines(lines);
  if (merged.length === 0) fail('ORDER_EMPTY');
  if (merged.length > ORDER_MAX_LINES) fail('ORDER_TOO_MANY_LINES', { max: ORDER_MAX_LINES });
  if (!merged.every((l) => isValidOrderAmount(l.amount))) fail('ORDER_AMOUNT_INVALID', { max: ORDER_MAX_AMOUNT });
  return merged;
}

function cleanMessage(message: string | null | undefined): string | null {
  const trimmed = message?.trim() ?? '';
  if (trimmed.length > ORDER_MESSAGE_MAX) fail('BAD_INPUT', { fields: ['message'] });
  return trimmed || null;
}

/** The catalogue entries of the lines; PRODUCT_NOT_ORDERABLE names the ones the client may not order. */
export function pickProducts(
  catalogue: Map<number, OrderableProduct>,
  productIds: readonly number[],
): OrderableProduct[] {
  const picked: OrderableProduct[] = [];
  const missing: number[] = [];
  for (const id of productIds) {
    const product = catalogue.get(id);
    if (product) picked.push(product);
    else missing.push(id);
  }
  if (missing.length > 0) fail('PRODUCT_NOT_ORDERABLE', { productIds: missing.map(String) });
  return picked;
}

/** Refuses a date with every reason (extensions.reasons), e.g. ['HOLIDAY', 'DEADLINE_PASSED']. */
export function refuseDate(reasons: readonly OrderDateRefusal[]): void {
  if (reasons.length > 0) fail('ORDER_DATE_REFUSED', { reasons: [...reasons] });
}

/** The ordered-product rows of lines with the prices frozen now. */
export function snapshotLines(
  orderId: number,
  lines: readonly OrderLineInput[],
  picked: readonly OrderableProduct[],
  orderedById: number,
) {
  return lines.map((line, i) => {
    const p = present(picked[i], `picked product of line ${i + 1}`);
    return {
      orderId,
      baseProductId: line.productId,
      amount: line.amount,
      orderedById,
      currentVat: p.vat,
      currentGramPrice: p.gramPrice,
      currentApproxWeight: p.product.approxWeight,
      currentDisplayPrice: p.displayPrice,
    };
  });
}

/**
 * Writes one order for `client`: checks lines, products and the date (deadline unless
 * `byBakery`), freezes prices, and writes it with its lines, history entry and number in one
 * statement (ADR 015).
 * `aboId` marks an order the abo job created; (abo_id, delivery_date) is unique, so a second
 * write for the same abo and day fails with a unique violation and rolls back.
 */
export async function writeOrder(
  ctx: RequestContext,
  client: OrderClient,
  input: PlaceOrderInput,
  byBakery: boolean,
  aboId: number | null = null,
): Promise<OrderRow> {
  refuseClosedBakery(client.bakery);
  if (!isIsoDate(input.deliveryDate)) fail('BAD_INPUT', { fields: ['deliveryDate'] });
  const lines = cleanLines(input.lines);
  const message = cleanMessage(input.message);
  const now = ctx.platform.now();
  if (client.kind === 'GUEST') {
    const today = dateInTimeZone(now, client.timeZone);
    if (!isWithinStay(today, input.deliveryDate, client.account.activeFrom, client.account.activeTo))
      refuseDate(['OUTSIDE_STAY']);
  }
  const productIds = lines.map((l) => l.productId);
  const picked = pickProducts(await orderableProducts(ctx, client, productIds), productIds);
  refuseDate(
    orderDateRefusals(input.deliveryDate, {
      now,
      timeZone: client.timeZone,
      deadlineTime: client.deadlineTime,
      ignoreDeadline: byBakery || client.ignoreDeadline,
      delivery: client.delivery,
      productDays: picked.map((p) => p.product.availableDays),
    }),
  );
  const takeaway = client.account.takeaway || Boolean(input.takeaway);
  const actorId = requireViewer(ctx).id;
  const rows = snapshotLines(0, lines, picked, actorId);
  const finalPrice = finalPriceOf(client, linesTotalCents(rows), takeaway);
  // Guests of a host that checks orders wait for it, unless it auto-accepts; all others are accepted at once.
  const accepted = !(client.host?.checkOrders && !client.host.autoAcceptOrders);
  // one statement: order, lines, history entry and, in it, the number (ADR 015)
  return insertPlacedOrder(
    ctx.platform.db,
    {
      publicId: generateOrderPublicId(),
      bakeryId: client.bakery.id,
      hostId: client.account.id,
      date: now,
      deadline: orderDeadline(input.deliveryDate, client.deadlineTime, client.timeZone),
      deliveryDate: input.deliveryDate,
      accepted,
      message,
      finalPrice,
      lastModified: now,
      takeaway,
      deliveryZoneId: client.deliveryZoneId,
      aboId,
    },
    rows,
    { actorId, kind: 'PLACED', at: now, ...(byBakery ? { details: { phone: true } } : {}) },
  );
}

/** A guest, host or private customer orders for itself (bakeries use createPhoneOrder). */
export async function placeOrder(ctx: RequestContext, input: PlaceOrderInput): Promise<OrderRow> {
  const viewer = requireViewer(ctx);
  if (viewer.kind === 'BAKERY') fail('FORBIDDEN');
  // the viewer's row was read with the token (userFromToken): its related rows need one statement
  const client = await loadOrderClient(
    ctx,
    viewer.id,
    ctx.platform.db,
    (await userLoader(ctx).load(viewer.id)) ?? undefined,
  );
  if (client.account.blocked) fail('ACCOUNT_BLOCKED');
  refuseBlockedHost(client);
  return writeOrder(ctx, client, input, false);
}

/** The bakery orders on behalf of one of its hosts or private customers: no deadline, accepted at once. */
export async function createPhoneOrder(
  ctx: RequestContext,
  clientId: number,
  input: PlaceOrderInput,
): Promise<OrderRow> {
  const bakeryId = requireBakery(ctx);
  const client = await loadOrderClient(ctx, clientId);
  if (client.bakery.id !== bakeryId || client.kind === 'GUEST' || client.account.blocked) fail('NOT_FOUND');
  return writeOrder(ctx, client, input, true);
}
