import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abos, hostProducts, orderedProducts, orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { runAboJob } from '../abos/abo-job';
import { MORNING, PLACE, setupOrders, TOMORROW } from './orders.test-setup';

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
let order: { id: string; lines: { id: string; amount: number; product: { id: string } }[] };
let aboId: string;
const daily = (productId: string) => ({
  interval: { kind: 'EVERY_N_DAYS', days: 1 },
  lines: [{ productId, amount: 2 }],
});
const input = (productId: string) => ({ deliveryDate: TOMORROW, lines: [{ productId, amount: 1 }] });
const bakery = () => s.jwt['hp-bakery'];
const privateCustomer = () => s.jwt['hp-private'];
const host = () => s.jwt['hp-host'];
const setVisibility = async (groups: string[]) =>
  expect(
    (await s.server.gql(VISIBILITY, { id: String(s.t.list.id), g: groups }, bakery())).data.setPriceListVisibility
      .visibleFor,
  ).toEqual(groups);

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
  order = (
    await s.server.gql(
      PLACE,
      { input: { deliveryDate: TOMORROW, lines: [{ productId: s.p.semmel, amount: 2 }] } },
      privateCustomer(),
    )
  ).data.placeOrder;
  aboId = (await s.server.gql(CREATE_ABO, { input: daily(s.p.semmel) }, privateCustomer())).data.createAbo.id;
});
afterAll(() => s.server.close());

describe('a price list hidden from private customers', () => {
  it('offers none of its products to its private customers and refuses every way of ordering them; nothing changes', async () => {
    await setVisibility(['host']);
    const before = await state();
    expect((await s.server.gql(PRICE_LISTS, {}, privateCustomer())).data.priceLists).toEqual([]);
    expect((await s.server.gql(OPTIONS, {}, privateCustomer())).data.orderOptions.products).toEqual([]);
    expect(
      (await s.server.gql(OPTIONS, { c: String(s.t.privateCustomer.id) }, bakery())).data.orderOptions.products,
    ).toEqual([]);

    const refusals: [string, Promise<Awaited<ReturnType<typeof s.server.gql>>>][] = [
      ['placeOrder', s.server.gql(PLACE, { input: input(s.p.brezel) }, privateCustomer())],
      ['addOrderedProduct', s.server.gql(ADD, { o: order.id, p: s.p.brezel, a: 1 }, privateCustomer())],
      [
        'updateOrderedProductAmount (more)',
        s.server.gql(AMOUNT, { o: order.id, l: order.lines[0]!.id, a: 5 }, privateCustomer()),
      ],
      ['createAbo', s.server.gql(CREATE_ABO, { input: daily(s.p.brezel) }, privateCustomer())],
      ['updateAbo', s.server.gql(UPDATE_ABO, { id: aboId, input: daily(s.p.semmel) }, privateCustomer())],
      [
        'createPhoneOrder',
        s.server.gql(PHONE, { c: String(s.t.privateCustomer.id), input: input(s.p.semmel) }, bakery()),
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
    const less = await s.server.gql(AMOUNT, { o: order.id, l: order.lines[0]!.id, a: 1 }, privateCustomer());
    expect(less.data.updateOrderedProductAmount.lines).toEqual([{ id: order.lines[0]!.id, amount: 1 }]);
    expect(codeOf(await s.server.gql(PLACE, { input: input(s.p.brezel) }, host()))).toBeUndefined();
  });
});

describe('a price list hidden from hosts', () => {
  it('offers nothing to its hosts or their guests and refuses taking over and ordering; nothing changes', async () => {
    await setVisibility([]);
    const before = await state();
    expect((await s.server.gql(PRICE_LISTS, {}, host())).data.priceLists).toEqual([]);
    expect((await s.server.gql(OFFERS, {}, host())).data.productOffers).toEqual([]);
    expect((await s.server.gql(OPTIONS, {}, host())).data.orderOptions.products).toEqual([]);
    expect((await s.server.gql(GUEST_PRODUCTS, {}, s.jwt.guest)).data.guestProducts).toEqual([]);
    expect((await s.server.gql(OPTIONS, {}, s.jwt.guest)).data.orderOptions.products).toEqual([]);
    expect(codeOf(await s.server.gql(ADOPT, { p: s.p.brezel }, host()))).toBe('NOT_FOUND');
    expect((await s.server.gql(ADOPT_ALL, {}, host())).data.adoptAllProducts).toBe(0);
    expect(codeOf(await s.server.gql(PLACE, { input: input(s.p.brezel) }, host()))).toBe('PRODUCT_NOT_ORDERABLE');
    // the guest's take-over of Semmel came from the hidden list
    expect(codeOf(await s.server.gql(PLACE, { input: input(s.p.semmel) }, s.jwt.guest))).toBe('PRODUCT_NOT_ORDERABLE');
    expect(codeOf(await s.server.gql(PHONE, { c: String(s.t.host.id), input: input(s.p.semmel) }, bakery()))).toBe(
      'PRODUCT_NOT_ORDERABLE',
    );
    expect(await state()).toEqual(before);
  });

  it('offers the products again once the list is visible again', async () => {
    await setVisibility(['host', 'private']);
    expect(
      (await s.server.gql(OPTIONS, {}, privateCustomer())).data.orderOptions.products.map(
        (p: { product: { id: string } }) => p.product.id,
      ),
    ).toContain(s.p.brezel);
    expect(codeOf(await s.server.gql(PLACE, { input: input(s.p.brezel) }, privateCustomer()))).toBeUndefined();
    expect(codeOf(await s.server.gql(PLACE, { input: input(s.p.semmel) }, s.jwt.guest))).toBeUndefined();
  });
});
