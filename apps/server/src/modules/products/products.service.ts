import { DEFAULT_VAT } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { loader, byKeys } from '../../platform/graphql/loaders';
import type { Db, Tx } from '../../platform/db/database';
import { cleanProductInput, type CleanProduct, type ProductInput } from './product-input';
import {
  findCatalogueVersion,
  findListedProductIds,
  findProduct,
  findProductListPage,
  findTexts,
  findVatIdByValue,
  findVats,
  flipActive,
  insertProductRow,
  isActiveVat,
  markDeleted,
  maxDisplayOrder,
  updateProductRow,
  upsertTexts,
  type ProductRow,
} from './products.queries';

export { flipActive, markDeleted };

/** Products are listed 500 per page (requirements/platform-and-contract.md#page-sizes-and-limits). */
export const PRODUCT_PAGE_SIZE = 500;

/** A product of the viewer's own bakery; anything else is "not found" (no existence leak). */
async function ownProduct(ctx: RequestContext, id: number): Promise<ProductRow> {
  const bakeryId = requireBakery(ctx);
  const product = await findProduct(ctx.platform.db, id);
  if (!product || product.bakeryId !== bakeryId || product.deleted || product.hostId !== null) fail('NOT_FOUND');
  return product;
}

export async function listProducts(
  ctx: RequestContext,
  args: {
    page: number;
    search?: string | null;
    priceListId?: number | null;
    includeInactive: boolean;
    /** The request asks for the descriptions: read with the page (else not at all). */
    descriptions?: boolean;
  },
) {
  const bakeryId = requireBakery(ctx);
  if (!Number.isInteger(args.page) || args.page < 0) fail('BAD_INPUT', { fields: ['page'] });
  return findProductListPage(ctx.platform.db, {
    bakeryId,
    includeInactive: args.includeInactive,
    search: args.search?.trim() || undefined,
    priceListId: args.priceListId ?? undefined,
    limit: PRODUCT_PAGE_SIZE,
    offset: args.page * PRODUCT_PAGE_SIZE,
    descriptions: args.descriptions ?? false,
  });
}

/**
 * What the products page is cached under (ADR 022): the bakery's catalogue version, which triggers
 * raise with any write to what the page shows. Null (not cached) for anyone but a bakery.
 */
export async function productsPageVersion(ctx: RequestContext): Promise<string | null> {
  const viewer = ctx.viewer;
  if (viewer?.kind !== 'BAKERY' || viewer.bakeryId === null) return null;
  return String(await findCatalogueVersion(ctx.platform.db, viewer.bakeryId));
}

export const getProduct = ownProduct;

/** The VAT to use: the chosen active rate, else the rate of DEFAULT_VAT (10 %) (requirements/catalogue-and-price-lists.md#prices-and-vat). */
async function resolveVatId(db: Db | Tx, vatId: number | null): Promise<number | null> {
  if (vatId !== null) {
    if (!(await isActiveVat(db, vatId))) fail('BAD_INPUT', { fields: ['vatId'] });
    return vatId;
  }
  return findVatIdByValue(db, DEFAULT_VAT);
}

function columns(p: CleanProduct, vatId: number | null) {
  return {
    gramPrice: p.gramPrice,
    approxWeight: p.approxWeight,
    haveToWeight: p.haveToWeight,
    vatId,
    easybackKodex: p.easybackKodex,
    availableDays: p.availableDays,
    active: p.active,
  };
}

/** Inserts a product with its six translations for a bakery (hostId null) or a host's own product; display order = highest + 1, or 0 (requirements/catalogue-and-price-lists.md#products). */
export async function insertProduct(
  tx: Tx,
  owner: { bakeryId: number; hostId: number | null },
  clean: CleanProduct,
): Promise<ProductRow> {
  const { bakeryId, hostId } = owner;
  const vatId = await resolveVatId(tx, clean.vatId);
  const highest = await maxDisplayOrder(tx, bakeryId);
  const created = await insertProductRow(tx, {
    bakeryId,
    hostId,
    nameKey: 'pending',
    descriptionKey: 'pending',
    displayOrder: highest === null ? 0 : highest + 1,
    ...columns(clean, vatId),
  });
  const nameKey = `product.${created.id}.name`;
  const descriptionKey = `product.${created.id}.description`;
  await upsertTexts(tx, nameKey, clean.names, bakeryId);
  await upsertTexts(tx, descriptionKey, clean.descriptions, bakeryId);
  return updateProductRow(tx, created.id, { nameKey, descriptionKey });
}

/** Rewrites a product and its translations (the caller has checked ownership). */
export async function rewriteProduct(tx: Tx, product: ProductRow, clean: CleanProduct): Promise<ProductRow> {
  const vatId = await resolveVatId(tx, clean.vatId);
  await upsertTexts(tx, product.nameKey, clean.names, product.bakeryId);
  await upsertTexts(tx, product.descriptionKey, clean.descriptions, product.bakeryId);
  return updateProductRow(tx, product.id, columns(clean, vatId), { touch: true });
}

export async function createProduct(ctx: RequestContext, input: ProductInput): Promise<ProductRow> {
  const bakeryId = requireBakery(ctx);
  const clean = cleanProductInput(input);
  return ctx.platform.db.transaction((tx) => insertProduct(tx, { bakeryId, hostId: null }, clean));
}

export async function updateProduct(ctx: RequestContext, id: number, input: ProductInput): Promise<ProductRow> {
  const product = await ownProduct(ctx, id);
  const clean = cleanProductInput(input);
  return ctx.platform.db.transaction((tx) => rewriteProduct(tx, product, clean));
}

export async function toggleProduct(ctx: RequestContext, id: number): Promise<ProductRow> {
  await ownProduct(ctx, id);
  return flipActive(ctx.platform.db, id);
}

export async function deleteProduct(ctx: RequestContext, id: number): Promise<void> {
  await ownProduct(ctx, id);
  await markDeleted(ctx.platform.db, id);
}

export function textsLoader(ctx: RequestContext) {
  return loader<string, Awaited<ReturnType<typeof findTexts>> extends Map<string, infer V> ? V : never>(
    ctx,
    'textsByKey',
    async (keys) => {
      const map = await findTexts(ctx.platform.db, keys);
      return keys.map((k) => map.get(k) ?? null);
    },
  );
}

export function listedLoader(ctx: RequestContext) {
  return loader<number, boolean>(ctx, 'productListed', async (ids) => {
    const listed = await findListedProductIds(ctx.platform.db, ids);
    return ids.map((id) => listed.has(id));
  });
}

export function vatLoader(ctx: RequestContext) {
  return loader(ctx, 'vatById', async (ids: readonly number[]) =>
    byKeys(ids, await findVats(ctx.platform.db, ids), (v) => v.id),
  );
}
