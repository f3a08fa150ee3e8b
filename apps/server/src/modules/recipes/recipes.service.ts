import {
  productAllergens,
  readAllergenSet,
  recipeHydration,
  recipeProblem,
  type AllergenInfo,
  type IngredientRole,
  type Recipe,
  type RecipeAmounts,
  type RecipeBook,
  type RecipeLine,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { Db, Tx } from '../../platform/db/database';
import type { RequestContext } from '../../platform/graphql/context';
import {
  deleteRecipeRow,
  findBookIngredients,
  findRecipe,
  findRecipesOfBakery,
  findRecipesOfBakeryAt,
  findRecipesUsingRecipe,
  insertRecipe,
  insertRecipeVersion,
  lockRecipe,
  lockRecipesOfBakery,
  type RecipeRow,
} from './recipes.queries';
import { findProductsUsingRecipe } from './product-recipes.queries';

export const RECIPE_NAME_MAX = 120;
export const RECIPE_LINES_MAX = 60;
export const RECIPE_LEAD_HOURS_MAX = 72;

export interface RecipeInput {
  name: string;
  amounts: RecipeAmounts;
  leadHours?: number | null;
  lines: readonly { kind: RecipeLine['kind']; id: string | number; amount: number }[];
}

/** A recipe as the API shows it: its current version, the names of its parts, hydration and allergens. */
export interface RecipeView {
  id: number;
  name: string;
  version: number;
  amounts: RecipeAmounts;
  leadHours: number | null;
  lines: (RecipeLine & { name: string })[];
  /** Liquids over flour through the whole tree, basis points; null without flour. */
  hydration: number | null;
  allergens: AllergenInfo;
}

/**
 * The bakery's recipes and ingredients as core reads them, ids as text: the recipes in their current
 * versions, or in those in force at `at`; `names` by `KIND:id`, `versions` and `units` by id.
 */
export async function bookOf(db: Db | Tx, bakeryId: number, at?: Date) {
  const [rows, stock] = await Promise.all([
    at ? findRecipesOfBakeryAt(db, bakeryId, at) : findRecipesOfBakery(db, bakeryId),
    findBookIngredients(db, bakeryId),
  ]);
  const versions = new Map(rows.map(({ recipe, version }) => [String(recipe.id), version.version]));
  const units = new Map(stock.map((i) => [String(i.id), i.unit]));
  const names = new Map<string, string>();
  const recipes = new Map<string, Recipe>();
  for (const { recipe, version } of rows) {
    const id = String(recipe.id);
    names.set(`RECIPE:${id}`, recipe.name);
    recipes.set(id, {
      id,
      name: recipe.name,
      amounts: version.amounts as RecipeAmounts,
      lines: version.lines,
      leadHours: version.leadHours,
    });
  }
  const ingredients = new Map(
    stock.map((i) => {
      names.set(`INGREDIENT:${i.id}`, i.nameDe);
      const id = String(i.id);
      return [
        id,
        {
          id,
          name: i.nameDe,
          role: i.role as IngredientRole,
          contains: readAllergenSet(i.contains),
          traces: readAllergenSet(i.traces),
        },
      ];
    }),
  );
  const book: RecipeBook = { recipes, ingredients };
  return { book, names, versions, units, rows };
}

const view = (row: RecipeRow, book: RecipeBook, names: Map<string, string>): RecipeView => {
  const recipe = book.recipes.get(String(row.id));
  if (!recipe) throw new Error(`recipe ${row.id} has no current version`);
  return {
    id: row.id,
    name: row.name,
    version: row.currentVersion,
    amounts: recipe.amounts,
    leadHours: recipe.leadHours,
    lines: recipe.lines.map((line) => ({ ...line, name: names.get(`${line.kind}:${line.id}`) ?? '' })),
    hydration: recipeHydration(recipe.id, book),
    allergens: productAllergens({ recipeId: recipe.id, toppingIds: [] }, book),
  };
};

/** The input checked on its own (name, lead time, line count and amounts), as the recipe core reads it. */
function shape(input: RecipeInput, id: string): Recipe {
  const name = input.name.trim();
  const fields: string[] = [];
  if (name === '' || name.length > RECIPE_NAME_MAX) fields.push('name');
  const leadHours = input.leadHours ?? null;
  if (leadHours !== null && (!Number.isInteger(leadHours) || leadHours < 0 || leadHours > RECIPE_LEAD_HOURS_MAX))
    fields.push('leadHours');
  if (input.lines.length > RECIPE_LINES_MAX) fields.push('lines');
  input.lines.forEach((line, index) => {
    if (!Number.isSafeInteger(line.amount) || line.amount <= 0) fields.push(`lines.${index}.amount`);
  });
  if (fields.length > 0) fail('BAD_INPUT', { fields });
  const lines = input.lines.map((line) => ({ kind: line.kind, id: String(line.id), amount: line.amount }));
  return { id, name, amounts: input.amounts, lines, leadHours };
}

/** The recipe checked against the bakery's book (its other recipes and its ingredients): refused with the reason. */
function check(recipe: Recipe, book: RecipeBook): void {
  const problem = recipeProblem(recipe, book);
  if (!problem) return;
  switch (problem.kind) {
    case 'EMPTY':
      return fail('RECIPE_EMPTY');
    case 'AMOUNT_NOT_POSITIVE':
      return fail('BAD_INPUT', { fields: [`lines.${problem.line}.amount`] });
    case 'UNKNOWN_PART':
      // another bakery's ingredient or recipe is no part of this one's
      return fail('BAD_INPUT', { fields: [`lines.${problem.line}.id`] });
    case 'NO_FLOUR':
      return fail('RECIPE_NO_FLOUR');
    case 'FLOUR_NOT_FULL':
      return fail('RECIPE_FLOUR_NOT_FULL', { flour: problem.flour / 100 });
    case 'CYCLE':
      return fail('RECIPE_CYCLE', { names: problem.names });
  }
}

async function ownRecipe(db: Db | Tx, bakeryId: number, id: number): Promise<RecipeRow> {
  const row = await findRecipe(db, id);
  if (!row || row.bakeryId !== bakeryId) fail('NOT_FOUND');
  return row;
}

/** The bakery's recipes by name, each in its current version. */
export async function listRecipes(ctx: RequestContext): Promise<RecipeView[]> {
  const { book, names, rows } = await bookOf(ctx.platform.db, requireBakery(ctx));
  return rows.map(({ recipe }) => view(recipe, book, names));
}

async function answer(db: Db, bakeryId: number, id: number): Promise<RecipeView> {
  const { book, names } = await bookOf(db, bakeryId);
  return view(await ownRecipe(db, bakeryId, id), book, names);
}

export async function createRecipe(ctx: RequestContext, input: RecipeInput): Promise<RecipeView> {
  const bakeryId = requireBakery(ctx);
  const recipe = shape(input, 'new');
  const id = await ctx.platform.db.transaction(async (tx) => {
    await lockRecipesOfBakery(tx, bakeryId);
    check(recipe, (await bookOf(tx, bakeryId)).book);
    const row = await insertRecipe(tx, bakeryId, recipe.name, {
      amounts: recipe.amounts,
      lines: [...recipe.lines],
      leadHours: recipe.leadHours,
    });
    return row.id;
  });
  return answer(ctx.platform.db, bakeryId, id);
}

/** A new version of the recipe: yesterday's plan keeps the version it was made with. */
export async function updateRecipe(ctx: RequestContext, id: number, input: RecipeInput): Promise<RecipeView> {
  const bakeryId = requireBakery(ctx);
  await ownRecipe(ctx.platform.db, bakeryId, id);
  const recipe = shape(input, String(id));
  await ctx.platform.db.transaction(async (tx) => {
    await lockRecipesOfBakery(tx, bakeryId);
    const row = await lockRecipe(tx, id);
    if (!row) fail('NOT_FOUND');
    check(recipe, (await bookOf(tx, bakeryId)).book);
    await insertRecipeVersion(tx, row, recipe.name, {
      amounts: recipe.amounts,
      lines: [...recipe.lines],
      leadHours: recipe.leadHours,
    });
  });
  return answer(ctx.platform.db, bakeryId, id);
}

/** Deletes a recipe no other recipe and no product uses (RECIPE_IN_USE naming them otherwise), with its versions. */
export async function deleteRecipe(ctx: RequestContext, id: number): Promise<void> {
  const bakeryId = requireBakery(ctx);
  await ownRecipe(ctx.platform.db, bakeryId, id);
  await ctx.platform.db.transaction(async (tx) => {
    await lockRecipe(tx, id);
    const users = [...(await findRecipesUsingRecipe(tx, bakeryId, id)), ...(await findProductsUsingRecipe(tx, id))];
    if (users.length > 0) fail('RECIPE_IN_USE', { recipes: users });
    await deleteRecipeRow(tx, id);
  });
}
