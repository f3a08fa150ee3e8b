/**
 * Recipes of a bakery (issue 48): doughs, fillings and preferments made of ingredients and of other
 * recipes (a sourdough in a rye bread, a filling in a Krapfen), each line in baker's percentages of the
 * recipe's flour or as a weight. Everything is in whole grams (a dough plan prints kilos with three
 * decimals and salt and yeast in grams) and scaled with the largest remainder method, so the parts of a
 * weight always add up to it; a percentage is in hundredths of a percent (basis points: 2.2 % = 220).
 */
import { allergenDifference, allergenUnion, NO_ALLERGENS, type AllergenSet } from './allergens';
import { apportionCents } from './apportion';

/** What an ingredient is for the baker's percentages and the hydration: flour (100 %), a liquid, or else. */
export const INGREDIENT_ROLES = ['FLOUR', 'LIQUID', 'OTHER'] as const;
export type IngredientRole = (typeof INGREDIENT_ROLES)[number];

export interface RecipeIngredient {
  id: string;
  name: string;
  role: IngredientRole;
  /** Annex II allergens it contains, and those it may contain as traces (cross-contact). */
  contains: AllergenSet;
  traces: AllergenSet;
}

/** PERCENT: each line in basis points of the recipe's flour (its flour lines add up to 100 %); WEIGHT: in grams. */
export type RecipeAmounts = 'PERCENT' | 'WEIGHT';

export interface RecipeLine {
  kind: 'INGREDIENT' | 'RECIPE';
  /** The ingredient's or the other recipe's id. */
  id: string;
  /** Basis points of the flour (PERCENT) or grams (WEIGHT); always > 0. */
  amount: number;
}

export interface Recipe {
  id: string;
  name: string;
  amounts: RecipeAmounts;
  lines: readonly RecipeLine[];
  /** A preferment's time to ripen before the dough that uses it is mixed (hours); null for the rest. */
  leadHours: number | null;
}

/** A bakery's recipes and ingredients by id. */
export interface RecipeBook {
  recipes: ReadonlyMap<string, Recipe>;
  ingredients: ReadonlyMap<string, RecipeIngredient>;
}

/** 100 % in basis points. */
export const FULL_PERCENT = 10_000;

/** Why a recipe cannot be used; the server answers each with its error code. */
export type RecipeProblem =
  | { kind: 'EMPTY' }
  | { kind: 'AMOUNT_NOT_POSITIVE'; line: number }
  | { kind: 'UNKNOWN_PART'; line: number }
  | { kind: 'NO_FLOUR' }
  | { kind: 'FLOUR_NOT_FULL'; flour: number }
  | { kind: 'CYCLE'; names: string[] };

/**
 * The path of recipe names from `recipeId` back to itself through its lines (["Roggenbrot",
 * "Sauerteig", "Roggenbrot"]), or null: a recipe that uses itself, however deep, cannot be made.
 */
export function findRecipeCycle(recipeId: string, book: RecipeBook): string[] | null {
  const path: string[] = [];
  const done = new Set<string>();
  const visit = (id: string): string[] | null => {
    const at = path.indexOf(id);
    if (at >= 0) return [...path.slice(at), id];
    if (done.has(id)) return null;
    const recipe = book.recipes.get(id);
    if (!recipe) return null;
    path.push(id);
    for (const line of recipe.lines) {
      if (line.kind !== 'RECIPE') continue;
      const cycle = visit(line.id);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(id);
    return null;
  };
  const cycle = visit(recipeId);
  return cycle ? cycle.map((id) => book.recipes.get(id)?.name ?? id) : null;
}

/** The first reason `recipe` (as it would be saved into `book`) cannot be used, or null. */
export function recipeProblem(recipe: Recipe, book: RecipeBook): RecipeProblem | null {
  if (recipe.lines.length === 0) return { kind: 'EMPTY' };
  for (const [index, line] of recipe.lines.entries()) {
    if (!Number.isSafeInteger(line.amount) || line.amount <= 0) return { kind: 'AMOUNT_NOT_POSITIVE', line: index };
    const known = line.kind === 'RECIPE' ? book.recipes.has(line.id) : book.ingredients.has(line.id);
    if (!known && !(line.kind === 'RECIPE' && line.id === recipe.id)) return { kind: 'UNKNOWN_PART', line: index };
  }
  if (recipe.amounts === 'PERCENT') {
    const flour = recipe.lines
      .filter((line) => line.kind === 'INGREDIENT' && book.ingredients.get(line.id)?.role === 'FLOUR')
      .reduce((sum, line) => sum + line.amount, 0);
    if (flour === 0) return { kind: 'NO_FLOUR' };
    if (flour !== FULL_PERCENT) return { kind: 'FLOUR_NOT_FULL', flour };
  }
  const recipes = new Map(book.recipes).set(recipe.id, recipe);
  const names = findRecipeCycle(recipe.id, { ...book, recipes });
  return names ? { kind: 'CYCLE', names } : null;
}

const recipeOf = (book: RecipeBook, id: string): Recipe => {
  const recipe = book.recipes.get(id);
  if (!recipe) throw new RangeError(`unknown recipe ${id}`);
  return recipe;
};

/**
 * The direct parts of `grams` of a recipe: each line's share in proportion to its amount (in both
 * kinds of recipe a line's weight is proportional to its amount), adding up to `grams` exactly.
 */
export function scaleRecipe(recipe: Recipe, grams: number): { line: RecipeLine; grams: number }[] {
  if (recipe.lines.length === 0) throw new RangeError(`recipe ${recipe.name} has no lines`);
  const shares = apportionCents(
    grams,
    recipe.lines.map((line) => line.amount),
  );
  return recipe.lines.map((line, index) => ({ line, grams: shares[index] ?? 0 }));
}

/**
 * The ingredients in `grams` of a recipe, through every recipe it uses (a sourdough's flour and water
 * are flour and water of the bread), by ingredient id; they add up to `grams`.
 */
export function ingredientWeights(recipeId: string, grams: number, book: RecipeBook): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (id: string, amount: number, depth: number) => {
    if (depth > book.recipes.size) throw new RangeError(`recipe ${id} uses itself`);
    for (const part of scaleRecipe(recipeOf(book, id), amount)) {
      if (part.grams === 0) continue;
      if (part.line.kind === 'RECIPE') add(part.line.id, part.grams, depth + 1);
      else weights.set(part.line.id, (weights.get(part.line.id) ?? 0) + part.grams);
    }
  };
  add(recipeId, grams, 0);
  return weights;
}

