import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ingredients } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { freshTenant, type FreshTenant } from '../../../test/factories';

const FIELDS =
  'id names { de it en } unit pricePerUnit role contains { allergens cereals nuts } traces { allergens cereals nuts }';
const LIST = `query L { ingredients { ${FIELDS} } }`;
const CREATE = `mutation C($input: IngredientInput!) { createIngredient(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: IngredientInput!) { updateIngredient(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteIngredient(id: $id) }';

const NONE = { allergens: [], cereals: [], nuts: [] };
const RYE_FLOUR = {
  names: { de: '  Roggenmehl 960 ', it: 'Farina di segale 960', en: 'Rye flour 960' },
  unit: 'KG',
  pricePerUnit: '0,92',
  role: 'FLOUR',
  contains: { allergens: [], cereals: ['RYE'], nuts: [] },
  traces: { allergens: ['SESAME', 'GLUTEN'], cereals: ['WHEAT', 'RYE'], nuts: [] },
};

let server: TestServer;
let a: FreshTenant;
let b: FreshTenant;
let ryeFlour: string;

beforeAll(async () => {
  server = await createTestServer();
  [a, b] = await Promise.all([freshTenant(server, { base: 'ia' }), freshTenant(server, { base: 'ib' })]);
  ryeFlour = (await server.gql(CREATE, { input: RYE_FLOUR }, a.jwt.bakery)).data.createIngredient.id;
});
afterAll(() => server.close());

const rowsOf = (bakeryId: number) =>
  server.platform.db.select().from(ingredients).where(eq(ingredients.bakeryId, bakeryId));

describe('ingredients of a bakery (issue 48)', () => {
  it('creates an ingredient with its allergens: names trimmed, price exact, a kind implies its allergen, traces without what it contains', async () => {
    const [listed] = (await server.gql(LIST, {}, a.jwt.bakery)).data.ingredients;
    expect(listed).toEqual({
      id: ryeFlour,
      names: { de: 'Roggenmehl 960', it: 'Farina di segale 960', en: 'Rye flour 960' },
      unit: 'KG',
      pricePerUnit: '0.9200',
      role: 'FLOUR',
      contains: { allergens: ['GLUTEN'], cereals: ['RYE'], nuts: [] },
      // rye is in it anyway; "may contain wheat" keeps gluten as a trace (Annex II point 1 names the cereal)
      traces: { allergens: ['GLUTEN', 'SESAME'], cereals: ['WHEAT'], nuts: [] },
    });
    // the other bakery sees none of them
    expect((await server.gql(LIST, {}, b.jwt.bakery)).data.ingredients).toEqual([]);
  });

  it('updates and deletes its own ingredient, lists by German name', async () => {
    const hazelnuts = (
      await server.gql(
        CREATE,
        {
          input: {
            names: { de: 'Haselnüsse', it: 'Nocciole', en: 'Hazelnuts' },
            unit: 'KG',
            pricePerUnit: null,
            role: 'OTHER',
            contains: { allergens: [], cereals: [], nuts: ['HAZELNUTS'] },
            traces: { allergens: ['PEANUTS'], cereals: [], nuts: ['ALMONDS'] },
          },
        },
        a.jwt.bakery,
      )
    ).data.createIngredient;
    expect(hazelnuts).toMatchObject({ pricePerUnit: null, contains: { allergens: ['NUTS'], nuts: ['HAZELNUTS'] } });
    const names = (await server.gql(LIST, {}, a.jwt.bakery)).data.ingredients.map(
      (i: { names: { de: string } }) => i.names.de,
    );
    expect(names).toEqual(['Haselnüsse', 'Roggenmehl 960']);

    const milk = {
      names: { de: 'Milch', it: 'Latte', en: 'Milk' },
      unit: 'L',
      pricePerUnit: '1.1',
      role: 'LIQUID',
      contains: { allergens: ['MILK'], cereals: [], nuts: [] },
      traces: NONE,
    };
    const updated = (await server.gql(UPDATE, { id: hazelnuts.id, input: milk }, a.jwt.bakery)).data.updateIngredient;
    expect(updated).toMatchObject({
      id: hazelnuts.id,
      unit: 'L',
      pricePerUnit: '1.1000',
      role: 'LIQUID',
      contains: { allergens: ['MILK'] },
    });
    expect((await server.gql(DELETE, { id: hazelnuts.id }, a.jwt.bakery)).data.deleteIngredient).toBe(true);
    expect((await rowsOf(a.bakery.id)).map((r) => r.nameDe)).toEqual(['Roggenmehl 960']);
  });

  it('refuses bad input naming the fields, and writes nothing', async () => {
    const before = await rowsOf(a.bakery.id);
    const bad = [
      [{ ...RYE_FLOUR, names: { ...RYE_FLOUR.names, it: '   ' } }, ['names.it']],
      [{ ...RYE_FLOUR, names: { ...RYE_FLOUR.names, en: 'x'.repeat(121) } }, ['names.en']],
      [{ ...RYE_FLOUR, pricePerUnit: '-1' }, ['pricePerUnit']],
      [{ ...RYE_FLOUR, pricePerUnit: '0.12345' }, ['pricePerUnit']],
      [{ ...RYE_FLOUR, pricePerUnit: '1e3' }, ['pricePerUnit']],
      [{ ...RYE_FLOUR, pricePerUnit: '123456789' }, ['pricePerUnit']],
    ] as const;
    for (const [input, fields] of bad) {
      const res = await server.gql(CREATE, { input }, a.jwt.bakery);
      expect([input, codeOf(res), res.errors?.[0]?.extensions?.fields]).toEqual([input, 'BAD_INPUT', fields]);
      const upd = await server.gql(UPDATE, { id: ryeFlour, input }, a.jwt.bakery);
      expect(codeOf(upd)).toBe('BAD_INPUT');
    }
    // an allergen the annex does not list never reaches the service
    const unknown = await server.gql(
      CREATE,
      { input: { ...RYE_FLOUR, contains: { ...NONE, allergens: ['GARLIC'] } } },
      a.jwt.bakery,
    );
    expect(unknown.errors?.[0]?.message).toMatch(/Allergen/);
    expect(await rowsOf(a.bakery.id)).toEqual(before);
  });
});

describe('who may use ingredients', () => {
  const ops = () =>
    [
      ['updateIngredient', UPDATE, { id: ryeFlour, input: { ...RYE_FLOUR, names: { de: 'X', it: 'X', en: 'X' } } }],
      ['deleteIngredient', DELETE, { id: ryeFlour }],
    ] as const;
  const all = () => [['ingredients', LIST, {}], ['createIngredient', CREATE, { input: RYE_FLOUR }], ...ops()] as const;

  it.each(['host', 'private', 'guest'] as const)('refuses every operation to the %s', async (who) => {
    const before = await rowsOf(a.bakery.id);
    for (const [name, q, v] of all())
      expect([name, codeOf(await server.gql(q, v, a.jwt[who]))]).toEqual([name, 'FORBIDDEN']);
    expect(await rowsOf(a.bakery.id)).toEqual(before);
  });

  it('refuses signed out', async () => {
    for (const [name, q, v] of all()) expect([name, codeOf(await server.gql(q, v))]).toEqual([name, 'UNAUTHENTICATED']);
  });

  it("answers another bakery's ingredient as not found and changes nothing", async () => {
    const before = await rowsOf(a.bakery.id);
    for (const [name, q, v] of ops())
      expect([name, codeOf(await server.gql(q, v, b.jwt.bakery))]).toEqual([name, 'NOT_FOUND']);
    expect(await rowsOf(a.bakery.id)).toEqual(before);
    expect(await rowsOf(b.bakery.id)).toEqual([]);
  });
});
