import type { Feature } from '../../platform/feature';
import { registerBillExportRoutes } from './bill-export.http';

/** The accountant's export of a period's bills (ZIP, register). */
export const billExportFeature: Feature = {
  name: 'billExport',
  routes: registerBillExportRoutes,
};
