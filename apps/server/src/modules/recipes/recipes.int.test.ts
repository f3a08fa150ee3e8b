import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { recipes, recipeVersions } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { freshTenant, type FreshTenant } from '../../../test/factories';

const FIELDS =
  'id name version amounts leadHours hydration lines { kind id name amount } contains { allergens cereals nuts } traces { allergens cereals nuts }';
const LIST = `query L { recipes { ${FIELDS} } }`;
const CREATE = `mutation C($input: RecipeInput!) { createRecipe(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteRecipe(id: $id) }';
const CREATE_INGREDIENT = 'mutation I($input: IngredientInput!) { createIngredient(input: $input) { id } }';
const DELETE_INGREDIENT = 'mutation DI($id: ID!) { deleteIngredient(id: $id) }';

const NONE: { allergens: string[]; cereals: string[]; nuts: string[] } = { allergens: [], cereals: [], nuts: [] };

let server: TestServer;
let a: FreshTenant;
let b: FreshTenant;
const i: Record<string, string> = {};
let sourdough: string;

async function ingredient(t: FreshTenant, de: string, role: string, contains = NONE, traces = NONE) {
  const input = { names: { de, it: de, en: de }, unit: 'KG', role, contains, traces };
  return (await server.gql(CREATE_INGREDIENT, { input }, t.jwt.bakery)).data.createIngredient.id as string;
}

const line = (kind: 'INGREDIENT' | 'RECIPE', id: string, amount: number) => ({ kind, id, amount });

beforeAll(async () => {
  server = await createTestServer();
  [a, b] = await Promise.all([freshTenant(server, { base: 'ra' }), freshTenant(server, { base: 'rb' })]);
  i.rye = await ingredient(a, 'Roggenmehl', 'FLOUR', { ...NONE, cereals: ['RYE'] });
  i.wheat = await ingredient(a, 'Weizenmehl', 'FLOUR', { ...NONE, cereals: ['WHEAT'] });
  i.water = await ingredient(a, 'Wasser', 'LIQUID');
  i.salt = await ingredient(a, 'Salz', 'OTHER');
  i.spice = await ingredient(
    a,
    'Brotgewürz',
    'OTHER',
    { ...NONE, allergens: ['CELERY'] },
    { ...NONE, allergens: ['MUSTARD'] },
  );
  i.otherFlour = await ingredient(b, 'Fremdes Mehl', 'FLOUR');
  sourdough = (
    await server.gql(
      CREATE,
      {
        input: {
          name: ' Roggensauerteig ',
          amounts: 'WEIGHT',
          leadHours: 14,
          lines: [line('INGREDIENT', i.rye!, 1000), line('INGREDIENT', i.water!, 1000)],
        },
      },
      a.jwt.bakery,
    )
  ).data.createRecipe.id;
});
afterAll(() => server.close());

const VINSCHGERL = () => ({
  name: 'Vinschgerl',
  amounts: 'PERCENT',
  leadHours: null,
  lines: [
    line('INGREDIENT', i.rye!, 7000),
    line('INGREDIENT', i.wheat!, 3000),
    line('INGREDIENT', i.water!, 5000),
    line('RECIPE', sourdough, 4000),
    line('INGREDIENT', i.salt!, 220),
    line('INGREDIENT', i.spice!, 100),
  ],
});

const versionsOf = async (id: string) =>
  server.platform.db
    .select()
    .from(recipeVersions)
    .where(eq(recipeVersions.recipeId, Number(id)))
    .orderBy(asc(recipeVersions.version));

describe('recipes of a bakery (issue 48)', () => {
  it('makes a dough in baker’s percentages with a sourdough: parts named, hydration and allergens through the tree', async () => {
    const made = (await server.gql(CREATE, { input: VINSCHGERL() }, a.jwt.bakery)).data.createRecipe;
    expect(made).toMatchObject({
      name: 'Vinschgerl',
      version: 1,
      amounts: 'PERCENT',
      leadHours: null,
      // 5 kg water + the sourdough's 2 on 12 kg flour (10 + the sourdough's 2)
      hydration: 5833,
      contains: { allergens: ['GLUTEN', 'CELERY'], cereals: ['WHEAT', 'RYE'], nuts: [] },
      traces: { allergens: ['MUSTARD'], cereals: [], nuts: [] },
    });
    expect(made.lines.map((l: { name: string; amount: number }) => [l.name, l.amount])).toEqual([
      ['Roggenmehl', 7000],
      ['Weizenmehl', 3000],
      ['Wasser', 5000],
      ['Roggensauerteig', 4000],
      ['Salz', 220],
      ['Brotgewürz', 100],
    ]);
    const listed = (await server.gql(LIST, {}, a.jwt.bakery)).data.recipes;
    expect(listed.map((r: { name: string; leadHours: number | null }) => [r.name, r.leadHours])).toEqual([
      ['Roggensauerteig', 14],
      ['Vinschgerl', null],
    ]);
    expect((await server.gql(LIST, {}, b.jwt.bakery)).data.recipes).toEqual([]);
  });

  it('a change is a new version: the old one stays as it was', async () => {
    const made = (await server.gql(CREATE, { input: { ...VINSCHGERL(), name: 'Paarl' } }, a.jwt.bakery)).data
      .createRecipe;
    const changed = { ...VINSCHGERL(), name: 'Paarl', lines: VINSCHGERL().lines.slice(0, 5) };
    const updated = (await server.gql(UPDATE, { id: made.id, input: changed }, a.jwt.bakery)).data.updateRecipe;
    expect(updated).toMatchObject({ version: 2, contains: { allergens: ['GLUTEN'] }, traces: NONE });
    const versions = await versionsOf(made.id);
    expect(versions.map((v) => [v.version, v.lines.length])).toEqual([
      [1, 6],
      [2, 5],
    ]);
  });

  it('refuses a dough without flour, flour that is not 100 %, an empty recipe and a cycle, by name, writing nothing', async () => {
    const before = await server.platform.db.select().from(recipes).where(eq(recipes.bakeryId, a.bakery.id));
    const noFlour = { ...VINSCHGERL(), lines: [line('INGREDIENT', i.water!, 5000)] };
    expect(codeOf(await server.gql(CREATE, { input: noFlour }, a.jwt.bakery))).toBe('RECIPE_NO_FLOUR');
    const partFlour = { ...VINSCHGERL(), lines: VINSCHGERL().lines.slice(1) };
    const refused = await server.gql(CREATE, { input: partFlour }, a.jwt.bakery);
    expect([codeOf(refused), refused.errors?.[0]?.extensions?.flour]).toEqual(['RECIPE_FLOUR_NOT_FULL', 30]);
    expect(codeOf(await server.gql(CREATE, { input: { ...VINSCHGERL(), lines: [] } }, a.jwt.bakery))).toBe(
      'RECIPE_EMPTY',
    );
    // the sourdough taking a little of the bread that uses it
    const bread = (await server.gql(LIST, {}, a.jwt.bakery)).data.recipes.find(
      (r: { name: string }) => r.name === 'Vinschgerl',
    );
    const loop = {
      name: 'Roggensauerteig',
      amounts: 'WEIGHT',
      leadHours: 14,
      lines: [line('INGREDIENT', i.rye!, 1000), line('INGREDIENT', i.water!, 1000), line('RECIPE', bread.id, 50)],
    };
    const cycle = await server.gql(UPDATE, { id: sourdough, input: loop }, a.jwt.bakery);
    expect([codeOf(cycle), cycle.errors?.[0]?.extensions?.names]).toEqual([
      'RECIPE_CYCLE',
      ['Roggensauerteig', 'Vinschgerl', 'Roggensauerteig'],
    ]);
    expect(await versionsOf(sourdough)).toHaveLength(1);
    expect(await server.platform.db.select().from(recipes).where(eq(recipes.bakeryId, a.bakery.id))).toEqual(before);
  });

  it('refuses bad input naming the fields: name, lead time, an amount ≤ 0, another bakery’s ingredient', async () => {
    const cases = [
      [{ ...VINSCHGERL(), name: '  ' }, ['name']],
      [{ ...VINSCHGERL(), leadHours: 73 }, ['leadHours']],
      [
        { ...VINSCHGERL(), lines: [line('INGREDIENT', i.rye!, 10_000), line('INGREDIENT', i.salt!, 0)] },
        ['lines.1.amount'],
      ],
      [{ ...VINSCHGERL(), lines: [line('INGREDIENT', i.otherFlour!, 10_000)] }, ['lines.0.id']],
      [{ ...VINSCHGERL(), lines: [line('RECIPE', '999999', 10)] }, ['lines.0.id']],
    ] as const;
    for (const [input, fields] of cases) {
      const res = await server.gql(CREATE, { input }, a.jwt.bakery);
      expect([input.name, codeOf(res), res.errors?.[0]?.extensions?.fields]).toEqual([input.name, 'BAD_INPUT', fields]);
    }
  });

  it('refuses to delete a recipe or an ingredient still used, naming the recipes; deletes them once free', async () => {
    const inUse = await server.gql(DELETE, { id: sourdough }, a.jwt.bakery);
    expect([codeOf(inUse), inUse.errors?.[0]?.extensions?.recipes]).toEqual(['RECIPE_IN_USE', ['Paarl', 'Vinschgerl']]);
    const spiced = await server.gql(DELETE_INGREDIENT, { id: i.spice }, a.jwt.bakery);
    expect([codeOf(spiced), spiced.errors?.[0]?.extensions?.recipes]).toEqual(['INGREDIENT_IN_USE', ['Vinschgerl']]);
    const bread = (await server.gql(LIST, {}, a.jwt.bakery)).data.recipes.find(
      (r: { name: string }) => r.name === 'Vinschgerl',
    );
    expect((await server.gql(DELETE, { id: bread.id }, a.jwt.bakery)).data.deleteRecipe).toBe(true);
    expect(await versionsOf(bread.id)).toEqual([]);
    expect((await server.gql(DELETE_INGREDIENT, { id: i.spice }, a.jwt.bakery)).data.deleteIngredient).toBe(true);
  });
});

describe('who may use recipes', () => {
  const ops = () =>
    [
      [
        'updateRecipe',
        UPDATE,
        { id: sourdough, input: { name: 'X', amounts: 'WEIGHT', lines: [line('INGREDIENT', i.water!, 1)] } },
      ],
      ['deleteRecipe', DELETE, { id: sourdough }],
    ] as const;
  const all = () =>
    [
      ['recipes', LIST, {}],
      ['createRecipe', CREATE, { input: { name: 'X', amounts: 'WEIGHT', lines: [] } }],
      ...ops(),
    ] as const;

  it.each(['host', 'private', 'guest'] as const)('refuses every operation to the %s', async (who) => {
    for (const [name, q, v] of all())
      expect([name, codeOf(await server.gql(q, v, a.jwt[who]))]).toEqual([name, 'FORBIDDEN']);
  });

  it('refuses signed out', async () => {
    for (const [name, q, v] of all()) expect([name, codeOf(await server.gql(q, v))]).toEqual([name, 'UNAUTHENTICATED']);
  });

  it("answers another bakery's recipe as not found and changes nothing", async () => {
    const before = await versionsOf(sourdough);
    for (const [name, q, v] of ops())
      expect([name, codeOf(await server.gql(q, v, b.jwt.bakery))]).toEqual([name, 'NOT_FOUND']);
    expect(await versionsOf(sourdough)).toEqual(before);
  });
});
