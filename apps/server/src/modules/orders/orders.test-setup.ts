import { eq } from 'drizzle-orm';
import { weekdaysToDayRules } from '@bakery/core';
import { hostProducts, orderedProducts, orders, users } from '../../db/schema/index';
import { createGuest, createProduct } from '../../db/seed/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import type { Config } from '../../platform/config';
import { createTenant, PASSWORD, signIn } from '../../../test/fixtures';

/** Shared by the orders integration tests: a Monday 11:00 in Rome, deadline 18:00 the day before delivery. */
export const TODAY = '2026-11-23';
export const TOMORROW = '2026-11-24';
/** 18:00 in Rome (CET) on TODAY: the deadline for TOMORROW. */
export const DEADLINE = new Date('2026-11-23T17:00:00.000Z');
export const MORNING = new Date('2026-11-23T10:00:00.000Z');

export const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) {
  id number publicId deliveryDate deadline accepted paid message takeaway finalPrice totalCents linesTotalCents deliveryCostCents editable
  lines { id amount vat gramPrice displayPrice priceCents totalCents approxWeight product { id name } } } }`;
export const ORDER =
  'query Order($id: ID!) { order(id: $id) { id number accepted paid deliveryDate deadline totalCents editable lines { id amount product { name } } client { id } } }';
export const ORDERS =
  'query Orders($filter: OrderFilter, $page: Int) { orders(filter: $filter, page: $page) { total items { id number deliveryDate accepted } } }';

/** A test server on an injected clock with two tenants, products, a take-over and signed-in accounts. */
export async function setupOrders(prefix: string, config: Partial<Config> = {}) {
  const clock = { now: MORNING };
  const server: TestServer = await createTestServer(config, { now: () => clock.now });
  const db = server.platform.db;
  const t = await createTenant(db, prefix, TODAY);
  const other = await createTenant(db, `${prefix}x`, TODAY);
  await db.update(users).set({ deliveryCost: '2.50', deliveryCostMin: '30.00' }).where(eq(users.id, t.bakery.id));
  const mk = (
    de: string,
    gramPrice: string,
    extra: { availableDays?: number; listId?: number; bakeryId?: number } = {},
  ) =>
    createProduct(db, extra.bakeryId ?? t.bakery.id, {
      name: { de, it: de, en: de },
      description: { de, it: de, en: de },
      gramPrice,
      approxWeight: 50,
      availableDays: extra.availableDays,
      priceListIds: [extra.listId ?? t.list.id],
    });
  const semmel = await mk('Semmel', '0.009'); // 45 cents
  const brezel = await mk('Brezel', '0.0106'); // 53 cents
  const mondayOnly = await mk('Montagsbrot', '0.01', { availableDays: weekdaysToDayRules([1]) });
  const foreign = await mk('Fremd', '0.01', { bakeryId: other.bakery.id, listId: other.list.id });
  await db.insert(hostProducts).values({ hostId: t.host.id, baseProductId: semmel.id, displayPrice: '0.60' });
  const guest2 = await createGuest(db, t.host, {
    label: `${prefix}room2`,
    password: PASSWORD,
    activeFrom: TODAY,
    activeTo: '2026-11-30',
  });
  const jwt = await signIn(server, {
    users: [
      `${prefix}-bakery`,
      `${prefix}-host`,
      `${prefix}-private`,
      `${prefix}x-bakery`,
      `${prefix}x-host`,
      `${prefix}x-private`,
    ],
    guests: { guest: `${prefix}room1`, guest2: `${prefix}room2`, otherGuest: `${prefix}xroom1` },
  });
  const p = {
    semmel: String(semmel.id),
    brezel: String(brezel.id),
    mondayOnly: String(mondayOnly.id),
    foreign: String(foreign.id),
  };
  const counts = async () => ({
    orders: (await db.select().from(orders)).length,
    lines: (await db.select().from(orderedProducts)).length,
  });
  return { server, db, clock, t, other, guest2, p, jwt, counts };
}
