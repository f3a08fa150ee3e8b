import type { Feature } from '../../platform/feature';
import './products.schema';
import './product-texts.schema';
import './product-lookups.schema';
import { productsPageVersion } from './products.service';

/** A bakery's products with their texts in three languages. */
export const productsFeature: Feature = {
  name: 'products',
  // the products page of 500: from memory while the bakery's catalogue is unchanged (ADR 022)
  cachedQueries: { products: productsPageVersion },
  tenantRows: ({ accounts, media }) => ({
    products: `bakery_id = $1 OR host_id IN ${accounts} OR thumb_id IN ${media}`,
    translations: `bakery_id = $1 OR key IN (SELECT name_key FROM products WHERE bakery_id = $1 UNION SELECT description_key FROM products WHERE bakery_id = $1)`,
    catalogue_versions: 'bakery_id = $1',
  }),
};

/** The GraphQL types of a text in three languages, for features that name things like a product. */
export { TextsInput, TextsRef } from './products.schema';
