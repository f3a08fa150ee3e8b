import { centsToDecimal, orderLinesCents, orderTotal } from '@bakery/core';
import type { Tx } from '../../platform/db/database';
import { deliveryCostRule, type OrderClient } from './order-client';
import { findLines, updateOrderTotal, type OrderedProductRow, type OrderRow } from './orders.queries';

/** Sum of the lines in cents (snapshot prices; core's orderLinesCents). */
export function linesTotalCents(
  lines: readonly Pick<
    OrderedProductRow,
    'currentGramPrice' | 'currentApproxWeight' | 'currentDisplayPrice' | 'amount'
  >[],
): number {
  return orderLinesCents(
    lines.map((l) => ({
      gramPrice: l.currentGramPrice,
      approxWeight: l.currentApproxWeight,
      displayPrice: l.currentDisplayPrice,
      amount: l.amount,
    })),
  );
}

/** final_price = lines + delivery cost (the client's rule, requirements/ordering.md#delivery-cost: takeaway orders pay none; core's orderTotal). */
export function finalPriceOf(client: OrderClient, linesCents: number, takeaway: boolean): string {
  return centsToDecimal(orderTotal(linesCents, deliveryCostRule(client), takeaway).totalCents);
}

/** Recomputes final_price from the stored lines and stamps last_modified. */
export async function refreshTotal(tx: Tx, order: OrderRow, client: OrderClient, now: Date): Promise<OrderRow> {
  const lines = await findLines(tx, [order.id]);
  return updateOrderTotal(tx, order.id, finalPriceOf(client, linesTotalCents(lines), order.takeaway), now);
}
