import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productPriceLists, products } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { PLACE, setupOrders, TOMORROW } from '../orders/orders.test-setup';

/**
 * requirements/catalogue-and-price-lists.md#available-days: day rules have two kinds — weekdays (negative bitmask) and days of
 * the month (positive: bit n = day n+1). Both are set through the product form's API and hold
 * wherever a client orders.
 */
const FIELDS = 'id availableDays availableWeekdays availableMonthDays';
const CREATE = `mutation C($input: ProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;
const OWN = `mutation O($input: ProductInput!) { createOwnProduct(input: $input) { ${FIELDS} } }`;
const OPTIONS = 'query Options { orderOptions { products { product { id availableDays availableMonthDays } } } }';

let s: Awaited<ReturnType<typeof setupOrders>>;
const input = (days: { availableWeekdays?: number[]; availableMonthDays?: number[] }) => ({
  names: { de: 'Zehntbrot', it: 'Pane decimo', en: 'Tithe bread' },
  descriptions: { de: 'Am Monatsersten', it: 'Il primo del mese', en: 'On the first' },
  gramPrice: '0.008',
  approxWeight: 500,
  haveToWeight: false,
  ...days,
});

beforeAll(async () => {
  s = await setupOrders('ad');
});
afterAll(() => s.server.close());

describe('available days of the month', () => {
  let id = '';

  it('a product available on the 1st and 15th is created and read back in both forms', async () => {
    const res = await s.server.gql(CREATE, { input: input({ availableMonthDays: [15, 1, 15] }) }, s.jwt['ad-bakery']);
    expect(res.errors).toBeUndefined();
    expect(res.data.createProduct).toMatchObject({
      availableDays: 1 + 2 ** 14,
      availableWeekdays: [],
      availableMonthDays: [1, 15],
    });
    id = res.data.createProduct.id;
    await s.db
      .insert(productPriceLists)
      .values({ priceListId: s.t.list.id, productId: Number(id), gramPrice: '0.008' });
  });

  it('is offered with its rule and ordered only on those days', async () => {
    const options = (await s.server.gql(OPTIONS, {}, s.jwt['ad-private'])).data.orderOptions.products;
    expect(options.find((o: { product: { id: string } }) => o.product.id === id).product).toEqual({
      id,
      availableDays: 16385,
      availableMonthDays: [1, 15],
    });
    const place = (deliveryDate: string) =>
      s.server.gql(PLACE, { input: { deliveryDate, lines: [{ productId: id, amount: 1 }] } }, s.jwt['ad-private']);
    const refused = await place(TOMORROW); // the 24th
    expect(codeOf(refused)).toBe('ORDER_DATE_REFUSED');
    expect(refused.errors?.[0]?.extensions?.reasons).toEqual(['PRODUCT_NOT_AVAILABLE']);
    const placed = await place('2026-12-01'); // a Tuesday, the 1st
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.deliveryDate).toBe('2026-12-01');
  });

  it('an edit keeps or switches the kind: weekdays replace the month days, nothing means every day', async () => {
    const weekdays = await s.server.gql(
      UPDATE,
      { id, input: input({ availableWeekdays: [1, 3, 5] }) },
      s.jwt['ad-bakery'],
    );
    expect(weekdays.data.updateProduct).toMatchObject({
      availableDays: -(1 + 4 + 16),
      availableWeekdays: [1, 3, 5],
      availableMonthDays: [],
    });
    const month = await s.server.gql(UPDATE, { id, input: input({ availableMonthDays: [31] }) }, s.jwt['ad-bakery']);
    expect(month.data.updateProduct).toMatchObject({ availableDays: 2 ** 30, availableMonthDays: [31] });
    const every = await s.server.gql(UPDATE, { id, input: input({}) }, s.jwt['ad-bakery']);
    expect(every.data.updateProduct).toMatchObject({ availableDays: 0, availableWeekdays: [], availableMonthDays: [] });
  });

  it('refuses both kinds at once and days outside 1 … 31 (BAD_INPUT), changing nothing', async () => {
    const [before] = await s.db
      .select()
      .from(products)
      .where(eq(products.id, Number(id)));
    const both = await s.server.gql(
      UPDATE,
      { id, input: input({ availableWeekdays: [1], availableMonthDays: [1] }) },
      s.jwt['ad-bakery'],
    );
    expect(codeOf(both)).toBe('BAD_INPUT');
    expect(both.errors?.[0]?.extensions?.fields).toEqual(['availableWeekdays', 'availableMonthDays']);
    for (const bad of [[0], [32], [-1]]) {
      const res = await s.server.gql(UPDATE, { id, input: input({ availableMonthDays: bad }) }, s.jwt['ad-bakery']);
      expect(res.errors?.[0]?.extensions?.fields).toEqual(['availableMonthDays']);
    }
    const [after] = await s.db
      .select()
      .from(products)
      .where(eq(products.id, Number(id)));
    expect(after).toEqual(before);
  });

  it('a host’s own product takes days of the month too', async () => {
    const res = await s.server.gql(OWN, { input: input({ availableMonthDays: [10, 20] }) }, s.jwt['ad-host']);
    expect(res.errors).toBeUndefined();
    expect(res.data.createOwnProduct).toMatchObject({ availableDays: 2 ** 9 + 2 ** 19, availableMonthDays: [10, 20] });
  });

  it('another bakery cannot set the days of this product (NOT_FOUND) and a host cannot at all (FORBIDDEN)', async () => {
    const [before] = await s.db
      .select()
      .from(products)
      .where(eq(products.id, Number(id)));
    expect(
      codeOf(await s.server.gql(UPDATE, { id, input: input({ availableMonthDays: [2] }) }, s.jwt['adx-bakery'])),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await s.server.gql(UPDATE, { id, input: input({ availableMonthDays: [2] }) }, s.jwt['ad-host'])),
    ).toBe('FORBIDDEN');
    const [after] = await s.db
      .select()
      .from(products)
      .where(eq(products.id, Number(id)));
    expect(after).toEqual(before);
  });
});
