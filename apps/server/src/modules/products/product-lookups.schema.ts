import { builder } from '../../platform/graphql/builder';
import { ProductRef } from './products.schema';
import { findMaxDisplayOrder, findProductsByCodes } from './product-lookups.service';

builder.queryFields((t) => ({
  productsByCodes: t.field({
    type: [ProductRef],
    description: "The bakery's products with these article codes (easyback_kodex), at most 1000 codes.",
    authScopes: { bakery: true },
    args: { codes: t.arg.stringList({ required: true }) },
    resolve: (_r, a, ctx) => findProductsByCodes(ctx, a.codes),
  }),
  maxDisplayOrder: t.int({
    nullable: true,
    description: "The highest display order among the bakery's products; null when it has none.",
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => findMaxDisplayOrder(ctx),
  }),
}));
