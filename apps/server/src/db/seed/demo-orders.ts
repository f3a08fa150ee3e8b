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
import type { products } from '../schema/index';
import { one } from '../../platform/db/rows';

type Product = typeof products.$inferSelect;
export type DemoProduct = Product;

export interface DemoOrder {
  clientId: number;
  /** Deadline time of the client (or its host / the bakery). */
  deadlineTime: string;
  accepted: boolean;
  /** Delivery cost rule applies (hosts and private customers; guests pay none). */
  paysDelivery: boolean;
  lines: [Product, number][];
  message?: string;
  /** The client's zone (a guest's: its host's), as placing the order would set it. */
  deliveryZoneId?: number | null;
}

/**
 * A few orders for the next delivery days so the order screens are not empty. Prices are the
 * products' own gram prices (the demo list holds them at that price); numbers count on from `firstNumber`.
 */
export async function seedDemoOrders(
  db: Db,
  bakeryId: number,
  today: string,
  timeZone: string,
  wanted: DemoOrder[][],
  /** Numbers go on from here (past orders took those before). */
  firstNumber = 0,
): Promise<void> {
  const rules = { deliversSaturday: true, deliversSunday: false, holidays: [] };
  // each line carries its product's VAT rate (bread 4 %), as placing the order freezes it
  const vatOf = new Map((await db.select().from(vats)).map((v) => [v.id, v.value]));
  let number = firstNumber;
  let day = today;
  for (const dayOrders of wanted) {
    do day = addDays(day, 1);
    while (!canDeliverOn(day, rules)); // the next delivery day
    for (const o of dayOrders) {
      const lines = o.lines.map(([p, amount]) => ({
        p,
        amount,
        cents: orderLineCents({ gramPrice: p.gramPrice, approxWeight: p.approxWeight, displayPrice: '-1', amount }),
      }));
      const linesCents = lines.reduce((sum, l) => sum + l.cents, 0);
      const delivery = o.paysDelivery
        ? deliveryCostCents(linesCents, { deliveryCostCents: 250, deliveryCostMinCents: 3000, noDeliveryCost: false })
        : 0;
      number += 1;
      const order = one(
        await db
          .insert(orders)
          .values({
            number,
            publicId: generateOrderPublicId(),
            bakeryId,
            hostId: o.clientId,
            deadline: orderDeadline(day, o.deadlineTime, timeZone),
            deliveryDate: day,
            accepted: o.accepted,
            message: o.message ?? null,
            deliveryZoneId: o.deliveryZoneId ?? null,
            finalPrice: centsToDecimal(linesCents + delivery),
          })
          .returning(),
        'inserted orders',
      );
      await db.insert(orderedProducts).values(
        lines.map((l) => ({
          orderId: order.id,
          baseProductId: l.p.id,
          amount: l.amount,
          orderedById: o.clientId,
          currentVat:
            (l.p.vatId === null ? undefined : vatOf.get(l.p.vatId)) ?? fail(`demo product ${l.p.id} has no VAT rate`),
          currentGramPrice: l.p.gramPrice,
          currentApproxWeight: l.p.approxWeight,
          currentDisplayPrice: '-1',
        })),
      );
    }
  }
}

function fail(message: string): never {
  throw new Error(message);
}

/** `count` different products of the range with amounts, picked deterministically from `seed`. */
export function someProducts(range: Product[], count: number, seed: number): [Product, number][] {
  return Array.from({ length: count }, (_, i) => [
    range[(seed + i * 3) % range.length] ?? fail('someProducts needs a range with products'),
    1 + ((seed * 7 + i * 5) % 12),
  ]);
}
