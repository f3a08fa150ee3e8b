import type { Feature } from '../../platform/feature';
import './operator.schema';

/** The operator's screens: bakeries, plans, support. */
export const operatorFeature: Feature = {
  name: 'operator',
};
