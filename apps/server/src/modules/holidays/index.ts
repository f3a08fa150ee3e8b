import type { Feature } from '../../platform/feature';
import './holidays.schema';

/** A bakery's days off. */
export const holidaysFeature: Feature = {
  name: 'holidays',
  tenantRows: () => ({ holidays: 'bakery_id = $1' }),
};
