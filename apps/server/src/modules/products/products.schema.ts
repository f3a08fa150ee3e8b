import { dayRulesToMonthDays, dayRulesToWeekdays, pricePerKgCents, type Language } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { selectsField } from '../../platform/graphql/selection';
import { Vat } from '../reference/reference.schema';
import type { ProductParent, Texts } from './products.queries';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listedLoader,
  listProducts,
  textsLoader,
  toggleProduct,
  updateProduct,
  vatLoader,
} from './products.service';
import { moveProduct, resetDisplayOrder } from './display-order.service';

/** A text in de, it and en: also an ingredient's name (modules/ingredients). */
export const TextsRef = builder.objectRef<Partial<Texts>>('Texts').implement({
  description: 'A text in the three interface languages.',
  fields: (t) => ({
    de: t.string({ resolve: (x) => x.de ?? '' }),
    it: t.string({ resolve: (x) => x.it ?? '' }),
    en: t.string({ resolve: (x) => x.en ?? '' }),
  }),
});

export const TextsInput = builder.inputType('TextsInput', {
  fields: (t) => ({
    de: t.string({ required: true }),
    it: t.string({ required: true }),
    en: t.string({ required: true }),
  }),
});

export const ProductInputRef = builder.inputType('ProductInput', {
  fields: (t) => ({
    names: t.field({ type: TextsInput, required: true }),
    descriptions: t.field({ type: TextsInput, required: true }),
    gramPrice: t.string({ required: true, description: 'EUR per gram, up to 6 decimals, e.g. "0.0045".' }),
    approxWeight: t.int({ required: true, description: 'Grams.' }),
    haveToWeight: t.boolean({ required: true }),
    vatId: t.id({
      description: 'Omitted: the 10 % default rate (requirements/catalogue-and-price-lists.md#prices-and-vat).',
    }),
    easybackKodex: t.string(),
    availableWeekdays: t.intList({
      description: 'ISO weekdays 1 (Monday) … 7; empty (and no month days) = every day.',
    }),
    availableMonthDays: t.intList({
      description:
        'Days of the month 1 … 31 (requirements/catalogue-and-price-lists.md#available-days); not together with availableWeekdays (BAD_INPUT both); empty = no such rule.',
    }),
    active: t.boolean(),
  }),
});

/** The ProductInput arguments as the services take them (vatId parsed). */
export const productInputOf = (input: typeof ProductInputRef.$inferInput) => ({
  ...input,
  vatId: input.vatId ? parseId(input.vatId, 'vatId') : null,
});

/** Prices and list membership of a product are its owner's business (the bakery, or the host for its own products), not its clients'. */
const isOwner = (ctx: { viewer: { id: number; kind: string } | null }, p: ProductParent) =>
  p.hostId === null
    ? ctx.viewer?.kind === 'BAKERY' && ctx.viewer.id === p.bakeryId
    : ctx.viewer?.kind === 'HOST' && ctx.viewer.id === p.hostId;

const loadTexts = (ctx: Parameters<typeof textsLoader>[0], key: string) =>
  textsLoader(ctx)
    .load(key)
    .then((x) => x ?? {});
/** Names or descriptions: from the page's statement when the product came with them, else batched by key. */
const texts = (ctx: Parameters<typeof textsLoader>[0], p: ProductParent, which: 'names' | 'descriptions') =>
  p.prefetched?.[which] ?? loadTexts(ctx, which === 'names' ? p.nameKey : p.descriptionKey);
const inLanguage = (names: Partial<Texts>, language: Language) => names[language] || names.de || '';

