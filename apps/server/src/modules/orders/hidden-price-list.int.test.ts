import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abos, hostProducts, orderedProducts, orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { runAboJob } from '../abos/abo-job';
import { freshOrderTenant } from '../../../test/factories';
import { MORNING, PLACE, setupOrders, TODAY, TOMORROW } from './orders.test-setup';

/**
 * Issue 15, item 2: a price list hidden from a group ("private customers" or "hosts" off) hides
 * its products from that group wherever products are offered or ordered, not only in priceLists.
 */
const VISIBILITY =
  'mutation V($id: ID!, $g: [PriceListGroup!]!) { setPriceListVisibility(id: $id, visibleFor: $g) { visibleFor } }';
const PRICE_LISTS = 'query { priceLists { id } }';
const OPTIONS = 'query O($c: ID) { orderOptions(clientId: $c) { products { product { id } } } }';
const ADD =
  'mutation A($o: ID!, $p: ID!, $a: Int!) { addOrderedProduct(orderId: $o, productId: $p, amount: $a) { id } }';
const AMOUNT =
  'mutation M($o: ID!, $l: ID!, $a: Int!) { updateOrderedProductAmount(orderId: $o, orderedProductId: $l, amount: $a) { lines { id amount } } }';
const PHONE = 'mutation P($c: ID!, $input: PlaceOrderInput!) { createPhoneOrder(clientId: $c, input: $input) { id } }';
const CREATE_ABO = 'mutation C($input: AboInput!) { createAbo(input: $input) { id } }';
const UPDATE_ABO = 'mutation U($id: ID!, $input: AboInput!) { updateAbo(id: $id, input: $input) { id } }';
const OFFERS = 'query { productOffers { product { id } } }';
const ADOPT = 'mutation A($p: ID!) { adoptProduct(productId: $p) { id } }';
const ADOPT_ALL = 'mutation { adoptAllProducts }';
const GUEST_PRODUCTS = 'query { guestProducts { product { id } } }';

let s: Awaited<ReturnType<typeof setupOrders>>;
type Tenant = Awaited<ReturnType<typeof freshOrderTenant>>;
type Order = { id: string; lines: { id: string; amount: number; product: { id: string } }[] };
const daily = (productId: string) => ({
  interval: { kind: 'EVERY_N_DAYS', days: 1 },
  lines: [{ productId, amount: 2 }],
});
const input = (productId: string) => ({ deliveryDate: TOMORROW, lines: [{ productId, amount: 1 }] });
/** Each test hides the price list of a tenant of its own. */
const fresh = () => freshOrderTenant(s.server, { base: 'hp', today: TODAY, guest2To: '2026-11-30' });
const setVisibility = async (f: Tenant, groups: string[]) =>
  expect(
    (await s.server.gql(VISIBILITY, { id: String(f.list.id), g: groups }, f.jwt.bakery)).data.setPriceListVisibility
      .visibleFor,
  ).toEqual(groups);
/** The private customer's order of two Semmeln for tomorrow, placed while the list is visible. */
const placeSemmeln = async (f: Tenant): Promise<Order> =>
  (
    await s.server.gql(
      PLACE,
      { input: { deliveryDate: TOMORROW, lines: [{ productId: f.p.semmel, amount: 2 }] } },
      f.jwt.private,
    )
  ).data.placeOrder;

/** Everything an ordering entry point could write. */
async function state() {
  return {
    orders: await s.db.select().from(orders).orderBy(orders.id),
    lines: await s.db.select().from(orderedProducts).orderBy(orderedProducts.id),
    abos: await s.db.select().from(abos).orderBy(abos.id),
    hostProducts: await s.db.select().from(hostProducts).orderBy(hostProducts.id),
  };
}

beforeAll(async () => {
  s = await setupOrders('hp');
  s.clock.now = MORNING;
});
afterAll(() => s.server.close());

