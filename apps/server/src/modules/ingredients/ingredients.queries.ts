import { asc, eq, sql } from 'drizzle-orm';
import { ingredients } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';

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

export async function deleteIngredientRow(db: Db, id: number): Promise<void> {
  await db.delete(ingredients).where(eq(ingredients.id, id));
}
