/**
 * Every GraphQL operation the web sends, as typed string constants, one file per feature in
 * ./graphql/. Each has an operationName and must validate against apps/server/schema.graphql
 * (checked in operations.test.ts, which reads ALL_OPERATIONS and every export of this module).
 */
import type { AnyOperation } from './operation';
import { ABO_OPERATIONS } from './graphql/abos';
import { ACCOUNT_OPERATIONS } from './graphql/account';
import { BAKE_LIST_OPERATIONS } from './graphql/bake-list';
import { BILLS_OPERATIONS } from './graphql/bills';
import { CLIENTS_OPERATIONS } from './graphql/clients';
import { COMPILE_OPERATIONS } from './graphql/compile';
import { DISCOUNTS_OPERATIONS } from './graphql/discounts';
import { GUEST_BILLING_OPERATIONS } from './graphql/guest-billing';
import { SERVICE_FEE_OPERATIONS } from './graphql/service-fee';
import { CONTRACT_OPERATIONS } from './graphql/contract';
import { OPERATOR_OPERATIONS } from './graphql/operator';
import { HOST_PRODUCTS_OPERATIONS } from './graphql/host-products';
import { ORDER_OPERATIONS } from './graphql/orders';
import { PRICE_LISTS_OPERATIONS } from './graphql/price-lists';
import { PRODUCT_IMPORT_OPERATIONS } from './graphql/product-import';
import { PRODUCTS_OPERATIONS } from './graphql/products';
import { SETTINGS_OPERATIONS } from './graphql/settings';

export type { Operation, OperationData, OperationVariables } from './operation';
export * from './graphql/account';
export * from './graphql/products';
export * from './graphql/price-lists';
export * from './graphql/host-products';
export * from './graphql/product-import';
export * from './graphql/clients';
export * from './graphql/settings';
export * from './graphql/orders';
export * from './graphql/abos';
export * from './graphql/discounts';
export * from './graphql/bake-list';
export * from './graphql/compile';
export * from './graphql/bills';
export * from './graphql/guest-billing';
export * from './graphql/service-fee';
export * from './graphql/contract';
export * from './graphql/operator';

export const ALL_OPERATIONS: readonly AnyOperation[] = [
  ...ACCOUNT_OPERATIONS,
  ...PRODUCTS_OPERATIONS,
  ...PRICE_LISTS_OPERATIONS,
  ...HOST_PRODUCTS_OPERATIONS,
  ...PRODUCT_IMPORT_OPERATIONS,
  ...CLIENTS_OPERATIONS,
  ...SETTINGS_OPERATIONS,
  ...ORDER_OPERATIONS,
  ...ABO_OPERATIONS,
  ...DISCOUNTS_OPERATIONS,
  ...BAKE_LIST_OPERATIONS,
  ...COMPILE_OPERATIONS,
  ...BILLS_OPERATIONS,
  ...GUEST_BILLING_OPERATIONS,
  ...SERVICE_FEE_OPERATIONS,
  ...CONTRACT_OPERATIONS,
  ...OPERATOR_OPERATIONS,
];
