import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bills, orderedProducts, orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { setupProduction, strangers, TODAY } from '../bakeList/production.test-setup';
import { createProduct } from '../../db/seed/factories';
import { freshOrderTenant } from '../../../test/factories';

const LINE_FIELDS =
  'id amount haveToWeight approxWeight measuredWeight missing packedMark packed pricePerKgCents priceCents product { id name }';
const COMPILE = `query C($d: String!, $z: ID, $page: Int) { compileList(deadline: $d, zoneId: $z, page: $page) {
  deadline page pageSize totalLines
  clients { id name hostName zoneId zoneName orders { id number publicId deliveryDate lines { ${LINE_FIELDS} } } }
  progress { zoneId zoneName packed total } } }`;
const WEIGH = `mutation W($id: ID!, $g: Int!) { uploadMeasuredWeight(orderedProductId: $id, grams: $g) { ${LINE_FIELDS} } }`;
const MISSING = `mutation M($id: ID!, $a: Int!) { setMissing(orderedProductId: $id, amount: $a) { ${LINE_FIELDS} } }`;
const PACKED = `mutation P($id: ID!, $p: Boolean!) { setPacked(orderedProductId: $id, packed: $p) { ${LINE_FIELDS} } }`;

let s: Awaited<ReturnType<typeof setupProduction>>;
const bakery = () => s.jwt['pc-bakery'];
type Order = Awaited<ReturnType<typeof s.place>>;
let hostOrder: Order;
let privateOrder: Order;
const lineOf = (order: Order, productId: string) => order.lines.find((l) => l.product.id === productId)!.id;

beforeAll(async () => {
  s = await setupProduction('pc');
  hostOrder = await s.place(s.jwt['pc-host'], [
    [s.p.semmel, 3],
    [s.p.rye, 2],
  ]);
  privateOrder = await s.place(s.jwt['pc-private'], [
    [s.p.rye, 1],
    [s.p.brezel, 2],
  ]);
  await s.place(s.jwt.guest, [[s.p.semmel, 1]]);
  await s.place(s.jwt['pcx-private'], [[s.p.foreign, 5]]);
});
afterAll(() => s.server.close());

