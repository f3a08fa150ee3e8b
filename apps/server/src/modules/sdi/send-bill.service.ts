import { centsToDecimal, nextSdiState, type SdiState } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { attachEInvoice, checkBillXsd } from '../bills/bill-einvoice.service';
import { buyerOf, type BillSnapshot } from '../bills/bill-snapshot';
import { computeBillOf, creditSellerOf, sellerOf } from '../bills/create-bill.service';
import { linesWithoutNatura, vatContextOf } from '../bills/bill-vat';
import {
  findBill,
  findClientWithDetails,
  findOrdersOfBill,
  lockBill,
  lockBillSettingsRow,
  updateBillRow,
  type BillRow,
} from '../bills/bills.queries';
import { ownBill, snapshotOf } from '../bills/bills.service';
import { parseSdiNotification } from './sdi-notifications';
import {
  billsWithFile,
  claimBillSending,
  findSdiNotifications,
  insertSdiReceiptOnce,
  releaseBillSending,
  setSdiState,
  updateBillSnapshot,
  type SdiNotificationRow,
} from './sdi.queries';
import { enqueueSdiSend, SDI_SEND_JOB, sendingProgress, type SdiSendJob } from './sdi-send.job';
import { present } from '../../platform/db/rows';

export type { SdiNotificationRow };

/**
 * A rejected bill is corrected from the current data (the client's billing data, the bakery's
 * seller data: what SdI's errors are usually about) and gets a new file progressive — SdI
 * refuses a file name it has seen (00002). Number and date stay. Lines and totals stay too, unless
 * the correction changes the VAT treatment (the seller's regime or 0 % Natura, who bears the stamp
 * duty, the buyer's country or VAT number: an Italian client corrected to an Austrian company is
 * billed without Italian VAT, N3.2): then they are computed again from the bill's orders, as an
 * edit would, so the file never pairs a new buyer with the old buyer's VAT (found by the fiscal
 * review of 2026-11-28). A credit note keeps its lines: it corrects its bill as that was issued.
 */
async function prepareResend(ctx: RequestContext, bill: BillRow): Promise<BillRow> {
  return ctx.platform.db.transaction(async (tx) => {
    const settings = await lockBillSettingsRow(tx, bill.bakeryId);
    const [clientRow, bakeryRow] = await Promise.all([
      findClientWithDetails(tx, bill.clientId),
      findClientWithDetails(tx, bill.bakeryId),
    ]);
    const client = present(clientRow, "bill's client");
    const bakery = present(bakeryRow, "bill's bakery");
    const old = snapshotOf(bill);
    const corrected: BillSnapshot = {
      ...old,
      buyer: buyerOf(client.user, client.details),
      seller: old.credit
        ? creditSellerOf(bakery.user, old.seller.name, settings, old.seller)
        : sellerOf(
            bakery.user,
            old.seller.name,
            settings,
            old.orders.map((o) => o.deliveryDate),
          ),
    };
    const before = vatContextOf(old.seller.eBillData, old.buyer);
    const now = vatContextOf(corrected.seller.eBillData, corrected.buyer);
    // a credit note varies its bill as issued, at the bill's rates (art. 26 D.P.R. 633/72), and has no orders
    // of its own: its lines stay whatever the correction
    if (old.credit || JSON.stringify(before) === JSON.stringify(now)) {
      return attachEInvoice(tx, await updateBillSnapshot(tx, bill.id, corrected), corrected);
    }
    const computation = await computeBillOf(
      tx,
      bakery.user,
      client.user,
      await findOrdersOfBill(tx, bill.id),
      old.language,
    );
    const withoutNatura = linesWithoutNatura(computation.lines);
    if (withoutNatura.length > 0) fail('BILL_ZERO_RATE_NATURA_MISSING', { products: withoutNatura });
    const snapshot: BillSnapshot = { ...corrected, ...computation };
    const updated = await updateBillRow(tx, bill.id, { amount: centsToDecimal(computation.totalCents), snapshot });
    return attachEInvoice(tx, updated, snapshot);
  });
}

/** How long a send waits for its job's first attempt before answering with the bill still being sent. */
const SEND_WAIT_MS = 20_000;

/**
 * Sends a bill (requirements/bills-and-e-invoices.md#sending): the e-invoice to SdI through the
 * configured transport (outbox, PEC or an intermediary), then the mail with the PDF and the XML to
 * the client in its language. An unsent or REJECTED bill only (a rejected one is corrected and
 * re-sent with a new progressive); else BILL_ALREADY_SENT, also while it is being sent. The file
 * must pass the XSD (EINVOICE_INVALID). The hand-over is a job of the queue (ADR 019): any
 * instance does it, one of a dead instance is taken over, a refusal is tried again with backoff
 * (SDI_SEND_RETRY_LIMIT). The answer waits for the first attempt: the bill sent; still being sent
 * (`sdiSending`, a refusal noted, the next attempt to come); SDI_SEND_FAILED when no attempt is
 * left (the bill stays unsent); BILL_MAIL_FAILED when the bill went to SdI but the mail did not
 * and will not (a mail to be tried again answers the sent bill, its history noting the failure).
 */
