import {
  centsToDecimal,
  creditedOf,
  creditNoteComputation,
  creditNoteLines,
  creditNoteTooLate,
  CreditReasonSchema,
  formatDocumentNumber,
  isCreditNoteProblem,
  isFullyCredited,
  nextBillSequence,
  type CreditLine,
  type CreditRequest,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { loader } from '../../platform/graphql/loaders';
import { dateInZone } from '../../platform/time';
import { accountName, type BillSnapshot, type BillSnapshotLine } from '../bills/bill-snapshot';
import { attachEInvoice, checkBillXsd } from '../bills/bill-einvoice.service';
import { creditSellerOf } from '../bills/create-bill.service';
import {
  findBill,
  findClientWithDetails,
  findOrdersOfBill,
  insertBill,
  lockBill,
  lockBillSettingsRow,
  type BillRow,
} from '../bills/bills.queries';
import { ownBill, snapshotOf } from '../bills/bills.service';
import { findCreditNotesOf, findCreditNotesOfBills, setCreditNoteCounter } from './credit-note.queries';
import { present } from '../../platform/db/rows';

const NUMBER_INDEX = 'bills_bakery_number_uq';

export interface CreateCreditNoteInput {
  billId: number;
  /** The bill lines (1-based) to take back, each by quantity or by amount. */
  lines: readonly CreditRequest[];
  reason: string;
}

/**
 * Why a bill cannot get a credit note, or null: only a bill that was issued — sent, and delivered
 * or made available by SdI (RC, MC and what follows them); not while SdI has not answered, not
 * when SdI rejected it (a rejected invoice was never issued: it is corrected and sent again) — and
 * never a credit note itself. Found by the fiscal review of 2026-11-28: a credit note could be
 * made for a bill SdI had not answered yet.
 */
export function creditNoteRefusal(
  bill: Pick<BillRow, 'documentType' | 'sent' | 'sdiState'>,
): 'CREDIT_NOTE' | 'NOT_SENT' | 'AWAITING_SDI' | 'REJECTED' | null {
  if (bill.documentType === 'TD04') return 'CREDIT_NOTE';
  if (!bill.sent) return 'NOT_SENT';
  if (bill.sdiState === 'REJECTED' || bill.sdiState === 'INVALID') return 'REJECTED';
  // an e-invoice is issued once SdI delivers it (RC) or leaves it in the client's reserved area (MC);
  // until SdI answers it may still be rejected, and a credit note would name an invoice never issued
  if (bill.sdiState === null || bill.sdiState === 'SENT') return 'AWAITING_SDI';
  return null;
}

/** What credit notes took from each line of their bill. */
function creditedByNotes(notes: readonly BillRow[]) {
  return creditedOf(
    notes.map((n) =>
      (n.snapshot === null ? [] : snapshotOf(n).lines).filter(
        (l): l is CreditLine & BillSnapshotLine => l.creditOf !== undefined,
      ),
    ),
  );
}

/** What earlier credit notes of a bill took from each of its lines, read in the transaction (issuing a credit note). */
export async function creditedLinesOf(db: Parameters<typeof findCreditNotesOf>[0], billId: number) {
  return creditedByNotes(await findCreditNotesOf(db, billId));
}

/** A bill's credit notes, oldest first, batched per request: a page of bills and a bill's fields ask them once. */
export function creditNotesLoader(ctx: RequestContext) {
  return loader<number, BillRow[]>(ctx, 'creditNotesOf', async (ids) => {
    const rows = await findCreditNotesOfBills(ctx.platform.db, ids);
    return ids.map((id) => rows.filter((r) => r.creditOfBillId === id));
  });
}

/** What a bill's credit notes (all, or only those sent) took from each of its lines, through the request's loader. */
export async function creditedLinesFor(ctx: RequestContext, billId: number, { sentOnly = false } = {}) {
  const notes = (await creditNotesLoader(ctx).load(billId)) ?? [];
  return creditedByNotes(notes.filter((n) => !sentOnly || n.sent));
}

/**
 * Whether a bill's credit notes took it back in full (core `isFullyCredited`): the bakery counts every
 * credit note it issued, a client those it was sent (the ones it sees).
 */
export async function isBillFullyCredited(ctx: RequestContext, bill: BillRow): Promise<boolean> {
  if (bill.documentType === 'TD04') return false;
  const sentOnly = ctx.viewer?.kind !== 'BAKERY';
  const credited = await creditedLinesFor(ctx, bill.id, { sentOnly });
  return isFullyCredited(snapshotOf(bill).lines, credited);
}

function uniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505' && (e.constraint === NUMBER_INDEX || e.message?.includes(NUMBER_INDEX))) return true;
  }
  return false;
}

