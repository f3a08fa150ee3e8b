import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { billSettings, deliveryDockets, deliveryZones, orderedProducts, orders, users } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { LATER_DEADLINE, setupProduction, strangers, TODAY } from '../bakeList/production.test-setup';

const DOCKET_FIELDS = `id number sequence deliveryDate deadline language showPrices totalCents client { id displayName }
  orders { id number publicId zoneName }
  items { orderedProductId orderNumber product { name } guestName amount missing deliveredAmount haveToWeight measuredWeight approxWeight vat pricePerKgCents unitPriceCents totalCents }`;
const CREATE = `mutation C($d: String!, $z: ID) { createDeliveryDockets(deadline: $d, zoneId: $z) { ${DOCKET_FIELDS} } }`;
const LIST = `query L($d: String!, $z: ID) { deliveryDockets(deadline: $d, zoneId: $z) { id number sequence client { id } } }`;
const ONE = `query O($id: ID!) { deliveryDocket(id: $id) { ${DOCKET_FIELDS} } }`;
const TO_MAKE = `query T($d: String!, $z: ID) { deliveryDocketsToMake(deadline: $d, zoneId: $z) { count pastDays } }`;
const TODAY_UNDOCKETED = `{ undocketedToday { deliveryDate recipients orders deadlines } }`;
const WEIGH = 'mutation W($id: ID!, $g: Int!) { uploadMeasuredWeight(orderedProductId: $id, grams: $g) { id } }';
const MISSING = 'mutation M($id: ID!, $a: Int!) { setMissing(orderedProductId: $id, amount: $a) { id } }';

let s: Awaited<ReturnType<typeof setupProduction>>;
const bakery = () => s.jwt['pd-bakery'];
type Order = Awaited<ReturnType<typeof s.place>>;
let hostOrder: Order;
let guestOrder: Order;
let guest2Order: Order;
let privateOrder: Order;
const lineOf = (order: Order, productId: string) => order.lines.find((l) => l.product.id === productId)!.id;
const counter = async () =>
  (await s.db.select().from(billSettings).where(eq(billSettings.bakeryId, s.t.bakery.id)))[0]?.currentDdNumber;

beforeAll(async () => {
  s = await setupProduction('pd');
  await s.db.insert(billSettings).values({ bakeryId: s.t.bakery.id, ddNumberFormat: 'LS %n/%y', currentDdNumber: 41 });
  hostOrder = await s.place(s.jwt['pd-host'], [
    [s.p.semmel, 3],
    [s.p.rye, 2],
  ]);
  guestOrder = await s.place(s.jwt.guest, [[s.p.semmel, 1]]);
  guest2Order = await s.place(s.jwt.guest2, [[s.p.semmel, 2]]);
  privateOrder = await s.place(s.jwt['pd-private'], [
    [s.p.rye, 1],
    [s.p.brezel, 2],
  ]);
  await s.place(s.jwt['pdx-private'], [[s.p.foreign, 1]]);
});
afterAll(() => s.server.close());

