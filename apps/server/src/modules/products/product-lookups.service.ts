import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { findBakeryProductsByCodes, maxDisplayOrder, type ProductRow } from './products.queries';

/** §9: lists are limited to 1000 entries. */
export const CODE_LOOKUP_LIMIT = 1000;

/** The bakery's products (not deleted) carrying one of the article codes ("search by article codes", requirements/catalogue-and-price-lists.md#products). */
export async function findProductsByCodes(ctx: RequestContext, codes: string[]): Promise<ProductRow[]> {
  const bakeryId = requireBakery(ctx);
  const clean = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
  if (clean.length > CODE_LOOKUP_LIMIT) fail('BAD_INPUT', { fields: ['codes'] });
  if (clean.length === 0) return [];
  return findBakeryProductsByCodes(ctx.platform.db, bakeryId, clean);
}

/** The highest display order of the bakery's products, or null without products ("max display_order", requirements/catalogue-and-price-lists.md#products). */
export async function findMaxDisplayOrder(ctx: RequestContext): Promise<number | null> {
  return maxDisplayOrder(ctx.platform.db, requireBakery(ctx));
}
