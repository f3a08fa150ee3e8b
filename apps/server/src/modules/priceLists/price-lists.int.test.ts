import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { priceLists, users } from '../../db/schema/index';
import { createProduct } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const LISTS = 'query Lists { priceLists { id name isDefault visibleFor clientCount } }';
const CREATE = 'mutation Create($name: String!) { createPriceList(name: $name) { id name isDefault } }';
const SET_DEFAULT = 'mutation Def($id: ID!) { setDefaultPriceList(id: $id) { id isDefault } }';
const DELETE = 'mutation Del($id: ID!) { deletePriceList(id: $id) }';
const SET_PRICE =
  'mutation Price($l: ID!, $p: ID!, $g: String!) { setProductPrice(priceListId: $l, productId: $p, gramPrice: $g) }';
const LIST_PRODUCTS =
  'query LP($l: ID!) { priceListProducts(priceListId: $l) { gramPrice product { id name inPriceList } } }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'la');
  b = await createTenant(server.platform.db, 'lb');
  Object.assign(
    jwt,
    await signIn(server, { users: ['la-bakery', 'lb-bakery', 'la-host', 'la-private'], guests: { guest: 'laroom1' } }),
  );
});
afterAll(() => server.close());

async function defaults(bakeryId: number) {
  return server.platform.db
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.bakeryId, bakeryId), eq(priceLists.isDefault, true)));
}

describe('price lists of a bakery', () => {
  it('a new list becomes the one default; set default moves it', async () => {
    const hotels = (await server.gql(CREATE, { name: 'Hotels' }, jwt['la-bakery'])).data.createPriceList;
    expect(hotels.isDefault).toBe(true);
    expect((await defaults(a.bakery.id)).map((l) => l.name)).toEqual(['Hotels']);
    await server.gql(SET_DEFAULT, { id: String(a.list.id) }, jwt['la-bakery']);
    expect((await defaults(a.bakery.id)).map((l) => l.id)).toEqual([a.list.id]);
  });

  it('keeps exactly one default under concurrent requests', async () => {
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D'])
      ids.push((await server.gql(CREATE, { name: `Conc ${name}` }, jwt['lb-bakery'])).data.createPriceList.id);
    const results = await Promise.all(
      ids.flatMap((id) => [id, id, id]).map((id) => server.gql(SET_DEFAULT, { id }, jwt['lb-bakery'])),
    );
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    expect(await defaults(b.bakery.id)).toHaveLength(1);
  });

  it('refuses to delete the default list and a list with clients; deletes an unused one', async () => {
    await server.gql(SET_DEFAULT, { id: String(a.list.id) }, jwt['la-bakery']);
    expect(codeOf(await server.gql(DELETE, { id: String(a.list.id) }, jwt['la-bakery']))).toBe('PRICE_LIST_IS_DEFAULT');
    const spare = (await server.gql(CREATE, { name: 'Spare' }, jwt['la-bakery'])).data.createPriceList;
    await server.gql(SET_DEFAULT, { id: String(a.list.id) }, jwt['la-bakery']);
    const res = await server.gql(
      'mutation As($u: ID!, $l: ID!) { assignPriceList(userId: $u, priceListId: $l) }',
      { u: String(a.host.id), l: spare.id },
      jwt['la-bakery'],
    );
    expect(res.data.assignPriceList).toBe(true);
    const refused = await server.gql(DELETE, { id: spare.id }, jwt['la-bakery']);
    expect(codeOf(refused)).toBe('PRICE_LIST_HAS_CLIENTS');
    expect(refused.errors?.[0]?.extensions?.clients).toBe(1);
    await server.gql(
      'mutation As($u: ID!, $l: ID!) { assignPriceList(userId: $u, priceListId: $l) }',
      { u: String(a.host.id), l: String(a.list.id) },
      jwt['la-bakery'],
    );
    expect((await server.gql(DELETE, { id: spare.id }, jwt['la-bakery'])).data.deletePriceList).toBe(true);
  });

  it('sets, changes and removes a product price in a list', async () => {
    const bread = await createProduct(server.platform.db, a.bakery.id, {
      name: { de: 'Brot', it: 'Pane', en: 'Bread' },
      description: { de: 'x', it: 'x', en: 'x' },
      gramPrice: '0.005',
      approxWeight: 500,
    });
    const vars = { l: String(a.list.id), p: String(bread.id) };
    expect((await server.gql(SET_PRICE, { ...vars, g: '0,0048' }, jwt['la-bakery'])).data.setProductPrice).toBe(true);
    await server.gql(SET_PRICE, { ...vars, g: '0.0049' }, jwt['la-bakery']);
    const listed = (await server.gql(LIST_PRODUCTS, { l: vars.l }, jwt['la-bakery'])).data.priceListProducts;
    expect(listed).toEqual([{ gramPrice: '0.004900', product: { id: vars.p, name: 'Brot', inPriceList: true } }]);
    for (const bad of ['-1', '0.0000001', '123456789', 'abc']) {
      expect(codeOf(await server.gql(SET_PRICE, { ...vars, g: bad }, jwt['la-bakery']))).toBe('BAD_INPUT');
    }
    await server.gql(
      'mutation R($l: ID!, $p: ID!) { removeProductPrice(priceListId: $l, productId: $p) }',
      vars,
      jwt['la-bakery'],
    );
    expect((await server.gql(LIST_PRODUCTS, { l: vars.l }, jwt['la-bakery'])).data.priceListProducts).toEqual([]);
  });

  it('shows hosts and private customers only the lists visible for their group, guests none', async () => {
    const privOnly = (await server.gql(CREATE, { name: 'Privat' }, jwt['la-bakery'])).data.createPriceList;
    await server.gql(
      'mutation V($id: ID!, $v: [PriceListGroup!]!) { setPriceListVisibility(id: $id, visibleFor: $v) { id } }',
      { id: privOnly.id, v: ['private'] },
      jwt['la-bakery'],
    );
    await server.gql(SET_DEFAULT, { id: String(a.list.id) }, jwt['la-bakery']);
    const names = async (who: string) =>
      (await server.gql(LISTS, {}, jwt[who])).data.priceLists.map((l: { name: string }) => l.name);
    expect(await names('la-host')).not.toContain('Privat');
    expect(await names('la-private')).toContain('Privat');
    expect(await names('guest')).toEqual([]);
    expect((await server.gql(LISTS, {}, jwt['la-host'])).data.priceLists[0].clientCount).toBeNull();
    expect(
      codeOf(
        await server.gql(
          'mutation V($id: ID!, $v: [PriceListGroup!]!) { setPriceListVisibility(id: $id, visibleFor: $v) { id } }',
          { id: privOnly.id, v: ['everyone'] },
          jwt['la-bakery'],
        ),
      ),
    ).toBe('BAD_INPUT');
  });
});

