import { parseId } from '../../platform/graphql/args';
import { builder, LanguageEnum } from '../../platform/graphql/builder';
import { ProductRef } from './products.schema';
import { saveProductText } from './product-texts.service';

const ProductTextField = builder.enumType('ProductTextField', { values: ['NAME', 'DESCRIPTION'] as const });

builder.mutationFields((t) => ({
  saveProductText: t.field({
    type: ProductRef,
    description:
      "Creates or replaces one translation of a product's name or description (the owning bakery, or a host for its own products).",
    authScopes: { bakery: true, host: true },
    args: {
      productId: t.arg.id({ required: true }),
      field: t.arg({ type: ProductTextField, required: true }),
      language: t.arg({ type: LanguageEnum, required: true }),
      text: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      saveProductText(ctx, {
        productId: parseId(a.productId, 'productId'),
        field: a.field,
        language: a.language,
        text: a.text,
      }),
  }),
}));
