import { lineTotalCents, parseDecimal } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireHost } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import type { ProductRow } from '../products/products.queries';
import { uniqueViolation } from '../auth/credentials';
import { findOwnProducts, ownPriceCents } from './own-products.service';
import {
  deleteTakeOver,
  findOfferRows,
  findTakeOver,
  findTakeOversOfHost,
  insertTakeOver,
  insertTakeOversIfNew,
  setDisplayPrice,
  type HostProductRow,
} from './host-products.queries';

export type { HostProductRow };

export interface Offer {
  product: ProductRow;
  /** Gram price of the product in the host's price list. */
  listGramPrice: string;
}

/** Price of one piece from the list gram price and the approximate weight (half-up cents). */
export function basePriceCents(offer: Offer): number {
  return lineTotalCents({ gramPrice: offer.listGramPrice, grams: offer.product.approxWeight, amount: 1 });
}

/** The host's display price in cents, or the base price where it is -1 (requirements/host-and-guests.md#take-over-by-hosts). */
export function displayPriceCents(displayPrice: string, offer: Offer): number {
  return displayPrice.startsWith('-') ? basePriceCents(offer) : Number(parseDecimal(displayPrice, 2));
}

/** A display price as typed ("2,40", "2.4"), or null/empty for the base price (-1). */
function cleanDisplayPrice(value: string | null | undefined): string {
  const v = value?.trim().replace(',', '.') ?? '';
  if (v === '') return '-1';
  try {
    if (parseDecimal(v, 2) < 0n) throw new RangeError('negative');
  } catch {
    fail('BAD_INPUT', { fields: ['displayPrice'] });
  }
  return v;
}

/**
 * What a customer (host or private customer) may take over or order: its bakery's active products
 * in its price list, with the list gram price, while that list is visible for its group. Products
 * outside its list, or in a list hidden from its group, stay invisible (requirements/catalogue-and-price-lists.md#price-lists).
 */
export async function findOffers(ctx: RequestContext, hostId: number, productId?: number): Promise<Offer[]> {
  return findOfferRows(ctx.platform.db, hostId, productId);
}

export async function listOffers(ctx: RequestContext) {
  const host = requireHost(ctx);
  const [offers, adopted] = await Promise.all([
    findOffers(ctx, host.id),
    findTakeOversOfHost(ctx.platform.db, host.id),
  ]);
  const adoptedIds = new Set(adopted.map((a) => a.baseProductId));
  return offers.map((o) => ({ ...o, adopted: adoptedIds.has(o.product.id) }));
}

/** The host's take-overs that are still offered to it, with what its guests pay. */
export async function listTakeOvers(ctx: RequestContext, hostId: number) {
  const [offers, rows] = await Promise.all([findOffers(ctx, hostId), findTakeOversOfHost(ctx.platform.db, hostId)]);
  const byProduct = new Map(offers.map((o) => [o.product.id, o]));
  return rows.flatMap((row) => {
    const offer = byProduct.get(row.baseProductId);
    return offer ? [{ row, offer }] : [];
  });
}

export async function listOwnTakeOvers(ctx: RequestContext) {
  return listTakeOvers(ctx, requireHost(ctx).id);
}

export interface GuestOffer {
  product: ProductRow;
  /** What the guest pays per piece. */
  priceCents: number;
}

/**
 * What a guest may order: its host's take-overs at the host's display price (requirements/host-and-guests.md#take-over-by-hosts), then the
 * host's own active products at their gram price × approximate weight.
 */
export async function listGuestProducts(ctx: RequestContext): Promise<GuestOffer[]> {
  const viewer = ctx.viewer ?? fail('UNAUTHENTICATED');
  if (viewer.kind !== 'GUEST' || viewer.hostId === null) fail('FORBIDDEN');
  const [takeOvers, own] = await Promise.all([
    listTakeOvers(ctx, viewer.hostId),
    findOwnProducts(ctx, viewer.hostId, true),
  ]);
  return [
    ...takeOvers.map(({ row, offer }) => ({
      product: offer.product,
      priceCents: displayPriceCents(row.displayPrice, offer),
    })),
    ...own.map((product) => ({ product, priceCents: ownPriceCents(product) })),
  ];
}

export async function adoptProduct(ctx: RequestContext, productId: number, displayPrice: string | null | undefined) {
  const host = requireHost(ctx);
  const price = cleanDisplayPrice(displayPrice);
  const [offer] = await findOffers(ctx, host.id, productId);
  if (!offer) fail('NOT_FOUND');
  try {
    const row = await insertTakeOver(ctx.platform.db, {
      hostId: host.id,
      baseProductId: productId,
      displayPrice: price,
    });
    return { row, offer };
  } catch (err) {
    if (uniqueViolation(err) !== null) fail('PRODUCT_ALREADY_ADOPTED');
    throw err;
  }
}

/** Takes over every offered product not yet taken over (base price); returns how many. */
export async function adoptAllProducts(ctx: RequestContext): Promise<number> {
  const host = requireHost(ctx);
  const offers = await findOffers(ctx, host.id);
  if (offers.length === 0) return 0;
  return insertTakeOversIfNew(
    ctx.platform.db,
    offers.map((o) => ({ hostId: host.id, baseProductId: o.product.id, displayPrice: '-1' })),
  );
}

async function ownTakeOver(ctx: RequestContext, id: number): Promise<HostProductRow> {
  const host = requireHost(ctx);
  const row = await findTakeOver(ctx.platform.db, id);
  if (!row || row.hostId !== host.id) fail('NOT_FOUND');
  return row;
}

export async function updateTakeOver(ctx: RequestContext, id: number, displayPrice: string | null | undefined) {
  const current = await ownTakeOver(ctx, id);
  const price = cleanDisplayPrice(displayPrice);
  const [offer] = await findOffers(ctx, current.hostId, current.baseProductId);
  if (!offer) fail('NOT_FOUND');
  const row = await setDisplayPrice(ctx.platform.db, id, price);
  return { row, offer };
}

/** Host products are deleted for real (requirements/catalogue-and-price-lists.md#products). */
export async function removeTakeOver(ctx: RequestContext, id: number): Promise<void> {
  await ownTakeOver(ctx, id);
  await deleteTakeOver(ctx.platform.db, id);
}
