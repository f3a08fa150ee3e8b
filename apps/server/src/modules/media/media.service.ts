import { fail } from '../../platform/errors';
import { requireViewer } from '../../platform/auth/require';
import type { RequestContext, Viewer } from '../../platform/graphql/context';
import { byKeys, loader } from '../../platform/graphql/loaders';
import { newStorageId } from '../../platform/storage/storage';
import { findProduct, type ProductRow } from '../products/products.queries';
import { resizeImage } from './media-images';
import {
  clearProductThumbs,
  deleteMediaRow,
  findMedia,
  findMediaByIds,
  hasOtherReferences,
  insertMedia,
  keysOf,
  setThumb,
  type MediaFormats,
  type MediaRow,
} from './media.queries';

/** Bakeries and hosts manage media (thumbs of their products); everybody else is FORBIDDEN. */
function requireUploader(ctx: RequestContext): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.kind !== 'BAKERY' && viewer.kind !== 'HOST') fail('FORBIDDEN');
  return viewer;
}

/** The viewer's own media, else NOT_FOUND (no existence leak across tenants). */
async function ownMedia(ctx: RequestContext, viewer: Viewer, id: number): Promise<MediaRow> {
  const row = await findMedia(ctx.platform.db, id);
  if (!row || row.ownerId !== viewer.id) fail('NOT_FOUND');
  return row;
}

/** A product the viewer may dress: the bakery's own catalogue product, or a host's own product. */
async function editableProduct(ctx: RequestContext, viewer: Viewer, id: number): Promise<ProductRow> {
  const product = await findProduct(ctx.platform.db, id);
  const isOwn =
    viewer.kind === 'BAKERY'
      ? product?.bakeryId === viewer.id && product.hostId === null
      : product?.hostId === viewer.id;
  if (!product || product.deleted || !isOwn) fail('NOT_FOUND');
  return product;
}

/**
 * Stores an uploaded image: decoded and resized first (nothing is written for a refused file),
 * then the variants through the storage adapter, then the row.
 */
export async function uploadMedia(
  ctx: RequestContext,
  bytes: Uint8Array,
  alternativeText?: string | null,
): Promise<MediaRow> {
  const viewer = requireUploader(ctx);
  const images = await resizeImage(bytes);
  const { storage } = ctx.platform;
  const id = newStorageId();
  const formats = {} as MediaFormats;
  const written: string[] = [];
  try {
    for (const image of images) {
      const key = `${id}-${image.name}.webp`;
      await storage.put(key, image.bytes, 'image/webp');
      written.push(key);
      formats[image.name] = {
        key,
        url: storage.url(key),
        width: image.width,
        height: image.height,
        size: image.bytes.byteLength,
      };
    }
    return await insertMedia(ctx.platform.db, {
      url: formats.medium.url,
      formats,
      provider: storage.provider,
      ownerId: viewer.id,
      alternativeText: alternativeText?.trim().slice(0, 300) || null,
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

/** Deletes the viewer's media: clears product thumbs that show it, removes the files. */
export async function deleteMedia(ctx: RequestContext, id: number): Promise<void> {
  const viewer = requireUploader(ctx);
  const row = await ownMedia(ctx, viewer, id);
  await ctx.platform.db.transaction(async (tx) => {
    if (await hasOtherReferences(tx, id)) fail('MEDIA_IN_USE');
    await clearProductThumbs(tx, id);
    await deleteMediaRow(tx, id);
  });
  // After the commit: a failed file removal leaves an orphan file, never a row without files.
  await Promise.allSettled(keysOf(row).map((key) => ctx.platform.storage.delete(key)));
}

export async function setProductThumb(ctx: RequestContext, productId: number, mediaId: number): Promise<ProductRow> {
  const viewer = requireUploader(ctx);
  await editableProduct(ctx, viewer, productId);
  await ownMedia(ctx, viewer, mediaId);
  return setThumb(ctx.platform.db, productId, mediaId);
}

/** Takes the thumb off the product; the media itself stays (it may be reused or deleted). */
export async function removeProductThumb(ctx: RequestContext, productId: number): Promise<ProductRow> {
  const viewer = requireUploader(ctx);
  await editableProduct(ctx, viewer, productId);
  return setThumb(ctx.platform.db, productId, null);
}

/** Media by id for `Product.thumb`: one statement per request, whatever the page size. */
export function mediaLoader(ctx: RequestContext) {
  return loader(ctx, 'mediaById', async (ids: readonly number[]) =>
    byKeys(ids, await findMediaByIds(ctx.platform.db, ids), (m) => m.id),
  );
}
