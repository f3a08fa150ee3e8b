import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { additionalBreads, bakeListSnapshots, orders, users } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { LATER_DEADLINE, MORNING, setupProduction, strangers } from './production.test-setup';

const LIST = `query L($d: String, $lang: Language) { bakeList(deadline: $d, language: $lang) {
  deadline language generatedAt totalAmount totalWeightGrams truncated changed
  items { product { id name haveToWeight } orderedAmount additionalAmount totalAmount weightGrams generatedOrderedAmount generatedAdditionalAmount changed } } }`;
const BREAKDOWN = `query B($d: String) { bakeList(deadline: $d) {
  byZone { zoneId zoneName items { product { name } amount weightGrams } }
  byClient { clientId clientName items { product { name } amount } } } }`;
const GENERATE =
  'mutation G($d: String!, $lang: Language) { generateBakeList(deadline: $d, language: $lang) { generatedAt changed items { product { name } totalAmount generatedOrderedAmount changed } } }';
const SET_EXTRA =
  'mutation S($d: String!, $p: ID!, $a: Int!) { setAdditionalBread(deadline: $d, productId: $p, amount: $a) { totalAmount items { product { name } orderedAmount additionalAmount totalAmount weightGrams } } }';
const REMOVE_EXTRA =
  'mutation R($d: String!, $p: ID!) { removeAdditionalBread(deadline: $d, productId: $p) { items { product { name } additionalAmount } } }';
const CHANGED =
  'query C($d: String) { bakeList(deadline: $d) { changed changedOrders { orderId number publicId clientId changedAt } items { product { name } orderedAmount generatedOrderedAmount changed } } }';
const DEADLINES = 'query D { bakeListDeadlines { deadline deliveryDate orderCount generatedAt } }';
const ADD =
  'mutation Add($o: ID!, $p: ID!, $a: Int!) { addOrderedProduct(orderId: $o, productId: $p, amount: $a) { id } }';

let s: Awaited<ReturnType<typeof setupProduction>>;
const bakery = () => s.jwt['pb-bakery'];
let hostOrder: { id: string };

beforeAll(async () => {
  s = await setupProduction('pb');
  // deadline 2026-11-23 18:00 Rome: host (zone Altstadt), private (no zone), guest (take-over at the host's price)
  hostOrder = await s.place(s.jwt['pb-host'], [
    [s.p.semmel, 3],
    [s.p.brezel, 1],
    [s.p.rye, 2],
  ]);
  await s.place(s.jwt['pb-private'], [
    [s.p.semmel, 2],
    [s.p.rye, 1],
  ]);
  await s.place(s.jwt.guest, [[s.p.semmel, 1]]);
  // not on this list: a later deadline, an unaccepted guest order, another bakery's order
  await s.place(s.jwt['pb-private'], [[s.p.semmel, 50]], '2026-11-25');
  await s.db.update(users).set({ checkOrders: true }).where(eq(users.id, s.t.host.id));
  await s.place(s.jwt.guest2, [[s.p.semmel, 40]]);
  await s.db.update(users).set({ checkOrders: false }).where(eq(users.id, s.t.host.id));
  await s.place(s.jwt['pbx-private'], [[s.p.foreign, 30]]);
});
afterAll(() => s.server.close());
// every test starts on the setup's morning, whatever clock the one before left
beforeEach(() => {
  s.clock.now = MORNING;
});

