import {
  addDays,
  canDeliverOn,
  centsToDecimal,
  deliveryCostCents,
  generateOrderPublicId,
  orderDeadline,
  orderLineCents,
} from '@bakery/core';
import { orderedProducts, orders, vats } from '../schema/index';
import type { Db } from '../../platform/db/database';
import { someProducts, type DemoProduct } from './demo-orders';

/** A client that ordered in the past weeks: how often, and what it pays. */
export interface HistoryClient {
  id: number;
  deadlineTime: string;
  paysDelivery: boolean;
  zoneId: number | null;
  /** Orders on every n-th delivery day (1: each). */
  every: number;
  /** Products per order. */
  products: number;
  /** Only for delivery days in this stay (guests), inclusive. */
  from?: string;
  to?: string;
}

/**
 * Some weeks of past orders, so the dashboard's charts show something on a fresh start: for each
 * delivery day of the `weeks` weeks before `today`, the clients that order that day, accepted,
 * those before this month paid; placed three hours before their deadline. Two statements (orders,
 * then their lines). Numbers count from 1 in delivery order; returns how many were written.
 */
export async function seedDemoHistory(
  db: Db,
  bakeryId: number,
  today: string,
  timeZone: string,
  range: DemoProduct[],
  clients: HistoryClient[],
  weeks = 8,
): Promise<number> {
  const rules = { deliversSaturday: true, deliversSunday: false, holidays: [] };
  const vatOf = new Map((await db.select().from(vats)).map((v) => [v.id, v.value]));
  const monthStart = `${today.slice(0, 8)}01`;
  const planned: { values: typeof orders.$inferInsert; lines: [DemoProduct, number][]; clientId: number }[] = [];
  for (let back = weeks * 7, n = 0; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    if (!canDeliverOn(day, rules)) continue;
    n += 1;
    for (const [c, client] of clients.entries()) {
      if (n % client.every !== 0) continue;
      if ((client.from && day < client.from) || (client.to && day > client.to)) continue;
      // a slow rise over the weeks, so the change against the previous period is not flat
      const lines = someProducts(range, client.products, n * 7 + c * 13).map(([p, amount]): [DemoProduct, number] => [
        p,
        amount + Math.floor((weeks * 7 - back) / 14),
      ]);
      const linesCents = lines.reduce(
        (sum, [p, amount]) =>
          sum + orderLineCents({ gramPrice: p.gramPrice, approxWeight: p.approxWeight, displayPrice: '-1', amount }),
        0,
      );
      const delivery = client.paysDelivery
        ? deliveryCostCents(linesCents, { deliveryCostCents: 250, deliveryCostMinCents: 3000, noDeliveryCost: false })
        : 0;
      const deadline = orderDeadline(day, client.deadlineTime, timeZone);
      planned.push({
        clientId: client.id,
        lines,
        values: {
          number: planned.length + 1,
          publicId: generateOrderPublicId(),
          bakeryId,
          hostId: client.id,
          date: new Date(deadline.getTime() - 3 * 3_600_000),
          lastModified: new Date(deadline.getTime() - 3 * 3_600_000),
          deadline,
          deliveryDate: day,
          accepted: true,
          paid: day < monthStart,
          deliveryZoneId: client.zoneId,
          finalPrice: centsToDecimal(linesCents + delivery),
        },
      });
    }
  }
  if (planned.length === 0) return 0;
  const written = await db
    .insert(orders)
    .values(planned.map((p) => p.values))
    .returning({ id: orders.id, number: orders.number });
  const idOf = new Map(written.map((w) => [w.number, w.id]));
  await db.insert(orderedProducts).values(
    planned.flatMap((p) =>
      p.lines.map(([product, amount]) => ({
        orderId: idOf.get(p.values.number) ?? fail(`demo order ${p.values.number} not written`),
        baseProductId: product.id,
        amount,
        orderedById: p.clientId,
        currentVat:
          (product.vatId === null ? undefined : vatOf.get(product.vatId)) ??
          fail(`demo product ${product.id} has no VAT rate`),
        currentGramPrice: product.gramPrice,
        currentApproxWeight: product.approxWeight,
        currentDisplayPrice: '-1',
      })),
    ),
  );
  return planned.length;
}

function fail(message: string): never {
  throw new Error(message);
}
