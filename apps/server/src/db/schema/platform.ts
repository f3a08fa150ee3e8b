import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Service plans (§1, /plans). `key` names the texts the clients show in de/it/en. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  costPerMonth: numeric('cost_per_month', { precision: 12, scale: 2 }).notNull(),
  thumbId: integer('thumb_id').references((): AnyPgColumn => media.id),
  userRestriction: integer('user_restriction'),
});

export const discounts = pgTable('discounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Discount steps, e.g. [{ from: 0, percent: "5.00" }]; interpreted by the billing rules. */
  range: jsonb('range').notNull().default([]),
  bakeryId: integer('bakery_id').references((): AnyPgColumn => users.id),
});

/** Uploaded files; `formats` holds the resized variants. Stored through the storage adapter. */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  alternativeText: text('alternative_text'),
  caption: text('caption'),
  formats: jsonb('formats').notNull().default({}),
  provider: text('provider').notNull().default('local'),
  ownerId: integer('owner_id').references((): AnyPgColumn => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().default(''),
    message: text('message').notNull(),
    /** The account that wrote it; null for a visitor's contact form and for answers of platform support. */
    writerId: integer('writer_id').references(() => users.id),
    replyToId: integer('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    /** 0 new, 1 read, 2 closed (on the first message: the conversation's state). */
    state: integer('state').notNull().default(0),
    /** The tenant of the conversation (null: a visitor's contact form). Replies copy it from the first message. */
    bakeryId: integer('bakery_id').references(() => users.id),
    /** Addressed to the platform's support (on the first message of a conversation). */
    toSupport: boolean('to_support').notNull().default(false),
    /** Written by the platform's support (an answer from the operator tool). */
    bySupport: boolean('by_support').notNull().default(false),
    /** Name and address of a signed-out visitor who used the contact form. */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    /** The visitor's language (de, it, en): support's answer by mail is written in it. */
    contactLanguage: text('contact_language'),
    /** Support has not read the conversation's latest message yet. */
    supportUnread: boolean('support_unread').notNull().default(false),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_reply_idx').on(t.replyToId),
    index('messages_writer_idx').on(t.writerId),
    index('messages_bakery_idx').on(t.bakeryId),
  ],
);

export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('message_recipients_user_idx').on(t.userId), index('message_recipients_msg_idx').on(t.messageId)],
);

/**
 * One row per mail: kept when no SMTP_URL is set (listed on /dev/outbox), else the record of its
 * delivery — written when the mail is queued and updated by the mail job (state, attempts, error).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Names, types and sizes of the attached files (the files themselves are not kept). */
  attachments: jsonb('attachments').notNull().default([]),
  /** KEPT (no SMTP: the row is the delivery), QUEUED (the mail job sends it), SENT, FAILED (every attempt failed). */
  state: text('state').$type<MailState>().notNull().default('KEPT'),
  /** SMTP attempts made; `error` is the last attempt's failure. */
  attempts: integer('attempts').notNull().default(0),
});

export type MailState = 'KEPT' | 'QUEUED' | 'SENT' | 'FAILED';

/** Installation-wide values, e.g. the generated JWT secret shared by every server instance. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * Attempt counters of the sign-in/mail throttle, one row per key (e.g. `auth:203.0.113.9`) and
 * fixed window: kept in the database so every server instance counts against the same budget.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Captchas answered (issue 45): the nonce of each captcha token once it was tried, right or wrong,
 * so a token works once on every instance. A row is useless after `expires_at` (the token's own
 * expiry) and is swept then.
 */
export const usedCaptchas = pgTable('used_captchas', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The platform's backups (issue 46): one row per run, scheduled or asked for by the operator's
 * command, with what it wrote; the operator's screen shows the newest. A backup never holds its
 * own row (the row is written after the dump).
 */
export const backupRuns = pgTable('backup_runs', {
  id: serial('id').primaryKey(),
  /** `schedule` (BACKUP_EVERY_HOURS) or `command` (`npm run admin -- backup`). */
  trigger: text('trigger').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  ok: boolean('ok').notNull(),
  /** The archive written (absolute path on the instance that made it); null when it failed. */
  file: text('file'),
  bytes: bigint('bytes', { mode: 'number' }),
  /** Why it failed, for the operator (English, as the logs). */
  error: text('error'),
});
