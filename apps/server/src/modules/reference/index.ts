import type { Feature } from '../../platform/feature';
import './reference.schema';

/** Reference data: roles, languages, VAT rates, plans. */
export const referenceFeature: Feature = {
  name: 'reference',
  // reference data: nobody changes it through the API
  tenantRows: () => ({ roles: 'TRUE', languages: 'TRUE', vats: 'TRUE', plans: 'TRUE' }),
};
