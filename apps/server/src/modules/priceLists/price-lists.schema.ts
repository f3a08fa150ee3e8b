import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { enumValue } from '../../platform/graphql/enum-value';
import { loader } from '../../platform/graphql/loaders';
import { ProductRef } from '../products/products.schema';
import type { ProductRow } from '../products/products.queries';
import {
  assignPriceList,
  countClients,
  countProducts,
  createPriceList,
  deletePriceList,
  listPriceLists,
  priceListProducts,
  removeProductPrice,
  renamePriceList,
  setDefaultPriceList,
  setPriceListVisibility,
  setProductPrice,
  PRICE_LIST_GROUPS,
  type PriceListRow,
} from './price-lists.service';

const PriceListGroupEnum = builder.enumType('PriceListGroup', {
  description: 'A group of customers a price list can be visible for.',
  values: {
    host: { description: 'Hosts (and their guests).' },
    private: { description: 'Private customers.' },
  } as const,
});

const PriceList = builder.objectRef<PriceListRow>('PriceList').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    isDefault: t.exposeBoolean('isDefault', { description: 'New customers get the default list.' }),
    visibleFor: t.field({
      type: [PriceListGroupEnum],
      description: 'Groups that may see the list.',
      resolve: (l) =>
        Array.isArray(l.visibleFor) ? l.visibleFor.map((g) => enumValue(PRICE_LIST_GROUPS, String(g))) : [],
    }),
    clientCount: t.int({
      nullable: true,
      description: 'Customers assigned to the list (for the owning bakery only).',
      resolve: (l, _a, ctx) =>
        ctx.viewer?.id === l.bakeryId
          ? loader<number, number>(ctx, 'priceListClients', async (ids) => countClients(ctx, ids)).load(l.id)
          : null,
    }),
    productCount: t.int({
      nullable: true,
      description: 'Products (not deleted) in the list (for the owning bakery only).',
      resolve: (l, _a, ctx) =>
        ctx.viewer?.id === l.bakeryId
          ? loader<number, number>(ctx, 'priceListProducts', async (ids) => countProducts(ctx, ids)).load(l.id)
          : null,
    }),
  }),
});

const PriceListProduct = builder.objectRef<{ product: ProductRow; gramPrice: string }>('PriceListProduct').implement({
  fields: (t) => ({
    product: t.field({ type: ProductRef, resolve: (r) => r.product }),
    gramPrice: t.exposeString('gramPrice', { description: 'The gram price in this list.' }),
  }),
});

builder.queryFields((t) => ({
  priceLists: t.field({
    type: [PriceList],
    description: "A bakery's own lists; for hosts and private customers their bakery's lists visible to them.",
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => listPriceLists(ctx),
  }),
  priceListProducts: t.field({
    type: [PriceListProduct],
    authScopes: { bakery: true },
    args: { priceListId: t.arg.id({ required: true }), page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_r, a, ctx) => priceListProducts(ctx, parseId(a.priceListId, 'priceListId'), a.page ?? 0),
  }),
}));

builder.mutationFields((t) => ({
  createPriceList: t.field({
    type: PriceList,
    description: 'The new list becomes the default.',
    authScopes: { bakery: true },
    args: { name: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => createPriceList(ctx, a.name),
  }),
  renamePriceList: t.field({
    type: PriceList,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => renamePriceList(ctx, parseId(a.id, 'id'), a.name),
  }),
  setPriceListVisibility: t.field({
    type: PriceList,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), visibleFor: t.arg({ type: [PriceListGroupEnum], required: true }) },
    resolve: (_r, a, ctx) => setPriceListVisibility(ctx, parseId(a.id, 'id'), a.visibleFor),
  }),
  setDefaultPriceList: t.field({
    type: PriceList,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => setDefaultPriceList(ctx, parseId(a.id, 'id')),
  }),
  deletePriceList: t.boolean({
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deletePriceList(ctx, parseId(a.id, 'id')), true),
  }),
  assignPriceList: t.boolean({
    description: "Gives one of the bakery's hosts or private customers this list.",
    authScopes: { bakery: true },
    args: { userId: t.arg.id({ required: true }), priceListId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (
      await assignPriceList(ctx, parseId(a.userId, 'userId'), parseId(a.priceListId, 'priceListId')),
      true
    ),
  }),
  setProductPrice: t.boolean({
    description: 'Adds a product to a list or changes its gram price there.',
    authScopes: { bakery: true },
    args: {
      priceListId: t.arg.id({ required: true }),
      productId: t.arg.id({ required: true }),
      gramPrice: t.arg.string({ required: true }),
    },
    resolve: async (_r, a, ctx) => (
      await setProductPrice(ctx, parseId(a.priceListId, 'priceListId'), parseId(a.productId, 'productId'), a.gramPrice),
      true
    ),
  }),
  removeProductPrice: t.boolean({
    authScopes: { bakery: true },
    args: { priceListId: t.arg.id({ required: true }), productId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (
      await removeProductPrice(ctx, parseId(a.priceListId, 'priceListId'), parseId(a.productId, 'productId')),
      true
    ),
  }),
}));
