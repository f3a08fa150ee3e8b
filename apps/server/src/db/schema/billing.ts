import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { EBillDataDraft } from '@bakery/core/fiscal';
import type { BillSnapshot } from '../../modules/bills/bill-snapshot';
import { users } from './users';
import { media } from './platform';

export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    billNumber: text('bill_number').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    /** FatturaPA TipoDocumento: TD24 deferred invoice of docketed deliveries, TD01 immediate invoice (packages/core invoice-type.ts). */
    documentType: text('document_type').notNull().default('TD01'),
    /** The bill run that made it (null: made by hand). */
    billRunId: integer('bill_run_id').references((): AnyPgColumn => billRuns.id),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    sent: boolean('sent').notNull().default(false),
    paid: boolean('paid').notNull().default(false),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
    pdfId: integer('pdf_id').references(() => media.id),
    xml: text('xml'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The counter value the number was made from (restarts each year when the format has a year). */
    sequence: integer('sequence').notNull().default(0),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    /** The client's language at creation: the PDF and the mail are in it. */
    language: text('language').notNull().default('de'),
    /** Everything the bill shows, frozen at creation (BillSnapshot in modules/bills): parties, lines, totals. */
    snapshot: jsonb('snapshot').$type<BillSnapshot>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    /** The e-invoice's progressive (file name IT<id>_<progressive>.xml); a re-sent bill gets a new one. */
    eInvoiceProgressive: integer('e_invoice_progressive'),
    eInvoiceFile: text('e_invoice_file'),
    /** Where the e-invoice stands at SdI: null (not sent), SENT, DELIVERED (RC), REJECTED (NS), NOT_DELIVERED (MC), … */
    sdiState: text('sdi_state'),
    sdiSentAt: timestamp('sdi_sent_at', { withTimezone: true }),
    /** Set while one request hands the e-invoice over (sendBill's claim): a second send at the same time is refused. */
    sdiSendingSince: timestamp('sdi_sending_since', { withTimezone: true }),
    /** A credit note (document_type TD04) corrects this bill of the same bakery (art. 26 D.P.R. 633/72). */
    creditOfBillId: integer('credit_of_bill_id').references((): AnyPgColumn => bills.id),
    /** Why a credit note was issued (FatturaPA Causale, printed on its PDF). */
    creditReason: text('credit_reason'),
  },
  (t) => [
    uniqueIndex('bills_bakery_number_uq').on(t.bakeryId, t.billNumber),
    index('bills_client_idx').on(t.clientId),
    index('bills_bakery_date_idx').on(t.bakeryId, t.billDate, t.id),
    index('bills_credit_of_idx').on(t.creditOfBillId),
  ],
);

/** Per-bakery document settings and the counters for bill and delivery-docket numbers. */
export const billSettings = pgTable('bill_settings', {
  id: serial('id').primaryKey(),
  bakeryId: integer('bakery_id')
    .notNull()
    .unique()
    .references(() => users.id),
  /** The bakery's seller data as saved (EBillData of core/fiscal, checked on save; `{}` = none): read through core `toEBillData` / `eBillDataProblems`. */
  eBillData: jsonb('e_bill_data').$type<EBillDataDraft>().notNull().default({}),
  pdfHeader: text('pdf_header'),
  pdfFooter: text('pdf_footer'),
  pdfLogoId: integer('pdf_logo_id').references(() => media.id),
  billNumberFormat: text('bill_number_format').notNull().default('%n/%Y'),
  currentBillNumber: integer('current_bill_number').notNull().default(0),
  ddNumberFormat: text('dd_number_format').notNull().default('DDT %n/%Y'),
  currentDdNumber: integer('current_dd_number').notNull().default(0),
  prefix: text('prefix'),
  suffix: text('suffix'),
  /** The year current_bill_number counts in; a format with a year token starts again at 1 in a new year. */
  billNumberYear: integer('bill_number_year'),
  /** Credit notes (TD04) are numbered in their own series (a sezionale), like bills. */
  creditNoteNumberFormat: text('credit_note_number_format').notNull().default('NC %n/%Y'),
  currentCreditNoteNumber: integer('current_credit_note_number').notNull().default(0),
  creditNoteNumberYear: integer('credit_note_number_year'),
});

/**
 * Every time a bakery moves a number series forward by hand (numbers never issued), with the reason
 * it gave: an accountant or the Agenzia asks why numbers are missing (art. 21 D.P.R. 633/72).
 */