describe('bake list of a deadline', () => {
  it('sums accepted orders by base product with approximate weights, by display order then name, names in the asked language', async () => {
    const list = (await s.server.gql(LIST, { d: s.deadline, lang: 'it' }, bakery())).data.bakeList;
    expect(list).toMatchObject({
      deadline: s.deadline,
      language: 'it',
      generatedAt: null,
      totalAmount: 10,
      totalWeightGrams: 3000 + 6 * 50 + 50,
      truncated: false,
      changed: false,
    });
    expect(list.items).toEqual([
      {
        product: { id: s.p.rye, name: 'Pane di segale', haveToWeight: true },
        orderedAmount: 3,
        additionalAmount: 0,
        totalAmount: 3,
        weightGrams: 3000,
        generatedOrderedAmount: null,
        generatedAdditionalAmount: null,
        changed: true,
      },
      {
        product: { id: s.p.brezel, name: 'Brezel', haveToWeight: false },
        orderedAmount: 1,
        additionalAmount: 0,
        totalAmount: 1,
        weightGrams: 50,
        generatedOrderedAmount: null,
        generatedAdditionalAmount: null,
        changed: true,
      },
      {
        product: { id: s.p.semmel, name: 'Semmel', haveToWeight: false },
        orderedAmount: 6,
        additionalAmount: 0,
        totalAmount: 6,
        weightGrams: 300,
        generatedOrderedAmount: null,
        generatedAdditionalAmount: null,
        changed: true,
      },
    ]);
    const english = (await s.server.gql(LIST, { d: s.deadline, lang: 'en' }, bakery())).data.bakeList;
    expect(english.items[0].product.name).toBe('Rye bread');
    expect((await s.server.gql(LIST, { d: s.deadline }, bakery())).data.bakeList.items[0].product.name).toBe(
      'Roggenbrot',
    ); // the bakery's own language
  });

  it('defaults to the next production run and is null without one', async () => {
    expect((await s.server.gql(LIST, {}, bakery())).data.bakeList.deadline).toBe(s.deadline);
    s.clock.now = new Date('2026-11-25T23:30:00Z'); // Thursday in Rome: nothing delivered from then on
    expect((await s.server.gql(LIST, {}, bakery())).data.bakeList).toBeNull();
  });

  it("breaks the amounts down by delivery zone (guests travel in their host's zone; no zone last) and by client on demand", async () => {
    const list = (await s.server.gql(BREAKDOWN, { d: s.deadline }, bakery())).data.bakeList;
    expect(list.byZone).toEqual([
      {
        zoneId: String(s.zones.altstadt.id),
        zoneName: 'Altstadt',
        items: [
          { product: { name: 'Roggenbrot' }, amount: 2, weightGrams: 2000 },
          { product: { name: 'Brezel' }, amount: 1, weightGrams: 50 },
          { product: { name: 'Semmel' }, amount: 4, weightGrams: 200 },
        ],
      },
      {
        zoneId: null,
        zoneName: null,
        items: [
          { product: { name: 'Roggenbrot' }, amount: 1, weightGrams: 1000 },
          { product: { name: 'Semmel' }, amount: 2, weightGrams: 100 },
        ],
      },
    ]);
    expect(list.byClient.map((c: { clientId: string; items: unknown[] }) => [c.clientId, c.items.length])).toEqual([
      [String(s.t.host.id), 3],
      [String(s.t.privateCustomer.id), 2],
      [String(s.t.guest.id), 1],
    ]);
    expect(list.byClient.map((c: { clientName: string }) => c.clientName)).toEqual([
      'pb Hotel',
      s.t.privateCustomer.username,
      'pbroom1',
    ]);
  });

  it('adds additional breads to the totals and removes them', async () => {
    const set = (await s.server.gql(SET_EXTRA, { d: s.deadline, p: s.p.brezel, a: 20 }, bakery())).data
      .setAdditionalBread;
    expect(set.totalAmount).toBe(30);
    expect(set.items.find((i: { product: { name: string } }) => i.product.name === 'Brezel')).toEqual({
      product: { name: 'Brezel' },
      orderedAmount: 1,
      additionalAmount: 20,
      totalAmount: 21,
      weightGrams: 21 * 50,
    });
    expect(
      (await s.server.gql(SET_EXTRA, { d: s.deadline, p: s.p.brezel, a: 5 }, bakery())).data.setAdditionalBread
        .totalAmount,
    ).toBe(15); // replaces
    // a product nobody ordered appears through its additional breads only
    const only = (await s.server.gql(SET_EXTRA, { d: LATER_DEADLINE, p: s.p.mondayOnly, a: 4 }, bakery())).data
      .setAdditionalBread;
    expect(only.items).toContainEqual({
      product: { name: 'Montagsbrot' },
      orderedAmount: 0,
      additionalAmount: 4,
      totalAmount: 4,
      weightGrams: 200,
    });
    for (const a of [0, -3, 1.5, 100_000])
      expect(codeOf(await s.server.gql(SET_EXTRA, { d: s.deadline, p: s.p.brezel, a }, bakery())), String(a)).toBe(
        'BAD_INPUT',
      );
    expect(codeOf(await s.server.gql(SET_EXTRA, { d: 'tomorrow', p: s.p.brezel, a: 1 }, bakery()))).toBe('BAD_INPUT');
    const removed = (await s.server.gql(REMOVE_EXTRA, { d: LATER_DEADLINE, p: s.p.mondayOnly }, bakery())).data
      .removeAdditionalBread;
    expect(removed.items.find((i: { product: { name: string } }) => i.product.name === 'Montagsbrot')).toBeUndefined();
    await s.server.gql(REMOVE_EXTRA, { d: s.deadline, p: s.p.brezel }, bakery());
    expect((await s.server.gql(LIST, { d: s.deadline }, bakery())).data.bakeList.totalAmount).toBe(10);
  });

  it('generates a frozen list; later order changes are flagged with both amounts and the changed orders', async () => {
    await s.server.gql(SET_EXTRA, { d: s.deadline, p: s.p.semmel, a: 4 }, bakery());
    s.clock.now = new Date('2026-11-23T12:00:00Z');
    const generated = (await s.server.gql(GENERATE, { d: s.deadline }, bakery())).data.generateBakeList;
    expect(generated.generatedAt).toBe('2026-11-23T12:00:00.000Z');
    expect(generated.changed).toBe(false);
    expect(
      generated.items.map(
        (i: { product: { name: string }; totalAmount: number; generatedOrderedAmount: number; changed: boolean }) => [
          i.product.name,
          i.totalAmount,
          i.generatedOrderedAmount,
          i.changed,
        ],
      ),
    ).toEqual([
      ['Roggenbrot', 3, 3, false],
      ['Brezel', 1, 1, false],
      ['Semmel', 10, 6, false],
    ]);
    expect((await s.server.gql(CHANGED, { d: s.deadline }, bakery())).data.bakeList.changedOrders).toEqual([]);

    s.clock.now = new Date('2026-11-23T13:00:00Z');
    await s.server.gql(ADD, { o: hostOrder.id, p: s.p.brezel, a: 2 }, s.jwt['pb-host']);
    const after = (await s.server.gql(CHANGED, { d: s.deadline }, bakery())).data.bakeList;
    expect(after.changed).toBe(true);
    const host = await s.orderRow(hostOrder.id);
    expect(after.changedOrders).toEqual([
      {
        orderId: hostOrder.id,
        number: host.number,
        publicId: host.publicId,
        clientId: String(s.t.host.id),
        changedAt: '2026-11-23T13:00:00.000Z',
      },
    ]);
    expect(after.items.find((i: { product: { name: string } }) => i.product.name === 'Brezel')).toEqual({
      product: { name: 'Brezel' },
      orderedAmount: 3,
      generatedOrderedAmount: 1,
      changed: true,
    });
    expect(after.items.find((i: { product: { name: string } }) => i.product.name === 'Semmel').changed).toBe(false);

    // generating again takes the changes in
    s.clock.now = new Date('2026-11-23T14:00:00Z');
    expect((await s.server.gql(GENERATE, { d: s.deadline }, bakery())).data.generateBakeList.changed).toBe(false);
    expect((await s.server.gql(CHANGED, { d: s.deadline }, bakery())).data.bakeList.changedOrders).toEqual([]);
    expect(
      await s.db.select().from(bakeListSnapshots).where(eq(bakeListSnapshots.bakeryId, s.t.bakery.id)),
    ).toHaveLength(1);
  });

  it('lists deadlines from a week ago on with order counts and generation time', async () => {
    const deadlines = (await s.server.gql(DEADLINES, {}, bakery())).data.bakeListDeadlines;
    expect(deadlines).toEqual([
      { deadline: s.deadline, deliveryDate: '2026-11-24', orderCount: 3, generatedAt: '2026-11-23T14:00:00.000Z' },
      { deadline: LATER_DEADLINE, deliveryDate: '2026-11-25', orderCount: 1, generatedAt: null },
    ]);
  });
});

