import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { ProductRef } from '../products/products.schema';
import {
  adoptAllProducts,
  adoptProduct,
  basePriceCents,
  displayPriceCents,
  listGuestProducts,
  listOffers,
  listOwnTakeOvers,
  removeTakeOver,
  updateTakeOver,
  type GuestOffer,
  type HostProductRow,
  type Offer,
} from './host-products.service';

interface TakeOver {
  row: HostProductRow;
  offer: Offer;
}

const HostProduct = builder.objectRef<TakeOver>('HostProduct').implement({
  description: "A host's take-over of a bakery product.",
  fields: (t) => ({
    id: t.id({ resolve: (x) => x.row.id }),
    product: t.field({ type: ProductRef, resolve: (x) => x.offer.product }),
    displayPrice: t.string({
      nullable: true,
      description: 'EUR per piece set by the host; null = the base price.',
      resolve: (x) => (x.row.displayPrice.startsWith('-') ? null : x.row.displayPrice),
    }),
    basePriceCents: t.int({
      description: 'List gram price × approximate weight.',
      resolve: (x) => basePriceCents(x.offer),
    }),
    priceCents: t.int({
      description: 'What guests pay per piece.',
      resolve: (x) => displayPriceCents(x.row.displayPrice, x.offer),
    }),
  }),
});

const Offer = builder.objectRef<Offer & { adopted: boolean }>('ProductOffer').implement({
  description: "A bakery product a host may take over (in the host's price list).",
  fields: (t) => ({
    product: t.field({ type: ProductRef, resolve: (x) => x.product }),
    listGramPrice: t.exposeString('listGramPrice'),
    basePriceCents: t.int({ resolve: (x) => basePriceCents(x) }),
    adopted: t.exposeBoolean('adopted'),
  }),
});

const GuestProduct = builder.objectRef<GuestOffer>('GuestProduct').implement({
  description: "A product a guest can order, at its host price: a take-over or one of the host's own products.",
  fields: (t) => ({
    product: t.field({ type: ProductRef, resolve: (x) => x.product }),
    priceCents: t.exposeInt('priceCents'),
  }),
});

builder.queryFields((t) => ({
  productOffers: t.field({
    type: [Offer],
    description: "The bakery's products this host may take over.",
    authScopes: { host: true },
    resolve: (_r, _a, ctx) => listOffers(ctx),
  }),
  hostProducts: t.field({
    type: [HostProduct],
    description: "The host's take-overs.",
    authScopes: { host: true },
    resolve: (_r, _a, ctx) => listOwnTakeOvers(ctx),
  }),
  hostProduct: t.field({
    type: HostProduct,
    nullable: true,
    description: "The host's take-over of one bakery product; null when not taken over.",
    authScopes: { host: true },
    args: { productId: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const productId = parseId(a.productId, 'productId');
      return (await listOwnTakeOvers(ctx)).find((x) => x.offer.product.id === productId) ?? null;
    },
  }),
  guestProducts: t.field({
    type: [GuestProduct],
    description: "What a guest can order: its host's take-overs, then the host's own active products.",
    authScopes: { guest: true },
    resolve: (_r, _a, ctx) => listGuestProducts(ctx),
  }),
}));

builder.mutationFields((t) => ({
  adoptProduct: t.field({
    type: HostProduct,
    authScopes: { host: true },
    args: {
      productId: t.arg.id({ required: true }),
      displayPrice: t.arg.string({ description: 'EUR per piece; omitted = base price.' }),
    },
    resolve: (_r, a, ctx) => adoptProduct(ctx, parseId(a.productId, 'productId'), a.displayPrice),
  }),
  adoptAllProducts: t.int({
    description: 'Takes over every offered product not yet taken over; returns how many.',
    authScopes: { host: true },
    resolve: (_r, _a, ctx) => adoptAllProducts(ctx),
  }),
  updateHostProduct: t.field({
    type: HostProduct,
    authScopes: { host: true },
    args: { id: t.arg.id({ required: true }), displayPrice: t.arg.string() },
    resolve: (_r, a, ctx) => updateTakeOver(ctx, parseId(a.id, 'id'), a.displayPrice),
  }),
  removeHostProduct: t.boolean({
    authScopes: { host: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await removeTakeOver(ctx, parseId(a.id, 'id')), true),
  }),
}));
