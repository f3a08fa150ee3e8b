import type { Feature } from '../../platform/feature';
import './host-products.schema';
import './own-products.schema';

/** A host's take-overs of its bakery's products and its own products. */
export const hostProductsFeature: Feature = {
  name: 'hostProducts',
  tenantRows: ({ accounts, products }) => ({
    host_products: `host_id IN ${accounts} OR base_product_id IN ${products}`,
  }),
};
