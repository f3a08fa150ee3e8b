import type { Feature } from '../../platform/feature';
import './guest-billing.schema';
import { registerGuestBillingRoutes } from './guest-billing.http';

/** A host's billing of its guests. */
export const guestBillingFeature: Feature = {
  name: 'guestBilling',
  routes: registerGuestBillingRoutes,
};
