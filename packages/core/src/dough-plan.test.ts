import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NO_ALLERGENS } from './allergens';
import { doughWithScrap, planDough, prefermentSetAt, splitIntoMixes } from './dough-plan';
import type { Recipe, RecipeBook, RecipeIngredient } from './recipes';

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

const ingredient = (id: string, role: RecipeIngredient['role']): RecipeIngredient => ({
  id,
  name: id,
  role,
  contains: NO_ALLERGENS,
  traces: NO_ALLERGENS,
});

/** A sourdough used by two breads: it is made once for both. */
const BOOK: RecipeBook = {
  ingredients: new Map(
    [
      ingredient('Roggenmehl', 'FLOUR'),
      ingredient('Weizenmehl', 'FLOUR'),
      ingredient('Wasser', 'LIQUID'),
      ingredient('Salz', 'OTHER'),
    ].map((i) => [i.id, i]),
  ),
  recipes: new Map(
    (
      [
        {
          id: 'st',
          name: 'Sauerteig',
          amounts: 'WEIGHT',
          leadHours: 14,
          lines: [
            { kind: 'INGREDIENT', id: 'Roggenmehl', amount: 1 },
            { kind: 'INGREDIENT', id: 'Wasser', amount: 1 },
          ],
        },
        {
          id: 'roggen',
          name: 'Roggenbrot',
          amounts: 'PERCENT',
          leadHours: null,
          lines: [
            { kind: 'INGREDIENT', id: 'Roggenmehl', amount: 10_000 },
            { kind: 'INGREDIENT', id: 'Wasser', amount: 6000 },
            { kind: 'RECIPE', id: 'st', amount: 4000 },
          ],
        },
        {
          id: 'misch',
          name: 'Mischbrot',
          amounts: 'PERCENT',
          leadHours: null,
          lines: [
            { kind: 'INGREDIENT', id: 'Weizenmehl', amount: 10_000 },
            { kind: 'INGREDIENT', id: 'Wasser', amount: 6000 },
            { kind: 'RECIPE', id: 'st', amount: 2000 },
            { kind: 'INGREDIENT', id: 'Salz', amount: 200 },
          ],
        },
      ] satisfies Recipe[]
    ).map((r) => [r.id, r]),
  ),
};

describe('mixes', () => {
  it('splits 95 kg for a 40 kg mixer into three equal mixes, or two full ones and the rest', () => {
    expect(splitIntoMixes(95_000, 40_000, 'EQUAL')).toEqual([31_667, 31_667, 31_666]);
    expect(splitIntoMixes(95_000, 40_000, 'FULL')).toEqual([40_000, 40_000, 15_000]);
    expect(splitIntoMixes(40_000, 40_000, 'EQUAL')).toEqual([40_000]);
    expect(splitIntoMixes(0, 40_000, 'FULL')).toEqual([]);
  });

  it('refuses a mixer of 0 kg', () => {
    expect(() => splitIntoMixes(1000, 0, 'EQUAL')).toThrow(RangeError);
  });

  it('always adds up to the dough, no mix above the mixer, no more mixes than needed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        // a mixer of 1 … 1,000 kg (what the bakery may set): at most 5,000 mixes per dough
        fc.integer({ min: 1000, max: 1_000_000 }),
        fc.constantFrom('EQUAL' as const, 'FULL' as const),
        (grams, capacity, split) => {
          const mixes = splitIntoMixes(grams, capacity, split);
          expect(sum(mixes)).toBe(grams);
          expect(mixes.every((mix) => mix > 0 && mix <= capacity)).toBe(true);
          expect(mixes).toHaveLength(Math.ceil(grams / capacity));
        },
      ),
    );
  });
});

describe('the dough plan of a bake', () => {
  it('adds the scrap, makes the shared sourdough once for both breads, first, and totals the ingredients', () => {
    const plan = planDough(
      [
        { recipeId: 'roggen', grams: 40_000 },
        { recipeId: 'misch', grams: 36_400 },
      ],
      BOOK,
      { capacityGrams: 30_000, split: 'EQUAL', scrapBasisPoints: 100 },
    );
    expect(plan.recipes.map((r) => [r.recipe.name, r.grams, r.mixes.map((m) => m.grams)])).toEqual([
      // 40.4 kg of rye bread hold 8.08 kg sourdough (40 of 200 %), 36.764 kg of Mischbrot 4.04 kg (20 of 182 %)
      ['Sauerteig', 12_120, [12_120]],
      ['Mischbrot', 36_764, [18_382, 18_382]],
      ['Roggenbrot', 40_400, [20_200, 20_200]],
    ]);
    // everything from the store adds up to the doughs with their scrap
    expect(sum(plan.ingredients.values())).toBe(40_400 + 36_764);
    expect(plan.ingredients.get('Salz')).toBe(404);
  });

  it('conserves weight for any demand: the store’s ingredients are the doughs ordered plus scrap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 500, max: 80_000 }),
        fc.integer({ min: 0, max: 500 }),
        (rye, mixed, capacity, scrap) => {
          const plan = planDough(
            [
              { recipeId: 'roggen', grams: rye },
              { recipeId: 'misch', grams: mixed },
            ],
            BOOK,
            { capacityGrams: capacity, split: 'FULL', scrapBasisPoints: scrap },
          );
          const top = (rye > 0 ? doughWithScrap(rye, scrap) : 0) + (mixed > 0 ? doughWithScrap(mixed, scrap) : 0);
          expect(sum(plan.ingredients.values())).toBe(top);
          for (const entry of plan.recipes) {
            expect(sum(entry.mixes.map((m) => m.grams))).toBe(entry.grams);
            for (const mix of entry.mixes) expect(sum(mix.lines.map((l) => l.grams))).toBe(mix.grams);
          }
        },
      ),
    );
  });

  it('sets a 14 h preferment for a 02:00 mix at 12:00 the day before', () => {
    expect(prefermentSetAt(120, 14)).toBe(-720);
    expect(() => prefermentSetAt(120, -1)).toThrow(RangeError);
  });
});