/**
 * Issues a credit note (TD04, D.P.R. 633/72 art. 26) on a sent bill of the bakery: the chosen
 * lines by quantity or amount (core `creditNoteLines`, never more than a line still holds after
 * earlier credit notes) and at most a year after the credited deliveries (core `creditNoteTooLate`),
 * with its reason; dated today in the bakery's time zone (never before the
 * bill), numbered in the credit-note series under the bill-settings lock, its e-invoice naming the
 * bill in DatiFattureCollegate. Buyer as on the bill; seller as today. Unsent: the bakery sends it
 * like a bill (SdI, mail to the client). Refusals change nothing.
 */
export async function createCreditNote(ctx: RequestContext, input: CreateCreditNoteInput): Promise<BillRow> {
  const bakeryId = requireBakery(ctx);
  const bill = await ownBill(ctx, input.billId);
  // the reason and the lines by the core rules the web's credit-note form checks with (creditNoteFormSchema)
  const checked = CreditReasonSchema.safeParse(input.reason);
  if (!checked.success) fail('BAD_INPUT', { fields: ['reason'] });
  const reason = checked.data;
  const refusal = creditNoteRefusal(bill);
  if (refusal) fail('CREDIT_NOTE_NOT_ALLOWED', { reason: refusal });
  const bakeryRow = present(await findClientWithDetails(ctx.platform.db, bakeryId), 'signed-in bakery');
  const today = dateInZone(ctx.platform.now(), bakeryRow.user.timeZone ?? ctx.platform.config.bakeryTimeZone);
  const date = today < bill.billDate ? bill.billDate : today;
  let attempted: string | undefined;
  let created: BillRow;
  try {
    created = await ctx.platform.db.transaction(async (tx) => {
      const settings = await lockBillSettingsRow(tx, bakeryId);
      const locked = await lockBill(tx, bill.id); // credit notes of one bill one after the other
      const again = creditNoteRefusal(locked);
      if (again) fail('CREDIT_NOTE_NOT_ALLOWED', { reason: again });
      const original = snapshotOf(locked);
      const lines = creditNoteLines(original.lines, await creditedLinesOf(tx, bill.id), input.lines);
      if (isCreditNoteProblem(lines)) {
        const { code, ...details } = lines;
        fail(code, details);
      }
      // a year after a credited delivery its VAT can no longer be reduced (art. 26 c. 3)
      const creditedOrders = new Set(lines.map((l) => l.orderId));
      const delivered = (await findOrdersOfBill(tx, bill.id))
        .filter((o) => creditedOrders.has(o.id))
        .map((o) => o.deliveryDate);
      const late = creditNoteTooLate(delivered, date);
      if (late) fail('CREDIT_NOTE_TOO_LATE', late);
      const named = lines.map((l) => {
        const line = present(original.lines[l.creditOf], `line ${l.creditOf} of the credited bill`);
        return { ...l, name: line.name, articleCode: line.articleCode };
      });
      const computation = creditNoteComputation(named);
      const orderIds = new Set(named.map((l) => l.orderId));
      const sequence = nextBillSequence(
        settings.creditNoteNumberFormat,
        settings.currentCreditNoteNumber,
        settings.creditNoteNumberYear,
        date,
      );
      const number = formatDocumentNumber(settings.creditNoteNumberFormat, sequence, date);
      attempted = number;
      const snapshot: BillSnapshot = {
        ...original,
        ...computation,
        lines: named,
        seller: creditSellerOf(
          bakeryRow.user,
          accountName(bakeryRow.user, bakeryRow.details),
          settings,
          original.seller,
        ),
        orders: original.orders.filter((o) => orderIds.has(o.id)),
        credit: { billId: locked.id, billNumber: locked.billNumber, billDate: locked.billDate, reason },
        stampDuty: computation.stampDuty, // its own, never the bill's
      };
      const row = await insertBill(tx, {
        billNumber: number,
        sequence,
        billDate: date,
        documentType: 'TD04',
        bakeryId,
        clientId: locked.clientId,
        amount: centsToDecimal(computation.totalCents),
        language: locked.language,
        snapshot,
        createdById: requireViewer(ctx).id,
        createdAt: ctx.platform.now(),
        creditOfBillId: locked.id,
        creditReason: reason,
      });
      await setCreditNoteCounter(tx, bakeryId, sequence, Number(date.slice(0, 4)));
      return attachEInvoice(tx, row, snapshot);
    });
  } catch (error) {
    if (uniqueViolation(error)) fail('BILL_NUMBER_TAKEN', { number: attempted });
    throw error;
  }
  await checkBillXsd(ctx.platform, created);
  return (await findBill(ctx.platform.db, created.id)) ?? created;
}
