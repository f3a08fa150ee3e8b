import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ingredients, productRecipes, products, recipes, translations } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';

export type ProductRecipeRow = typeof productRecipes.$inferSelect;
export type ProductRecipeValues = Pick<
  typeof productRecipes.$inferInsert,
  'recipeId' | 'doughGrams' | 'bakeLossBasisPoints' | 'toppings'
>;

/** A product's German name (recipes and their refusals name products as the baker knows them). */
const germanName = sql<string>`coalesce((select ${translations.translation} from ${translations} where ${translations.identifier} = ${products.nameKey} || '_de'), '')`;

/** How the bakery's products are made, with each product's German name, by name. */
export function findProductRecipes(db: Db | Tx, bakeryId: number) {
  return db
    .select({ link: productRecipes, name: germanName })
    .from(productRecipes)
    .innerJoin(products, eq(products.id, productRecipes.productId))
    .where(and(eq(productRecipes.bakeryId, bakeryId), eq(products.deleted, false)))
    .orderBy(asc(germanName), asc(products.id));
}

export async function upsertProductRecipe(
  db: Db | Tx,
  bakeryId: number,
  productId: number,
  values: ProductRecipeValues,
): Promise<void> {
  await db
    .insert(productRecipes)
    .values({ productId, bakeryId, ...values })
    .onConflictDoUpdate({ target: productRecipes.productId, set: values });
}

/** The ids among `ids` that are the bakery's recipes / ingredients. */
export async function ownRecipeIds(db: Db | Tx, bakeryId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.bakeryId, bakeryId), inArray(recipes.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export async function ownIngredientIds(db: Db | Tx, bakeryId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(and(eq(ingredients.bakeryId, bakeryId), inArray(ingredients.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** The German names of the bakery's products made with the recipe. */
export async function findProductsUsingRecipe(tx: Tx, recipeId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: germanName })
    .from(productRecipes)
    .innerJoin(products, eq(products.id, productRecipes.productId))
    .where(and(eq(productRecipes.recipeId, recipeId), eq(products.deleted, false)))
    .orderBy(asc(germanName));
  return rows.map((r) => r.name);
}
