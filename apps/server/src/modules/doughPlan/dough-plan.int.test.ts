import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recipeVersions } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { setupProduction, TOMORROW } from '../bakeList/production.test-setup';
import { findRecipesOfBakeryAt } from '../recipes/recipes.queries';

const PLAN = `query P($d: String!) { doughPlan(deliveryDate: $d) {
  deliveryDate settings { mixerCapacityGrams mixSplit scrapBasisPoints }
  recipes { recipe { id name } version grams leadHours products { name pieces doughGrams } mixes { grams lines { kind name grams } } }
  ingredients { name unit grams } unplanned { name pieces boughtIn } } }`;
const SETTINGS =
  'mutation S($input: BakehouseSettingsInput!) { setBakehouseSettings(input: $input) { mixerCapacityGrams mixSplit scrapBasisPoints } }';
const INGREDIENT = 'mutation I($input: IngredientInput!) { createIngredient(input: $input) { id } }';
const RECIPE = 'mutation R($input: RecipeInput!) { createRecipe(input: $input) { id } }';
const UPDATE_RECIPE = 'mutation U($id: ID!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { version } }';
const LINK =
  'mutation L($p: ID!, $input: ProductRecipeInput!) { setProductRecipe(productId: $p, input: $input) { productName recipe { name } doughGrams bakedGrams contains { allergens } } }';
const LINKS =
  'query { productRecipes { productName bakedGrams toppings { name grams } contains { allergens cereals } } }';
const SET_EXTRA =
  'mutation S($d: String!, $p: ID!, $a: Int!) { setAdditionalBread(deadline: $d, productId: $p, amount: $a) { totalAmount } }';

const NONE: { allergens: string[]; cereals: string[]; nuts: string[] } = { allergens: [], cereals: [], nuts: [] };
let s: Awaited<ReturnType<typeof setupProduction>>;
const bakery = () => s.jwt['dp-bakery'];
const i: Record<string, string> = {};
const r: Record<string, string> = {};
const ok = async (query: string, variables: Record<string, unknown>) => {
  const res = await s.server.gql(query, variables, bakery());
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data;
};
const line = (kind: 'INGREDIENT' | 'RECIPE', id: string, amount: number) => ({ kind, id, amount });
const semmelteig = (salt: number) => ({
  name: 'Semmelteig',
  amounts: 'PERCENT',
  lines: [
    line('INGREDIENT', i.wheat!, 10_000),
    line('INGREDIENT', i.water!, 6000),
    line('INGREDIENT', i.salt!, salt),
    line('INGREDIENT', i.yeast!, 300),
  ],
});

beforeAll(async () => {
  s = await setupProduction('dp');
  // tomorrow: Semmel 3 + 2 + 1 and 4 more for the counter, rye bread 2, a Brezel without a recipe
  await s.place(s.jwt['dp-host'], [
    [s.p.semmel, 3],
    [s.p.rye, 2],
  ]);
  await s.place(s.jwt['dp-private'], [
    [s.p.semmel, 2],
    [s.p.brezel, 1],
  ]);
  await s.place(s.jwt.guest, [[s.p.semmel, 1]]);
  await s.place(s.jwt['dpx-private'], [[s.p.foreign, 30]]);
  await s.server.gql(SET_EXTRA, { d: s.deadline, p: s.p.semmel, a: 4 }, bakery());

  const stock = [
    ['rye', 'Roggenmehl', 'FLOUR', { ...NONE, cereals: ['RYE'] }],
    ['wheat', 'Weizenmehl', 'FLOUR', { ...NONE, cereals: ['WHEAT'] }],
    ['water', 'Wasser', 'LIQUID', NONE],
    ['salt', 'Salz', 'OTHER', NONE],
    ['yeast', 'Hefe', 'OTHER', NONE],
    ['sesame', 'Sesam', 'OTHER', { ...NONE, allergens: ['SESAME'] }],
  ] as const;
  for (const [key, de, role, contains] of stock)
    i[key] = (
      await ok(INGREDIENT, { input: { names: { de, it: de, en: de }, unit: 'KG', role, contains, traces: NONE } })
    ).createIngredient.id;
  r.sourdough = (
    await ok(RECIPE, {
      input: {
        name: 'Sauerteig',
        amounts: 'WEIGHT',
        leadHours: 14,
        lines: [line('INGREDIENT', i.rye!, 1000), line('INGREDIENT', i.water!, 1000)],
      },
    })
  ).createRecipe.id;
  r.rye = (
    await ok(RECIPE, {
      input: {
        name: 'Roggenbrot',
        amounts: 'PERCENT',
        lines: [
          line('INGREDIENT', i.rye!, 10_000),
          line('INGREDIENT', i.water!, 6000),
          line('RECIPE', r.sourdough!, 4000),
          line('INGREDIENT', i.salt!, 200),
        ],
      },
    })
  ).createRecipe.id;
  r.semmel = (await ok(RECIPE, { input: semmelteig(200) })).createRecipe.id;
  await ok(SETTINGS, { input: { mixerCapacityGrams: 2000, mixSplit: 'EQUAL', scrapBasisPoints: 100 } });
});
afterAll(() => s.server.close());

