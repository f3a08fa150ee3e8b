import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allergenSet, NO_ALLERGENS, type AllergenSet } from './allergens';
import {
  findRecipeCycle,
  ingredientList,
  ingredientWeights,
  productAllergens,
  recipeHydration,
  recipeProblem,
  scaleRecipe,
  type IngredientRole,
  type Recipe,
  type RecipeBook,
  type RecipeIngredient,
} from './recipes';

const ingredient = (
  id: string,
  role: IngredientRole,
  contains: Partial<AllergenSet> = {},
  traces: Partial<AllergenSet> = {},
): RecipeIngredient => ({ id, name: id, role, contains: allergenSet(contains), traces: allergenSet(traces) });

const INGREDIENTS = [
  ingredient('Roggenmehl', 'FLOUR', { cereals: ['RYE'] }),
  ingredient('Weizenmehl', 'FLOUR', { cereals: ['WHEAT'] }),
  ingredient('Wasser', 'LIQUID'),
  ingredient('Milch', 'LIQUID', { allergens: ['MILK'] }),
  ingredient('Salz', 'OTHER'),
  ingredient('Hefe', 'OTHER'),
  ingredient('Brotgewürz', 'OTHER', { allergens: ['CELERY'] }, { allergens: ['MUSTARD', 'CELERY'] }),
  ingredient('Sesam', 'OTHER', { allergens: ['SESAME'] }),
  ingredient('Haselnüsse', 'OTHER', { nuts: ['HAZELNUTS'] }, { nuts: ['ALMONDS'] }),
];

/** A rye sourdough (kg), a Vinschgerl dough using it (baker's %), a wheat dough and a nut filling. */
function book(extra: Recipe[] = []): RecipeBook {
  const recipes: Recipe[] = [
    {
      id: 'sauerteig',
      name: 'Sauerteig',
      amounts: 'WEIGHT',
      leadHours: 14,
      lines: [
        { kind: 'INGREDIENT', id: 'Roggenmehl', amount: 1000 },
        { kind: 'INGREDIENT', id: 'Wasser', amount: 1000 },
      ],
    },
    {
      id: 'vinschgerl',
      name: 'Vinschgerl',
      amounts: 'PERCENT',
      leadHours: null,
      lines: [
        { kind: 'INGREDIENT', id: 'Roggenmehl', amount: 7000 },
        { kind: 'INGREDIENT', id: 'Weizenmehl', amount: 3000 },
        { kind: 'INGREDIENT', id: 'Wasser', amount: 5000 },
        { kind: 'RECIPE', id: 'sauerteig', amount: 4000 },
        { kind: 'INGREDIENT', id: 'Salz', amount: 220 },
        { kind: 'INGREDIENT', id: 'Hefe', amount: 150 },
        { kind: 'INGREDIENT', id: 'Brotgewürz', amount: 100 },
      ],
    },
    {
      id: 'nussfuelle',
      name: 'Nussfülle',
      amounts: 'WEIGHT',
      leadHours: null,
      lines: [
        { kind: 'INGREDIENT', id: 'Haselnüsse', amount: 500 },
        { kind: 'INGREDIENT', id: 'Milch', amount: 250 },
      ],
    },
    ...extra,
  ];
  return {
    recipes: new Map(recipes.map((r) => [r.id, r])),
    ingredients: new Map(INGREDIENTS.map((i) => [i.id, i])),
  };
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe('recipes: checks before a recipe is saved', () => {
  it('accepts a dough in baker’s percentages whose flour adds up to 100 % and a preferment in weights', () => {
    const b = book();
    for (const recipe of b.recipes.values()) expect(recipeProblem(recipe, b)).toBeNull();
  });

  it('refuses a percentage recipe without flour, flour that is not 100 %, an amount ≤ 0, an unknown part, no lines', () => {
    const b = book();
    const dough = b.recipes.get('vinschgerl')!;
    expect(recipeProblem({ ...dough, lines: [{ kind: 'INGREDIENT', id: 'Wasser', amount: 6000 }] }, b)).toEqual({
      kind: 'NO_FLOUR',
    });
    expect(recipeProblem({ ...dough, lines: dough.lines.slice(1) }, b)).toEqual({
      kind: 'FLOUR_NOT_FULL',
      flour: 3000,
    });
    expect(recipeProblem({ ...dough, lines: [{ ...dough.lines[0]!, amount: 0 }, ...dough.lines.slice(1)] }, b)).toEqual(
      {
        kind: 'AMOUNT_NOT_POSITIVE',
        line: 0,
      },
    );
    expect(recipeProblem({ ...dough, lines: [...dough.lines, { kind: 'RECIPE', id: 'gone', amount: 10 }] }, b)).toEqual(
      {
        kind: 'UNKNOWN_PART',
        line: dough.lines.length,
      },
    );
    expect(recipeProblem({ ...dough, lines: [] }, b)).toEqual({ kind: 'EMPTY' });
  });

  it('refuses a cycle by name, however deep (A uses B uses A, and a recipe using itself)', () => {
    const b = book();
    // the sourdough saved again with a little of the bread that uses it
    const sourdough = b.recipes.get('sauerteig')!;
    const looped = {
      ...sourdough,
      lines: [...sourdough.lines, { kind: 'RECIPE' as const, id: 'vinschgerl', amount: 50 }],
    };
    expect(recipeProblem(looped, b)).toEqual({ kind: 'CYCLE', names: ['Sauerteig', 'Vinschgerl', 'Sauerteig'] });
    const self = {
      ...sourdough,
      lines: [...sourdough.lines, { kind: 'RECIPE' as const, id: 'sauerteig', amount: 50 }],
    };
    expect(recipeProblem(self, b)).toEqual({ kind: 'CYCLE', names: ['Sauerteig', 'Sauerteig'] });
    expect(findRecipeCycle('vinschgerl', b)).toBeNull();
  });
});

describe('recipes: weights', () => {
  it('scales a dough in baker’s percentages: 20.47 kg of Vinschgerl dough', () => {
    const b = book();
    // 100 % flour + 50 % water + 40 % sourdough + 2.2 % salt + 1.5 % yeast + 1 % spice = 194.7 %: 10 kg of flour
    const parts = scaleRecipe(b.recipes.get('vinschgerl')!, 19_470);
    expect(parts.map((p) => [p.line.id, p.grams])).toEqual([
      ['Roggenmehl', 7000],
      ['Weizenmehl', 3000],
      ['Wasser', 5000],
      ['sauerteig', 4000],
      ['Salz', 220],
      ['Hefe', 150],
      ['Brotgewürz', 100],
    ]);
  });

  it('reads the ingredients through the recipes a dough uses: the sourdough’s rye and water are the bread’s', () => {
    const weights = ingredientWeights('vinschgerl', 19_470, book());
    expect(Object.fromEntries(weights)).toEqual({
      Roggenmehl: 9000,
      Weizenmehl: 3000,
      Wasser: 7000,
      Salz: 220,
      Hefe: 150,
      Brotgewürz: 100,
    });
  });

  it('shows the hydration through the whole tree: 7 kg water on 12 kg flour is 58.33 %', () => {
    expect(recipeHydration('vinschgerl', book())).toBe(5833);
    expect(recipeHydration('sauerteig', book())).toBe(10_000);
    expect(recipeHydration('nussfuelle', book())).toBeNull();
  });

  it('always adds up: the parts of any weight of any recipe are that weight, and scaling is linear', () => {
    const b = book();
    fc.assert(
      fc.property(
        fc.constantFrom('vinschgerl', 'sauerteig', 'nussfuelle'),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 2, max: 9 }),
        (id, grams, factor) => {
          const recipe = b.recipes.get(id)!;
          expect(sum(scaleRecipe(recipe, grams).map((p) => p.grams))).toBe(grams);
          expect(sum(ingredientWeights(id, grams, b).values())).toBe(grams);
          // linear: k times the dough is k times each part, within the gram each split may round
          const once = scaleRecipe(recipe, grams);
          const times = scaleRecipe(recipe, grams * factor);
          times.forEach((part, i) =>
            expect(Math.abs(part.grams - once[i]!.grams * factor)).toBeLessThanOrEqual(factor),
          );
        },
      ),
    );
  });
});

