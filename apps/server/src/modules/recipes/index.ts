import type { Feature } from '../../platform/feature';
import './recipes.schema';

/** A bakery's recipes (doughs, fillings, preferments) in versions (issue 48: the bakehouse). */
export const recipesFeature: Feature = {
  name: 'recipes',
  tenantRows: () => ({
    recipes: 'bakery_id = $1',
    recipe_versions: 'recipe_id IN (SELECT id FROM recipes WHERE bakery_id = $1)',
  }),
};
