import type { Feature } from '../../platform/feature';
import './dockets.schema';
import { registerDocketRoutes } from './dockets.http';

/** Delivery dockets of a deadline (or a zone): made once per recipient and day, numbered, printed as one PDF. */
export const docketsFeature: Feature = {
  name: 'dockets',
  routes: registerDocketRoutes,
  tenantRows: ({ accounts }) => ({
    delivery_dockets: `bakery_id = $1 OR client_id IN ${accounts}`,
  }),
};
