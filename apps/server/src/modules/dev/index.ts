import type { Feature } from '../../platform/feature';
import './dev.schema';

/** Development helpers (mails caught, the clock) where enabled. */
export const devFeature: Feature = {
  name: 'dev',
};
