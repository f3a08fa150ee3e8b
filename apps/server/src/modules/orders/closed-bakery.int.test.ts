import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { abos, orderedProducts, orders, users } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { runAboJob } from '../abos/abo-job';
import { runContractJob } from '../contract/contract-job';
import { freshOrderTenant } from '../../../test/factories';
import { MORNING, ORDER, ORDERS, PLACE, setupOrders, TODAY, TOMORROW } from './orders.test-setup';

/**
 * Once a bakery's contract has ended (the contract job blocked its account) or its account is
 * blocked otherwise, it takes no orders: its hosts, private customers and guests can neither place
 * nor change orders or standing orders (BAKERY_CLOSED), and the abo job orders nothing for it.
 * They still see their orders and standing orders (and their bills).
 */
const OPTIONS = 'query O { orderOptions { products { product { id } } } }';
const ADD =
  'mutation A($o: ID!, $p: ID!, $a: Int!) { addOrderedProduct(orderId: $o, productId: $p, amount: $a) { id } }';
const AMOUNT =
  'mutation M($o: ID!, $l: ID!, $a: Int!) { updateOrderedProductAmount(orderId: $o, orderedProductId: $l, amount: $a) { id } }';
const REMOVE = 'mutation R($o: ID!, $l: ID!) { removeOrderedProduct(orderId: $o, orderedProductId: $l) { id } }';
const DELETE = 'mutation D($id: ID!) { deleteOrder(id: $id) }';
const ACCEPT = 'mutation Acc($id: ID!) { acceptOrder(id: $id, accepted: false) { accepted } }';
const PHONE = 'mutation P($c: ID!, $input: PlaceOrderInput!) { createPhoneOrder(clientId: $c, input: $input) { id } }';
const CREATE_ABO = 'mutation C($input: AboInput!) { createAbo(input: $input) { id } }';
const UPDATE_ABO = 'mutation U($id: ID!, $input: AboInput!) { updateAbo(id: $id, input: $input) { id } }';
const PAUSE_ABO = 'mutation P($id: ID!) { pauseAbo(id: $id, until: "2026-12-31") { id } }';
const ACTIVE_ABO = 'mutation S($id: ID!) { setAboActive(id: $id, active: false) { id } }';
const DELETE_ABO = 'mutation D($id: ID!) { deleteAbo(id: $id) }';
const ABOS = 'query { abos { items { id } } }';

type Order = { id: string; lines: { id: string }[] };
type Tenant = Awaited<ReturnType<typeof freshOrderTenant>>;
/** A tenant of the test's own whose clients each placed an order and a standing order. */
interface Scenario {
  f: Tenant;
  placed: Record<string, Order>;
  aboOf: Record<string, string>;
}
let s: Awaited<ReturnType<typeof setupOrders>>;
const daily = (productId: string) => ({
  interval: { kind: 'EVERY_N_DAYS', days: 1 },
  lines: [{ productId, amount: 2 }],
});
const input = (f: Tenant) => ({ deliveryDate: TOMORROW, lines: [{ productId: f.p.semmel, amount: 1 }] });
/** The client accounts of the bakery, by the token key. */
const clients = (f: Tenant) => ({ private: f.jwt.private, host: f.jwt.host, guest: f.jwt.guest });

async function scenario(withAbos = true): Promise<Scenario> {
  const f = await freshOrderTenant(s.server, { base: 'cb', today: TODAY, guest2To: '2026-11-30' });
  const placed: Record<string, Order> = {};
  const aboOf: Record<string, string> = {};
  for (const [who, token] of Object.entries(clients(f))) {
    placed[who] = (await s.server.gql(PLACE, { input: input(f) }, token)).data.placeOrder;
    if (withAbos) aboOf[who] = (await s.server.gql(CREATE_ABO, { input: daily(f.p.semmel) }, token)).data.createAbo.id;
  }
  return { f, placed, aboOf };
}

/** The bakery gave notice; the contract job blocks it on its first blocked day. */
async function endContract(f: Tenant) {
  await s.db
    .update(users)
    .set({ contractNoticeOn: TODAY, contractLastDay: TODAY, contractBlockedFrom: TODAY })
    .where(eq(users.id, f.bakery.id));
  expect(await runContractJob(s.server.platform)).toEqual([f.bakery.id]);
}

async function state() {
  return {
    orders: await s.db.select().from(orders).orderBy(orders.id),
    lines: await s.db.select().from(orderedProducts).orderBy(orderedProducts.id),
    abos: await s.db.select().from(abos).orderBy(abos.id),
  };
}

