import type { Feature } from '../../platform/feature';
import './service-fee.schema';
import { registerServiceFeeRoutes } from './service-fee.http';

/** The platform's service fee of a bakery. */
export const serviceFeeFeature: Feature = {
  name: 'serviceFee',
  routes: registerServiceFeeRoutes,
};
