import { eq } from 'drizzle-orm';
import { addDays, encodeAboInterval } from '@bakery/core';
import {
  aboProducts,
  abos,
  billSettings,
  deliveryDockets,
  orderedProducts,
  orders,
  userDetails,
  users,
} from '../../src/db/schema/index';
import { createBakery, createPriceList, createProduct } from '../../src/db/seed/factories';
import type { Db } from '../../src/platform/db/database';
import { SessionTokens } from '../../src/platform/auth/tokens';

/** The month before `today` (YYYY-MM-DD): its YYYY-MM and its first and last day, a period whose deliveries are all done. */
export function previousMonth(today: string) {
  const month = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  return { month, from: `${month}-01`, to: addDays(`${today.slice(0, 7)}-01`, -1) };
}

/** The child servers get this secret, so the test signs the bakery's session itself. */
export const CRASH_JWT_SECRET = 'crash-test-secret-0123456789abcdefghijklmnopqrstuvwxyz';

/** Seller data that passes the e-invoice checks (valid partita IVA and codice fiscale). */
const SELLER = {
  companyName: 'Bäckerei Absturz GmbH',
  vatNumber: '01234567897',
  taxCode: '01234567897',
  regime: 'RF01',
  street: 'Laubengasse',
  houseNumber: '12',
  postalCode: '39100',
  city: 'Bozen',
  province: 'BZ',
  country: 'IT',
  pec: 'baeckerei@pec.example.it',
};

export interface CrashBakery {
  bakeryId: number;
  clientIds: number[];
  productIds: number[];
  token: string;
}

/** A bakery that bills and delivers every day, two products in its default price list, `clients` hosts and private customers with billing data. */
async function createCrashBakery(db: Db, prefix: string, clients: number): Promise<CrashBakery> {
  const bakery = await createBakery(db, {
    username: `${prefix}-bakery`,
    password: 'Crash-Test-2026!',
    detail: { companyName: `Bäckerei ${prefix}`, city: 'Bozen' },
  });
  await db.update(users).set({ deliversSaturday: true, deliversSunday: true }).where(eq(users.id, bakery.id));
  await db.insert(billSettings).values({ bakeryId: bakery.id, eBillData: SELLER, billNumberFormat: '%n/%Y' });
  const list = await createPriceList(db, bakery.id, 'Standard');
  const product = (name: string, gramPrice: string, approxWeight: number) =>
    createProduct(db, bakery.id, {
      name: { de: name, it: name, en: name },
      description: { de: '', it: '', en: '' },
      gramPrice,
      approxWeight,
      priceListIds: [list.id],
    });
  const productIds = [(await product('Semmel', '0.009', 50)).id, (await product('Roggenbrot', '0.0045', 1000)).id];
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: clients }, (_x, i) => ({
        username: `${prefix}-client-${i}`,
        passwordHash: 'x',
        bakeryId: bakery.id,
        isHost: i % 4 !== 3,
        confirmed: true,
        priceListId: list.id,
        activeFrom: '2000-01-01',
        activeTo: '9999-03-31',
      })),
    )
    .returning();
  await db.insert(userDetails).values(
    rows.map((c, i) => ({
      userId: c.id,
      companyName: `Kunde ${i}`,
      street: 'Via Roma',
      houseNumber: String(i + 1),
      postalCode: '39012',
      city: 'Merano',
      partitaIva: '00743110157',
      recipientCode: 'ABC1234',
    })),
  );
  const token = await new SessionTokens(CRASH_JWT_SECRET, '1h').sign(bakery.id, bakery.tokenVersion);
  return { bakeryId: bakery.id, clientIds: rows.map((r) => r.id), productIds, token };
}

/**
 * Accepted orders, delivered in `month` (YYYY-MM, days 1…perClient) each with its delivery docket,
 * none billed yet: `perClient` per client, two lines each — one deferred invoice (TD24) per client.
 */
export async function seedUnbilledOrders(
  db: Db,
  prefix: string,
  clients: number,
  perClient: number,
  month: string,
): Promise<CrashBakery> {
  const b = await createCrashBakery(db, prefix, clients);
  const deliveries = b.clientIds.flatMap((clientId, i) =>
    Array.from({ length: perClient }, (_x, k) => {
      const day = `${month}-${String(k + 1).padStart(2, '0')}`;
      return { clientId, n: i * perClient + k + 1, i, k, day, deadline: new Date(`${day}T04:00:00Z`) };
    }),
  );
  const dockets = await db
    .insert(deliveryDockets)
    .values(
      deliveries.map((d) => ({
        bakeryId: b.bakeryId,
        clientId: d.clientId,
        deliveryDate: d.day,
        deadline: d.deadline,
        sequence: d.n,
        number: `DDT ${d.n}/${month.slice(0, 4)}`,
      })),
    )
    .returning();
  const placed = await db
    .insert(orders)
    .values(
      deliveries.map((d, x) => ({
        number: d.n,
        publicId: `${prefix}${d.i}x${d.k}`,
        bakeryId: b.bakeryId,
        hostId: d.clientId,
        deadline: d.deadline,
        deliveryDate: d.day,
        accepted: true,
        deliveryDocketId: dockets[x]!.id,
      })),
    )
    .returning();
  await db.insert(orderedProducts).values(
    placed.flatMap((o) => [
      {
        orderId: o.id,
        baseProductId: b.productIds[0]!,
        amount: 4 + (o.number % 7),
        currentVat: '10',
        currentGramPrice: '0.009',
        currentApproxWeight: 50,
      },
      {
        orderId: o.id,
        baseProductId: b.productIds[1]!,
        amount: 1,
        currentVat: '4',
        currentGramPrice: '0.0045',
        currentApproxWeight: 1000,
      },
    ]),
  );
  return b;
}

/** One daily abo (two lines, from `startsOn`) per client: every abo is due for the same delivery days. */
export async function seedDailyAbos(
  db: Db,
  prefix: string,
  clients: number,
  startsOn: string,
): Promise<CrashBakery & { aboIds: number[] }> {
  const b = await createCrashBakery(db, prefix, clients);
  const made = await db
    .insert(abos)
    .values(
      b.clientIds.map((userId) => ({
        userId,
        active: true,
        interval: encodeAboInterval({ kind: 'EVERY_N_DAYS', days: 1 }),
        startsOn,
      })),
    )
    .returning();
  await db.insert(aboProducts).values(
    made.flatMap((a) => [
      { aboId: a.id, productId: b.productIds[0]!, amount: 6 },
      { aboId: a.id, productId: b.productIds[1]!, amount: 1 },
    ]),
  );
  return { ...b, aboIds: made.map((a) => a.id) };
}
