import { PriceListNameSchema, ProductPriceInputSchema } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { lockBakery } from '../../platform/db/locks';
import { findUserById } from '../users/users.queries';
import {
  countClientsPerList,
  countClientsWithPriceList,
  countProductsPerList,
  deleteProductPrice,
  deletePriceListRow,
  findPriceList,
  findPriceListProducts,
  findPriceListsOfBakery,
  insertDefaultPriceList,
  isListVisibleFor,
  isOwnLiveProduct,
  makeDefaultPriceList,
  setClientPriceList,
  updatePriceList,
  upsertProductPrice,
  type PriceListRow,
} from './price-lists.queries';

export { isListVisibleFor, type PriceListRow };
/** Groups a price list can be visible for (visible_for, requirements/catalogue-and-price-lists.md#price-lists). */
export const PRICE_LIST_GROUPS = ['host', 'private'] as const;
/** Products of a price list are fetched 1000 at a time (requirements/platform-and-contract.md#page-sizes-and-limits). */
export const PRICE_LIST_PRODUCT_PAGE = 1000;

/** The trimmed name, checked by the core schema the web's price-list forms use too. */
function cleanName(name: string): string {
  const result = PriceListNameSchema.safeParse(name);
  if (!result.success) fail('BAD_INPUT', { fields: ['name'] });
  return result.data;
}

async function ownList(ctx: RequestContext, id: number): Promise<PriceListRow> {
  const bakeryId = requireBakery(ctx);
  const list = await findPriceList(ctx.platform.db, id);
  if (!list || list.bakeryId !== bakeryId) fail('NOT_FOUND');
  return list;
}

/**
 * Bakeries see their own lists; hosts and private customers see their bakery's lists that are
 * visible for their group (requirements/catalogue-and-price-lists.md#price-lists). Guests see none.
 */
export async function listPriceLists(ctx: RequestContext): Promise<PriceListRow[]> {
  const viewer = ctx.viewer ?? fail('UNAUTHENTICATED');
  if (viewer.kind === 'BAKERY') return findPriceListsOfBakery(ctx.platform.db, viewer.id);
  if (viewer.kind === 'GUEST' || viewer.bakeryId === null) return [];
  const group = viewer.kind === 'HOST' ? 'host' : 'private';
  return findPriceListsOfBakery(ctx.platform.db, viewer.bakeryId, group);
}

/** A new list becomes the bakery's default (requirements/catalogue-and-price-lists.md#price-lists). */
export async function createPriceList(ctx: RequestContext, name: string): Promise<PriceListRow> {
  const bakeryId = requireBakery(ctx);
  const clean = cleanName(name);
  return ctx.platform.db.transaction(async (tx) => {
    await lockBakery(tx, bakeryId);
    return insertDefaultPriceList(tx, bakeryId, clean);
  });
}

export async function renamePriceList(ctx: RequestContext, id: number, name: string): Promise<PriceListRow> {
  await ownList(ctx, id);
  return updatePriceList(ctx.platform.db, id, { name: cleanName(name) });
}

export async function setPriceListVisibility(ctx: RequestContext, id: number, groups: string[]): Promise<PriceListRow> {
  await ownList(ctx, id);
  if (groups.some((g) => !(PRICE_LIST_GROUPS as readonly string[]).includes(g)))
    fail('BAD_INPUT', { fields: ['visibleFor'] });
  return updatePriceList(ctx.platform.db, id, { visibleFor: [...new Set(groups)] });
}

/** Exactly one default per bakery, also under concurrent requests (row lock + partial unique index). */
export async function setDefaultPriceList(ctx: RequestContext, id: number): Promise<PriceListRow> {
  const list = await ownList(ctx, id);
  return ctx.platform.db.transaction(async (tx) => {
    await lockBakery(tx, list.bakeryId);
    return makeDefaultPriceList(tx, list.bakeryId, id);
  });
}

export async function deletePriceList(ctx: RequestContext, id: number): Promise<void> {
  const list = await ownList(ctx, id);
  if (list.isDefault) fail('PRICE_LIST_IS_DEFAULT');
  await ctx.platform.db.transaction(async (tx) => {
    const clients = await countClientsWithPriceList(tx, id);
    if (clients > 0) fail('PRICE_LIST_HAS_CLIENTS', { clients });
    await deletePriceListRow(tx, id);
  });
}

/** Gives one of the bakery's customers (host or private customer) this price list. */
export async function assignPriceList(ctx: RequestContext, userId: number, priceListId: number) {
  const list = await ownList(ctx, priceListId);
  const customer = await findUserById(ctx.platform.db, userId);
  if (!customer || customer.bakeryId !== list.bakeryId || customer.isBakery || customer.hostId !== null)
    fail('NOT_FOUND');
  await setClientPriceList(ctx.platform.db, userId, priceListId);
}

async function ownProductId(ctx: RequestContext, bakeryId: number, productId: number): Promise<void> {
  if (!(await isOwnLiveProduct(ctx.platform.db, bakeryId, productId))) fail('NOT_FOUND');
}

/**
 * Adds a product to a list or changes its gram price there, checked by the core schema the web's
 * price grid reads its entry into (≥ 0, up to 6 decimals and 8 whole digits).
 */
export async function setProductPrice(
  ctx: RequestContext,
  priceListId: number,
  productId: number,
  gramPrice: string,
): Promise<void> {
  const list = await ownList(ctx, priceListId);
  await ownProductId(ctx, list.bakeryId, productId);
  const input = ProductPriceInputSchema.safeParse({ gramPrice });
  if (!input.success) fail('BAD_INPUT', { fields: ['gramPrice'] });
  await upsertProductPrice(ctx.platform.db, priceListId, productId, input.data.gramPrice);
}

export async function removeProductPrice(ctx: RequestContext, priceListId: number, productId: number): Promise<void> {
  await ownList(ctx, priceListId);
  await deleteProductPrice(ctx.platform.db, priceListId, productId);
}

/** The list's products with their list gram price, 1000 per page (requirements/platform-and-contract.md#page-sizes-and-limits). */
export async function priceListProducts(ctx: RequestContext, priceListId: number, page: number) {
  await ownList(ctx, priceListId);
  if (!Number.isInteger(page) || page < 0) fail('BAD_INPUT', { fields: ['page'] });
  return findPriceListProducts(ctx.platform.db, priceListId, PRICE_LIST_PRODUCT_PAGE, page * PRICE_LIST_PRODUCT_PAGE);
}

export async function countClients(ctx: RequestContext, ids: readonly number[]) {
  const rows = await countClientsPerList(ctx.platform.db, ids);
  return ids.map((id) => rows.find((r) => r.id === id)?.n ?? 0);
}

/** Products (not deleted) in each list, one statement for all lists of a request. */
export async function countProducts(ctx: RequestContext, ids: readonly number[]) {
  const rows = await countProductsPerList(ctx.platform.db, ids);
  return ids.map((id) => rows.find((r) => r.id === id)?.n ?? 0);
}
