import { formatDocumentNumber, nextBillSequence } from '@bakery/core';
import { eBillDataProblems, toEBillData, type EBillData, type EBillDataField } from '@bakery/core/fiscal';
import type { billSettings } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { dateInZone } from '../../platform/time';
import { userLoader } from '../users/users.service';
import { checkDocumentSettingsInput, INPUT_FIELDS, type DocumentSettingsInput } from './document-settings-input';
import {
  ensureBillSettings,
  findNumberChanges,
  insertNumberChanges,
  isOwnMedia,
  lockBillSettings,
  updateBillSettings,
  type BillSettingsRow,
  type NumberChangeRow,
} from './document-settings.queries';

export { ensureBillSettings };

export type { DocumentSettingsInput } from './document-settings-input';

/**
 * Settings → Documents (requirements/settings.md#documents; number tokens: requirements/bills-and-e-invoices.md#numbers): the bakery as seller of its
 * e-invoices, the texts and logo of the bill PDF, and how bills and delivery dockets are numbered.
 */
export interface DocumentSettings {
  /** The stored seller data; null until saved (a bill's e-invoice needs it). */
  eBillData: EBillData | null;
  /** Seller fields still missing or wrong for an e-invoice (all required ones while none is saved). */
  eBillDataProblems: EBillDataField[];
  pdfHeader: string | null;
  pdfFooter: string | null;
  pdfLogoId: number | null;
  billNumberFormat: string;
  /** The number the next bill gets: current_bill_number + 1, or 1 in a new year when the format has a year (core `nextBillSequence`). */
  nextBillNumber: number;
  /** The next bill's number as printed today, with prefix and suffix. */
  nextBillPreview: string;
  prefix: string | null;
  suffix: string | null;
  ddNumberFormat: string;
  /** The number the next docket gets (current_dd_number + 1). */
  nextDdNumber: number;
  /** What the next docket's number looks like today (prefix and suffix are for bills only: ADR 010). */
  nextDdPreview: string;
  /** Credit notes (TD04) are numbered in their own series. */
  creditNoteNumberFormat: string;
  nextCreditNoteNumber: number;
  nextCreditNotePreview: string;
}

/** A series moved forward by hand, with the reason given (document_number_changes). */
export type NumberChange = NumberChangeRow;

/** The series a bakery numbers, as document_number_changes names them. */
const SERIES = { nextBillNumber: 'BILL', nextCreditNoteNumber: 'CREDIT_NOTE', nextDdNumber: 'DOCKET' } as const;

async function today(ctx: RequestContext, bakeryId: number): Promise<string> {
  const bakery = await userLoader(ctx).load(bakeryId);
  return dateInZone(ctx.platform.now(), bakery?.timeZone ?? ctx.platform.config.bakeryTimeZone);
}

/** The sequence number the next bill of `day` gets, as bill creation computes it. */
const nextBillOf = (row: BillSettingsRow, day: string) =>
  nextBillSequence(row.billNumberFormat, row.currentBillNumber, row.billNumberYear, day);
const nextCreditNoteOf = (row: BillSettingsRow, day: string) =>
  nextBillSequence(row.creditNoteNumberFormat, row.currentCreditNoteNumber, row.creditNoteNumberYear, day);

function toSettings(row: BillSettingsRow, day: string): DocumentSettings {
  const nextBill = nextBillOf(row, day);
  const nextDd = row.currentDdNumber + 1;
  return {
    eBillData: toEBillData(row.eBillData),
    eBillDataProblems: eBillDataProblems(row.eBillData),
    pdfHeader: row.pdfHeader,
    pdfFooter: row.pdfFooter,
    pdfLogoId: row.pdfLogoId,
    billNumberFormat: row.billNumberFormat,
    nextBillNumber: nextBill,
    nextBillPreview: formatDocumentNumber(row.billNumberFormat, nextBill, day, {
      prefix: row.prefix ?? '',
      suffix: row.suffix ?? '',
    }),
    prefix: row.prefix,
    suffix: row.suffix,
    ddNumberFormat: row.ddNumberFormat,
    nextDdNumber: nextDd,
    nextDdPreview: formatDocumentNumber(row.ddNumberFormat, nextDd, day),
    creditNoteNumberFormat: row.creditNoteNumberFormat,
    nextCreditNoteNumber: nextCreditNoteOf(row, day),
    nextCreditNotePreview: formatDocumentNumber(row.creditNoteNumberFormat, nextCreditNoteOf(row, day), day),
  };
}

/** The bakery's latest 20 series moves, newest first. */
export async function numberChangesOf(ctx: RequestContext): Promise<NumberChange[]> {
  const bakeryId = requireBakery(ctx);
  return findNumberChanges(ctx.platform.db, bakeryId, 20);
}

