import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveryZones, orders, users } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const ZONES = 'query Z { deliveryZones { id name userCount orderCount } }';
const CREATE = 'mutation C($name: String!) { createDeliveryZone(name: $name) { id name } }';
const RENAME = 'mutation R($id: ID!, $name: String!) { renameDeliveryZone(id: $id, name: $name) { id name } }';
const DELETE = 'mutation D($id: ID!) { deleteDeliveryZone(id: $id) }';
const ASSIGN = 'mutation A($u: ID!, $z: ID) { assignDeliveryZone(userId: $u, zoneId: $z) }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
let zoneA: number;
const jwt: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'za');
  b = await createTenant(server.platform.db, 'zb');
  Object.assign(
    jwt,
    await signIn(server, { users: ['za-bakery', 'zb-bakery', 'za-host', 'za-private'], guests: { guest: 'zaroom1' } }),
  );
  const [zone] = await server.platform.db
    .insert(deliveryZones)
    .values({ bakeryId: a.bakery.id, name: 'Altstadt' })
    .returning();
  zoneA = zone!.id;
});
afterAll(() => server.close());

let orderNumber = 1;
async function addOrder(bakeryId: number, hostId: number, zoneId: number | null) {
  const n = orderNumber++;
  await server.platform.db.insert(orders).values({
    number: n,
    publicId: `zone-test-${n}`,
    bakeryId,
    hostId,
    deadline: new Date('2030-01-01T17:00:00Z'),
    deliveryDate: '2030-01-02',
    deliveryZoneId: zoneId,
  });
}
const zoneOf = async (userId: number) =>
  (await server.platform.db.select().from(users).where(eq(users.id, userId)))[0]!.deliveryZoneId;

describe('delivery zones of a bakery', () => {
  it('lists zones by name with client and order counts and the no-zone bucket last', async () => {
    const berg = (await server.gql(CREATE, { name: '  Berg ' }, jwt['za-bakery'])).data.createDeliveryZone;
    expect(berg.name).toBe('Berg');
    expect(
      (await server.gql(ASSIGN, { u: String(a.host.id), z: berg.id }, jwt['za-bakery'])).data.assignDeliveryZone,
    ).toBe(true);
    await addOrder(a.bakery.id, a.host.id, Number(berg.id));
    await addOrder(a.bakery.id, a.host.id, Number(berg.id));
    await addOrder(a.bakery.id, a.privateCustomer.id, null);
    await addOrder(b.bakery.id, b.host.id, null);
    const zones = (await server.gql(ZONES, {}, jwt['za-bakery'])).data.deliveryZones;
    expect(zones).toEqual([
      { id: String(zoneA), name: 'Altstadt', userCount: 0, orderCount: 0 },
      { id: berg.id, name: 'Berg', userCount: 1, orderCount: 2 },
      { id: null, name: null, userCount: 1, orderCount: 1 }, // the private customer; guests are not counted
    ]);
    expect((await server.gql(ZONES, {}, jwt['zb-bakery'])).data.deliveryZones).toEqual([
      { id: null, name: null, userCount: 2, orderCount: 1 },
    ]);
  });

  it('refuses to delete a zone that holds clients (with the count); deletes it once empty, orders fall into no zone', async () => {
    const zone = (await server.gql(CREATE, { name: 'Delete me' }, jwt['za-bakery'])).data.createDeliveryZone;
    await server.gql(ASSIGN, { u: String(a.privateCustomer.id), z: zone.id }, jwt['za-bakery']);
    await addOrder(a.bakery.id, a.privateCustomer.id, Number(zone.id));
    const refused = await server.gql(DELETE, { id: zone.id }, jwt['za-bakery']);
    expect(codeOf(refused)).toBe('ZONE_HAS_CLIENTS');
    expect(refused.errors?.[0]?.extensions?.clients).toBe(1);
    expect(
      await server.platform.db
        .select()
        .from(deliveryZones)
        .where(eq(deliveryZones.id, Number(zone.id))),
    ).toHaveLength(1);
    expect(
      (await server.gql(ASSIGN, { u: String(a.privateCustomer.id), z: null }, jwt['za-bakery'])).data
        .assignDeliveryZone,
    ).toBe(true);
    expect((await server.gql(DELETE, { id: zone.id }, jwt['za-bakery'])).data.deleteDeliveryZone).toBe(true);
    expect(
      await server.platform.db
        .select()
        .from(deliveryZones)
        .where(eq(deliveryZones.id, Number(zone.id))),
    ).toHaveLength(0);
    expect(
      await server.platform.db
        .select()
        .from(orders)
        .where(eq(orders.publicId, `zone-test-${orderNumber - 1}`)),
    ).toMatchObject([{ deliveryZoneId: null }]);
  });

  it('renames; refuses blank or overlong names', async () => {
    expect(
      (await server.gql(RENAME, { id: String(zoneA), name: 'Altstadt Nord' }, jwt['za-bakery'])).data.renameDeliveryZone
        .name,
    ).toBe('Altstadt Nord');
    expect(codeOf(await server.gql(RENAME, { id: String(zoneA), name: '   ' }, jwt['za-bakery']))).toBe('BAD_INPUT');
    expect(codeOf(await server.gql(CREATE, { name: 'x'.repeat(81) }, jwt['za-bakery']))).toBe('BAD_INPUT');
  });

  it('assigns only its own hosts and private customers, not guests or itself', async () => {
    expect(codeOf(await server.gql(ASSIGN, { u: String(a.guest.id), z: String(zoneA) }, jwt['za-bakery']))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await server.gql(ASSIGN, { u: String(a.bakery.id), z: String(zoneA) }, jwt['za-bakery']))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await server.gql(ASSIGN, { u: String(b.host.id), z: String(zoneA) }, jwt['za-bakery']))).toBe(
      'NOT_FOUND',
    );
    expect(await zoneOf(b.host.id)).toBeNull();
  });
});