describe('allergens of a product (Reg. EU 1169/2011 Annex II)', () => {
  it('are the union over its recipe tree and its toppings; traces leave out what it contains anyway', () => {
    const b = book();
    const bread = productAllergens({ recipeId: 'vinschgerl', toppingIds: ['Sesam'] }, b);
    expect(bread.contains).toEqual({ allergens: ['GLUTEN', 'CELERY', 'SESAME'], cereals: ['WHEAT', 'RYE'], nuts: [] });
    // the spice may contain mustard and celery: celery is in the bread anyway
    expect(bread.traces).toEqual({ allergens: ['MUSTARD'], cereals: [], nuts: [] });
    const filling = productAllergens({ recipeId: 'nussfuelle', toppingIds: [] }, b);
    expect(filling.contains).toEqual({ allergens: ['MILK', 'NUTS'], cereals: [], nuts: ['HAZELNUTS'] });
    // "may contain almonds" says something of a hazelnut filling: the nut kind keeps its allergen
    expect(filling.traces).toEqual({ allergens: ['NUTS'], cereals: [], nuts: ['ALMONDS'] });
    expect(productAllergens({ recipeId: null, toppingIds: [] }, b)).toEqual({
      contains: NO_ALLERGENS,
      traces: NO_ALLERGENS,
    });
  });

  it('an allergen of any ingredient reaches every product above it, however deep', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.constantFrom(...INGREDIENTS.map((i) => i.id)), (levels, id) => {
        // a chain of recipes, each using the one below; the deepest uses the ingredient
        const chain: Recipe[] = Array.from({ length: levels }, (_, level) => ({
          id: `r${level}`,
          name: `R${level}`,
          amounts: 'WEIGHT',
          leadHours: null,
          lines:
            level === levels - 1
              ? [{ kind: 'INGREDIENT', id, amount: 10 }]
              : [{ kind: 'RECIPE', id: `r${level + 1}`, amount: 10 }],
        }));
        const b = book(chain);
        const top = productAllergens({ recipeId: 'r0', toppingIds: [] }, b);
        expect(top.contains).toEqual(b.ingredients.get(id)!.contains);
      }),
    );
  });

  it('lists a prepacked product’s ingredients by descending weight, allergens marked (art. 18 and 21)', () => {
    const list = ingredientList(
      { recipeId: 'vinschgerl', doughGrams: 85, toppings: [{ id: 'Sesam', grams: 2 }] },
      book(),
    );
    expect(list.map((entry) => [entry.ingredient.name, entry.allergen])).toEqual([
      ['Roggenmehl', true],
      ['Wasser', false],
      ['Weizenmehl', true],
      ['Sesam', true],
      ['Salz', false],
      ['Hefe', false],
      ['Brotgewürz', true],
    ]);
  });
});