export async function getDocumentSettings(ctx: RequestContext): Promise<DocumentSettings> {
  const bakeryId = requireBakery(ctx);
  return toSettings(await ensureBillSettings(ctx.platform.db, bakeryId), await today(ctx, bakeryId));
}

/**
 * Changes the given settings in one transaction under the row lock that bill and docket
 * numbering take. Every field is checked first: BAD_INPUT lists all bad ones (a logo that is not
 * the bakery's own media counts as bad, whether it exists or not) and nothing changes. Counters
 * only move forward (numbers already issued are never issued twice): DOCUMENT_NUMBER_BACKWARDS
 * names the counters and `next` the lowest allowed value (of the first one). In a new year a
 * bill format with a year starts again at 1, so any number from 1 is forward then.
 */
export async function updateDocumentSettings(
  ctx: RequestContext,
  input: DocumentSettingsInput,
): Promise<DocumentSettings> {
  const bakeryId = requireBakery(ctx);
  const day = await today(ctx, bakeryId);
  const row = await ctx.platform.db.transaction(async (tx) => {
    const locked = await lockBillSettings(tx, bakeryId);
    const { patch, bad } = checkDocumentSettingsInput(input, locked, day);
    if (patch.pdfLogoId != null && !(await isOwnMedia(tx, bakeryId, patch.pdfLogoId))) bad.push('pdfLogoId');
    if (bad.length > 0) fail('BAD_INPUT', { fields: INPUT_FIELDS.filter((f) => bad.includes(f)) });

    const lowest = {
      nextBillNumber: nextBillOf(locked, day),
      nextDdNumber: locked.currentDdNumber + 1,
      nextCreditNoteNumber: nextCreditNoteOf(locked, day),
    };
    const counters = ['nextBillNumber', 'nextDdNumber', 'nextCreditNoteNumber'] as const;
    const backwards = counters.filter((f) => patch[f] !== undefined && patch[f] < lowest[f]);
    const [firstBackwards] = backwards;
    if (firstBackwards !== undefined)
      fail('DOCUMENT_NUMBER_BACKWARDS', { fields: backwards, next: lowest[firstBackwards], lowest });
    // numbers skipped are never issued: the law wants them explained (art. 21 D.P.R. 633/72), so a reason is asked and kept
    const skipped = counters.flatMap((f) => {
      const to = patch[f];
      return to !== undefined && to > lowest[f] ? [{ f, to }] : [];
    });
    if (skipped.length > 0) {
      const reason = patch.numberChangeReason ?? fail('BAD_INPUT', { fields: ['numberChangeReason'] });
      await insertNumberChanges(
        tx,
        skipped.map(({ f, to }) => ({
          bakeryId,
          series: SERIES[f],
          fromNumber: lowest[f],
          toNumber: to,
          reason,
          changedById: requireViewer(ctx).id,
          changedAt: ctx.platform.now(),
        })),
      );
    }

    const changes: Partial<typeof billSettings.$inferInsert> = {};
    if (patch.eBillData !== undefined) changes.eBillData = patch.eBillData ?? {};
    if (patch.pdfHeader !== undefined) changes.pdfHeader = patch.pdfHeader;
    if (patch.pdfFooter !== undefined) changes.pdfFooter = patch.pdfFooter;
    if (patch.pdfLogoId !== undefined) changes.pdfLogoId = patch.pdfLogoId;
    if (patch.billNumberFormat !== undefined) changes.billNumberFormat = patch.billNumberFormat;
    if (patch.nextBillNumber !== undefined) {
      // counted in this year: a format with a year still starts again at 1 in the next one
      changes.currentBillNumber = patch.nextBillNumber - 1;
      changes.billNumberYear = Number(day.slice(0, 4));
    }
    if (patch.prefix !== undefined) changes.prefix = patch.prefix;
    if (patch.suffix !== undefined) changes.suffix = patch.suffix;
    if (patch.ddNumberFormat !== undefined) changes.ddNumberFormat = patch.ddNumberFormat;
    if (patch.nextDdNumber !== undefined) changes.currentDdNumber = patch.nextDdNumber - 1;
    if (patch.creditNoteNumberFormat !== undefined) changes.creditNoteNumberFormat = patch.creditNoteNumberFormat;
    if (patch.nextCreditNoteNumber !== undefined) {
      changes.currentCreditNoteNumber = patch.nextCreditNoteNumber - 1;
      changes.creditNoteNumberYear = Number(day.slice(0, 4));
    }
    if (Object.keys(changes).length === 0) return locked;
    return updateBillSettings(tx, bakeryId, changes);
  });
  return toSettings(row, day);
}
