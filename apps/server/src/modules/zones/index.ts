import type { Feature } from '../../platform/feature';
import './zones.schema';

/** Delivery zones. */
export const zonesFeature: Feature = {
  name: 'zones',
  tenantRows: () => ({ delivery_zones: 'bakery_id = $1' }),
};
