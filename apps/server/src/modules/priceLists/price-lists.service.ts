import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { parseDecimal } from '@bakery/core';
import { priceLists, productPriceLists, products, users } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { lockBakery } from '../../platform/db/locks';

export type PriceListRow = typeof priceLists.$inferSelect;
/** Groups a price list can be visible for (§3 visible_for). */
export const PRICE_LIST_GROUPS = ['host', 'private'] as const;
/** §9: products of a price list are fetched 1000 at a time. */
export const PRICE_LIST_PRODUCT_PAGE = 1000;

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 80) fail('BAD_INPUT', { fields: ['name'] });
  return trimmed;
}

async function ownList(ctx: RequestContext, id: number): Promise<PriceListRow> {
  const bakeryId = requireBakery(ctx);
  const [list] = await ctx.platform.db.select().from(priceLists).where(eq(priceLists.id, id));
  if (!list || list.bakeryId !== bakeryId) fail('NOT_FOUND');
  return list;
}

/**
 * SQL condition: the price list is visible for the group of the customer account (hosts 'host',
 * private customers 'private'; §6). Every place that offers or takes orders of a list's products
 * joins through it, so a list hidden from a group hides its products too (issue 15, item 2).
 */
export function isListVisibleFor(customer: typeof users) {
  return sql`${priceLists.visibleFor} @> jsonb_build_array(case when ${customer.isHost} then 'host' else 'private' end)`;
}

/**
 * Bakeries see their own lists; hosts and private customers see their bakery's lists that are
 * visible for their group (§6). Guests see none.
 */
export async function listPriceLists(ctx: RequestContext): Promise<PriceListRow[]> {
  const viewer = ctx.viewer ?? fail('UNAUTHENTICATED');
  const db = ctx.platform.db;
  if (viewer.kind === 'BAKERY')
    return db.select().from(priceLists).where(eq(priceLists.bakeryId, viewer.id)).orderBy(asc(priceLists.id));
  if (viewer.kind === 'GUEST' || viewer.bakeryId === null) return [];
  const group = viewer.kind === 'HOST' ? 'host' : 'private';
  return db
    .select()
    .from(priceLists)
    .where(
      and(eq(priceLists.bakeryId, viewer.bakeryId), sql`${priceLists.visibleFor} @> ${JSON.stringify([group])}::jsonb`),
    )
    .orderBy(asc(priceLists.id));
}

/** A new list becomes the bakery's default (§4). */
export async function createPriceList(ctx: RequestContext, name: string): Promise<PriceListRow> {
  const bakeryId = requireBakery(ctx);
  const clean = cleanName(name);
  return ctx.platform.db.transaction(async (tx) => {
    await lockBakery(tx, bakeryId);
    await tx.update(priceLists).set({ isDefault: false }).where(eq(priceLists.bakeryId, bakeryId));
    const [list] = await tx.insert(priceLists).values({ bakeryId, name: clean, isDefault: true }).returning();
    return list!;
  });
}

export async function renamePriceList(ctx: RequestContext, id: number, name: string): Promise<PriceListRow> {
  await ownList(ctx, id);
  const [list] = await ctx.platform.db
    .update(priceLists)
    .set({ name: cleanName(name) })
    .where(eq(priceLists.id, id))
    .returning();
  return list!;
}

export async function setPriceListVisibility(ctx: RequestContext, id: number, groups: string[]): Promise<PriceListRow> {
  await ownList(ctx, id);
  if (groups.some((g) => !(PRICE_LIST_GROUPS as readonly string[]).includes(g)))
    fail('BAD_INPUT', { fields: ['visibleFor'] });
  const [list] = await ctx.platform.db
    .update(priceLists)
    .set({ visibleFor: [...new Set(groups)] })
    .where(eq(priceLists.id, id))
    .returning();
  return list!;
}

/** Exactly one default per bakery, also under concurrent requests (row lock + partial unique index). */
export async function setDefaultPriceList(ctx: RequestContext, id: number): Promise<PriceListRow> {
  const list = await ownList(ctx, id);
  return ctx.platform.db.transaction(async (tx) => {
    await lockBakery(tx, list.bakeryId);
    await tx
      .update(priceLists)
      .set({ isDefault: false })
      .where(and(eq(priceLists.bakeryId, list.bakeryId), sql`${priceLists.id} <> ${id}`));
    const [row] = await tx.update(priceLists).set({ isDefault: true }).where(eq(priceLists.id, id)).returning();
    return row!;
  });
}

