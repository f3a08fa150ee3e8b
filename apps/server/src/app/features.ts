import type { Feature } from '../platform/feature';
import { usersFeature } from '../modules/users';
import { authFeature } from '../modules/auth';
import { referenceFeature } from '../modules/reference';
import { devFeature } from '../modules/dev';
import { productsFeature } from '../modules/products';
import { mediaFeature } from '../modules/media';
import { priceListsFeature } from '../modules/priceLists';
import { hostProductsFeature } from '../modules/hostProducts';
import { productImportFeature } from '../modules/productImport';
import { ordersFeature } from '../modules/orders';
import { clientsFeature } from '../modules/clients';
import { zonesFeature } from '../modules/zones';
import { discountsFeature } from '../modules/discounts';
import { holidaysFeature } from '../modules/holidays';
import { settingsFeature } from '../modules/settings';
import { abosFeature } from '../modules/abos';
import { bakeListFeature } from '../modules/bakeList';
import { compileFeature } from '../modules/compile';
import { labelsFeature } from '../modules/labels';
import { docketsFeature } from '../modules/dockets';
import { billsFeature } from '../modules/bills';
import { sdiFeature } from '../modules/sdi';
import { creditNotesFeature } from '../modules/creditNotes';
import { billExportFeature } from '../modules/billExport';
import { serviceFeeFeature } from '../modules/serviceFee';
import { guestBillingFeature } from '../modules/guestBilling';
import { operatorFeature } from '../modules/operator';
import { contractFeature } from '../modules/contract';
import { messagesFeature } from '../modules/messages';
import { dashboardFeature } from '../modules/dashboard';
import { ingredientsFeature } from '../modules/ingredients';
import { recipesFeature } from '../modules/recipes';
import { doughPlanFeature } from '../modules/doughPlan';

/**
 * Every feature of the app, each its folder's manifest (ADR 024): the app composes their schema,
 * routes, jobs and tenancy map from this list, in this order. A new feature is one line here.
 */
export const FEATURES: readonly Feature[] = [
  usersFeature,
  authFeature,
  referenceFeature,
  devFeature,
  productsFeature,
  mediaFeature,
  priceListsFeature,
  hostProductsFeature,
  productImportFeature,
  ordersFeature,
  clientsFeature,
  zonesFeature,
  discountsFeature,
  holidaysFeature,
  settingsFeature,
  abosFeature,
  bakeListFeature,
  compileFeature,
  labelsFeature,
  docketsFeature,
  billsFeature,
  sdiFeature,
  creditNotesFeature,
  billExportFeature,
  serviceFeeFeature,
  guestBillingFeature,
  operatorFeature,
  contractFeature,
  messagesFeature,
  dashboardFeature,
  ingredientsFeature,
  recipesFeature,
  doughPlanFeature,
];
