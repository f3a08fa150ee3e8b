import type { Language } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { DESCRIPTION_MAX, NAME_MAX } from './product-input';
import { findProduct, type ProductRow } from './products.queries';
import { findLanguageId, touchProduct, upsertTranslation } from './product-texts.queries';

export type ProductTextField = 'NAME' | 'DESCRIPTION';

/**
 * The product whose texts the viewer may edit: a bakery its own catalogue products, a host its own
 * products. Anyone else's product is "not found"; guests and private customers are FORBIDDEN.
 */
async function editableProduct(ctx: RequestContext, id: number): Promise<ProductRow> {
  const viewer = requireViewer(ctx);
  if (viewer.kind !== 'BAKERY' && viewer.kind !== 'HOST') fail('FORBIDDEN');
  const product = await findProduct(ctx.platform.db, id);
  const isOwn =
    viewer.kind === 'BAKERY'
      ? product?.bakeryId === viewer.id && product.hostId === null
      : product?.hostId === viewer.id;
  if (!product || !isOwn || product.deleted) fail('NOT_FOUND');
  return product;
}

/**
 * Creates or replaces one translation of a product's name or description ("create/edit translation",
 * requirements/catalogue-and-price-lists.md#products), e.g. to translate an imported product. Texts stay required: empty is refused.
 */
export async function saveProductText(
  ctx: RequestContext,
  input: { productId: number; field: ProductTextField; language: Language; text: string },
): Promise<ProductRow> {
  const product = await editableProduct(ctx, input.productId);
  const text = input.text.trim();
  if (!text || text.length > (input.field === 'NAME' ? NAME_MAX : DESCRIPTION_MAX))
    fail('BAD_INPUT', { fields: ['text'] });
  const key = input.field === 'NAME' ? product.nameKey : product.descriptionKey;
  return ctx.platform.db.transaction(async (tx) => {
    const languageId = await findLanguageId(tx, input.language);
    if (languageId === undefined) fail('BAD_INPUT', { fields: ['language'] });
    await upsertTranslation(tx, {
      key,
      language: input.language,
      languageId,
      translation: text,
      bakeryId: product.bakeryId,
    });
    const row = await touchProduct(tx, product.id);
    if (!row) fail('NOT_FOUND');
    return row;
  });
}
