import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../platform/graphql/builder';
// Each module adds its types and fields to the builder when imported.
import '../modules/users/users.schema';
import '../modules/auth/auth.schema';
import '../modules/reference/reference.schema';
import '../modules/dev/dev.schema';
import '../modules/products/products.schema';
import '../modules/products/product-texts.schema';
import '../modules/products/product-lookups.schema';
import '../modules/media/media.schema';
import '../modules/priceLists/price-lists.schema';
import '../modules/hostProducts/host-products.schema';
import '../modules/hostProducts/own-products.schema';
import '../modules/productImport/product-import.schema';
import '../modules/orders/orders.schema';
import '../modules/clients/clients.schema';
import '../modules/zones/zones.schema';
import '../modules/discounts/discounts.schema';
import '../modules/holidays/holidays.schema';
import '../modules/settings/settings.schema';
import '../modules/abos/abos.schema';
import '../modules/production/bake-list.schema';
import '../modules/production/bake-list-day.schema';
import '../modules/production/compile.schema';
import '../modules/production/label-settings.schema';
import '../modules/production/dockets.schema';
import '../modules/bills/bills.schema';
import '../modules/bills/credit-notes/credit-note.schema';
import '../modules/bills/bill-truncations.schema';
import '../modules/bills/edit-bill.schema';
import '../modules/serviceFee/service-fee.schema';
import '../modules/guestBilling/guest-billing.schema';
import '../modules/operator/operator.schema';
import '../modules/contract/contract.schema';
import '../modules/messages/messages.schema';
import '../modules/messages/support-inbox.schema';
import '../modules/dashboard/dashboard.schema';

export const schema = builder.toSchema();

/** The SDL checked in as apps/server/schema.graphql. */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