export async function deletePriceList(ctx: RequestContext, id: number): Promise<void> {
  const list = await ownList(ctx, id);
  if (list.isDefault) fail('PRICE_LIST_IS_DEFAULT');
  await ctx.platform.db.transaction(async (tx) => {
    const [clients] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.priceListId, id));
    if ((clients?.n ?? 0) > 0) fail('PRICE_LIST_HAS_CLIENTS', { clients: clients!.n });
    await tx.delete(priceLists).where(eq(priceLists.id, id));
  });
}

/** Gives one of the bakery's customers (host or private customer) this price list. */
export async function assignPriceList(ctx: RequestContext, userId: number, priceListId: number) {
  const list = await ownList(ctx, priceListId);
  const [customer] = await ctx.platform.db.select().from(users).where(eq(users.id, userId));
  if (!customer || customer.bakeryId !== list.bakeryId || customer.isBakery || customer.hostId !== null)
    fail('NOT_FOUND');
  await ctx.platform.db.update(users).set({ priceListId }).where(eq(users.id, userId));
}

async function ownProductId(ctx: RequestContext, bakeryId: number, productId: number): Promise<void> {
  const [product] = await ctx.platform.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.bakeryId, bakeryId), eq(products.deleted, false)));
  if (!product) fail('NOT_FOUND');
}

/** Adds a product to a list or changes its gram price there (up to 6 decimals). */
export async function setProductPrice(
  ctx: RequestContext,
  priceListId: number,
  productId: number,
  gramPrice: string,
): Promise<void> {
  const list = await ownList(ctx, priceListId);
  await ownProductId(ctx, list.bakeryId, productId);
  const price = gramPrice.trim().replace(',', '.');
  try {
    if (parseDecimal(price, 6) < 0n) fail('BAD_INPUT', { fields: ['gramPrice'] });
  } catch {
    fail('BAD_INPUT', { fields: ['gramPrice'] });
  }
  await ctx.platform.db
    .insert(productPriceLists)
    .values({ priceListId, productId, gramPrice: price })
    .onConflictDoUpdate({
      target: [productPriceLists.priceListId, productPriceLists.productId],
      set: { gramPrice: price },
    });
}

export async function removeProductPrice(ctx: RequestContext, priceListId: number, productId: number): Promise<void> {
  await ownList(ctx, priceListId);
  await ctx.platform.db
    .delete(productPriceLists)
    .where(and(eq(productPriceLists.priceListId, priceListId), eq(productPriceLists.productId, productId)));
}

/** The list's products with their list gram price, 1000 per page (§9). */
export async function priceListProducts(ctx: RequestContext, priceListId: number, page: number) {
  await ownList(ctx, priceListId);
  if (!Number.isInteger(page) || page < 0) fail('BAD_INPUT', { fields: ['page'] });
  return ctx.platform.db
    .select({ product: products, gramPrice: productPriceLists.gramPrice })
    .from(productPriceLists)
    .innerJoin(products, eq(products.id, productPriceLists.productId))
    .where(and(eq(productPriceLists.priceListId, priceListId), eq(products.deleted, false)))
    .orderBy(asc(products.displayOrder), asc(products.id))
    .limit(PRICE_LIST_PRODUCT_PAGE)
    .offset(page * PRICE_LIST_PRODUCT_PAGE);
}

export async function countClients(ctx: RequestContext, ids: readonly number[]) {
  const rows = await ctx.platform.db
    .select({ id: users.priceListId, n: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.priceListId, [...ids]))
    .groupBy(users.priceListId);
  return ids.map((id) => rows.find((r) => r.id === id)?.n ?? 0);
}

/** Products (not deleted) in each list, one statement for all lists of a request. */
export async function countProducts(ctx: RequestContext, ids: readonly number[]) {
  const rows = await ctx.platform.db
    .select({ id: productPriceLists.priceListId, n: sql<number>`count(*)::int` })
    .from(productPriceLists)
    .innerJoin(products, eq(products.id, productPriceLists.productId))
    .where(and(inArray(productPriceLists.priceListId, [...ids]), eq(products.deleted, false)))
    .groupBy(productPriceLists.priceListId);
  return ids.map((id) => rows.find((r) => r.id === id)?.n ?? 0);
}