describe('bake list permissions', () => {
  it('another bakery sees its own (empty) list and cannot touch this one', async () => {
    const other = s.jwt['pbx-bakery'];
    expect((await s.server.gql(LIST, { d: s.deadline }, other)).data.bakeList.items).toEqual([
      {
        product: expect.objectContaining({ name: 'Fremd' }),
        orderedAmount: 30,
        additionalAmount: 0,
        totalAmount: 30,
        weightGrams: 1500,
        generatedOrderedAmount: null,
        generatedAdditionalAmount: null,
        changed: true,
      },
    ]);
    const extrasBefore = await s.db.select().from(additionalBreads);
    expect(codeOf(await s.server.gql(SET_EXTRA, { d: s.deadline, p: s.p.semmel, a: 3 }, other))).toBe('NOT_FOUND');
    await s.server.gql(REMOVE_EXTRA, { d: s.deadline, p: s.p.semmel }, other);
    expect(await s.db.select().from(additionalBreads)).toEqual(extrasBefore);
    const mine = await s.db.select().from(bakeListSnapshots).where(eq(bakeListSnapshots.bakeryId, s.t.bakery.id));
    await s.server.gql(GENERATE, { d: s.deadline }, other);
    expect(await s.db.select().from(bakeListSnapshots).where(eq(bakeListSnapshots.bakeryId, s.t.bakery.id))).toEqual(
      mine,
    );
    expect(
      (await s.server.gql(DEADLINES, {}, other)).data.bakeListDeadlines.map(
        (d: { orderCount: number }) => d.orderCount,
      ),
    ).toEqual([1]);
  });

  it('hosts, private customers and guests are refused; signed out is unauthenticated', async () => {
    const extrasBefore = await s.db.select().from(additionalBreads);
    for (const [who, token, code] of strangers(s, 'pb')) {
      for (const [q, v] of [
        [LIST, { d: s.deadline }],
        [DEADLINES, {}],
        [GENERATE, { d: s.deadline }],
        [SET_EXTRA, { d: s.deadline, p: s.p.semmel, a: 3 }],
        [REMOVE_EXTRA, { d: s.deadline, p: s.p.semmel }],
      ] as const) {
        const res = await s.server.gql(q, v, token);
        expect(codeOf(res), `${who}: ${q.slice(0, 30)}`).toBe(code);
      }
    }
    expect(await s.db.select().from(additionalBreads)).toEqual(extrasBefore);
    expect((await s.db.select().from(orders).where(eq(orders.bakeryId, s.t.bakery.id))).length).toBe(5);
  });
});
