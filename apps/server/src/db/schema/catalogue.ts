import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { languages, users } from './users';
import { media } from './platform';

/** Texts in de/it/en; `identifier` = key + '_' + language short (requirements/catalogue-and-price-lists.md#products). */
export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    identifier: text('identifier').notNull().unique(),
    translation: text('translation').notNull(),
    bakeryId: integer('bakery_id').references((): AnyPgColumn => users.id),
  },
  (t) => [index('translations_key_idx').on(t.key)],
);

export const vats = pgTable('vats', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  value: numeric('value', { precision: 5, scale: 2 }).notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * Products of a bakery (or a host's own products: host_id set). Gram price numeric with 6 decimals;
 * approx weight in grams. Names/descriptions live in translations under name_key/description_key.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    hostId: integer('host_id').references(() => users.id),
    nameKey: text('name_key').notNull(),
    descriptionKey: text('description_key').notNull(),
    vatId: integer('vat_id').references(() => vats.id),
    gramPrice: numeric('gram_price', { precision: 14, scale: 6 }).notNull(),
    approxWeight: integer('approx_weight').notNull().default(0),
    haveToWeight: boolean('have_to_weight').notNull().default(false),
    thumbId: integer('thumb_id').references(() => media.id),
    active: boolean('active').notNull().default(true),
    easybackKodex: text('easyback_kodex'),
    displayOrder: integer('display_order').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    /** Day-rule bitmask (requirements/catalogue-and-price-lists.md#available-days; see isAvailableOn in @bakery/core); 0 = every day. */
    availableDays: integer('available_days').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_bakery_list_idx').on(t.bakeryId, t.deleted, t.active, t.displayOrder),
    index('products_kodex_idx').on(t.bakeryId, t.easybackKodex),
    check('products_gram_price_nonneg', sql`${t.gramPrice} >= 0`),
  ],
);

export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references((): AnyPgColumn => users.id),
    /** Groups that may see the list, e.g. ["host", "private"]. */
    visibleFor: jsonb('visible_for').notNull().default(['host', 'private']),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('price_lists_bakery_idx').on(t.bakeryId),
    // exactly one default per bakery, also under concurrent requests
    uniqueIndex('price_lists_one_default_uq')
      .on(t.bakeryId)
      .where(sql`${t.isDefault}`),
  ],
);

export const productPriceLists = pgTable(
  'product_price_lists',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    gramPrice: numeric('gram_price', { precision: 14, scale: 6 }).notNull(),
  },
  (t) => [
    uniqueIndex('product_price_lists_uq').on(t.priceListId, t.productId),
    index('product_price_lists_product_idx').on(t.productId),
  ],
);

/** A host's take-over of a bakery product; display_price -1 = use the base price. */
export const hostProducts = pgTable(
  'host_products',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id),
    baseProductId: integer('base_product_id')
      .notNull()
      .references(() => products.id),
    displayPrice: numeric('display_price', { precision: 12, scale: 2 }).notNull().default('-1'),
  },
  (t) => [
    uniqueIndex('host_products_uq').on(t.hostId, t.baseProductId),
    index('host_products_product_idx').on(t.baseProductId),
  ],
);

export const basketProducts = pgTable(
  'basket_products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    baseProductId: integer('base_product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull().default(1),
  },
  (t) => [uniqueIndex('basket_products_uq').on(t.userId, t.baseProductId)],
);

/**
 * What a bakery's products page shows, as a number that rises with every change to it (ADR 022):
 * triggers (migration 0028) raise it in the same transaction as the write to products, their
 * texts, price-list membership, thumbs or VAT rates, so a reader that reads the version before the
 * page never keeps an old page under a new version. The response cache of the products page is
 * keyed by it, on every instance alike.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  bakeryId: integer('bakery_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
