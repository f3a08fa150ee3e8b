import type { Feature } from '../../platform/feature';
import './ingredients.schema';

/** A bakery's ingredients with their Annex II allergens (issue 48: the bakehouse). */
export const ingredientsFeature: Feature = {
  name: 'ingredients',
  tenantRows: () => ({ ingredients: 'bakery_id = $1' }),
};

/** The GraphQL type of an allergen set, for the features that show allergens (recipes, products). */
export { AllergenSetRef } from './ingredients.schema';