describe('compile view', () => {
  it('lists clients by zone (guests after their host, no zone last) with orders and lines to pack, and progress per zone', async () => {
    const list = (await s.server.gql(COMPILE, { d: s.deadline }, bakery())).data.compileList;
    expect(list).toMatchObject({ deadline: s.deadline, page: 0, pageSize: 1000, totalLines: 5 });
    expect(
      list.clients.map((c: { id: string; name: string; hostName: string | null; zoneName: string | null }) => [
        c.id,
        c.name,
        c.hostName,
        c.zoneName,
      ]),
    ).toEqual([
      [String(s.t.host.id), 'pc Hotel', null, 'Altstadt'],
      [String(s.t.guest.id), 'pcroom1', 'pc Hotel', 'Altstadt'],
      [String(s.t.privateCustomer.id), s.t.privateCustomer.username, null, null],
    ]);
    const host = list.clients[0].orders[0];
    expect(host).toMatchObject({ id: hostOrder.id, deliveryDate: '2026-11-24' });
    expect(host.lines).toEqual([
      {
        id: lineOf(hostOrder, s.p.rye),
        amount: 2,
        haveToWeight: true,
        approxWeight: 1000,
        measuredWeight: -1,
        missing: 0,
        packedMark: false,
        packed: false,
        pricePerKgCents: 450,
        priceCents: 900,
        product: { id: s.p.rye, name: 'Roggenbrot' },
      },
      {
        id: lineOf(hostOrder, s.p.semmel),
        amount: 3,
        haveToWeight: false,
        approxWeight: 50,
        measuredWeight: -1,
        missing: 0,
        packedMark: false,
        packed: false,
        pricePerKgCents: 900,
        priceCents: 135,
        product: { id: s.p.semmel, name: 'Semmel' },
      },
    ]);
    expect(list.progress).toEqual([
      { zoneId: String(s.zones.altstadt.id), zoneName: 'Altstadt', packed: 0, total: 3 },
      { zoneId: null, zoneName: null, packed: 0, total: 2 },
    ]);
  });

  it("selects one zone or the no-zone bucket; another bakery's zone is not found", async () => {
    const zone = (await s.server.gql(COMPILE, { d: s.deadline, z: String(s.zones.altstadt.id) }, bakery())).data
      .compileList;
    expect(zone.clients.map((c: { id: string }) => c.id)).toEqual([String(s.t.host.id), String(s.t.guest.id)]);
    expect(zone.totalLines).toBe(3);
    expect(zone.progress).toHaveLength(2); // progress covers every zone of the deadline
    const none = (await s.server.gql(COMPILE, { d: s.deadline, z: '0' }, bakery())).data.compileList;
    expect(none.clients.map((c: { id: string }) => c.id)).toEqual([String(s.t.privateCustomer.id)]);
    expect(codeOf(await s.server.gql(COMPILE, { d: s.deadline, z: String(s.zones.foreign.id) }, bakery()))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await s.server.gql(COMPILE, { d: s.deadline, z: 'x' }, bakery()))).toBe('BAD_INPUT');
    expect(codeOf(await s.server.gql(COMPILE, { d: TODAY }, bakery()))).toBe('BAD_INPUT');
    expect(codeOf(await s.server.gql(COMPILE, { d: s.deadline, page: -1 }, bakery()))).toBe('BAD_INPUT');
    const page1 = (await s.server.gql(COMPILE, { d: s.deadline, page: 1 }, bakery())).data.compileList;
    expect(page1).toMatchObject({ page: 1, clients: [], totalLines: 5 });
  });

  it('saves a measured weight as typed: priced by measured grams, counted packed; -1 resets', async () => {
    const id = lineOf(hostOrder, s.p.rye);
    const weighed = (await s.server.gql(WEIGH, { id, g: 2070 }, bakery())).data.uploadMeasuredWeight;
    expect(weighed).toMatchObject({ id, measuredWeight: 2070, packed: true, priceCents: 932 }); // 0.0045 × 2070 = 9.315 → 9.32
    expect((await s.lineRow(id)).measuredWeight).toBe(2070);
    const progress = (await s.server.gql(COMPILE, { d: s.deadline }, bakery())).data.compileList.progress;
    expect(progress[0]).toMatchObject({ packed: 1, total: 3 });
    for (const g of [0, -2, 1_000_001]) {
      const res = await s.server.gql(WEIGH, { id, g }, bakery());
      expect(codeOf(res), String(g)).toBe('MEASURED_WEIGHT_INVALID');
      expect(res.errors?.[0]?.extensions?.max).toBe(1_000_000);
    }
    expect((await s.lineRow(id)).measuredWeight).toBe(2070);
    expect((await s.server.gql(WEIGH, { id, g: -1 }, bakery())).data.uploadMeasuredWeight).toMatchObject({
      measuredWeight: -1,
      packed: false,
      priceCents: 900,
    });
  });

  it('marks pieces missing (0 … amount) and lines packed by hand', async () => {
    const id = lineOf(hostOrder, s.p.semmel);
    expect((await s.server.gql(MISSING, { id, a: 1 }, bakery())).data.setMissing).toMatchObject({
      missing: 1,
      packed: false,
      priceCents: 90,
    });
    for (const a of [4, -1]) {
      const res = await s.server.gql(MISSING, { id, a }, bakery());
      expect(codeOf(res)).toBe('MISSING_AMOUNT_INVALID');
      expect(res.errors?.[0]?.extensions?.max).toBe(3);
    }
    expect((await s.lineRow(id)).missing).toBe(1);
    expect((await s.server.gql(MISSING, { id, a: 3 }, bakery())).data.setMissing).toMatchObject({
      missing: 3,
      packed: true,
      priceCents: 0,
    });
    await s.server.gql(MISSING, { id, a: 0 }, bakery());
    const brezel = lineOf(privateOrder, s.p.brezel);
    expect((await s.server.gql(PACKED, { id: brezel, p: true }, bakery())).data.setPacked).toMatchObject({
      packedMark: true,
      packed: true,
    });
    const progress = (await s.server.gql(COMPILE, { d: s.deadline }, bakery())).data.compileList.progress;
    expect(progress).toEqual([
      { zoneId: String(s.zones.altstadt.id), zoneName: 'Altstadt', packed: 0, total: 3 },
      { zoneId: null, zoneName: null, packed: 1, total: 2 },
    ]);
    // a weighed product is not packed by the mark alone
    expect(
      (await s.server.gql(PACKED, { id: lineOf(privateOrder, s.p.rye), p: true }, bakery())).data.setPacked,
    ).toMatchObject({ packedMark: true, packed: false });
  });

  it('refuses lines of billed orders and of orders the bakery does not see', async () => {
    // orders of a tenant of the test's own: billing one and taking another back leaves the shared orders as set up
    const f = await freshOrderTenant(s.server, { base: 'pc', today: TODAY, guest2To: '2026-11-30' });
    const rye = await createProduct(s.db, f.bakery.id, {
      name: { de: 'Roggenbrot', it: 'Pane di segale', en: 'Rye bread' },
      description: { de: '', it: '', en: '' },
      gramPrice: '0.004',
      approxWeight: 1000,
      haveToWeight: true,
      priceListIds: [f.list.id],
    });
    const ownPrivate = await s.place(f.jwt.private, [[String(rye.id), 1]]);
    const ownGuest = await s.place(f.jwt.guest, [[f.p.semmel, 1]]);
    const ownBakery = f.jwt.bakery;
    const [bill] = await s.db
      .insert(bills)
      .values({ billNumber: 'R-1', billDate: TODAY, bakeryId: f.bakery.id, clientId: f.privateCustomer.id })
      .returning();
    await s.db
      .update(orders)
      .set({ billId: bill!.id })
      .where(eq(orders.id, Number(ownPrivate.id)));
    expect(codeOf(await s.server.gql(WEIGH, { id: lineOf(ownPrivate, String(rye.id)), g: 990 }, ownBakery))).toBe(
      'ORDER_NOT_EDITABLE',
    );
    const lines = async () => (await s.server.gql(COMPILE, { d: s.deadline }, ownBakery)).data.compileList.totalLines;
    const before = await lines();
    expect(before).toBe(2); // the billed order's rye and the guest's Semmel
    await s.db
      .update(orders)
      .set({ accepted: false })
      .where(eq(orders.id, Number(ownGuest.id)));
    expect(codeOf(await s.server.gql(WEIGH, { id: lineOf(ownGuest, f.p.semmel), g: 55 }, ownBakery))).toBe('NOT_FOUND');
    expect(await lines()).toBe(before - 1);
    expect(codeOf(await s.server.gql(WEIGH, { id: '99999999', g: 55 }, bakery()))).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(WEIGH, { id: 'abc', g: 55 }, bakery()))).toBe('BAD_INPUT');
  });
});

