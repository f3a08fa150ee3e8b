import { lineTotalCents } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireHost } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { cleanProductInput, type ProductInput } from '../products/product-input';
import { findHostOwnProducts, findProduct, type ProductRow } from '../products/products.queries';
import { flipActive, insertProduct, markDeleted, rewriteProduct } from '../products/products.service';

/**
 * A host's own products (requirements/host-and-guests.md#take-over-by-hosts: "hosts may add own products"): rows of `products` with
 * host_id = the host and bakery_id = its bakery. They belong to no price list; the host sets the
 * gram price itself and its guests pay gram price × approximate weight.
 */

/** What a guest pays for one piece of a host's own product (half-up cents). */
export function ownPriceCents(product: ProductRow): number {
  return lineTotalCents({ gramPrice: product.gramPrice, grams: product.approxWeight, amount: 1 });
}

/** The host's own products (not deleted; with `activeOnly` only the orderable ones) by display order. */
export function findOwnProducts(ctx: RequestContext, hostId: number, activeOnly = false): Promise<ProductRow[]> {
  return findHostOwnProducts(ctx.platform.db, hostId, activeOnly);
}

/** One of the viewer's own products; another host's, a bakery's or a deleted one is "not found". */
async function ownProductOfHost(ctx: RequestContext, id: number): Promise<ProductRow> {
  const host = requireHost(ctx);
  const product = await findProduct(ctx.platform.db, id);
  if (!product || product.hostId !== host.id || product.deleted) fail('NOT_FOUND');
  return product;
}

export async function listOwnProducts(ctx: RequestContext): Promise<ProductRow[]> {
  return findOwnProducts(ctx, requireHost(ctx).id);
}

export const getOwnProduct = ownProductOfHost;

export async function createOwnProduct(ctx: RequestContext, input: ProductInput): Promise<ProductRow> {
  const host = requireHost(ctx);
  const clean = cleanProductInput(input);
  const bakeryId = host.bakeryId ?? fail('FORBIDDEN');
  return ctx.platform.db.transaction((tx) => insertProduct(tx, { bakeryId, hostId: host.id }, clean));
}

export async function updateOwnProduct(ctx: RequestContext, id: number, input: ProductInput): Promise<ProductRow> {
  const product = await ownProductOfHost(ctx, id);
  const clean = cleanProductInput(input);
  return ctx.platform.db.transaction((tx) => rewriteProduct(tx, product, clean));
}

export async function toggleOwnProduct(ctx: RequestContext, id: number): Promise<ProductRow> {
  await ownProductOfHost(ctx, id);
  return flipActive(ctx.platform.db, id);
}

/** Soft delete like the bakery's products: orders of guests keep referring to it. */
export async function deleteOwnProduct(ctx: RequestContext, id: number): Promise<void> {
  await ownProductOfHost(ctx, id);
  await markDeleted(ctx.platform.db, id);
}
