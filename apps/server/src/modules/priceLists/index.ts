import type { Feature } from '../../platform/feature';
import './price-lists.schema';

/** Price lists and their prices per product. */
export const priceListsFeature: Feature = {
  name: 'priceLists',
  tenantRows: ({ priceLists, products }) => ({
    price_lists: 'bakery_id = $1',
    product_price_lists: `price_list_id IN ${priceLists} OR product_id IN ${products}`,
  }),
};
