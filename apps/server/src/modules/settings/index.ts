import type { Feature } from '../../platform/feature';
import './settings.schema';

/** A bakery's settings (bill data, document numbers, deadlines). */
export const settingsFeature: Feature = {
  name: 'settings',
};
