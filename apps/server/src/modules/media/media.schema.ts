import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { ProductRef } from '../products/products.schema';
import type { MediaFormats, MediaRow } from './media.queries';
import { deleteMedia, mediaLoader, removeProductThumb, setProductThumb } from './media.service';

const MediaFormatsRef = builder.objectRef<Partial<MediaFormats>>('MediaFormats').implement({
  description: 'URLs of the resized WebP variants (160, 480 and 960 px wide; never enlarged).',
  fields: (t) => ({
    thumbnail: t.string({ nullable: true, resolve: (f) => f.thumbnail?.url ?? null }),
    small: t.string({ nullable: true, resolve: (f) => f.small?.url ?? null }),
    medium: t.string({ nullable: true, resolve: (f) => f.medium?.url ?? null }),
  }),
});

export const MediaRef = builder.objectRef<MediaRow>('Media').implement({
  description: 'An uploaded image (POST /api/media), stored through the storage adapter.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url', { description: 'The main (medium) variant.' }),
    alternativeText: t.exposeString('alternativeText', { nullable: true }),
    caption: t.exposeString('caption', { nullable: true }),
    provider: t.exposeString('provider'),
    formats: t.field({ type: MediaFormatsRef, resolve: (m) => (m.formats ?? {}) as Partial<MediaFormats> }),
  }),
});

builder.objectField(ProductRef, 'thumb', (t) =>
  t.field({
    type: MediaRef,
    nullable: true,
    // the products page brings its thumbs in its own statement (findProductListPage)
    resolve: (p, _a, ctx) => (p.prefetched ? p.prefetched.thumb : p.thumbId ? mediaLoader(ctx).load(p.thumbId) : null),
  }),
);

builder.mutationFields((t) => ({
  setProductThumb: t.field({
    type: ProductRef,
    description:
      "Shows the viewer's uploaded media as the product's thumb (owning bakery, or a host for its own products).",
    authScopes: { bakery: true, host: true },
    args: { productId: t.arg.id({ required: true }), mediaId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => setProductThumb(ctx, parseId(a.productId, 'productId'), parseId(a.mediaId, 'mediaId')),
  }),
  removeProductThumb: t.field({
    type: ProductRef,
    authScopes: { bakery: true, host: true },
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => removeProductThumb(ctx, parseId(a.productId, 'productId')),
  }),
  deleteMedia: t.boolean({
    description:
      'Deletes own media and its files; products showing it lose their thumb. MEDIA_IN_USE while a logo or document refers to it.',
    authScopes: { bakery: true, host: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteMedia(ctx, parseId(a.id)), true),
  }),
}));
