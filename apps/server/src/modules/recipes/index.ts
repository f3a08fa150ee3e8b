import type { Feature } from '../../platform/feature';
import './recipes.schema';
import './product-recipes.schema';

/** A bakery's recipes (doughs, fillings, preferments) in versions, and how its products are made with them (issue 48). */
export const recipesFeature: Feature = {
  name: 'recipes',
  tenantRows: ({ products }) => ({
    recipes: 'bakery_id = $1',
    recipe_versions: 'recipe_id IN (SELECT id FROM recipes WHERE bakery_id = $1)',
    product_recipes: `bakery_id = $1 OR product_id IN ${products}`,
  }),
};

/** The recipe book of a bakery and how its products are made, for the dough plan (modules/doughPlan). */
export { bookOf } from './recipes.service';
export { findProductRecipes } from './product-recipes.queries';
export { RecipeRefRef } from './product-recipes.schema';
