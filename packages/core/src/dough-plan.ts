/**
 * The dough plan of a bake (issue 48): from the pieces ordered per recipe to the kilos of each dough,
 * split into mixes the bakery's mixers take, each mix's ingredient weights, the preferments to set
 * before, and the day's ingredients to take from the store. Whole grams throughout; every split by the
 * largest remainder method, so mixes add up to their dough and a dough's lines to its mix.
 */
import { apportionCents } from './apportion';
import { scaleRecipe, type Recipe, type RecipeBook, type RecipeLine } from './recipes';

/** EQUAL: as many mixes as needed, all of the same weight (±1 g); FULL: full mixes and one with the rest. */
export type MixSplit = 'EQUAL' | 'FULL';

/** The mixes of `grams` of dough in a mixer of `capacityGrams`: they add up to `grams`, none above the capacity. */
export function splitIntoMixes(grams: number, capacityGrams: number, split: MixSplit): number[] {
  if (!Number.isSafeInteger(capacityGrams) || capacityGrams <= 0) throw new RangeError(`capacity ${capacityGrams}`);
  if (!Number.isSafeInteger(grams) || grams < 0) throw new RangeError(`dough ${grams}`);
  if (grams === 0) return [];
  const count = Math.ceil(grams / capacityGrams);
  if (split === 'EQUAL') return apportionCents(grams, Array<number>(count).fill(1));
  const rest = grams - (count - 1) * capacityGrams;
  return [...Array<number>(count - 1).fill(capacityGrams), rest];
}

/** Basis points of scrap (dough left in the trough, on the table, the test piece): 150 = 1.5 %. */
export function doughWithScrap(grams: number, scrapBasisPoints: number): number {
  if (!Number.isSafeInteger(scrapBasisPoints) || scrapBasisPoints < 0)
    throw new RangeError(`scrap ${scrapBasisPoints}`);
  return Math.ceil((grams * (10_000 + scrapBasisPoints)) / 10_000);
}

export interface DoughDemand {
  recipeId: string;
  /** Raw dough for the pieces ordered (pieces × dough per piece), before scrap. */
  grams: number;
}

export interface PlannedMix {
  grams: number;
  lines: { line: RecipeLine; grams: number }[];
}

export interface PlannedRecipe {
  recipe: Recipe;
  /** For the products (with scrap) and for the recipes that use this one. */
  grams: number;
  mixes: PlannedMix[];
}

export interface DoughPlan {
  /** Every recipe to make, those used by others (preferments, fillings) before the ones using them. */
  recipes: PlannedRecipe[];
  /** The day's ingredients from the store, by ingredient id, through every recipe. */
  ingredients: Map<string, number>;
}

/**
 * The plan of a bake: each demanded dough with the bakery's scrap, and every recipe it uses with the
 * grams its users' mixes take of it (a sourdough needed by three breads is made once, in its own mixes),
 * split into mixes of `capacityGrams`. Recipes come in the order they are made: a recipe after all
 * the recipes it uses (preferments first), then by name.
 */
export function planDough(
  demand: readonly DoughDemand[],
  book: RecipeBook,
  options: { capacityGrams: number; split: MixSplit; scrapBasisPoints: number },
): DoughPlan {
  const needed = new Map<string, number>();
  for (const d of demand) {
    if (d.grams <= 0) continue;
    needed.set(d.recipeId, (needed.get(d.recipeId) ?? 0) + doughWithScrap(d.grams, options.scrapBasisPoints));
  }
  // users before what they use (depth from the top), so a recipe's total is known before its parts are added
  const depth = new Map<string, number>();
  const deepen = (id: string, level: number) => {
    if (level > book.recipes.size) throw new RangeError(`recipe ${id} uses itself`);
    if ((depth.get(id) ?? -1) >= level) return;
    depth.set(id, level);
    for (const line of book.recipes.get(id)?.lines ?? []) if (line.kind === 'RECIPE') deepen(line.id, level + 1);
  };
  for (const id of needed.keys()) deepen(id, 0);
  const levelOf = (id: string) => depth.get(id) ?? 0;
  const topDown = [...depth.keys()].sort((a, b) => levelOf(a) - levelOf(b));

  const planned: PlannedRecipe[] = [];
  for (const id of topDown) {
    const recipe = book.recipes.get(id);
    const grams = needed.get(id) ?? 0;
    if (!recipe || grams === 0) continue;
    const mixes = splitIntoMixes(grams, options.capacityGrams, options.split).map((mix) => ({
      grams: mix,
      lines: scaleRecipe(recipe, mix),
    }));
    for (const mix of mixes)
      for (const part of mix.lines)
        if (part.line.kind === 'RECIPE') needed.set(part.line.id, (needed.get(part.line.id) ?? 0) + part.grams);
    planned.push({ recipe, grams, mixes });
  }
  const ingredients = new Map<string, number>();
  for (const entry of planned)
    for (const mix of entry.mixes)
      for (const part of mix.lines)
        if (part.line.kind === 'INGREDIENT')
          ingredients.set(part.line.id, (ingredients.get(part.line.id) ?? 0) + part.grams);
  const order = (p: PlannedRecipe) => levelOf(p.recipe.id);
  planned.sort((a, b) => order(b) - order(a) || a.recipe.name.localeCompare(b.recipe.name));
  return { recipes: planned, ingredients };
}

/**
 * When a preferment is set: its lead time before the dough that uses it is mixed (a sourdough of 14 h
 * for a 02:00 mix is set at 12:00 the day before). Minutes since midnight of the mixing day; negative
 * is the day before (-720 = 12:00 the day before).
 */
export function prefermentSetAt(mixAtMinutes: number, leadHours: number): number {
  if (!Number.isFinite(leadHours) || leadHours < 0) throw new RangeError(`lead time ${leadHours}`);
  return mixAtMinutes - Math.round(leadHours * 60);
}
