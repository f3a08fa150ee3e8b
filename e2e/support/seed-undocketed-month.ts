/**
 * e2e data of client-bill-run.spec.ts, written before the server starts (the embedded database takes one
 * process at a time): a host of e2e-baeckerei, "Pension Monatsrechnung", with 25 accepted deliveries of the
 * last calendar month, none on a delivery docket — a month the bakery bills as 25 immediate invoices.
 * Past deliveries cannot be placed over the API (an order is for a day to come), so they are inserted here.
 */
import { eq } from 'drizzle-orm';
import { addDays, generateOrderPublicId } from '@bakery/core';
import { loadConfig } from '../../apps/server/src/platform/config';
import { closePlatform, createPlatform } from '../../apps/server/src/platform/platform';
import { dateInZone } from '../../apps/server/src/platform/time';
import { orderedProducts, orders, users } from '../../apps/server/src/db/schema/index';
import { createHost, createProduct } from '../../apps/server/src/db/seed/factories';

export const MONTH_CLIENT = 'e2e-monatskunde';
const DELIVERIES = 25;
const ORDER_NUMBERS_FROM = 900_000;

const config = loadConfig();
const platform = await createPlatform(config);
const db = platform.db;
const [bakery] = await db.select().from(users).where(eq(users.username, 'e2e-baeckerei'));
if (!bakery) throw new Error('e2e-baeckerei is made first');
const product = await createProduct(db, bakery.id, {
  name: { de: 'Monatssemmel', it: 'Rosetta del mese', en: 'Month roll' },
  description: { de: 'Semmel', it: 'Rosetta', en: 'Roll' },
  gramPrice: '0.0100',
  approxWeight: 60,
  vatValue: '4',
});
const host = await createHost(db, bakery.id, {
  username: MONTH_CLIENT,
  password: 'E2e-Monat-2026!',
  detail: {
    companyName: 'Pension Monatsrechnung',
    street: 'Lauben',
    houseNumber: '3',
    postalCode: '39100',
    city: 'Bozen',
    partitaIva: '12345678903',
    recipientCode: 'ABC1234',
  },
  extra: { noDeliveryCost: true },
});
const today = dateInZone(new Date(), config.bakeryTimeZone);
const firstOfMonth = `${today.slice(0, 7)}-01`;
const lastMonthEnd = addDays(firstOfMonth, -1);
const days = Array.from({ length: DELIVERIES }, (_, i) => addDays(`${lastMonthEnd.slice(0, 7)}-01`, i));
const placed = await db
  .insert(orders)
  .values(
    days.map((day, i) => ({
      number: ORDER_NUMBERS_FROM + i,
      publicId: generateOrderPublicId(),
      bakeryId: bakery.id,
      hostId: host.id,
      deadline: new Date(`${addDays(day, -1)}T16:00:00Z`),
      deliveryDate: day,
      accepted: true,
    })),
  )
  .returning();
await db.insert(orderedProducts).values(
  placed.map((o, i) => ({
    orderId: o.id,
    baseProductId: product.id,
    amount: 10 + (i % 5),
    currentVat: '4',
    currentGramPrice: '0.0100',
    currentApproxWeight: 60,
  })),
);
await closePlatform(platform);