describe('products made with a recipe (issue 48)', () => {
  it('links a product to its recipe with dough, bake loss and toppings: baked weight and allergens follow', async () => {
    const semmel = (
      await ok(LINK, {
        p: s.p.semmel,
        input: {
          recipeId: r.semmel,
          doughGrams: 60,
          bakeLossBasisPoints: 1500,
          toppings: [{ ingredientId: i.sesame, grams: 2 }],
        },
      })
    ).setProductRecipe;
    expect(semmel).toMatchObject({ recipe: { name: 'Semmelteig' }, doughGrams: 60, bakedGrams: 51 });
    expect(semmel.contains.allergens).toEqual(['GLUTEN', 'SESAME']);
    await ok(LINK, {
      p: s.p.rye,
      input: { recipeId: r.rye, doughGrams: 1100, bakeLossBasisPoints: 1000, toppings: [] },
    });
    const links = (await ok(LINKS, {})).productRecipes;
    expect(links.map((l: { bakedGrams: number }) => l.bakedGrams).sort()).toEqual([51, 990]);
  });

  it('refuses what is not the bakery’s or out of range, naming the fields; another bakery’s product is not found', async () => {
    const bad = [
      [{ recipeId: r.semmel, doughGrams: 0, bakeLossBasisPoints: 0, toppings: [] }, ['doughGrams']],
      [{ recipeId: r.semmel, doughGrams: 60, bakeLossBasisPoints: 9001, toppings: [] }, ['bakeLossBasisPoints']],
      [{ recipeId: '999999', doughGrams: 60, bakeLossBasisPoints: 0, toppings: [] }, ['recipeId']],
      [
        {
          recipeId: r.semmel,
          doughGrams: 60,
          bakeLossBasisPoints: 0,
          toppings: [{ ingredientId: '999999', grams: 2 }],
        },
        ['toppings.0.ingredientId'],
      ],
      [
        {
          recipeId: r.semmel,
          doughGrams: 60,
          bakeLossBasisPoints: 0,
          toppings: [{ ingredientId: i.sesame, grams: 0 }],
        },
        ['toppings.0.grams'],
      ],
    ] as const;
    for (const [input, fields] of bad) {
      const res = await s.server.gql(LINK, { p: s.p.brezel, input }, bakery());
      expect([codeOf(res), res.errors?.[0]?.extensions?.fields]).toEqual(['BAD_INPUT', fields]);
    }
    const foreign = await s.server.gql(
      LINK,
      { p: s.p.foreign, input: { recipeId: null, doughGrams: 0, bakeLossBasisPoints: 0, toppings: [] } },
      bakery(),
    );
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    // none of it was written: the Brezel is still unlinked
    expect((await ok(LINKS, {})).productRecipes).toHaveLength(2);
  });
});