describe('a price list hidden from private customers', () => {
  it('offers none of its products to its private customers and refuses every way of ordering them; nothing changes', async () => {
    const f = await fresh();
    const order = await placeSemmeln(f);
    const aboId = (await s.server.gql(CREATE_ABO, { input: daily(f.p.semmel) }, f.jwt.private)).data.createAbo.id;
    const privateCustomer = () => f.jwt.private;
    const bakery = () => f.jwt.bakery;
    await setVisibility(f, ['host']);
    const before = await state();
    expect((await s.server.gql(PRICE_LISTS, {}, privateCustomer())).data.priceLists).toEqual([]);
    expect((await s.server.gql(OPTIONS, {}, privateCustomer())).data.orderOptions.products).toEqual([]);
    expect(
      (await s.server.gql(OPTIONS, { c: String(f.privateCustomer.id) }, bakery())).data.orderOptions.products,
    ).toEqual([]);

    const refusals: [string, Promise<Awaited<ReturnType<typeof s.server.gql>>>][] = [
      ['placeOrder', s.server.gql(PLACE, { input: input(f.p.brezel) }, privateCustomer())],
      ['addOrderedProduct', s.server.gql(ADD, { o: order.id, p: f.p.brezel, a: 1 }, privateCustomer())],
      [
        'updateOrderedProductAmount (more)',
        s.server.gql(AMOUNT, { o: order.id, l: order.lines[0]!.id, a: 5 }, privateCustomer()),
      ],
      ['createAbo', s.server.gql(CREATE_ABO, { input: daily(f.p.brezel) }, privateCustomer())],
      ['updateAbo', s.server.gql(UPDATE_ABO, { id: aboId, input: daily(f.p.semmel) }, privateCustomer())],
      [
        'createPhoneOrder',
        s.server.gql(PHONE, { c: String(f.privateCustomer.id), input: input(f.p.semmel) }, bakery()),
      ],
    ];
    for (const [entry, answer] of refusals) {
      const res = await answer;
      expect([entry, codeOf(res)]).toEqual([entry, 'PRODUCT_NOT_ORDERABLE']);
    }
    // the standing order stops creating orders with the products it may no longer order
    const report = await runAboJob(s.server.platform);
    expect(report).toMatchObject({ created: 0, failed: [{ aboId: Number(aboId), code: 'PRODUCT_NOT_ORDERABLE' }] });
    expect(await state()).toEqual(before);
  });

  it('still lets the private customer order less of what it already ordered, and hosts order from the list', async () => {
    const f = await fresh();
    const order = await placeSemmeln(f);
    await setVisibility(f, ['host']);
    const less = await s.server.gql(AMOUNT, { o: order.id, l: order.lines[0]!.id, a: 1 }, f.jwt.private);
    expect(less.data.updateOrderedProductAmount.lines).toEqual([{ id: order.lines[0]!.id, amount: 1 }]);
    expect(codeOf(await s.server.gql(PLACE, { input: input(f.p.brezel) }, f.jwt.host))).toBeUndefined();
  });
});

describe('a price list hidden from hosts', () => {
  it('offers nothing to its hosts or their guests and refuses taking over and ordering; nothing changes', async () => {
    const f = await fresh();
    const host = () => f.jwt.host;
    const bakery = () => f.jwt.bakery;
    await setVisibility(f, []);
    const before = await state();
    expect((await s.server.gql(PRICE_LISTS, {}, host())).data.priceLists).toEqual([]);
    expect((await s.server.gql(OFFERS, {}, host())).data.productOffers).toEqual([]);
    expect((await s.server.gql(OPTIONS, {}, host())).data.orderOptions.products).toEqual([]);
    expect((await s.server.gql(GUEST_PRODUCTS, {}, f.jwt.guest)).data.guestProducts).toEqual([]);
    expect((await s.server.gql(OPTIONS, {}, f.jwt.guest)).data.orderOptions.products).toEqual([]);
    expect(codeOf(await s.server.gql(ADOPT, { p: f.p.brezel }, host()))).toBe('NOT_FOUND');
    expect((await s.server.gql(ADOPT_ALL, {}, host())).data.adoptAllProducts).toBe(0);
    expect(codeOf(await s.server.gql(PLACE, { input: input(f.p.brezel) }, host()))).toBe('PRODUCT_NOT_ORDERABLE');
    // the guest's take-over of Semmel came from the hidden list
    expect(codeOf(await s.server.gql(PLACE, { input: input(f.p.semmel) }, f.jwt.guest))).toBe('PRODUCT_NOT_ORDERABLE');
    expect(codeOf(await s.server.gql(PHONE, { c: String(f.host.id), input: input(f.p.semmel) }, bakery()))).toBe(
      'PRODUCT_NOT_ORDERABLE',
    );
    expect(await state()).toEqual(before);
  });

  it('offers the products again once the list is visible again', async () => {
    const f = await fresh();
    await setVisibility(f, []);
    expect(codeOf(await s.server.gql(PLACE, { input: input(f.p.brezel) }, f.jwt.private))).toBe(
      'PRODUCT_NOT_ORDERABLE',
    );
    await setVisibility(f, ['host', 'private']);
    expect(
      (await s.server.gql(OPTIONS, {}, f.jwt.private)).data.orderOptions.products.map(
        (p: { product: { id: string } }) => p.product.id,
      ),
    ).toContain(f.p.brezel);
    expect(codeOf(await s.server.gql(PLACE, { input: input(f.p.brezel) }, f.jwt.private))).toBeUndefined();
    expect(codeOf(await s.server.gql(PLACE, { input: input(f.p.semmel) }, f.jwt.guest))).toBeUndefined();
  });
});