describe('delivery dockets', () => {
  it("creates one docket per recipient and delivery date, a host's with its guests' orders, numbered from the counter", async () => {
    await s.server.gql(WEIGH, { id: lineOf(hostOrder, s.p.rye), g: 2070 }, bakery());
    await s.server.gql(MISSING, { id: lineOf(hostOrder, s.p.semmel), a: 1 }, bakery());
    const created = (await s.server.gql(CREATE, { d: s.deadline, z: String(s.zones.altstadt.id) }, bakery())).data
      .createDeliveryDockets;
    expect(created).toHaveLength(1);
    const docket = created[0];
    expect(docket).toMatchObject({
      number: 'LS 42/26',
      sequence: 42,
      deliveryDate: '2026-11-24',
      deadline: s.deadline,
      language: 'de',
      showPrices: true,
      client: { id: String(s.t.host.id), displayName: 'pd Hotel' },
    });
    expect(docket.orders.map((o: { id: string }) => o.id)).toEqual([hostOrder.id, guestOrder.id, guest2Order.id]);
    expect(docket.orders[0].zoneName).toBe('Altstadt');
    const [rye, semmel, guestSemmel, guest2Semmel] = docket.items;
    expect(rye).toMatchObject({
      product: { name: 'Roggenbrot' },
      guestName: null,
      amount: 2,
      missing: 0,
      deliveredAmount: 2,
      haveToWeight: true,
      measuredWeight: 2070,
      approxWeight: 1000,
      vat: '10.00',
      pricePerKgCents: 450,
      unitPriceCents: 450,
      totalCents: 932,
    });
    expect(semmel).toMatchObject({
      product: { name: 'Semmel' },
      amount: 3,
      missing: 1,
      deliveredAmount: 2,
      measuredWeight: -1,
      unitPriceCents: 45,
      totalCents: 90,
    });
    expect(guestSemmel).toMatchObject({ guestName: 'pdroom1', amount: 1, unitPriceCents: 45, totalCents: 45 }); // the bakery's price, as on the bill (not the host's 0.60)
    expect(guest2Semmel).toMatchObject({ guestName: 'pdroom2', amount: 2 });
    expect(docket.totalCents).toBe(932 + 90 + 45 + 90);
    expect(await counter()).toBe(42);
    // nothing left in the zone; then the rest of the deadline
    expect(
      (await s.server.gql(CREATE, { d: s.deadline, z: String(s.zones.altstadt.id) }, bakery())).data
        .createDeliveryDockets,
    ).toEqual([]);
    await s.db.update(users).set({ docketPrices: false }).where(eq(users.id, s.t.privateCustomer.id));
    const rest = (await s.server.gql(CREATE, { d: s.deadline }, bakery())).data.createDeliveryDockets;
    expect(rest.map((d: { number: string; client: { id: string } }) => [d.number, d.client.id])).toEqual([
      ['LS 43/26', String(s.t.privateCustomer.id)],
    ]);
    // the private customer reads Italian and its settings hide prices
    expect(rest[0]).toMatchObject({ language: 'it', showPrices: false, totalCents: null });
    expect(
      rest[0].items.map(
        (i: {
          product: { name: string };
          totalCents: number | null;
          unitPriceCents: number | null;
          pricePerKgCents: number | null;
        }) => [i.product.name, i.totalCents, i.unitPriceCents, i.pricePerKgCents],
      ),
    ).toEqual([
      ['Pane di segale', null, null, null],
      ['Brezel', null, null, null],
    ]);
    expect((await s.orderRow(privateOrder.id)).deliveryDocketId).toBe(Number(rest[0].id));
    expect(await counter()).toBe(43);
  });

  it('lists the dockets of a deadline, of a zone or the no-zone bucket, and one by id', async () => {
    const all = (await s.server.gql(LIST, { d: s.deadline }, bakery())).data.deliveryDockets;
    expect(all.map((d: { number: string }) => d.number)).toEqual(['LS 42/26', 'LS 43/26']);
    expect(
      (await s.server.gql(LIST, { d: s.deadline, z: '0' }, bakery())).data.deliveryDockets.map(
        (d: { number: string }) => d.number,
      ),
    ).toEqual(['LS 43/26']);
    expect((await s.server.gql(LIST, { d: LATER_DEADLINE }, bakery())).data.deliveryDockets).toEqual([]);
    const one = (await s.server.gql(ONE, { id: all[0].id }, bakery())).data.deliveryDocket;
    expect(one).toMatchObject({ number: 'LS 42/26', items: expect.any(Array) });
    expect(codeOf(await s.server.gql(LIST, { d: s.deadline, z: String(s.zones.foreign.id) }, bakery()))).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses with DOCKET_NUMBER_TAKEN when the counter was set back, creating nothing', async () => {
    const late = await s.place(s.jwt['pd-private'], [[s.p.semmel, 1]]);
    await s.db.update(billSettings).set({ currentDdNumber: 41 }).where(eq(billSettings.bakeryId, s.t.bakery.id));
    const before = await s.db.select().from(deliveryDockets);
    const refused = await s.server.gql(CREATE, { d: s.deadline }, bakery());
    expect(codeOf(refused)).toBe('DOCKET_NUMBER_TAKEN');
    expect(refused.errors?.[0]?.extensions?.number).toBe('LS 42/26');
    expect(await s.db.select().from(deliveryDockets)).toEqual(before);
    expect((await s.orderRow(late.id)).deliveryDocketId).toBeNull();
    expect(await counter()).toBe(41);
    await s.db.update(billSettings).set({ currentDdNumber: 43 }).where(eq(billSettings.bakeryId, s.t.bakery.id));
    // a later order of the same client and day gets a docket of its own
    expect(
      (await s.server.gql(CREATE, { d: s.deadline }, bakery())).data.createDeliveryDockets.map(
        (d: { number: string }) => d.number,
      ),
    ).toEqual(['LS 44/26']);
  });

  it("makes a docket until midnight of the delivery day in the bakery's zone, not after: DOCKET_AFTER_DELIVERY, nothing created", async () => {
    // D.P.R. 472/96 art. 1 c. 3, C.M. 249/E/1996: the DDT goes with the goods or follows by midnight of the delivery day
    const late = await s.place(s.jwt['pd-private'], [[s.p.semmel, 2]]); // delivered on the 24th
    const before = await s.db.select().from(deliveryDockets);
    const morning = s.clock.now;
    try {
      s.clock.now = new Date('2026-11-24T23:05:00.000Z'); // 00:05 on the 25th in Rome
      const refused = await s.server.gql(CREATE, { d: s.deadline }, bakery());
      expect(codeOf(refused)).toBe('DOCKET_AFTER_DELIVERY');
      expect(refused.errors?.[0]?.extensions?.deliveryDate).toBe('2026-11-24');
      expect(await s.db.select().from(deliveryDockets)).toEqual(before);
      expect((await s.orderRow(late.id)).deliveryDocketId).toBeNull();
      expect(await counter()).toBe(44);

      s.clock.now = new Date('2026-11-24T22:55:00.000Z'); // 23:55 on the 24th in Rome: still the delivery day
      const made = (await s.server.gql(CREATE, { d: s.deadline }, bakery())).data.createDeliveryDockets;
      expect(made.map((d: { number: string; deliveryDate: string }) => [d.number, d.deliveryDate])).toEqual([
        ['LS 45/26', '2026-11-24'],
      ]);
    } finally {
      s.clock.now = morning;
    }
  });

  it('makes the open dockets of a deadline that also holds a past delivery, and leaves the past one without (it is billed with a TD01)', async () => {
    // the bakery moved one order's deadline by hand, so this deadline holds a delivery of yesterday, the 22nd, beside tomorrow's
    const today = await s.place(s.jwt['pd-private'], [[s.p.semmel, 1]]);
    const moved = await s.place(s.jwt['pd-host'], [[s.p.rye, 1]]);
    await s.db
      .update(orders)
      .set({ deliveryDate: '2026-11-22' })
      .where(eq(orders.id, Number(moved.id)));
    try {
      expect((await s.server.gql(TO_MAKE, { d: s.deadline }, bakery())).data.deliveryDocketsToMake).toEqual({
        count: 1,
        pastDays: ['2026-11-22'],
      });
      const made = (await s.server.gql(CREATE, { d: s.deadline }, bakery())).data.createDeliveryDockets;
      expect(made.map((d: { number: string; deliveryDate: string }) => [d.number, d.deliveryDate])).toEqual([
        ['LS 46/26', '2026-11-24'],
      ]);
      expect((await s.orderRow(today.id)).deliveryDocketId).toBe(Number(made[0].id));
      expect((await s.orderRow(moved.id)).deliveryDocketId).toBeNull();
      expect((await s.server.gql(TO_MAKE, { d: s.deadline }, bakery())).data.deliveryDocketsToMake).toEqual({
        count: 0,
        pastDays: ['2026-11-22'],
      });
      // nothing else is left: the refusal names the past day, and nothing is made
      const refused = await s.server.gql(CREATE, { d: s.deadline }, bakery());
      expect(codeOf(refused)).toBe('DOCKET_AFTER_DELIVERY');
      expect(refused.errors?.[0]?.extensions?.deliveryDate).toBe('2026-11-22');
      expect(await counter()).toBe(46);
    } finally {
      await s.db.delete(orderedProducts).where(eq(orderedProducts.orderId, Number(moved.id)));
      await s.db.delete(orders).where(eq(orders.id, Number(moved.id)));
    }
  });
});

