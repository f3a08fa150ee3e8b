import { dateInTimeZone, invoiceIssueBy, isIssuedLate, type InvoiceDocumentType } from '@bakery/core';
import type { RequestContext } from '../../platform/graphql/context';
import { bakeryTimeZone } from '../settings/time-zone';
import { findRunBillTimings } from './bill-runs.queries';
import type { BillRow } from './bills.queries';
import { readBillSnapshot } from './stored-snapshot';

/** When an invoice had to be issued, and whether it was (or, unsent, is being) issued after that. */
export interface IssueTiming {
  issueBy: string;
  late: boolean;
}

type Timed = Pick<BillRow, 'id' | 'documentType' | 'sentAt' | 'snapshot'>;

/**
 * The issue deadline of an invoice (art. 21 c. 4 D.P.R. 633/72, core `invoiceIssueBy`) and whether it
 * is missed: an e-invoice is issued when it is sent (handed to SdI), so a sent bill is judged on the
 * day it was sent, an unsent one on today — both in the bakery's time zone. Null for a credit note
 * or a bill without deliveries.
 */
export function issueTimingIn(bill: Timed, timeZone: string, now: Date): IssueTiming | null {
  if (bill.documentType !== 'TD01' && bill.documentType !== 'TD24') return null;
  const type: InvoiceDocumentType = bill.documentType;
  const days = (bill.snapshot === null ? [] : readBillSnapshot(bill).orders).map((o) => o.deliveryDate);
  if (days.length === 0) return null;
  const issuedOn = dateInTimeZone(bill.sentAt ?? now, timeZone);
  return { issueBy: invoiceIssueBy(type, days), late: isIssuedLate(type, days, issuedOn) };
}

/** `issueTimingIn` for the bill's own bakery only: nobody else is told (null). */
export async function issueTiming(ctx: RequestContext, bill: BillRow): Promise<IssueTiming | null> {
  if (ctx.viewer?.kind !== 'BAKERY' || ctx.viewer.id !== bill.bakeryId) return null;
  return issueTimingIn(bill, await bakeryTimeZone(ctx, bill.bakeryId), ctx.platform.now());
}

/** How many bills of a run are issued late (made after their deadline, or sent after it). */
export async function lateBillsOfRun(ctx: RequestContext, runId: number, bakeryId: number): Promise<number> {
  const rows = await findRunBillTimings(ctx.platform.db, runId);
  const timeZone = await bakeryTimeZone(ctx, bakeryId);
  const now = ctx.platform.now();
  return rows.filter((b) => issueTimingIn(b, timeZone, now)?.late === true).length;
}
