import { productAllergens, type AllergenInfo } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import { toRecordId } from '../../platform/ids';
import type { RequestContext } from '../../platform/graphql/context';
import { findBakeryProduct } from '../bakeList';
import { findProductRecipes, ownIngredientIds, ownRecipeIds, upsertProductRecipe } from './product-recipes.queries';
import { bookOf } from './recipes.service';

export const DOUGH_GRAMS_MAX = 100_000;
/** A product loses at most 90 % of its dough in the oven. */
export const BAKE_LOSS_MAX = 9000;
export const TOPPINGS_MAX = 10;
export const TOPPING_GRAMS_MAX = 1000;

export interface ProductRecipeInput {
  recipeId?: string | number | null;
  doughGrams: number;
  bakeLossBasisPoints: number;
  toppings: readonly { ingredientId: string | number; grams: number }[];
}

export interface ProductRecipeView {
  productId: number;
  productName: string;
  recipe: { id: number; name: string } | null;
  doughGrams: number;
  bakeLossBasisPoints: number;
  /** The baked piece: the dough less its bake loss, whole grams (the approximate weight follows it). */
  bakedGrams: number;
  toppings: { ingredientId: number; name: string; grams: number }[];
  allergens: AllergenInfo;
}

/** The baked weight of a piece of `doughGrams` that loses `lossBasisPoints` in the oven, whole grams. */
export const bakedGrams = (doughGrams: number, lossBasisPoints: number) =>
  Math.round((doughGrams * (10_000 - lossBasisPoints)) / 10_000);

/** How the bakery's products are made (those it linked), by product name. */
export async function listProductRecipes(ctx: RequestContext): Promise<ProductRecipeView[]> {
  const bakeryId = requireBakery(ctx);
  const [links, { book, names }] = await Promise.all([
    findProductRecipes(ctx.platform.db, bakeryId),
    bookOf(ctx.platform.db, bakeryId),
  ]);
  return links.map(({ link, name }) => {
    const recipeId = link.recipeId === null ? null : String(link.recipeId);
    return {
      productId: link.productId,
      productName: name,
      recipe: recipeId === null ? null : { id: Number(recipeId), name: book.recipes.get(recipeId)?.name ?? '' },
      doughGrams: link.doughGrams,
      bakeLossBasisPoints: link.bakeLossBasisPoints,
      bakedGrams: bakedGrams(link.doughGrams, link.bakeLossBasisPoints),
      toppings: link.toppings.map((t) => ({
        ingredientId: Number(t.ingredientId),
        name: names.get(`INGREDIENT:${t.ingredientId}`) ?? '',
        grams: t.grams,
      })),
      allergens: productAllergens(
        {
          recipeId: recipeId !== null && book.recipes.has(recipeId) ? recipeId : null,
          toppingIds: link.toppings.map((t) => t.ingredientId),
        },
        book,
      ),
    };
  });
}

/**
 * Links a product to its recipe (or to none: bought-in goods) with the raw dough per piece, its bake
 * loss and its toppings. BAD_INPUT names what is wrong: a recipe or topping that is not the bakery's,
 * a dough of 0 g with a recipe, weights out of range; another bakery's product is not found.
 */
export async function setProductRecipe(
  ctx: RequestContext,
  productId: number,
  input: ProductRecipeInput,
): Promise<ProductRecipeView> {
  const bakeryId = requireBakery(ctx);
  const db = ctx.platform.db;
  if (!(await findBakeryProduct(db, bakeryId, productId))) fail('NOT_FOUND');
  const recipeId = input.recipeId === null || input.recipeId === undefined ? null : toRecordId(input.recipeId);
  const toppingIds = input.toppings.map((t) => toRecordId(t.ingredientId));
  const [recipes, stock] = await Promise.all([
    ownRecipeIds(db, bakeryId, recipeId === null ? [] : [recipeId]),
    ownIngredientIds(
      db,
      bakeryId,
      toppingIds.filter((id): id is number => id !== null),
    ),
  ]);
  const fields: string[] = [];
  if (input.recipeId !== null && input.recipeId !== undefined && (recipeId === null || !recipes.has(recipeId)))
    fields.push('recipeId');
  const withRecipe = input.recipeId !== null && input.recipeId !== undefined;
  const doughOk =
    Number.isInteger(input.doughGrams) &&
    input.doughGrams >= (withRecipe ? 1 : 0) &&
    input.doughGrams <= DOUGH_GRAMS_MAX;
  if (!doughOk) fields.push('doughGrams');
  const loss = input.bakeLossBasisPoints;
  if (!Number.isInteger(loss) || loss < 0 || loss > BAKE_LOSS_MAX) fields.push('bakeLossBasisPoints');
  if (input.toppings.length > TOPPINGS_MAX) fields.push('toppings');
  input.toppings.forEach((t, index) => {
    const id = toppingIds[index];
    if (id === null || id === undefined || !stock.has(id)) fields.push(`toppings.${index}.ingredientId`);
    if (!Number.isInteger(t.grams) || t.grams < 1 || t.grams > TOPPING_GRAMS_MAX)
      fields.push(`toppings.${index}.grams`);
  });
  if (fields.length > 0) fail('BAD_INPUT', { fields });
  await upsertProductRecipe(db, bakeryId, productId, {
    recipeId,
    doughGrams: input.doughGrams,
    bakeLossBasisPoints: loss,
    toppings: input.toppings.map((t, index) => ({ ingredientId: String(toppingIds[index]), grams: t.grams })),
  });
  const view = (await listProductRecipes(ctx)).find((p) => p.productId === productId);
  if (!view) fail('NOT_FOUND');
  return view;
}
