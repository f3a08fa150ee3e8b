import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { media, products, translations } from '../../db/schema/index';
import { createProduct as seedProduct } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { recordStatements } from '../../../test/statements';

const FIELDS =
  'id name names { de it en } descriptions { de } gramPrice pricePerKgCents approxWeight haveToWeight vat { value } active easybackKodex displayOrder availableDays availableWeekdays inPriceList';
const CREATE = `mutation Create($input: ProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;
const LIST = `query List($page: Int, $search: String, $priceListId: ID, $includeInactive: Boolean) { products(page: $page, search: $search, priceListId: $priceListId, includeInactive: $includeInactive) { total items { id name displayOrder active } } }`;

const input = (over: Record<string, unknown> = {}) => ({
  names: { de: 'Vinschgerle', it: 'Venostano', en: 'Vinschgau flatbread' },
  descriptions: { de: 'Roggenfladen mit Brotklee', it: 'Focaccia di segale', en: 'Rye flatbread' },
  gramPrice: '0.0100',
  approxWeight: 90,
  haveToWeight: false,
  easybackKodex: 'V-90',
  availableWeekdays: [1, 2, 3, 4, 5],
  ...over,
});

let server: TestServer;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  await createTenant(server.platform.db, 'pa');
  b = await createTenant(server.platform.db, 'pb');
  Object.assign(
    jwt,
    await signIn(server, { users: ['pa-bakery', 'pb-bakery', 'pa-host', 'pa-private'], guests: { guest: 'paroom1' } }),
  );
});
afterAll(() => server.close());

async function productCount() {
  const [row] = await server.platform.db.select({ n: sql<number>`count(*)::int` }).from(products);
  return row!.n;
}

describe('products of a bakery', () => {
  it('creates a product in three languages with the default VAT, weekday rules and next display order', async () => {
    const first = (await server.gql(CREATE, { input: input() }, jwt['pa-bakery'])).data.createProduct;
    expect(first).toMatchObject({
      name: 'Vinschgerle',
      names: { de: 'Vinschgerle', it: 'Venostano', en: 'Vinschgau flatbread' },
      gramPrice: '0.010000',
      pricePerKgCents: 1000,
      vat: { value: '10.00' },
      active: true,
      displayOrder: 0,
      availableWeekdays: [1, 2, 3, 4, 5],
      inPriceList: false, // invisible to clients until a price list holds it
    });
    expect(first.availableDays).toBeLessThan(0);
    const second = (
      await server.gql(
        CREATE,
        { input: input({ names: { de: 'Semmel', it: 'Rosetta', en: 'Roll' }, easybackKodex: 'S-1' }) },
        jwt['pa-bakery'],
      )
    ).data.createProduct;
    expect(second.displayOrder).toBe(1);
    const stored = await server.platform.db
      .select()
      .from(translations)
      .where(eq(translations.key, `product.${first.id}.name`));
    expect(stored.map((t) => t.identifier).sort()).toEqual([
      `product.${first.id}.name_de`,
      `product.${first.id}.name_en`,
      `product.${first.id}.name_it`,
    ]);
  });

  it.each([
    [{ names: { de: 'Brot', it: '', en: 'Bread' } }, ['names.it']],
    [{ descriptions: { de: ' ', it: 'x', en: 'y' } }, ['descriptions.de']],
    [{ gramPrice: 'abc' }, ['gramPrice']],
    [{ gramPrice: '-0.01' }, ['gramPrice']],
    [{ gramPrice: '0.0000001' }, ['gramPrice']],
    [{ approxWeight: -5 }, ['approxWeight']],
    [{ approxWeight: 100_001, easybackKodex: 'x'.repeat(41) }, ['approxWeight', 'easybackKodex']],
    [{ names: { de: 'x'.repeat(121), it: 'Pane', en: ' ' } }, ['names.de', 'names.en']],
    [{ availableWeekdays: [0, 8] }, ['availableWeekdays']],
    [{ vatId: '9999' }, ['vatId']],
  ])('refuses %o naming the fields %o, and writes nothing', async (change, fields) => {
    const before = await productCount();
    const res = await server.gql(CREATE, { input: input(change) }, jwt['pa-bakery']);
    expect(codeOf(res)).toBe('BAD_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual(fields);
    expect(await productCount()).toBe(before);
  });

  it('accepts a decimal comma in the gram price', async () => {
    const res = await server.gql(
      CREATE,
      {
        input: input({
          gramPrice: '0,0052',
          easybackKodex: 'B-1',
          names: { de: 'Bauernbrot', it: 'Pane contadino', en: "Farmer's bread" },
        }),
      },
      jwt['pa-bakery'],
    );
    expect(res.data.createProduct.gramPrice).toBe('0.005200');
  });

  it('edits names and price; a refused edit changes nothing', async () => {
    const p = (await server.gql(CREATE, { input: input({ easybackKodex: 'E-1' }) }, jwt['pa-bakery'])).data
      .createProduct;
    const edited = (
      await server.gql(
        UPDATE,
        {
          id: p.id,
          input: input({
            names: { de: 'Vinschger Paarl', it: 'Coppia venostana', en: 'Vinschgau pair' },
            gramPrice: '0.011',
          }),
        },
        jwt['pa-bakery'],
      )
    ).data.updateProduct;
    expect(edited).toMatchObject({
      names: { de: 'Vinschger Paarl', it: 'Coppia venostana', en: 'Vinschgau pair' },
      gramPrice: '0.011000',
    });
    expect(
      codeOf(
        await server.gql(UPDATE, { id: p.id, input: input({ names: { de: '', it: 'x', en: 'y' } }) }, jwt['pa-bakery']),
      ),
    ).toBe('BAD_INPUT');
    const again = (
      await server.gql(
        `query P($id: ID!) { product(id: $id) { names { de } gramPrice } }`,
        { id: p.id },
        jwt['pa-bakery'],
      )
    ).data.product;
    expect(again).toEqual({ names: { de: 'Vinschger Paarl' }, gramPrice: '0.011000' });
  });

  it('lists by display order, searches names in any language and article codes, filters inactive, deletes softly', async () => {
    const db = server.platform.db;
    const mk = (de: string, it: string, kodex: string, displayOrder: number) =>
      seedProduct(db, b.bakery.id, {
        name: { de, it, en: de },
        description: { de, it, en: de },
        gramPrice: '0.01',
        approxWeight: 100,
        easybackKodex: kodex,
        displayOrder,
        priceListIds: [b.list.id],
      });
    const zopf = await mk('Zopf', 'Treccia', 'Z-7', 2);
    const krapfen = await mk('Krapfen', 'Krapfen', 'K-3', 1);
    const list = (vars: Record<string, unknown> = {}) =>
      server.gql(LIST, vars, jwt['pb-bakery']).then((r) => r.data.products);
    expect((await list()).items.map((p: { name: string }) => p.name)).toEqual(['Krapfen', 'Zopf']);
    expect((await list({ search: 'treccia' })).items.map((p: { name: string }) => p.name)).toEqual(['Zopf']);
    expect((await list({ search: 'k-3' })).items.map((p: { name: string }) => p.name)).toEqual(['Krapfen']);
    expect((await list({ priceListId: String(b.list.id) })).total).toBe(2);

    expect(
      (
        await server.gql(
          'mutation T($id: ID!) { toggleProduct(id: $id) { active } }',
          { id: String(zopf.id) },
          jwt['pb-bakery'],
        )
      ).data.toggleProduct.active,
    ).toBe(false);
    expect((await list({ includeInactive: false })).items.map((p: { name: string }) => p.name)).toEqual(['Krapfen']);

    await server.gql(
      'mutation M($id: ID!) { moveProduct(id: $id, position: 1) { id } }',
      { id: String(zopf.id) },
      jwt['pb-bakery'],
    );
    expect((await list()).items.map((p: { name: string }) => p.name)).toEqual(['Zopf', 'Krapfen']);

    expect(
      (
        await server.gql(
          'mutation D($id: ID!) { deleteProduct(id: $id) }',
          { id: String(krapfen.id) },
          jwt['pb-bakery'],
        )
      ).data.deleteProduct,
    ).toBe(true);
    expect((await list()).total).toBe(1);
    const [kept] = await db.select().from(products).where(eq(products.id, krapfen.id));
    expect(kept!.deleted).toBe(true); // soft: orders and bills keep their product
  });

  it('answers the products page in one statement, each product as the single-product query answers it', async () => {
    const db = server.platform.db;
    const t = await createTenant(db, 'pc');
    const token = (await signIn(server, { users: ['pc-bakery'] }))['pc-bakery']!;
    for (const [i, de] of ['Roggenbrot', 'Vinschgerle', 'Breze'].entries())
      await seedProduct(db, t.bakery.id, {
        name: { de, it: `${de} it`, en: `${de} en` },
        description: { de: `${de} Text`, it: 'testo', en: 'text' },
        gramPrice: '0.0125',
        approxWeight: 80 + i,
        displayOrder: i,
        priceListIds: i === 2 ? [] : [t.list.id],
      });
    const [thumb] = await db
      .insert(media)
      .values({ url: '/media/pc.webp', formats: { thumbnail: { url: '/media/pc-t.webp' } }, ownerId: t.bakery.id })
      .returning();
    await db
      .update(products)
      .set({ thumbId: thumb!.id })
      .where(sql`${products.bakeryId} = ${t.bakery.id} and ${products.displayOrder} = 0`);
    const fields = `${FIELDS} descriptions { it en } thumb { id url formats { thumbnail small medium } }`;
    const page = `query L($search: String) { products(search: $search) { total items { ${fields} } } }`;
    const sent = recordStatements(db);
    const counted = async (search: string | null, query = page) => {
      sent.reset();
      const data = (await server.gql(query, { search }, token)).data.products;
      return {
        data,
        statements: sent.texts.length,
        readsDescriptions: sent.texts.some((text) => /select description_key\b|as descriptions\b/.test(text)),
      };
    };
    try {
      const all = await counted(null);
      const one = await counted('vinsch');
      // the session lookup, the catalogue version (ADR 022) and the page: the same for three products as for one
      expect([all.data.items.length, all.statements, one.data.items.length, one.statements]).toEqual([3, 3, 1, 3]);
      expect(all.data.items.map((p: { inPriceList: boolean }) => p.inPriceList)).toEqual([true, true, false]);
      expect(all.data.items[0].thumb).toMatchObject({
        url: '/media/pc.webp',
        formats: { thumbnail: '/media/pc-t.webp' },
      });
      expect(all.readsDescriptions).toBe(true);
      const single = `query P($id: ID!) { product(id: $id) { ${fields} } }`;
      for (const item of all.data.items as { id: string }[])
        expect((await server.gql(single, { id: item.id }, token)).data.product).toEqual(item);

      // the products screen's list asks no descriptions: the page's one statement reads none
      const list = await counted(null, `query L { products { items { id name names { de it en } gramPrice } } }`);
      expect([list.data.items.length, list.statements, list.readsDescriptions]).toEqual([3, 3, false]);
      expect(list.data.items[0]).not.toHaveProperty('descriptions');
      // asked through a fragment, an inline fragment or an alias, they come with the page, still one statement
      for (const query of [
        `query L { products { items { ...F } } } fragment F on Product { id descriptions { de } }`,
        `query L { products { items { id ... on Product { descriptions { de } } } } }`,
        `query L { products { items { id texts: descriptions { de } } } }`,
      ]) {
        const asked = await counted(null, query);
        expect([asked.statements, asked.readsDescriptions]).toEqual([3, true]);
        const first = asked.data.items[0] as { descriptions?: { de: string }; texts?: { de: string } };
        expect((first.descriptions ?? first.texts)?.de).toBe('Roggenbrot Text');
      }
    } finally {
      sent.restore();
    }
  });
});

describe('who may touch products', () => {
  let target: string;
  beforeAll(async () => {
    target = (await server.gql(CREATE, { input: input({ easybackKodex: 'P-1' }) }, jwt['pa-bakery'])).data.createProduct
      .id;
  });

  const mutations = () =>
    [
      ['createProduct', CREATE, { input: input() }],
      ['updateProduct', UPDATE, { id: target, input: input() }],
      ['toggleProduct', 'mutation T($id: ID!) { toggleProduct(id: $id) { id } }', { id: target }],
      ['deleteProduct', 'mutation D($id: ID!) { deleteProduct(id: $id) }', { id: target }],
      ['moveProduct', 'mutation M($id: ID!) { moveProduct(id: $id, position: 1) { id } }', { id: target }],
      ['product', 'query P($id: ID!) { product(id: $id) { id } }', { id: target }],
    ] as const;

  it.each(['pa-host', 'pa-private', 'guest'])('refuses every product operation to %s (FORBIDDEN)', async (who) => {
    for (const [name, query, vars] of mutations())
      expect([name, codeOf(await server.gql(query, vars, jwt[who]))]).toEqual([name, 'FORBIDDEN']);
    expect(codeOf(await server.gql(LIST, {}, jwt[who]))).toBe('FORBIDDEN');
  });

  it('refuses every product operation signed out (UNAUTHENTICATED)', async () => {
    for (const [name, query, vars] of mutations())
      expect([name, codeOf(await server.gql(query, vars))]).toEqual([name, 'UNAUTHENTICATED']);
  });

  it("answers another bakery's product as not found and leaves it unchanged", async () => {
    for (const [name, query, vars] of mutations().slice(1))
      expect([name, codeOf(await server.gql(query, vars, jwt['pb-bakery']))]).toEqual([name, 'NOT_FOUND']);
    const [row] = await server.platform.db
      .select()
      .from(products)
      .where(eq(products.id, Number(target)));
    expect(row).toMatchObject({ active: true, deleted: false, displayOrder: row!.displayOrder });
    expect((await server.gql(LIST, { search: 'P-1' }, jwt['pb-bakery'])).data.products.total).toBe(0);
  });
});