describe('docket numbers under concurrent calls', () => {
  it('8 parallel calls over zones and all: every order on exactly one docket, numbers consecutive and unique', async () => {
    const [berg] = await s.db.insert(deliveryZones).values({ bakeryId: s.t.bakery.id, name: 'Berg' }).returning();
    const zones = [s.zones.altstadt.id, berg!.id, null];
    const clients = await s.db
      .insert(users)
      .values(
        Array.from({ length: 30 }, (_x, i) => ({
          username: `pd-conc-${i}`,
          passwordHash: 'x',
          bakeryId: s.t.bakery.id,
          confirmed: true,
        })),
      )
      .returning();
    const laterDeadline = new Date(LATER_DEADLINE);
    const placed = await s.db
      .insert(orders)
      .values(
        clients.flatMap((c, i) =>
          [0, 1].map((k) => ({
            number: 10_000 + i * 2 + k,
            publicId: `pdconc${i}x${k}`,
            bakeryId: s.t.bakery.id,
            hostId: c.id,
            deadline: laterDeadline,
            deliveryDate: '2026-11-25',
            accepted: true,
            deliveryZoneId: zones[i % 3],
          })),
        ),
      )
      .returning();
    await s.db.insert(orderedProducts).values(
      placed.map((o) => ({
        orderId: o.id,
        baseProductId: Number(s.p.semmel),
        amount: 1,
        currentVat: '10',
        currentGramPrice: '0.009',
        currentApproxWeight: 50,
      })),
    );
    const start = (await counter())!;

    const calls = [
      String(zones[0]),
      String(zones[1]),
      '0',
      undefined,
      undefined,
      String(zones[0]),
      '0',
      String(zones[1]),
    ];
    const results = await Promise.all(calls.map((z) => s.server.gql(CREATE, { d: LATER_DEADLINE, z }, bakery())));
    for (const r of results) expect(r.errors).toBeUndefined();
    const sequences = results
      .flatMap((r) => r.data.createDeliveryDockets.map((d: { sequence: number }) => d.sequence))
      .sort((a: number, b: number) => a - b);
    expect(sequences).toEqual(Array.from({ length: 30 }, (_x, i) => start + 1 + i));

    const rows = await s.db
      .select()
      .from(deliveryDockets)
      .where(and(eq(deliveryDockets.bakeryId, s.t.bakery.id), eq(deliveryDockets.deadline, laterDeadline)));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.number)).size).toBe(30);
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(30); // one per client and day
    expect(rows.map((r) => r.number).sort()).toEqual(
      Array.from({ length: 30 }, (_x, i) => `LS ${start + 1 + i}/26`).sort(),
    );
    const withoutDocket = await s.db
      .select()
      .from(orders)
      .where(
        and(eq(orders.deadline, laterDeadline), isNull(orders.deliveryDocketId), eq(orders.bakeryId, s.t.bakery.id)),
      );
    expect(withoutDocket).toEqual([]);
    const docketOf = new Map(rows.map((r) => [r.id, r.clientId]));
    for (const o of await s.db.select().from(orders).where(eq(orders.deadline, laterDeadline))) {
      if (o.bakeryId === s.t.bakery.id) expect(docketOf.get(o.deliveryDocketId!)).toBe(o.hostId);
    }
    expect(await counter()).toBe(start + 30);
  });
});

