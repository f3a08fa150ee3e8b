import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, translations } from '../../db/schema/index';
import { createHost, createProduct } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD, signIn } from '../../../test/fixtures';

const FIELDS = 'id name gramPrice approxWeight active inPriceList';
const OWN = `query Own { ownProducts { ${FIELDS} } }`;
const CREATE = `mutation C($input: ProductInput!) { createOwnProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: ProductInput!) { updateOwnProduct(id: $id, input: $input) { ${FIELDS} } }`;
const TOGGLE = `mutation T($id: ID!) { toggleOwnProduct(id: $id) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteOwnProduct(id: $id) }';
const GUEST = 'query GuestProducts { guestProducts { priceCents product { name gramPrice } } }';

const input = (name: string, gramPrice = '0.0125', extra: Record<string, unknown> = {}) => ({
  names: { de: name, it: `${name} it`, en: `${name} en` },
  descriptions: { de: 'Hausgemacht', it: 'Fatto in casa', en: 'Home-made' },
  gramPrice,
  approxWeight: 90,
  haveToWeight: false,
  ...extra,
});

let server: TestServer;
let t: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  const db = server.platform.db;
  t = await createTenant(db, 'oa');
  await createTenant(db, 'ob');
  ids.semmel = String(
    (
      await createProduct(db, t.bakery.id, {
        name: { de: 'Semmel', it: 'Rosetta', en: 'Roll' },
        description: { de: 'x', it: 'x', en: 'x' },
        gramPrice: '0.009',
        approxWeight: 50,
        priceListIds: [t.list.id],
      })
    ).id,
  );
  await createHost(db, t.bakery.id, { username: 'oa-host2', password: PASSWORD, priceListId: t.list.id });
  Object.assign(
    jwt,
    await signIn(server, {
      users: ['oa-host', 'oa-host2', 'oa-bakery', 'oa-private', 'ob-host'],
      guests: { guest: 'oaroom1' },
    }),
  );
});
afterAll(() => server.close());

const ownRows = () => server.platform.db.select().from(products).where(eq(products.hostId, t.host.id));

describe("a host's own products", () => {
  it('creates, lists, edits and toggles its own products with the gram price it sets', async () => {
    const created = (await server.gql(CREATE, { input: input('Krapfen', '0,0125') }, jwt['oa-host'])).data
      .createOwnProduct;
    expect(created).toMatchObject({
      name: 'Krapfen',
      gramPrice: '0.012500',
      approxWeight: 90,
      active: true,
      inPriceList: null,
    });
    ids.krapfen = created.id;
    ids.strudel = (
      await server.gql(CREATE, { input: input('Strudel', '0.02') }, jwt['oa-host'])
    ).data.createOwnProduct.id;
    const [row] = await ownRows();
    expect(row).toMatchObject({ bakeryId: t.bakery.id, hostId: t.host.id, deleted: false });
    expect(row!.vatId).not.toBeNull(); // the 10 % fallback

    const edited = (
      await server.gql(UPDATE, { id: ids.strudel, input: input('Apfelstrudel', '0.0211') }, jwt['oa-host'])
    ).data.updateOwnProduct;
    expect(edited).toMatchObject({ name: 'Apfelstrudel', gramPrice: '0.021100' });
    expect((await server.gql(TOGGLE, { id: ids.strudel }, jwt['oa-host'])).data.toggleOwnProduct.active).toBe(false);
    expect((await server.gql(OWN, {}, jwt['oa-host'])).data.ownProducts.map((p: { name: string }) => p.name)).toEqual([
      'Krapfen',
      'Apfelstrudel',
    ]);
    expect((await server.gql(OWN, {}, jwt['oa-host2'])).data.ownProducts).toEqual([]);
  });

  it("keeps hosts' own products out of the bakery's product list and its product query", async () => {
    const page = (await server.gql('query { products { items { name } total } }', {}, jwt['oa-bakery'])).data.products;
    expect(page.items.map((p: { name: string }) => p.name)).toEqual(['Semmel']);
    expect(
      codeOf(await server.gql('query P($id: ID!) { product(id: $id) { id } }', { id: ids.krapfen }, jwt['oa-bakery'])),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(
        await server.gql(
          'mutation M($id: ID!) { moveProduct(id: $id, position: 1) { id } }',
          { id: ids.krapfen },
          jwt['oa-bakery'],
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it("shows the guest the host's take-overs and its own active products at their price", async () => {
    await server.gql(
      'mutation A($p: ID!) { adoptProduct(productId: $p, displayPrice: "0,55") { id } }',
      { p: ids.semmel },
      jwt['oa-host'],
    );
    const guest = (await server.gql(GUEST, {}, jwt.guest)).data.guestProducts;
    // Krapfen: 0.0125 €/g × 90 g = 1.125 € → 113 cents (half up); the inactive Apfelstrudel is not offered.
    expect(guest).toEqual([
      { priceCents: 55, product: { name: 'Semmel', gramPrice: null } },
      { priceCents: 113, product: { name: 'Krapfen', gramPrice: null } },
    ]);
  });

  it('soft-deletes its own product; it leaves the lists of host and guest', async () => {
    expect((await server.gql(DELETE, { id: ids.krapfen }, jwt['oa-host'])).data.deleteOwnProduct).toBe(true);
    expect((await ownRows()).find((r) => String(r.id) === ids.krapfen)?.deleted).toBe(true);
    expect((await server.gql(OWN, {}, jwt['oa-host'])).data.ownProducts.map((p: { name: string }) => p.name)).toEqual([
      'Apfelstrudel',
    ]);
    expect(
      (await server.gql(GUEST, {}, jwt.guest)).data.guestProducts.map(
        (g: { product: { name: string } }) => g.product.name,
      ),
    ).toEqual(['Semmel']);
    expect(codeOf(await server.gql(TOGGLE, { id: ids.krapfen }, jwt['oa-host']))).toBe('NOT_FOUND');
  });

  it('refuses bad input with BAD_INPUT and writes nothing', async () => {
    const before = await ownRows();
    const texts = (await server.platform.db.select().from(translations)).length;
    const noItalian = { ...input('Zelten'), names: { de: 'Zelten', it: ' ', en: 'Zelten' } };
    for (const [q, v] of [
      [CREATE, { input: noItalian }],
      [CREATE, { input: input('Zelten', '-0.01') }],
      [UPDATE, { id: ids.strudel, input: noItalian }],
      [UPDATE, { id: ids.strudel, input: input('Zelten', '-1') }],
    ] as const) {
      const res = await server.gql(q, v, jwt['oa-host']);
      expect(codeOf(res)).toBe('BAD_INPUT');
    }
    expect(await ownRows()).toEqual(before);
    expect((await server.platform.db.select().from(translations)).length).toBe(texts);
  });
});

describe('who may change own products', () => {
  it("answers another host's own product as not found and leaves it", async () => {
    const before = await ownRows();
    for (const who of ['oa-host2', 'ob-host']) {
      expect(codeOf(await server.gql(UPDATE, { id: ids.strudel, input: input('Fremd') }, jwt[who]))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(TOGGLE, { id: ids.strudel }, jwt[who]))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(DELETE, { id: ids.strudel }, jwt[who]))).toBe('NOT_FOUND');
      expect(
        codeOf(await server.gql('query P($id: ID!) { ownProduct(id: $id) { id } }', { id: ids.strudel }, jwt[who])),
      ).toBe('NOT_FOUND');
    }
    expect(await ownRows()).toEqual(before);
  });

  it.each(['oa-bakery', 'oa-private', 'guest'])('refuses every own-product operation to %s', async (who) => {
    const before = await ownRows();
    expect(codeOf(await server.gql(OWN, {}, jwt[who]))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(CREATE, { input: input('X') }, jwt[who]))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(UPDATE, { id: ids.strudel, input: input('X') }, jwt[who]))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(TOGGLE, { id: ids.strudel }, jwt[who]))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(DELETE, { id: ids.strudel }, jwt[who]))).toBe('FORBIDDEN');
    expect(await ownRows()).toEqual(before);
  });

  it('refuses all of it signed out', async () => {
    for (const [q, v] of [
      [OWN, {}],
      [CREATE, { input: input('X') }],
      [UPDATE, { id: ids.strudel, input: input('X') }],
      [TOGGLE, { id: ids.strudel }],
      [DELETE, { id: ids.strudel }],
    ] as const)
      expect(codeOf(await server.gql(q, v))).toBe('UNAUTHENTICATED');
  });
});
