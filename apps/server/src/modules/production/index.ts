import type { Feature } from '../../platform/feature';
import './bake-list.schema';
import './bake-list-day.schema';
import './compile.schema';
import './label-settings.schema';
import './dockets.schema';
import { registerProductionRoutes } from './production.http';

/** The bake list, the compile screen, labels and delivery dockets. */
export const productionFeature: Feature = {
  name: 'production',
  routes: registerProductionRoutes,
  tenantRows: ({ accounts, products }) => ({
    printer_settings: 'bakery_id = $1',
    bake_list_snapshots: 'bakery_id = $1',
    bake_list_snapshot_items: `snapshot_id IN (SELECT id FROM bake_list_snapshots WHERE bakery_id = $1) OR product_id IN ${products}`,
    additional_breads: `bakery_id = $1 OR product_id IN ${products}`,
    delivery_dockets: `bakery_id = $1 OR client_id IN ${accounts}`,
  }),
};