/** A large batch the ratios of a recipe are read from (one tonne: a gram is a millionth of it). */
const REFERENCE_GRAMS = 1_000_000;

/** The dough's hydration: liquids over flour through the whole recipe tree, in basis points; null without flour. */
export function recipeHydration(recipeId: string, book: RecipeBook): number | null {
  let flour = 0;
  let liquid = 0;
  for (const [id, grams] of ingredientWeights(recipeId, REFERENCE_GRAMS, book)) {
    const role = book.ingredients.get(id)?.role;
    if (role === 'FLOUR') flour += grams;
    if (role === 'LIQUID') liquid += grams;
  }
  return flour === 0 ? null : Math.round((liquid * FULL_PERCENT) / flour);
}

/** Every ingredient id a recipe uses, however deep. */
function ingredientsOf(recipeId: string, book: RecipeBook, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(recipeId)) return found;
  seen.add(recipeId);
  for (const line of recipeOf(book, recipeId).lines) {
    if (line.kind === 'INGREDIENT') found.add(line.id);
    else for (const id of ingredientsOf(line.id, book, seen)) found.add(id);
  }
  return found;
}

/** What a food contains and what it may contain besides (the traces without what it contains anyway). */
export interface AllergenInfo {
  contains: AllergenSet;
  traces: AllergenSet;
}

/**
 * The allergens of a product: the union over its recipe tree and its toppings (seeds on top, not in the
 * mix); a bought-in product without a recipe has only its toppings' (none, usually).
 */
export function productAllergens(
  product: { recipeId: string | null; toppingIds: readonly string[] },
  book: RecipeBook,
): AllergenInfo {
  const ids = new Set(product.recipeId === null ? [] : ingredientsOf(product.recipeId, book));
  for (const id of product.toppingIds) ids.add(id);
  const ingredients = [...ids].flatMap((id) => book.ingredients.get(id) ?? []);
  const contains = allergenUnion(ingredients.map((i) => i.contains));
  const traces = allergenDifference(allergenUnion(ingredients.map((i) => i.traces)), contains);
  return { contains, traces };
}

export const NO_ALLERGEN_INFO: AllergenInfo = { contains: NO_ALLERGENS, traces: NO_ALLERGENS };

/**
 * The list of ingredients of a prepacked product (Reg. EU 1169/2011 art. 18: in descending order of
 * weight at the time of use), of a piece of `doughGrams` raw dough and its toppings, each with its
 * weight in milligrams (a piece's salt is a gram or two: grams would tie) and whether it contains an
 * allergen (printed in bold, art. 21); the heaviest first, ties by name.
 */
export function ingredientList(
  product: { recipeId: string | null; doughGrams: number; toppings: readonly { id: string; grams: number }[] },
  book: RecipeBook,
): { ingredient: RecipeIngredient; milligrams: number; allergen: boolean }[] {
  const weights =
    product.recipeId === null || product.doughGrams === 0
      ? new Map<string, number>()
      : ingredientWeights(product.recipeId, product.doughGrams * 1000, book);
  for (const topping of product.toppings)
    weights.set(topping.id, (weights.get(topping.id) ?? 0) + topping.grams * 1000);
  return [...weights]
    .flatMap(([id, milligrams]) => {
      const ingredient = book.ingredients.get(id);
      return ingredient ? [{ ingredient, milligrams, allergen: ingredient.contains.allergens.length > 0 }] : [];
    })
    .sort((a, b) => b.milligrams - a.milligrams || a.ingredient.name.localeCompare(b.ingredient.name));
}
