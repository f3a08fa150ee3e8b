import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { ProductInputRef, ProductRef, productInputOf } from '../products/products.schema';
import {
  createOwnProduct,
  deleteOwnProduct,
  getOwnProduct,
  listOwnProducts,
  toggleOwnProduct,
  updateOwnProduct,
} from './own-products.service';

builder.queryFields((t) => ({
  ownProducts: t.field({
    type: [ProductRef],
    description: "The host's own products (not deleted) by display order.",
    authScopes: { host: true },
    resolve: (_r, _a, ctx) => listOwnProducts(ctx),
  }),
  ownProduct: t.field({
    type: ProductRef,
    description: "One of the host's own products.",
    authScopes: { host: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getOwnProduct(ctx, parseId(a.id)),
  }),
}));

builder.mutationFields((t) => ({
  createOwnProduct: t.field({
    type: ProductRef,
    description: 'Adds a product of the host itself (no price lists; guests pay gram price × approximate weight).',
    authScopes: { host: true },
    args: { input: t.arg({ type: ProductInputRef, required: true }) },
    resolve: (_r, a, ctx) => createOwnProduct(ctx, productInputOf(a.input)),
  }),
  updateOwnProduct: t.field({
    type: ProductRef,
    authScopes: { host: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProductInputRef, required: true }) },
    resolve: (_r, a, ctx) => updateOwnProduct(ctx, parseId(a.id), productInputOf(a.input)),
  }),
  toggleOwnProduct: t.field({
    type: ProductRef,
    authScopes: { host: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => toggleOwnProduct(ctx, parseId(a.id)),
  }),
  deleteOwnProduct: t.boolean({
    description: 'Soft delete.',
    authScopes: { host: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteOwnProduct(ctx, parseId(a.id)), true),
  }),
}));