describe("today's deliveries without a docket (the dashboard's warning)", () => {
  it('counts the clients delivered today over every deadline and zone, a guest with its host, until their dockets are made', async () => {
    const today = async (token = bakery()) => (await s.server.gql(TODAY_UNDOCKETED, {}, token)).data.undocketedToday;
    expect(await today()).toEqual({ deliveryDate: TODAY, recipients: 0, orders: 0, deadlines: [] });

    // yesterday's two deadlines for today (the bakery moved them by hand): the host with a guest, the private customer
    const early = '2026-11-22T11:00:00.000Z';
    const late = '2026-11-22T17:00:00.000Z';
    const placed = [
      [await s.place(s.jwt['pd-host'], [[s.p.semmel, 1]]), late],
      [await s.place(s.jwt.guest, [[s.p.semmel, 1]]), late],
      [await s.place(s.jwt['pd-private'], [[s.p.rye, 1]]), early],
    ] as const;
    for (const [order, deadline] of placed) {
      await s.db
        .update(orders)
        .set({ deliveryDate: TODAY, deadline: new Date(deadline) })
        .where(eq(orders.id, Number(order.id)));
    }
    expect(await today()).toEqual({ deliveryDate: TODAY, recipients: 2, orders: 3, deadlines: [early, late] });
    // another bakery's today is its own
    expect(await today(s.jwt['pdx-bakery'])).toMatchObject({ recipients: 0, orders: 0 });

    await s.server.gql(CREATE, { d: late }, bakery());
    expect(await today()).toEqual({ deliveryDate: TODAY, recipients: 1, orders: 1, deadlines: [early] });
    await s.server.gql(CREATE, { d: early }, bakery());
    expect(await today()).toEqual({ deliveryDate: TODAY, recipients: 0, orders: 0, deadlines: [] });
  });
});