export async function sendBill(ctx: RequestContext, id: number): Promise<BillRow> {
  const { platform } = ctx;
  const found = await ownBill(ctx, id);
  if (found.sent && found.sdiState !== 'REJECTED') fail('BILL_ALREADY_SENT');
  // one hand-over per bill: a second click or instance sending it at the same time finds it claimed (SdI
  // would refuse the second file as a duplicate, 00404, and that refusal would land on the accepted bill)
  const claimedAt = platform.now();
  const claimed = (await claimBillSending(platform.db, found.id, claimedAt)) ?? fail('BILL_ALREADY_SENT');
  let job: SdiSendJob;
  let jobId: string;
  try {
    const ready = await prepareFile(ctx, claimed);
    job = { billId: ready.id, fileName: ready.eInvoiceFile ?? '', claimedAt: claimedAt.toISOString() };
    jobId = await enqueueSdiSend(platform, job);
  } catch (error) {
    await releaseBillSending(platform.db, found.id, claimedAt);
    throw error;
  }
  const state = await platform.jobs.attemptEnded(SDI_SEND_JOB, jobId, SEND_WAIT_MS);
  const bill = present(await findBill(platform.db, found.id), 'bill being sent');
  const progress = sendingProgress(await findSdiNotifications(platform.db, bill.id), job.fileName);
  if (!progress.sent) return state === 'completed' || state === 'failed' ? fail('SDI_SEND_FAILED') : bill;
  if (progress.mailFailed && state !== 'retry') {
    const client = await findClientWithDetails(platform.db, bill.clientId);
    fail('BILL_MAIL_FAILED', { to: client?.user.email ?? '' });
  }
  return bill;
}

/** Under the claim: a rejected or invalid bill made again from the current data, and its file checked against the XSD. */
async function prepareFile(ctx: RequestContext, claimed: BillRow): Promise<BillRow> {
  let bill = claimed;
  if (bill.sdiState === 'INVALID' || bill.sdiState === 'REJECTED') bill = await prepareResend(ctx, bill);
  if (!bill.xml || !bill.eInvoiceFile || !(await checkBillXsd(ctx.platform, bill)))
    fail('EINVOICE_INVALID', { errors: ['the e-invoice fails the official XSD; see the bill history'] });
  return bill;
}

/**
 * Records an SdI notification (the XML SdI sends back: by PEC to the bakery, or posted by the
 * intermediary) on the bill whose current e-invoice file it names, and moves the bill's SdI state
 * as SdI's flow allows (`nextSdiState`). `bakeryId` limits the search to one bakery (a bakery
 * uploading it). Refuses, changing nothing: a text that is no notification
 * (SDI_NOTIFICATION_UNREADABLE), a file no bill has (SDI_NOTIFICATION_UNKNOWN — also the old file
 * of a bill sent again), a name two bakeries' bills carry from before names were unique per
 * transmitter (SDI_NOTIFICATION_AMBIGUOUS: the bakery uploads it on its bill), and a notification
 * that cannot follow the bill's state (SDI_NOTIFICATION_OUT_OF_ORDER). The same one twice is
 * recorded once.
 */
export async function recordSdiNotification(
  platform: Platform,
  xml: string,
  bakeryId: number | null,
): Promise<BillRow> {
  const parsed = parseSdiNotification(xml) ?? fail('SDI_NOTIFICATION_UNREADABLE');
  const found = await billsWithFile(platform.db, parsed.fileName, bakeryId);
  const [first] = found;
  if (!first) fail('SDI_NOTIFICATION_UNKNOWN');
  if (found.length > 1 && new Set(found.map((b) => b.bakeryId)).size > 1)
    fail('SDI_NOTIFICATION_AMBIGUOUS', { fileName: parsed.fileName });
  // under the bill's row lock: two notifications arriving together (PEC and intermediary, RC and NS)
  // are judged one after the other against the state the first one left
  return platform.db.transaction(async (tx) => {
    const bill = await lockBill(tx, first.id);
    // SdI's outcome notice (NE) is for invoices to public bodies (FPA12) only: about a B2B file it is no
    // message of SdI's, and a B2B client cannot refuse an invoice through SdI (issue 45)
    if (parsed.kind === 'NE' && transmissionFormatOf(bill.xml) === 'FPR12')
      fail('SDI_NOTIFICATION_PUBLIC_BODIES_ONLY', { kind: parsed.kind, fileName: parsed.fileName });
    const step = nextSdiState(bill.sent ? (bill.sdiState as SdiState | null) : null, parsed.kind, parsed.outcome);
    if (!step.ok) fail('SDI_NOTIFICATION_OUT_OF_ORDER', { state: bill.sdiState, kind: parsed.kind });
    const receipt = {
      billId: bill.id,
      kind: parsed.kind,
      receivedAt: platform.now(),
      fileName: parsed.fileName,
      errors: parsed.errors,
      message: parsed.message ?? parsed.outcome,
      raw: xml.slice(0, 100_000),
    };
    if (!(await insertSdiReceiptOnce(tx, receipt))) return bill; // the same receipt again
    return setSdiState(tx, bill.id, step.state);
  });
}

/** A bakery records a notification it received (e.g. by PEC), on its own bills only. */
export async function recordSdiNotificationOfBakery(ctx: RequestContext, xml: string): Promise<BillRow> {
  const bakeryId = requireBakery(ctx);
  if (xml.length > 1_000_000) fail('BAD_INPUT', { fields: ['xml'] });
  return recordSdiNotification(ctx.platform, xml, bakeryId);
}

/** FormatoTrasmissione of a stored e-invoice (FPR12 B2B, FPA12 public bodies); FPR12, the only one we make, when unknown. */
function transmissionFormatOf(xml: string | null): 'FPR12' | 'FPA12' {
  return /<FormatoTrasmissione>\s*FPA12\s*<\/FormatoTrasmissione>/.test(xml ?? '') ? 'FPA12' : 'FPR12';
}
