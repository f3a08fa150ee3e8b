import {
  IngredientInputSchema,
  readAllergenSet,
  type AllergenSet,
  type IngredientInput,
  type IngredientRole,
  type IngredientUnit,
  type Language,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import {
  deleteIngredientRow,
  findIngredient,
  findIngredientsOfBakery,
  findRecipesUsingIngredient,
  insertIngredient,
  updateIngredientRow,
  type IngredientRow,
  type IngredientValues,
} from './ingredients.queries';

/** An ingredient as the API shows it. */
export interface IngredientView {
  id: number;
  names: Record<Language, string>;
  unit: IngredientUnit;
  /** Decimal text with 4 decimals, or null. */
  pricePerUnit: string | null;
  role: IngredientRole;
  contains: AllergenSet;
  traces: AllergenSet;
}

const view = (row: IngredientRow): IngredientView => ({
  id: row.id,
  names: { de: row.nameDe, it: row.nameIt, en: row.nameEn },
  unit: row.unit as IngredientUnit,
  pricePerUnit: row.pricePerUnit,
  role: row.role as IngredientRole,
  contains: readAllergenSet(row.contains),
  traces: readAllergenSet(row.traces),
});

/** Checks an ingredient with the core schema; `fields` names every field that is wrong ("names.it", "pricePerUnit"). */
function clean(input: IngredientInput): IngredientValues {
  const result = IngredientInputSchema.safeParse(input);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((issue) => issue.path.slice(0, 2).join('.')))];
    fail('BAD_INPUT', { fields });
  }
  const { names, unit, pricePerUnit, role, contains, traces } = result.data;
  return { nameDe: names.de, nameIt: names.it, nameEn: names.en, unit, pricePerUnit, role, contains, traces };
}

async function ownIngredient(ctx: RequestContext, id: number): Promise<IngredientRow> {
  const bakeryId = requireBakery(ctx);
  const row = await findIngredient(ctx.platform.db, id);
  if (!row || row.bakeryId !== bakeryId) fail('NOT_FOUND');
  return row;
}

/** The bakery's ingredients by German name. */
export async function listIngredients(ctx: RequestContext): Promise<IngredientView[]> {
  const bakeryId = requireBakery(ctx);
  return (await findIngredientsOfBakery(ctx.platform.db, bakeryId)).map(view);
}

export async function createIngredient(ctx: RequestContext, input: IngredientInput): Promise<IngredientView> {
  const bakeryId = requireBakery(ctx);
  return view(await insertIngredient(ctx.platform.db, bakeryId, clean(input)));
}

export async function updateIngredient(
  ctx: RequestContext,
  id: number,
  input: IngredientInput,
): Promise<IngredientView> {
  await ownIngredient(ctx, id);
  const row = await updateIngredientRow(ctx.platform.db, id, clean(input));
  if (!row) fail('NOT_FOUND');
  return view(row);
}

/** Deletes an ingredient no recipe uses in its current version (INGREDIENT_IN_USE naming them otherwise). */
export async function deleteIngredient(ctx: RequestContext, id: number): Promise<void> {
  const row = await ownIngredient(ctx, id);
  await ctx.platform.db.transaction(async (tx) => {
    const users = await findRecipesUsingIngredient(tx, row.bakeryId, id);
    if (users.length > 0) fail('INGREDIENT_IN_USE', { recipes: users });
    await deleteIngredientRow(tx, id);
  });
}
