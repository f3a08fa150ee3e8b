import { isAvailableOn, isValidOrderAmount, ORDER_MAX_AMOUNT, ORDER_MAX_LINES } from '@bakery/core';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import type { Tx } from '../../platform/db/database';
import { editableOrder } from './order-access';
import { loadOrderClient, orderableProducts } from './order-client';
import {
  deleteLine,
  deleteOrderRow,
  findLineOfOrder,
  findLines,
  findOrder,
  insertLines,
  recordEvent,
  setLineAmount,
  type OrderRow,
} from './orders.queries';
import { refreshTotal } from './order-pricing';
import { pickProducts, refuseDate, snapshotLines } from './place-order.service';
import { one } from '../../platform/db/rows';

/**
 * Changing an order (requirements/ordering.md#who-may-change-an-order): the ordering account until the deadline, the bakery at any time.
 * Each change runs in one transaction on the locked order and recomputes final_price.
 */

function checkAmount(amount: number): void {
  if (!isValidOrderAmount(amount)) fail('ORDER_AMOUNT_INVALID', { max: ORDER_MAX_AMOUNT });
}

async function lineOf(tx: Tx, orderId: number, lineId: number) {
  return (await findLineOfOrder(tx, orderId, lineId)) ?? fail('NOT_FOUND');
}

/**
 * Adds a product to an order, or adds to its amount when it is already ordered (one line per
 * product). The product must be orderable by the order's client and baked on the delivery day.
 */
export async function addOrderedProduct(
  ctx: RequestContext,
  orderId: number,
  productId: number,
  amount: number,
): Promise<OrderRow> {
  checkAmount(amount);
  // Reads outside the transaction first (the catalogue query runs on the shared connection).
  const seen = (await findOrder(ctx.platform.db, orderId)) ?? fail('NOT_FOUND');
  const catalogue = await orderableProducts(ctx, await loadOrderClient(ctx, seen.hostId));
  return ctx.platform.db.transaction(async (tx) => {
    const { order, client, viewer } = await editableOrder(ctx, tx, orderId);
    const picked = one(pickProducts(catalogue, [productId]), 'picked product');
    if (!isAvailableOn(picked.product.availableDays, order.deliveryDate)) refuseDate(['PRODUCT_NOT_AVAILABLE']);
    const lines = await findLines(tx, [order.id]);
    const existing = lines.find((l) => l.baseProductId === productId);
    if (existing) {
      checkAmount(existing.amount + amount);
      await setLineAmount(tx, existing.id, existing.amount + amount);
    } else {
      if (lines.length >= ORDER_MAX_LINES) fail('ORDER_TOO_MANY_LINES', { max: ORDER_MAX_LINES });
      await insertLines(tx, snapshotLines(order.id, [{ productId, amount }], [picked], viewer.id));
    }
    await recordEvent(tx, order.id, viewer.id, 'PRODUCT_ADDED', ctx.platform.now(), { productId, amount });
    return refreshTotal(tx, order, client, ctx.platform.now());
  });
}

/**
 * Sets the amount of one ordered product (1 … 999). More of it only while the client may still
 * order the product (e.g. its price list not hidden since); less is always fine.
 */
export async function updateOrderedProductAmount(
  ctx: RequestContext,
  orderId: number,
  lineId: number,
  amount: number,
): Promise<OrderRow> {
  checkAmount(amount);
  const seen = (await findOrder(ctx.platform.db, orderId)) ?? fail('NOT_FOUND');
  const catalogue = await orderableProducts(ctx, await loadOrderClient(ctx, seen.hostId));
  return ctx.platform.db.transaction(async (tx) => {
    const { order, client, viewer } = await editableOrder(ctx, tx, orderId);
    const line = await lineOf(tx, order.id, lineId);
    if (amount > line.amount) pickProducts(catalogue, [line.baseProductId]);
    await setLineAmount(tx, lineId, amount);
    await recordEvent(tx, order.id, viewer.id, 'AMOUNT_CHANGED', ctx.platform.now(), {
      productId: line.baseProductId,
      from: line.amount,
      to: amount,
    });
    return refreshTotal(tx, order, client, ctx.platform.now());
  });
}

/** Removes one ordered product; the last one is refused (ORDER_LAST_PRODUCT): delete the order instead. */
export async function removeOrderedProduct(ctx: RequestContext, orderId: number, lineId: number): Promise<OrderRow> {
  return ctx.platform.db.transaction(async (tx) => {
    const { order, client, viewer } = await editableOrder(ctx, tx, orderId);
    const line = await lineOf(tx, order.id, lineId);
    if ((await findLines(tx, [order.id])).length <= 1) fail('ORDER_LAST_PRODUCT');
    await deleteLine(tx, lineId);
    await recordEvent(tx, order.id, viewer.id, 'PRODUCT_REMOVED', ctx.platform.now(), {
      productId: line.baseProductId,
      amount: line.amount,
    });
    return refreshTotal(tx, order, client, ctx.platform.now());
  });
}

/** Deletes an order with its lines (same rule as changing it). */
export async function deleteOrder(ctx: RequestContext, orderId: number): Promise<void> {
  await ctx.platform.db.transaction(async (tx) => {
    const { order } = await editableOrder(ctx, tx, orderId);
    await deleteOrderRow(tx, order.id);
  });
}
