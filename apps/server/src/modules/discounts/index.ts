import type { Feature } from '../../platform/feature';
import './discounts.schema';

/** Discounts of a bakery and of the platform. */
export const discountsFeature: Feature = {
  name: 'discounts',
  // NULL: the platform's discounts, shared by all bakeries
  tenantRows: () => ({ discounts: 'bakery_id = $1 OR bakery_id IS NULL' }),
};
