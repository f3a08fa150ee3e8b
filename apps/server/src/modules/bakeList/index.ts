import type { Feature } from '../../platform/feature';
import './bake-list.schema';
import './bake-list-day.schema';
import { registerBakeListRoutes } from './bake-list.http';

/**
 * The bake list of a deadline or a delivery day (ADR 010): sums, breakdowns, additional breads,
 * generated snapshots, its PDF. Its deadline scope (`production-scope.queries.ts`, `production.args.ts`)
 * and document routes (`production-routes.ts`) are what compile, labels and dockets build on.
 */
export const bakeListFeature: Feature = {
  name: 'bakeList',
  routes: registerBakeListRoutes,
  tenantRows: ({ products }) => ({
    bake_list_snapshots: 'bakery_id = $1',
    bake_list_snapshot_items: `snapshot_id IN (SELECT id FROM bake_list_snapshots WHERE bakery_id = $1) OR product_id IN ${products}`,
    additional_breads: `bakery_id = $1 OR product_id IN ${products}`,
  }),
};

/** A delivery day's bake list, for the dough plan (modules/doughPlan) to make its doughs from. */
export { getDayBakeList, type DayBakeList } from './bake-list-day.service';
/** The bakery's own (not a host's, not deleted) product, or null. */
export { findBakeryProduct } from './bake-list.queries';