describe('the dough plan of a delivery day (issue 48)', () => {
  it('makes the day’s bake list into doughs with scrap, mixes the mixer takes, the sourdough first, and the store’s ingredients', async () => {
    const plan = (await ok(PLAN, { d: TOMORROW })).doughPlan;
    expect(plan.settings).toEqual({ mixerCapacityGrams: 2000, mixSplit: 'EQUAL', scrapBasisPoints: 100 });
    const summary = plan.recipes.map(
      (e: { recipe: { name: string }; grams: number; leadHours: number | null; mixes: { grams: number }[] }) => [
        e.recipe.name,
        e.grams,
        e.leadHours,
        e.mixes.map((m) => m.grams),
      ],
    );
    expect(summary).toEqual([
      // the rye doughs' 2 × 220 g of sourdough, set 14 h before
      ['Sauerteig', 440, 14, [440]],
      // 2 × 1,100 g + 1 % scrap = 2,222 g: two equal mixes for a 2 kg mixer
      ['Roggenbrot', 2222, null, [1111, 1111]],
      // 10 Semmel (6 ordered, 4 for the counter) × 60 g + 1 % = 606 g
      ['Semmelteig', 606, null, [606]],
    ]);
    const rye = plan.recipes.find((e: { recipe: { name: string } }) => e.recipe.name === 'Roggenbrot');
    expect(rye.mixes[0].lines.map((l: { name: string; grams: number }) => [l.name, l.grams])).toEqual([
      ['Roggenmehl', 550],
      ['Wasser', 330],
      ['Sauerteig', 220],
      ['Salz', 11],
    ]);
    expect(rye.products).toEqual([{ name: expect.any(String), pieces: 2, doughGrams: 1100 }]);
    expect(plan.ingredients.map((x: { name: string; grams: number }) => [x.name, x.grams])).toEqual([
      ['Roggenmehl', 1320],
      ['Wasser', 1101],
      ['Weizenmehl', 367],
      ['Salz', 29],
      ['Sesam', 20],
      ['Hefe', 11],
    ]);
    // everything from the store: the doughs with their scrap and the toppings
    expect(plan.ingredients.reduce((sum: number, x: { grams: number }) => sum + x.grams, 0)).toBe(606 + 2222 + 20);
    expect(plan.unplanned).toEqual([{ name: expect.any(String), pieces: 1, boughtIn: false }]);
  });

  it('reads the current version for a coming day; a day begun reads the versions in force at its start', async () => {
    await ok(UPDATE_RECIPE, { id: r.semmel, input: semmelteig(250) });
    const plan = (await ok(PLAN, { d: TOMORROW })).doughPlan;
    expect(plan.recipes.find((e: { recipe: { name: string } }) => e.recipe.name === 'Semmelteig').version).toBe(2);
    // version 1 made a day ago, version 2 now: at the start of today, version 1 was in force
    await s.db
      .update(recipeVersions)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(recipeVersions.version, 1));
    const startOfToday = new Date(Date.now() - 60_000);
    const versions = await findRecipesOfBakeryAt(s.db, s.t.bakery.id, startOfToday);
    expect(versions.find((v) => v.recipe.id === Number(r.semmel))?.version.version).toBe(1);
    const now = await findRecipesOfBakeryAt(s.db, s.t.bakery.id, new Date(Date.now() + 60_000));
    expect(now.find((v) => v.recipe.id === Number(r.semmel))?.version.version).toBe(2);
  });

  it('refuses a mixer out of range and a bad date, and other roles and bakeries see no plan', async () => {
    for (const [input, field] of [
      [{ mixerCapacityGrams: 0, mixSplit: 'EQUAL', scrapBasisPoints: 100 }, 'mixerCapacityGrams'],
      [{ mixerCapacityGrams: 2000, mixSplit: 'FULL', scrapBasisPoints: 2001 }, 'scrapBasisPoints'],
    ] as const) {
      const res = await s.server.gql(SETTINGS, { input }, bakery());
      expect([codeOf(res), res.errors?.[0]?.extensions?.fields]).toEqual(['BAD_INPUT', [field]]);
    }
    expect(codeOf(await s.server.gql(PLAN, { d: '2026-13-01' }, bakery()))).toBe('INVALID_DATE');
    expect(codeOf(await s.server.gql(PLAN, { d: 'tomorrow' }, bakery()))).toBe('BAD_INPUT');
    for (const who of ['dp-host', 'dp-private', 'guest'])
      expect(codeOf(await s.server.gql(PLAN, { d: TOMORROW }, s.jwt[who]))).toBe('FORBIDDEN');
    const other = (await s.server.gql(PLAN, { d: TOMORROW }, s.jwt['dpx-bakery'])).data.doughPlan;
    expect(other.recipes).toEqual([]);
    expect(other.ingredients).toEqual([]);
  });
});