describe('compile permissions', () => {
  it('another bakery sees none of these orders and cannot change their lines', async () => {
    const other = s.jwt['pcx-bakery'];
    const list = (await s.server.gql(COMPILE, { d: s.deadline }, other)).data.compileList;
    expect(list.clients.map((c: { name: string }) => c.name)).toEqual(['pcx-private']);
    const before = await s.db
      .select()
      .from(orderedProducts)
      .where(eq(orderedProducts.orderId, Number(hostOrder.id)));
    const id = lineOf(hostOrder, s.p.rye);
    expect(codeOf(await s.server.gql(WEIGH, { id, g: 1000 }, other))).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(MISSING, { id, a: 1 }, other))).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(PACKED, { id, p: true }, other))).toBe('NOT_FOUND');
    expect(
      await s.db
        .select()
        .from(orderedProducts)
        .where(eq(orderedProducts.orderId, Number(hostOrder.id))),
    ).toEqual(before);
  });

  it('hosts, private customers and guests are refused; signed out is unauthenticated', async () => {
    const id = lineOf(hostOrder, s.p.rye);
    const before = await s.lineRow(id);
    for (const [who, token, code] of strangers(s, 'pc')) {
      for (const [q, v] of [
        [COMPILE, { d: s.deadline }],
        [WEIGH, { id, g: 1000 }],
        [MISSING, { id, a: 1 }],
        [PACKED, { id, p: true }],
      ] as const) {
        expect(codeOf(await s.server.gql(q, v, token)), `${who}: ${q.slice(0, 30)}`).toBe(code);
      }
    }
    expect(await s.lineRow(id)).toEqual(before);
  });
});
