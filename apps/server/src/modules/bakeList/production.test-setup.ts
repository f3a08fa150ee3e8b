import { eq } from 'drizzle-orm';
import { deliveryZones, orderedProducts, orders, users } from '../../db/schema/index';
import { createProduct } from '../../db/seed/factories';
import { DEADLINE, PLACE, setupOrders, TOMORROW } from '../orders/orders.test-setup';
import type { Config } from '../../platform/config';

export { DEADLINE, MORNING, TODAY, TOMORROW } from '../orders/orders.test-setup';

/** The deadline of deliveries on Wednesday 2026-11-25: 18:00 in Rome on Tuesday. */
export const LATER_DEADLINE = '2026-11-24T17:00:00.000Z';

/**
 * The orders setup (two tenants on an injected clock, signed-in accounts) plus what production
 * needs: a weighed rye bread with distinct names in de/it/en, two zones (host in Altstadt, the
 * private customer in none) and helpers to place orders and read rows.
 */
export async function setupProduction(prefix: string, config: Partial<Config> = {}) {
  const s = await setupOrders(prefix, config);
  const { db, t } = s;
  const rye = await createProduct(db, t.bakery.id, {
    name: { de: 'Roggenbrot', it: 'Pane di segale', en: 'Rye bread' },
    description: { de: 'R', it: 'R', en: 'R' },
    gramPrice: '0.0045',
    approxWeight: 1000,
    haveToWeight: true,
    displayOrder: -1,
    priceListIds: [t.list.id],
  });
  const [altstadt] = await db.insert(deliveryZones).values({ bakeryId: t.bakery.id, name: 'Altstadt' }).returning();
  const [foreignZone] = await db
    .insert(deliveryZones)
    .values({ bakeryId: s.other.bakery.id, name: 'Fremdzone' })
    .returning();
  await db.update(users).set({ deliveryZoneId: altstadt!.id }).where(eq(users.id, t.host.id));
  const p = { ...s.p, rye: String(rye.id) };

  async function place(
    token: string | undefined,
    lines: [string, number][],
    deliveryDate = TOMORROW,
  ): Promise<{ id: string; lines: { id: string; product: { id: string } }[] }> {
    const res = await s.server.gql(
      PLACE,
      { input: { deliveryDate, lines: lines.map(([productId, amount]) => ({ productId, amount })) } },
      token,
    );
    if (!res.data?.placeOrder) throw new Error(JSON.stringify(res.errors));
    return res.data.placeOrder;
  }
  const lineRow = async (id: string | number) =>
    (
      await db
        .select()
        .from(orderedProducts)
        .where(eq(orderedProducts.id, Number(id)))
    )[0]!;
  const orderRow = async (id: string | number) =>
    (
      await db
        .select()
        .from(orders)
        .where(eq(orders.id, Number(id)))
    )[0]!;
  return {
    ...s,
    p,
    zones: { altstadt: altstadt!, foreign: foreignZone! },
    place,
    lineRow,
    orderRow,
    deadline: DEADLINE.toISOString(),
  };
}

/** Callers other than the bakery, for permission checks: token (undefined = signed out) and expected code. */
export function strangers(
  s: Awaited<ReturnType<typeof setupProduction>>,
  prefix: string,
): [string, string | undefined, string][] {
  return [
    ['host', s.jwt[`${prefix}-host`], 'FORBIDDEN'],
    ['private', s.jwt[`${prefix}-private`], 'FORBIDDEN'],
    ['guest', s.jwt.guest, 'FORBIDDEN'],
    ['signed out', undefined, 'UNAUTHENTICATED'],
  ];
}

type PlacedOrder = Awaited<ReturnType<Awaited<ReturnType<typeof setupProduction>>['place']>>;

/** The id of an order's line of a product. */
export const lineOf = (order: PlacedOrder, productId: string) =>
  order.lines.find((l) => l.product.id === productId)!.id;

/** The error code of a document route's JSON answer. */
export const codeIn = (r: { bytes: Buffer }) =>
  (JSON.parse(r.bytes.toString()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code;

export type ProductionDocuments = Awaited<ReturnType<typeof setupProductionDocuments>>;

/**
 * What the tests of the production documents (bake list, labels, dockets) start from: the
 * production setup with orders of the host, the private customer and another bakery's customer
 * for the deadline, the host's rye weighed (2070 g) and a roll missing, and `post` asking a
 * document route as the bakery (or as `token`; null = signed out).
 */
export async function setupProductionDocuments() {
  const s = await setupProduction('pp');
  const bakery = () => s.jwt['pp-bakery'];
  const hostOrder = await s.place(s.jwt['pp-host'], [
    [s.p.semmel, 3],
    [s.p.rye, 2],
  ]);
  const privateOrder = await s.place(s.jwt['pp-private'], [
    [s.p.rye, 1],
    [s.p.brezel, 2],
  ]);
  const foreignOrder = await s.place(s.jwt['ppx-private'], [[s.p.foreign, 1]]);
  await s.server.gql(
    'mutation W($id: ID!, $g: Int!) { uploadMeasuredWeight(orderedProductId: $id, grams: $g) { id } }',
    { id: lineOf(hostOrder, s.p.rye), g: 2070 },
    bakery(),
  );
  await s.server.gql(
    'mutation M($id: ID!, $a: Int!) { setMissing(orderedProductId: $id, amount: $a) { id } }',
    { id: lineOf(hostOrder, s.p.semmel), a: 1 },
    bakery(),
  );
  async function post(path: string, body: unknown, token: string | null = bakery() ?? null) {
    const res = await fetch(`${s.server.url}/api/production/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  }
  return { s, hostOrder, privateOrder, foreignOrder, post };
}