export const documentNumberChanges = pgTable(
  'document_number_changes',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    /** BILL, CREDIT_NOTE or DOCKET. */
    series: text('series').notNull(),
    fromNumber: integer('from_number').notNull(),
    toNumber: integer('to_number').notNull(),
    reason: text('reason').notNull(),
    changedById: integer('changed_by_id').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_number_changes_bakery_idx').on(t.bakeryId, t.id)],
);

/**
 * The last file progressive per transmitter (IdPaese + IdCodice, e.g. IT00488410010): SdI refuses a
 * file name it has seen (00002), and bakeries sending through one intermediary share its names, so
 * the counter belongs to the transmitter, not to the bakery. Not tenant data: a number only.
 */
export const eInvoiceTransmitters = pgTable('einvoice_transmitters', {
  transmitterId: text('transmitter_id').primaryKey(),
  lastProgressive: integer('last_progressive').notNull(),
});

/** What SdI (or the transport) reported about a bill's e-invoice: RC, NS with its error codes, MC, NE, DT, … */
export const billSdiNotifications = pgTable(
  'bill_sdi_notifications',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** SdI's errors for NS: [{ code: "00404", description: "…" }]. */
    errors: jsonb('errors').notNull().default([]),
    message: text('message'),
    /** Why a hand-over or a mail failed (core's SDI_FAILURE_REASONS), for SEND_FAILED and MAIL_FAILED; `message` keeps the transport's own text. */
    reason: text('reason'),
    raw: text('raw'),
  },
  (t) => [
    index('bill_sdi_notifications_bill_idx').on(t.billId, t.id),
    // SdI's receipt about a file is recorded once, however often it arrives (PEC and intermediary at once)
    uniqueIndex('bill_sdi_notifications_receipt_uq')
      .on(t.billId, t.kind, t.fileName)
      .where(sql`${t.kind} in ('RC', 'NS', 'MC', 'NE', 'DT', 'AT')`),
  ],
);

/** Label printer configuration of a bakery (requirements/production.md#labels). */
export const printerSettings = pgTable('printer_settings', {
  id: serial('id').primaryKey(),
  bakeryId: integer('bakery_id')
    .notNull()
    .unique()
    .references(() => users.id),
  labelWidthMm: integer('label_width_mm').notNull().default(62),
  labelHeightMm: integer('label_height_mm'),
  priceOnLabel: boolean('price_on_label').notNull().default(true),
});

/** A bulk bill run: the bills of a period for every billable client of a bakery, made in the background. */
export const billRuns = pgTable(
  'bill_runs',
  {
    id: serial('id').primaryKey(),
    bakeryId: integer('bakery_id')
      .notNull()
      .references(() => users.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    /** RUNNING until every client's job ended, then DONE; INTERRUPTED only for runs from before the job queue (0022). */
    state: text('state').notNull().default('RUNNING'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    /** Clients that got no bill: [{ clientId, clientName, code }]. */
    failed: jsonb('failed').notNull().default([]),
    /**
     * The date whose bills the run makes now (one wave of jobs per date, earliest first, so numbers follow
     * dates across clients); null for runs from before the waves (0027), whose jobs bill a client whole.
     */
    waveDate: date('wave_date', { mode: 'string' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bill_runs_bakery_idx').on(t.bakeryId, t.id)],
);

/**
 * One client of a bill run: one job on the queue per date of its bills (the run's waves). PENDING until a
 * worker (any instance) billed its last date (DONE) or recorded why not (FAILED, with the error code); the
 * run's counters change in the same transaction as this row, so they are always its sums.
 */
export const billRunClients = pgTable(
  'bill_run_clients',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => billRuns.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    clientName: text('client_name').notNull(),
    /** PENDING, DONE or FAILED. */
    state: text('state').notNull().default('PENDING'),
    code: text('code'),
    /** The dates of the client's bills as the run planned them at its start (ISO dates, earliest first). */
    dates: jsonb('dates').$type<string[]>().notNull().default([]),
    /** The next of those dates still to bill (its wave); null once billed whole or for runs from before 0027. */
    nextDate: date('next_date', { mode: 'string' }),
    /** The client's bills made by the run so far (the run's `created` grows by each wave's). */
    bills: integer('bills').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.runId, t.clientId] })],
);