describe('who may change delivery zones', () => {
  const ops = () =>
    [
      ['renameDeliveryZone', RENAME, { id: String(zoneA), name: 'Hijacked' }],
      ['deleteDeliveryZone', DELETE, { id: String(zoneA) }],
      ['assignDeliveryZone', ASSIGN, { u: String(b.host.id), z: String(zoneA) }],
    ] as const;
  const all = () => [['createDeliveryZone', CREATE, { name: 'X' }], ['deliveryZones', ZONES, {}], ...ops()] as const;

  it.each(['za-host', 'za-private', 'guest'])('refuses every operation to %s', async (who) => {
    for (const [name, q, v] of all())
      expect([name, codeOf(await server.gql(q, v, jwt[who]))]).toEqual([name, 'FORBIDDEN']);
  });

  it('refuses signed out', async () => {
    for (const [name, q, v] of all()) expect([name, codeOf(await server.gql(q, v))]).toEqual([name, 'UNAUTHENTICATED']);
  });

  it("answers another bakery's zone as not found and changes nothing", async () => {
    for (const [name, q, v] of ops())
      expect([name, codeOf(await server.gql(q, v, jwt['zb-bakery']))]).toEqual([name, 'NOT_FOUND']);
    const [zone] = await server.platform.db.select().from(deliveryZones).where(eq(deliveryZones.id, zoneA));
    expect(zone).toMatchObject({ bakeryId: a.bakery.id });
    expect(zone!.name).not.toBe('Hijacked');
    expect(await zoneOf(b.host.id)).toBeNull();
    // another bakery's client into its own zone
    const own = (await server.gql(CREATE, { name: 'B-Zone' }, jwt['zb-bakery'])).data.createDeliveryZone;
    expect(codeOf(await server.gql(ASSIGN, { u: String(a.host.id), z: own.id }, jwt['zb-bakery']))).toBe('NOT_FOUND');
  });
});
