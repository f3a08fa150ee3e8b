import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ingredients, recipes, recipeVersions } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';

export type RecipeRow = typeof recipes.$inferSelect;
export type RecipeVersionRow = typeof recipeVersions.$inferSelect;
export type RecipeVersionValues = Pick<typeof recipeVersions.$inferInsert, 'amounts' | 'lines' | 'leadHours'>;

/** The bakery's recipes, each with its current version, by name (case-insensitive). */
export function findRecipesOfBakery(db: Db | Tx, bakeryId: number) {
  return db
    .select({ recipe: recipes, version: recipeVersions })
    .from(recipes)
    .innerJoin(
      recipeVersions,
      and(eq(recipeVersions.recipeId, recipes.id), eq(recipeVersions.version, recipes.currentVersion)),
    )
    .where(eq(recipes.bakeryId, bakeryId))
    .orderBy(asc(sql`lower(${recipes.name})`), asc(recipes.id));
}

/**
 * The bakery's recipes each in the version in force at `at` (the newest made by then; a recipe made
 * later in its first version), so a past day's dough plan reads the recipes it was made with.
 */
export function findRecipesOfBakeryAt(db: Db | Tx, bakeryId: number, at: Date) {
  const inForce = sql`${recipeVersions.createdAt} <= ${at.toISOString()}::timestamptz`;
  return db
    .selectDistinctOn([recipes.id], { recipe: recipes, version: recipeVersions })
    .from(recipes)
    .innerJoin(recipeVersions, eq(recipeVersions.recipeId, recipes.id))
    .where(eq(recipes.bakeryId, bakeryId))
    .orderBy(
      recipes.id,
      sql`(${inForce}) desc`,
      sql`case when ${inForce} then ${recipeVersions.version} end desc nulls last`,
      asc(recipeVersions.version),
    );
}

/** What the recipe book needs of the bakery's ingredients. */
export function findBookIngredients(db: Db | Tx, bakeryId: number) {
  return db
    .select({
      id: ingredients.id,
      nameDe: ingredients.nameDe,
      unit: ingredients.unit,
      role: ingredients.role,
      contains: ingredients.contains,
      traces: ingredients.traces,
    })
    .from(ingredients)
    .where(eq(ingredients.bakeryId, bakeryId));
}

export async function findRecipe(db: Db | Tx, id: number): Promise<RecipeRow | undefined> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, id));
  return row;
}

/**
 * Locks the bakery's recipes: a change is checked against all of them (two changes at once could
 * otherwise close a cycle neither sees), and versions of a recipe are numbered one after the other.
 */
export async function lockRecipesOfBakery(tx: Tx, bakeryId: number): Promise<void> {
  await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.bakeryId, bakeryId)).for('update');
}

/** Locks the recipe row: versions of one recipe are numbered one after the other. */
export async function lockRecipe(tx: Tx, id: number): Promise<RecipeRow | undefined> {
  const [row] = await tx.select().from(recipes).where(eq(recipes.id, id)).for('update');
  return row;
}

export async function insertRecipe(
  tx: Tx,
  bakeryId: number,
  name: string,
  version: RecipeVersionValues,
): Promise<RecipeRow> {
  const [row] = await tx.insert(recipes).values({ bakeryId, name, currentVersion: 1 }).returning();
  if (!row) throw new Error('insert into recipes returned no row');
  await tx.insert(recipeVersions).values({ recipeId: row.id, version: 1, ...version });
  return row;
}

/** A new version of the recipe (the old ones stay as they were) and its name. */
export async function insertRecipeVersion(
  tx: Tx,
  recipe: RecipeRow,
  name: string,
  version: RecipeVersionValues,
): Promise<void> {
  const next = recipe.currentVersion + 1;
  await tx.insert(recipeVersions).values({ recipeId: recipe.id, version: next, ...version });
  await tx.update(recipes).set({ name, currentVersion: next }).where(eq(recipes.id, recipe.id));
}

/** The names of the bakery's other recipes whose current version uses the recipe. */
export async function findRecipesUsingRecipe(tx: Tx, bakeryId: number, recipeId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: recipes.name })
    .from(recipes)
    .innerJoin(
      recipeVersions,
      and(eq(recipeVersions.recipeId, recipes.id), eq(recipeVersions.version, recipes.currentVersion)),
    )
    .where(
      and(
        eq(recipes.bakeryId, bakeryId),
        ne(recipes.id, recipeId),
        sql`${recipeVersions.lines} @> ${JSON.stringify([{ kind: 'RECIPE', id: String(recipeId) }])}::jsonb`,
      ),
    )
    .orderBy(asc(recipes.name));
  return rows.map((r) => r.name);
}

export async function deleteRecipeRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(recipes).where(eq(recipes.id, id));
}
