import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { deliveryZones } from './orders';
import { discounts, media, plans } from './platform';
import { priceLists } from './catalogue';

/** Roles ("New users get role id 1", requirements/accounts-and-sign-in.md#account-kinds). */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull().unique(),
});

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  short: text('short').notNull().unique(),
});

/**
 * Every account: bakery (is_bakery), host (is_host), private customer (bakery set, no host),
 * guest (host set). Money columns are numeric; dates of validity are calendar dates.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    /** Self-registered private customer waiting for its bakery (requirements/accounts-and-sign-in.md#registration, requirements/host-and-guests.md#clients-of-a-bakery). */
    awaitingAcceptance: boolean('awaiting_acceptance').notNull().default(false),
    language: text('language').notNull().default('de'),
    isHost: boolean('is_host').notNull().default(false),
    isBakery: boolean('is_bakery').notNull().default(false),
    checkOrders: boolean('check_orders').notNull().default(false),
    autoAcceptOrders: boolean('auto_accept_orders').notNull().default(false),
    acceptsGuestOrders: boolean('accepts_guest_orders').notNull().default(false),
    hostId: integer('host_id').references((): AnyPgColumn => users.id),
    bakeryId: integer('bakery_id').references((): AnyPgColumn => users.id),
    discountId: integer('discount_id').references(() => discounts.id),
    profilePictureId: integer('profile_picture_id').references(() => media.id),
    planId: integer('plan_id').references(() => plans.id),
    deliveryZoneId: integer('delivery_zone_id').references((): AnyPgColumn => deliveryZones.id),
    priceListId: integer('price_list_id').references((): AnyPgColumn => priceLists.id),
    ignoreDeadline: boolean('ignore_deadline').notNull().default(false),
    createBills: boolean('create_bills').notNull().default(false),
    deliversSaturday: boolean('delivers_saturday').notNull().default(false),
    deliversSunday: boolean('delivers_sunday').notNull().default(false),
    deliveryCost: numeric('delivery_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    deliveryCostMin: numeric('delivery_cost_min', { precision: 12, scale: 2 }).notNull().default('0'),
    noDeliveryCost: boolean('no_delivery_cost').notNull().default(false),
    takeaway: boolean('takeaway').notNull().default(false),
    /** Whether delivery dockets for this client show prices (requirements/production.md#delivery-dockets). */
    docketPrices: boolean('docket_prices').notNull().default(true),
    activeFrom: date('active_from', { mode: 'string' }).notNull().default('2021-01-01'),
    activeTo: date('active_to', { mode: 'string' }).notNull().default('9999-01-01'),
    roleId: integer('role_id')
      .notNull()
      .default(1)
      .references(() => roles.id),
    timeZone: text('time_zone'),
    failedLogins: integer('failed_logins').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    /** Bumped on password change/reset and block: older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    cancelledAt: date('cancelled_at', { mode: 'string' }),
    /** A bakery's notice of its service contract (requirements/platform-and-contract.md#service-contract, core contract.ts): the day given, null = none. */
    contractNoticeOn: date('contract_notice_on', { mode: 'string' }),
    /** The contract's last day by that notice (the day itself for a withdrawal within 14 days, else the month's end). */
    contractLastDay: date('contract_last_day', { mode: 'string' }),
    /** The first day the account is blocked; the contract job blocks it then. */
    contractBlockedFrom: date('contract_blocked_from', { mode: 'string' }),
    /** When the contract job (or the withdrawal) blocked the account: set once, so a second run does nothing. */
    contractEndedAt: timestamp('contract_ended_at', { withTimezone: true }),
    /** The tutorials the account closed (core TUTORIAL_KEYS, each once): kept with the account, so every device knows them. */
    dismissedTutorials: text('dismissed_tutorials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_host_idx').on(t.hostId),
    index('users_bakery_idx').on(t.bakeryId),
    index('users_zone_idx').on(t.deliveryZoneId),
  ],
);

/** Base and billing data of an account (one row per user). */
export const userDetails = pgTable('user_details', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  fullName: text('full_name'),
  street: text('street'),
  houseNumber: text('house_number'),
  postalCode: text('postal_code'),
  city: text('city'),
  country: text('country').notNull().default('IT'),
  partitaIva: text('partita_iva'),
  taxNumber: text('tax_number'),
  recipientCode: text('recipient_code'),
  pec: text('pec'),
  /** Nome and Cognome of a client billed as a person (no company name): FatturaPA 1.4.1.3.2/1.4.1.3.3, never split from full_name. */
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** Provincia (sigla, e.g. BZ) of an Italian client's address: FatturaPA 1.4.2.5. */
  province: text('province'),
  /** ModalitaPagamento of the client's bills (MP01, MP05 …); null = the default of its kind (core/payment). */
  paymentMethod: text('payment_method'),
  /** Payment terms of the client's bills (IMMEDIATE, DAYS_30, DAYS_30_EOM); null = the default of its kind. */
  paymentTerms: text('payment_terms'),
  extra: text('extra'),
  deadline: time('deadline'),
  tel: text('tel'),
});

/** One-time codes for e-mail verification and password reset (stored hashed). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Short code typed by hand (verification by code), stored hashed. */
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);