/** Every way a client orders or changes an order or a standing order: each refused with BAKERY_CLOSED, nothing written. */
async function expectEveryEntryRefused({ f, placed, aboOf }: Scenario) {
  const before = await state();
  for (const [who, token] of Object.entries(clients(f))) {
    const order = placed[who]!;
    const answers: [string, Promise<Awaited<ReturnType<typeof s.server.gql>>>][] = [
      ['orderOptions', s.server.gql(OPTIONS, {}, token)],
      ['placeOrder', s.server.gql(PLACE, { input: input(f) }, token)],
      ['addOrderedProduct', s.server.gql(ADD, { o: order.id, p: f.p.semmel, a: 1 }, token)],
      ['updateOrderedProductAmount (more)', s.server.gql(AMOUNT, { o: order.id, l: order.lines[0]!.id, a: 5 }, token)],
      ['updateOrderedProductAmount (less)', s.server.gql(AMOUNT, { o: order.id, l: order.lines[0]!.id, a: 1 }, token)],
      ['removeOrderedProduct', s.server.gql(REMOVE, { o: order.id, l: order.lines[0]!.id }, token)],
      ['deleteOrder', s.server.gql(DELETE, { id: order.id }, token)],
      ['createAbo', s.server.gql(CREATE_ABO, { input: daily(f.p.semmel) }, token)],
      ['updateAbo', s.server.gql(UPDATE_ABO, { id: aboOf[who], input: daily(f.p.semmel) }, token)],
      ['pauseAbo', s.server.gql(PAUSE_ABO, { id: aboOf[who] }, token)],
      ['setAboActive', s.server.gql(ACTIVE_ABO, { id: aboOf[who] }, token)],
      ['deleteAbo', s.server.gql(DELETE_ABO, { id: aboOf[who] }, token)],
    ];
    if (who === 'host')
      answers.push(["acceptOrder (its guest's order)", s.server.gql(ACCEPT, { id: placed.guest!.id }, token)]);
    for (const [entry, answer] of answers) {
      const res = await answer;
      expect([who, entry, codeOf(res)]).toEqual([who, entry, 'BAKERY_CLOSED']);
    }
  }
  // the bakery's own sessions ended with its account: no phone orders either
  const phone = await s.server.gql(PHONE, { c: String(f.privateCustomer.id), input: input(f) }, f.jwt.bakery);
  expect(codeOf(phone)).toBe('UNAUTHENTICATED');
  // the standing orders create nothing for a closed bakery (the only standing orders are of closed bakeries)
  expect(await runAboJob(s.server.platform)).toEqual({ created: 0, existing: 0, failed: [] });
  expect(await state()).toEqual(before);
}

/** What the clients keep: their orders and standing orders to look at. */
async function expectHistoryVisible({ f, placed, aboOf }: Scenario) {
  for (const [who, token] of Object.entries(clients(f))) {
    expect(codeOf(await s.server.gql(ORDER, { id: placed[who]!.id }, token))).toBeUndefined();
    expect((await s.server.gql(ORDERS, {}, token)).data.orders.items.map((o: { id: string }) => o.id)).toContain(
      placed[who]!.id,
    );
    expect((await s.server.gql(ABOS, {}, token)).data.abos.items.map((a: { id: string }) => a.id)).toEqual([
      aboOf[who],
    ]);
  }
}

beforeAll(async () => {
  s = await setupOrders('cb');
  s.clock.now = MORNING;
});
afterAll(() => s.server.close());

// Each test closes a bakery of its own (scenario()); the shared `s` tenants only stand for the other bakeries.
describe('clients of a bakery whose contract ended', () => {
  it('can no longer order or change orders and standing orders, and the abo job orders nothing', async () => {
    const sc = await scenario();
    await endContract(sc.f);
    await expectEveryEntryRefused(sc);
  });

  it('still see their orders and standing orders', async () => {
    const sc = await scenario();
    await endContract(sc.f);
    await expectHistoryVisible(sc);
  });

  it('order again once the operator revoked the notice (the account unblocked)', async () => {
    const { f } = await scenario(false); // no standing orders: this bakery is open again and its abos would order
    await endContract(f);
    await s.db
      .update(users)
      .set({
        blocked: false,
        contractNoticeOn: null,
        contractLastDay: null,
        contractBlockedFrom: null,
        contractEndedAt: null,
      })
      .where(eq(users.id, f.bakery.id));
    for (const token of Object.values(clients(f)))
      expect(codeOf(await s.server.gql(PLACE, { input: input(f) }, token))).toBeUndefined();
  });
});

describe('clients of a bakery blocked otherwise', () => {
  it("are refused the same way; the other bakery's clients order as before", async () => {
    const sc = await scenario();
    await s.db.update(users).set({ blocked: true, tokenVersion: 99 }).where(eq(users.id, sc.f.bakery.id));
    await expectEveryEntryRefused(sc);
    await expectHistoryVisible(sc);
    expect(
      codeOf(
        await s.server.gql(
          PLACE,
          { input: { deliveryDate: TOMORROW, lines: [{ productId: s.p.foreign, amount: 1 }] } },
          s.jwt['cbx-private'],
        ),
      ),
    ).toBeUndefined();
  });
});
