import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/graphql/context';
import { registerMediaRoutes } from '../modules/media/media.http';
import { registerInstructionSheetRoute } from '../modules/clients/instruction-sheet.http';
import { registerProductionRoutes } from '../modules/production/production.http';
import { registerBillRoutes } from '../modules/bills/bills.http';
import { registerBillExportRoutes } from '../modules/billExport/bill-export.http';
import { registerServiceFeeRoutes } from '../modules/serviceFee/service-fee.http';
import { registerGuestBillingRoutes } from '../modules/guestBilling/guest-billing.http';

/** The features' plain HTTP routes (uploads and documents); /graphql, /health and the SPA are platform/http/app.ts's. */
export async function registerFeatureRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  await registerMediaRoutes(app, platform);
  registerInstructionSheetRoute(app, platform);
  registerProductionRoutes(app, platform);
  registerBillRoutes(app, platform);
  registerBillExportRoutes(app, platform);
  registerServiceFeeRoutes(app, platform);
  registerGuestBillingRoutes(app, platform);
}