export const ProductRef = builder.objectRef<ProductParent>('Product').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    names: t.field({ type: TextsRef, resolve: (p, _a, ctx) => texts(ctx, p, 'names') }),
    descriptions: t.field({ type: TextsRef, resolve: (p, _a, ctx) => texts(ctx, p, 'descriptions') }),
    name: t.string({
      description: "Name in the viewer's language.",
      resolve: (p, _a, ctx) => {
        const language: Language = ctx.viewer?.language ?? ctx.requestLanguage;
        const names = texts(ctx, p, 'names');
        return names instanceof Promise ? names.then((n) => inLanguage(n, language)) : inLanguage(names, language);
      },
    }),
    gramPrice: t.string({
      nullable: true,
      description:
        "The bakery's base gram price: for the owning bakery only (hosts see their list price in ProductOffer, guests their host price).",
      resolve: (p, _a, ctx) => (isOwner(ctx, p) ? p.gramPrice : null),
    }),
    pricePerKgCents: t.int({
      nullable: true,
      description: 'Base price per kg: for the owning bakery only.',
      resolve: (p, _a, ctx) => (isOwner(ctx, p) ? pricePerKgCents(p.gramPrice) : null),
    }),
    approxWeight: t.exposeInt('approxWeight'),
    haveToWeight: t.exposeBoolean('haveToWeight'),
    vat: t.field({
      type: Vat,
      nullable: true,
      resolve: (p, _a, ctx) => (p.prefetched ? p.prefetched.vat : p.vatId ? vatLoader(ctx).load(p.vatId) : null),
    }),
    active: t.exposeBoolean('active'),
    easybackKodex: t.exposeString('easybackKodex', { nullable: true }),
    displayOrder: t.exposeInt('displayOrder'),
    availableDays: t.exposeInt('availableDays', {
      description: 'Day-rule bitmask (requirements/catalogue-and-price-lists.md#available-days); 0 = every day.',
    }),
    availableWeekdays: t.intList({
      description: 'ISO weekdays 1 … 7 of a weekday rule; [] otherwise.',
      resolve: (p) => dayRulesToWeekdays(p.availableDays),
    }),
    availableMonthDays: t.intList({
      description: 'Days of the month 1 … 31 of a day-of-month rule; [] otherwise.',
      resolve: (p) => dayRulesToMonthDays(p.availableDays),
    }),
    inPriceList: t.boolean({
      nullable: true,
      description: 'False: no price list holds it, so clients cannot see it (owning bakery only).',
      resolve: (p, _a, ctx) =>
        !isOwner(ctx, p) || p.hostId !== null
          ? null
          : p.prefetched
            ? p.prefetched.listed
            : listedLoader(ctx).load(p.id).then(Boolean),
    }),
  }),
});

const ProductPage = builder.objectRef<{ rows: ProductParent[]; total: number }>('ProductPage').implement({
  fields: (t) => ({ items: t.field({ type: [ProductRef], resolve: (p) => p.rows }), total: t.exposeInt('total') }),
});

builder.queryFields((t) => ({
  products: t.field({
    type: ProductPage,
    description: "The bakery's products (not deleted) by display order, 500 per page.",
    authScopes: { bakery: true },
    args: {
      page: t.arg.int({ defaultValue: 0 }),
      search: t.arg.string(),
      priceListId: t.arg.id(),
      includeInactive: t.arg.boolean({ defaultValue: true }),
    },
    resolve: (_r, a, ctx, info) =>
      listProducts(ctx, {
        page: a.page ?? 0,
        search: a.search,
        priceListId: a.priceListId ? parseId(a.priceListId, 'priceListId') : null,
        includeInactive: a.includeInactive ?? true,
        // the products screen's list shows none: read them with the page only when asked
        descriptions: selectsField(info, ['items', 'descriptions']),
      }),
  }),
  product: t.field({
    type: ProductRef,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getProduct(ctx, parseId(a.id)),
  }),
}));

builder.mutationFields((t) => ({
  createProduct: t.field({
    type: ProductRef,
    authScopes: { bakery: true },
    args: { input: t.arg({ type: ProductInputRef, required: true }) },
    resolve: (_r, a, ctx) => createProduct(ctx, productInputOf(a.input)),
  }),
  updateProduct: t.field({
    type: ProductRef,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProductInputRef, required: true }) },
    resolve: (_r, a, ctx) => updateProduct(ctx, parseId(a.id), productInputOf(a.input)),
  }),
  toggleProduct: t.field({
    type: ProductRef,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => toggleProduct(ctx, parseId(a.id)),
  }),
  deleteProduct: t.boolean({
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteProduct(ctx, parseId(a.id)), true),
  }),
  moveProduct: t.field({
    type: ProductRef,
    description:
      "Moves one of the bakery's products to a position (1-based, in the list's order, inactive products included; past the end = last) and renumbers its display order 0 … n-1. Works on any catalogue size (across pages). BAD_INPUT `position` below 1; NOT_FOUND for a product not the bakery's own.",
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => moveProduct(ctx, parseId(a.id), a.position),
  }),
  resetDisplayOrder: t.int({
    description:
      "Resets the bakery's display order: its products (not deleted) sorted alphabetically by German name (German collation, case- and accent-insensitive), ties by id, renumbered 0 … n-1 in one transaction. Returns the number of products renumbered.",
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => resetDisplayOrder(ctx),
  }),
}));
