import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MORNING, setupProduction } from './production.test-setup';

const GENERATE = 'mutation G($d: String!) { generateBakeList(deadline: $d) { generatedAt changed } }';
const CHANGED =
  'query C($d: String) { bakeList(deadline: $d) { changed changedOrders { orderId number changedAt } items { product { name } orderedAmount generatedOrderedAmount changed } } }';
const ADD =
  'mutation Add($o: ID!, $p: ID!, $a: Int!) { addOrderedProduct(orderId: $o, productId: $p, amount: $a) { id } }';
const PAID = 'mutation P($id: ID!) { setOrderPaid(id: $id, paid: true) { paid } }';

let s: Awaited<ReturnType<typeof setupProduction>>;
const bakery = () => s.jwt['bc-bakery'];

beforeAll(async () => {
  s = await setupProduction('bc');
});
afterAll(() => s.server.close());

describe('bake list: orders changed since it was generated', () => {
  it('names only the orders placed or changed after generation, each with its own time', async () => {
    s.clock.now = MORNING;
    const older = [
      await s.place(s.jwt['bc-host'], [
        [s.p.semmel, 3],
        [s.p.rye, 1],
      ]),
      await s.place(s.jwt['bc-private'], [[s.p.brezel, 2]]),
      await s.place(s.jwt.guest, [[s.p.semmel, 1]]),
    ];
    s.clock.now = new Date('2026-11-23T12:00:00Z');
    expect((await s.server.gql(GENERATE, { d: s.deadline }, bakery())).data.generateBakeList).toEqual({
      generatedAt: '2026-11-23T12:00:00.000Z',
      changed: false,
    });
    expect((await s.server.gql(CHANGED, { d: s.deadline }, bakery())).data.bakeList.changedOrders).toEqual([]);

    // paid is no change to what is baked: the older order keeps its lines
    s.clock.now = new Date('2026-11-23T12:30:00Z');
    expect((await s.server.gql(PAID, { id: older[0]!.id }, bakery())).data.setOrderPaid.paid).toBe(true);
    s.clock.now = new Date('2026-11-23T13:00:00Z');
    const fresh = await s.place(s.jwt['bc-private'], [[s.p.semmel, 4]]);
    const after = (await s.server.gql(CHANGED, { d: s.deadline }, bakery())).data.bakeList;
    expect(after.changed).toBe(true);
    expect(after.changedOrders).toEqual([
      { orderId: fresh.id, number: (await s.orderRow(fresh.id)).number, changedAt: '2026-11-23T13:00:00.000Z' },
    ]);

    // an older order changed later is named with the time of its change, the new one keeps its own
    s.clock.now = new Date('2026-11-23T14:00:00Z');
    await s.server.gql(ADD, { o: older[1]!.id, p: s.p.semmel, a: 1 }, s.jwt['bc-private']);
    const later = (await s.server.gql(CHANGED, { d: s.deadline }, bakery())).data.bakeList.changedOrders;
    expect(later.map((o: { orderId: string; changedAt: string }) => [o.orderId, o.changedAt]).sort()).toEqual(
      [
        [older[1]!.id, '2026-11-23T14:00:00.000Z'],
        [fresh.id, '2026-11-23T13:00:00.000Z'],
      ].sort(),
    );
  });
});
