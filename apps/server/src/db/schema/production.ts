import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { products } from './catalogue';

/** A generated (frozen) bake list of one bakery and deadline; generating again replaces it. */
export const bakeListSnapshots = pgTable(
  'bake_list_snapshots',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    generatedById: integer('generated_by_id').references(() => users.id),
  },
  (t) => [uniqueIndex('bake_list_snapshots_uq').on(t.bakeryId, t.deadline)],
);

/** One product of a generated bake list: the ordered and additional amounts as they were then. */
export const bakeListSnapshotItems = pgTable(
  'bake_list_snapshot_items',
  {
    id: serial('id').primaryKey(),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => bakeListSnapshots.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    orderedAmount: integer('ordered_amount').notNull(),
    additionalAmount: integer('additional_amount').notNull(),
    /** Approximate grams of ordered plus additional pieces. */
    weightGrams: integer('weight_grams').notNull(),
  },
  (t) => [uniqueIndex('bake_list_snapshot_items_uq').on(t.snapshotId, t.productId)],
);

/** Additional breads: pieces baked on top of the orders of a deadline (e.g. for the shop counter). */
export const additionalBreads = pgTable(
  'additional_breads',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    uniqueIndex('additional_breads_uq').on(t.bakeryId, t.deadline, t.productId),
    check('additional_breads_amount_pos', sql`${t.amount} > 0`),
  ],
);

/**
 * A delivery docket (Lieferschein / documento di trasporto) for one client and delivery date.
 * `number` is formatted from bill_settings.dd_number_format with `sequence` (current_dd_number),
 * allocated in the docket's transaction under the bakery's bill_settings row lock.
 */
export const deliveryDockets = pgTable(
  'delivery_dockets',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** The deadline of the orders it was created for. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_dockets_bakery_number_uq').on(t.bakeryId, t.number),
    index('delivery_dockets_bakery_deadline_idx').on(t.bakeryId, t.deadline),
  ],
);
