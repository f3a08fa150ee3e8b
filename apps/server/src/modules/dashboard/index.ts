import type { Feature } from '../../platform/feature';
import './dashboard.schema';

/** The dashboard's figures. */
export const dashboardFeature: Feature = {
  name: 'dashboard',
};
