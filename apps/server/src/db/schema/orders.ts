import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { users } from './users';
import { products } from './catalogue';
import { bills } from './billing';
import { deliveryDockets } from './production';

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references((): AnyPgColumn => users.id),
  },
  (t) => [index('delivery_zones_bakery_idx').on(t.bakeryId)],
);

/** Days without delivery, inclusive whole days. */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('holidays_bakery_idx').on(t.bakeryId, t.from), check('holidays_range', sql`${t.to} >= ${t.from}`)],
);

export const abos = pgTable(
  'abos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    active: boolean('active').notNull().default(true),
    /** Interval as a day-rule bitmask or days count; defined by the abo rules in core. */
    interval: integer('interval').notNull().default(1),
    lastOrder: date('last_order', { mode: 'string' }),
    prevOrder: date('prev_order', { mode: 'string' }),
    pausedUntil: date('paused_until', { mode: 'string' }),
    /** First delivery date; "every n days" counts from it (see core abo.ts). */
    startsOn: date('starts_on', { mode: 'string' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('abos_user_idx').on(t.userId)],
);

export const aboProducts = pgTable(
  'abo_products',
  {
    id: serial('id').primaryKey(),
    aboId: integer('abo_id')
      .notNull()
      .references(() => abos.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
  },
  (t) => [uniqueIndex('abo_products_uq').on(t.aboId, t.productId)],
);

/** An order of one customer account (its host field, requirements/ordering.md#placing-an-order) for one delivery date. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    publicId: text('public_id').notNull().unique(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    accepted: boolean('accepted').notNull().default(false),
    paid: boolean('paid').notNull().default(false),
    message: text('message'),
    finalPrice: numeric('final_price', { precision: 12, scale: 2 }).notNull().default('0'),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
    billId: integer('bill_id').references((): AnyPgColumn => bills.id),
    takeaway: boolean('takeaway').notNull().default(false),
    deliveryZoneId: integer('delivery_zone_id').references(() => deliveryZones.id),
    aboId: integer('abo_id').references(() => abos.id),
    /** The delivery docket the order travels on (null: none yet). */
    deliveryDocketId: integer('delivery_docket_id').references((): AnyPgColumn => deliveryDockets.id),
  },
  (t) => [
    uniqueIndex('orders_bakery_number_uq').on(t.bakeryId, t.number),
    index('orders_bakery_deadline_idx').on(t.bakeryId, t.deadline),
    index('orders_host_delivery_idx').on(t.hostId, t.deliveryDate),
    // order lists of a bakery by delivery day (groups NEXT / FUTURE / PAST)
    index('orders_bakery_delivery_idx').on(t.bakeryId, t.deliveryDate),
    // an abo creates at most one order per delivery date, also with several job runners
    uniqueIndex('orders_abo_delivery_uq').on(t.aboId, t.deliveryDate),
    index('orders_bill_idx').on(t.billId),
    index('orders_docket_idx').on(t.deliveryDocketId),
  ],
);

/** A line of an order with the prices frozen at order time; -1 = not weighed / no display price. */
export const orderedProducts = pgTable(
  'ordered_products',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    baseProductId: integer('base_product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
    orderedById: integer('ordered_by_id').references(() => users.id),
    currentVat: numeric('current_vat', { precision: 5, scale: 2 }).notNull(),
    currentGramPrice: numeric('current_gram_price', { precision: 14, scale: 6 }).notNull(),
    currentApproxWeight: integer('current_approx_weight').notNull(),
    currentDisplayPrice: numeric('current_display_price', { precision: 12, scale: 2 }).notNull().default('-1'),
    measuredWeight: integer('measured_weight').notNull().default(-1),
    missing: integer('missing').notNull().default(0),
    /** Packed on the compile screen (weighed lines count as packed once weighed). */
    packed: boolean('packed').notNull().default(false),
  },
  (t) => [
    index('ordered_products_order_idx').on(t.orderId),
    index('ordered_products_product_idx').on(t.baseProductId),
    check('ordered_products_amount_pos', sql`${t.amount} > 0`),
  ],
);

/** What happened to an order and who did it: the status history of the order view. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id),
    /** PLACED, PRODUCT_ADDED, AMOUNT_CHANGED, PRODUCT_REMOVED, ACCEPTED, UNACCEPTED, PAID, UNPAID, DELIVERY_SHIFTED, DEADLINE_CHANGED. */
    kind: text('kind').notNull(),
    /** Data of the event, e.g. { "from": "2026-11-24", "to": "2026-11-25" } for a shift. */
    details: jsonb('details').$type<Record<string, string | number | boolean>>(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * The last order number a bakery gave (ADR 015): numbers never repeat, also after an order is
 * deleted. Incremented by the order transaction's last statement, so its row lock is held only
 * until commit.
 */
export const orderCounters = pgTable('order_counters', {
  bakeryId: integer('bakery_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});