describe('who may change price lists', () => {
  const ops = () =>
    [
      ['createPriceList', CREATE, { name: 'X' }],
      [
        'renamePriceList',
        'mutation Rn($id: ID!) { renamePriceList(id: $id, name: "Y") { id } }',
        { id: String(a.list.id) },
      ],
      ['setDefaultPriceList', SET_DEFAULT, { id: String(a.list.id) }],
      ['deletePriceList', DELETE, { id: String(a.list.id) }],
      [
        'assignPriceList',
        'mutation As($u: ID!, $l: ID!) { assignPriceList(userId: $u, priceListId: $l) }',
        { u: String(a.privateCustomer.id), l: String(a.list.id) },
      ],
      ['setProductPrice', SET_PRICE, { l: String(a.list.id), p: '1', g: '0.01' }],
      [
        'removeProductPrice',
        'mutation R($l: ID!, $p: ID!) { removeProductPrice(priceListId: $l, productId: $p) }',
        { l: String(a.list.id), p: '1' },
      ],
      ['priceListProducts', LIST_PRODUCTS, { l: String(a.list.id) }],
    ] as const;

  it.each(['la-host', 'la-private', 'guest'])('refuses every change to %s', async (who) => {
    for (const [name, q, v] of ops())
      expect([name, codeOf(await server.gql(q, v, jwt[who]))]).toEqual([name, 'FORBIDDEN']);
  });

  it('refuses signed out', async () => {
    for (const [name, q, v] of ops()) expect([name, codeOf(await server.gql(q, v))]).toEqual([name, 'UNAUTHENTICATED']);
    expect(codeOf(await server.gql(LISTS))).toBe('UNAUTHENTICATED');
  });

  it("answers another bakery's list as not found and changes nothing", async () => {
    for (const [name, q, v] of ops().slice(1))
      expect([name, codeOf(await server.gql(q, v, jwt['lb-bakery']))]).toEqual([name, 'NOT_FOUND']);
    const [list] = await server.platform.db.select().from(priceLists).where(eq(priceLists.id, a.list.id));
    expect(list).toMatchObject({ name: 'Standard' });
    const [customer] = await server.platform.db.select().from(users).where(eq(users.id, a.privateCustomer.id));
    expect(customer!.priceListId).toBe(a.list.id);
  });

  it("refuses to assign a list to another bakery's customer", async () => {
    const res = await server.gql(
      'mutation As($u: ID!, $l: ID!) { assignPriceList(userId: $u, priceListId: $l) }',
      { u: String(b.host.id), l: String(a.list.id) },
      jwt['la-bakery'],
    );
    expect(codeOf(res)).toBe('NOT_FOUND');
  });
});
