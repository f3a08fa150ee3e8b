import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../../../test/test-server';
import { ORDER } from '../orders/orders.test-setup';
import { SET_PAID, setupGuestBilling, WEEK } from './guest-billing.test-setup';

/**
 * A guest pays at the host's reception; the order it paid for stays as it was paid for: its guest may
 * no longer change or delete it (ORDER_PAID), even before the deadline, until the host marks it unpaid.
 * Found as: the host marked a guest's orders of the week paid in the morning, the guest then added to
 * tomorrow's order before the deadline, and the screen showed the bigger order as paid.
 */
const UPDATE =
  'mutation U($o: ID!, $l: ID!, $a: Int!) { updateOrderedProductAmount(orderId: $o, orderedProductId: $l, amount: $a) { id lines { id amount } } }';
const ADD =
  'mutation A($o: ID!, $p: ID!, $a: Int!) { addOrderedProduct(orderId: $o, productId: $p, amount: $a) { id } }';
const REMOVE = 'mutation R($o: ID!, $l: ID!) { removeOrderedProduct(orderId: $o, orderedProductId: $l) { id } }';
const DELETE = 'mutation D($id: ID!) { deleteOrder(id: $id) }';

let s: Awaited<ReturnType<typeof setupGuestBilling>>;
beforeAll(async () => {
  s = await setupGuestBilling('gl');
});
afterAll(() => s.server.close());

const setPaid = (paid: boolean) => s.server.gql(SET_PAID, { guestId: s.ids.guest, paid, ...WEEK }, s.jwt.host);
const orderOf = async (token: string) =>
  (await s.server.gql(ORDER, { id: s.orders.a.id }, token)).data.order as {
    paid: boolean;
    editable: boolean;
    lines: { id: string; amount: number }[];
  };

describe('a paid guest order', () => {
  it('is changeable by its guest before the deadline while unpaid', async () => {
    expect(await orderOf(s.jwt.guest)).toMatchObject({ paid: false, editable: true });
  });

  it('refuses its guest every change once the host marked it paid, and changes nothing', async () => {
    expect((await setPaid(true)).errors).toBeUndefined();
    const before = await orderOf(s.jwt.guest);
    expect(before).toMatchObject({ paid: true, editable: false });
    const line = before.lines[0]!;
    const attempts = [
      await s.server.gql(UPDATE, { o: s.orders.a.id, l: line.id, a: line.amount + 5 }, s.jwt.guest),
      await s.server.gql(ADD, { o: s.orders.a.id, p: s.p.semmel, a: 1 }, s.jwt.guest),
      await s.server.gql(REMOVE, { o: s.orders.a.id, l: line.id }, s.jwt.guest),
      await s.server.gql(DELETE, { id: s.orders.a.id }, s.jwt.guest),
    ];
    expect(attempts.map(codeOf)).toEqual(['ORDER_PAID', 'ORDER_PAID', 'ORDER_PAID', 'ORDER_PAID']);
    expect((await orderOf(s.jwt.guest)).lines).toEqual(before.lines);
  });

  it('stays changeable by the bakery, which may correct any unbilled order', async () => {
    const line = (await orderOf(s.jwt.guest)).lines[0]!;
    const res = await s.server.gql(UPDATE, { o: s.orders.a.id, l: line.id, a: line.amount }, s.jwt.bakery);
    expect(res.errors).toBeUndefined();
  });

  it('is changeable by its guest again once the host marks it unpaid', async () => {
    expect((await setPaid(false)).errors).toBeUndefined();
    const order = await orderOf(s.jwt.guest);
    expect(order).toMatchObject({ paid: false, editable: true });
    const line = order.lines[0]!;
    const res = await s.server.gql(UPDATE, { o: s.orders.a.id, l: line.id, a: line.amount + 1 }, s.jwt.guest);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateOrderedProductAmount.lines[0].amount).toBe(line.amount + 1);
  });
});
