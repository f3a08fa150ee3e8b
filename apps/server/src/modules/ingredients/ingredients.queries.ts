import { and, asc, eq, sql } from 'drizzle-orm';
import { ingredients, recipes, recipeVersions } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';

export type IngredientRow = typeof ingredients.$inferSelect;
export type IngredientValues = Pick<
  typeof ingredients.$inferInsert,
  'nameDe' | 'nameIt' | 'nameEn' | 'unit' | 'pricePerUnit' | 'role' | 'contains' | 'traces'
>;

export async function findIngredient(db: Db, id: number): Promise<IngredientRow | undefined> {
  const [row] = await db.select().from(ingredients).where(eq(ingredients.id, id));
  return row;
}

/** The bakery's ingredients by German name (case-insensitive). */
export function findIngredientsOfBakery(db: Db, bakeryId: number): Promise<IngredientRow[]> {
  return db
    .select()
    .from(ingredients)
    .where(eq(ingredients.bakeryId, bakeryId))
    .orderBy(asc(sql`lower(${ingredients.nameDe})`), asc(ingredients.id));
}

export async function insertIngredient(db: Db, bakeryId: number, values: IngredientValues): Promise<IngredientRow> {
  const [row] = await db
    .insert(ingredients)
    .values({ bakeryId, ...values })
    .returning();
  if (!row) throw new Error('insert into ingredients returned no row');
  return row;
}

export async function updateIngredientRow(
  db: Db,
  id: number,
  values: IngredientValues,
): Promise<IngredientRow | undefined> {
  const [row] = await db
    .update(ingredients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(ingredients.id, id))
    .returning();
  return row;
}

/**
 * The names of the bakery's recipes whose current version uses the ingredient, their rows locked as a
 * recipe's change locks them (modules/recipes), so no recipe takes the ingredient up meanwhile.
 */
export async function findRecipesUsingIngredient(tx: Tx, bakeryId: number, ingredientId: number): Promise<string[]> {
  await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.bakeryId, bakeryId)).for('update');
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
        sql`${recipeVersions.lines} @> ${JSON.stringify([{ kind: 'INGREDIENT', id: String(ingredientId) }])}::jsonb`,
      ),
    )
    .orderBy(asc(recipes.name));
  return rows.map((r) => r.name);
}

export async function deleteIngredientRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(ingredients).where(eq(ingredients.id, id));
}