describe('docket permissions', () => {
  it('another bakery sees none of these dockets, creates none from these orders, and finds no docket by id', async () => {
    const other = s.jwt['pdx-bakery'];
    const mine = (await s.server.gql(LIST, { d: s.deadline }, bakery())).data.deliveryDockets;
    expect((await s.server.gql(LIST, { d: s.deadline }, other)).data.deliveryDockets).toEqual([]);
    expect(codeOf(await s.server.gql(ONE, { id: mine[0].id }, other))).toBe('NOT_FOUND');
    const created = (await s.server.gql(CREATE, { d: s.deadline }, other)).data.createDeliveryDockets;
    expect(created.map((d: { client: { id: string } }) => d.client.id)).toEqual([String(s.other.privateCustomer.id)]); // only its own order
    expect(created[0].number).toBe('DDT 1/2026'); // the default format, its own counter
    expect(codeOf(await s.server.gql(CREATE, { d: s.deadline, z: String(s.zones.altstadt.id) }, other))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await s.server.gql(TO_MAKE, { d: s.deadline, z: String(s.zones.altstadt.id) }, other))).toBe(
      'NOT_FOUND',
    );
    // its own orders all have their docket now; ours are not counted for it
    expect((await s.server.gql(TO_MAKE, { d: s.deadline }, other)).data.deliveryDocketsToMake).toEqual({
      count: 0,
      pastDays: [],
    });
    expect((await s.server.gql(LIST, { d: s.deadline }, bakery())).data.deliveryDockets).toEqual(mine);
  });

  it('hosts, private customers and guests are refused; signed out is unauthenticated', async () => {
    const before = await s.db.select().from(deliveryDockets);
    const id = before[0]!.id;
    for (const [who, token, code] of strangers(s, 'pd')) {
      for (const [q, v] of [
        [CREATE, { d: LATER_DEADLINE }],
        [LIST, { d: s.deadline }],
        [TO_MAKE, { d: s.deadline }],
        [TODAY_UNDOCKETED, {}],
        [ONE, { id: String(id) }],
      ] as const) {
        expect(codeOf(await s.server.gql(q, v, token)), `${who}: ${q.slice(0, 30)}`).toBe(code);
      }
    }
    expect(await s.db.select().from(deliveryDockets)).toEqual(before);
  });
});
