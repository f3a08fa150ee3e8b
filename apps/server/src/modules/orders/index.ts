import type { Feature } from '../../platform/feature';
import './orders.schema';

/** Orders, their lines and history. */
export const ordersFeature: Feature = {
  name: 'orders',
  tenantRows: ({ accounts, products, orders }) => ({
    basket_products: `user_id IN ${accounts} OR base_product_id IN ${products}`,
    orders: `bakery_id = $1 OR host_id IN ${accounts}`,
    ordered_products: `order_id IN ${orders} OR base_product_id IN ${products}`,
    order_events: `order_id IN ${orders}`,
    order_counters: 'bakery_id = $1',
  }),
};
