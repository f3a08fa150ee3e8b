import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abos, orderedProducts, orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { runAboJob } from '../abos/abo-job';
import { freshOrderTenant } from '../../../test/factories';
import { MORNING, ORDER, ORDERS, PLACE, setupOrders, TODAY, TOMORROW } from './orders.test-setup';

/**
 * A bakery deletes (blocks) a host: the host's guests order through their host, so they order
 * nothing more either (ACCOUNT_BLOCKED) and the abo job creates nothing for them. Found in a
 * session's review: a guest of a blocked host could still place orders. They keep seeing their
 * orders and standing orders; restoring the host gives them back the right to order.
 */
const OPTIONS = 'query O { orderOptions { products { product { id } } } }';
const ADD =
  'mutation A($o: ID!, $p: ID!, $a: Int!) { addOrderedProduct(orderId: $o, productId: $p, amount: $a) { id } }';
const AMOUNT =
  'mutation M($o: ID!, $l: ID!, $a: Int!) { updateOrderedProductAmount(orderId: $o, orderedProductId: $l, amount: $a) { id } }';
const DELETE = 'mutation D($id: ID!) { deleteOrder(id: $id) }';
const CREATE_ABO = 'mutation C($input: AboInput!) { createAbo(input: $input) { id } }';
const UPDATE_ABO = 'mutation U($id: ID!, $input: AboInput!) { updateAbo(id: $id, input: $input) { id } }';
const PAUSE_ABO = 'mutation P($id: ID!) { pauseAbo(id: $id, until: "2026-12-31") { id } }';
const DELETE_ABO = 'mutation D($id: ID!) { deleteAbo(id: $id) }';
const ABOS = 'query { abos { items { id } } }';
const DELETE_CLIENT = 'mutation D($id: ID!) { deleteClient(id: $id) { id } }';
const RESTORE_CLIENT = 'mutation R($id: ID!) { restoreClient(id: $id) { id } }';

let s: Awaited<ReturnType<typeof setupOrders>>;
const daily = (productId: string) => ({
  interval: { kind: 'EVERY_N_DAYS', days: 1 },
  lines: [{ productId, amount: 2 }],
});

async function state() {
  return {
    orders: await s.db.select().from(orders).orderBy(orders.id),
    lines: await s.db.select().from(orderedProducts).orderBy(orderedProducts.id),
    abos: await s.db.select().from(abos).orderBy(abos.id),
  };
}

beforeAll(async () => {
  s = await setupOrders('bh');
  s.clock.now = MORNING;
});
afterAll(() => s.server.close());

describe('guests of a host the bakery deleted', () => {
  it('can neither order nor change orders and standing orders; the abo job orders nothing for them', async () => {
    const f = await freshOrderTenant(s.server, { base: 'bh1', today: TODAY, guest2To: '2026-11-30' });
    const input = { deliveryDate: TOMORROW, lines: [{ productId: f.p.semmel, amount: 1 }] };
    const placed = (await s.server.gql(PLACE, { input }, f.jwt.guest)).data.placeOrder;
    const aboId = (await s.server.gql(CREATE_ABO, { input: daily(f.p.semmel) }, f.jwt.guest)).data.createAbo.id;
    expect(codeOf(await s.server.gql(DELETE_CLIENT, { id: String(f.host.id) }, f.jwt.bakery))).toBeUndefined();

    const before = await state();
    const answers: [string, ReturnType<typeof s.server.gql>][] = [
      ['orderOptions', s.server.gql(OPTIONS, {}, f.jwt.guest)],
      ['placeOrder', s.server.gql(PLACE, { input }, f.jwt.guest)],
      ['placeOrder (second guest)', s.server.gql(PLACE, { input }, f.jwt.guest2)],
      ['addOrderedProduct', s.server.gql(ADD, { o: placed.id, p: f.p.semmel, a: 1 }, f.jwt.guest)],
      ['updateOrderedProductAmount', s.server.gql(AMOUNT, { o: placed.id, l: placed.lines[0].id, a: 4 }, f.jwt.guest)],
      ['deleteOrder', s.server.gql(DELETE, { id: placed.id }, f.jwt.guest)],
      ['createAbo', s.server.gql(CREATE_ABO, { input: daily(f.p.semmel) }, f.jwt.guest)],
      ['updateAbo', s.server.gql(UPDATE_ABO, { id: aboId, input: daily(f.p.semmel) }, f.jwt.guest)],
      ['pauseAbo', s.server.gql(PAUSE_ABO, { id: aboId }, f.jwt.guest)],
      ['deleteAbo', s.server.gql(DELETE_ABO, { id: aboId }, f.jwt.guest)],
    ];
    for (const [entry, answer] of answers) expect([entry, codeOf(await answer)]).toEqual([entry, 'ACCOUNT_BLOCKED']);
    const job = await runAboJob(s.server.platform);
    expect(job.failed).toEqual([]);
    expect(await state()).toEqual(before);

    // what they keep: their orders and standing orders to look at
    expect(codeOf(await s.server.gql(ORDER, { id: placed.id }, f.jwt.guest))).toBeUndefined();
    const listed = (await s.server.gql(ORDERS, {}, f.jwt.guest)).data.orders.items.map((o: { id: string }) => o.id);
    expect(listed).toContain(placed.id);
    expect((await s.server.gql(ABOS, {}, f.jwt.guest)).data.abos.items.map((a: { id: string }) => a.id)).toEqual([
      aboId,
    ]);
  });

  it('order again once the bakery restores the host; other hosts’ guests were never affected', async () => {
    const f = await freshOrderTenant(s.server, { base: 'bh2', today: TODAY, guest2To: '2026-11-30' });
    const input = { deliveryDate: TOMORROW, lines: [{ productId: f.p.semmel, amount: 1 }] };
    await s.server.gql(DELETE_CLIENT, { id: String(f.host.id) }, f.jwt.bakery);
    expect(codeOf(await s.server.gql(PLACE, { input }, f.jwt.guest))).toBe('ACCOUNT_BLOCKED');
    // the shared tenant's guest, of a host not deleted, still orders
    const other = await s.server.gql(
      PLACE,
      { input: { deliveryDate: TOMORROW, lines: [{ productId: s.p.semmel, amount: 1 }] } },
      s.jwt.guest,
    );
    expect(codeOf(other)).toBeUndefined();

    expect(codeOf(await s.server.gql(RESTORE_CLIENT, { id: String(f.host.id) }, f.jwt.bakery))).toBeUndefined();
    const again = await s.server.gql(PLACE, { input }, f.jwt.guest);
    expect(codeOf(again)).toBeUndefined();
    expect(again.data.placeOrder.lines).toHaveLength(1);
  });
});
