import type { Feature } from '../../platform/feature';
import './label-settings.schema';
import { registerLabelRoutes } from './labels.http';

/** Labels for the compiled orders (item, bag and test labels as PDF or ZPL) and the label printer's settings. */
export const labelsFeature: Feature = {
  name: 'labels',
  routes: registerLabelRoutes,
  tenantRows: () => ({
    printer_settings: 'bakery_id = $1',
  }),
};
