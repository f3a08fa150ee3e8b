import { nextSdiState, type SdiState } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { attachEInvoice, checkBillXsd } from './bill-einvoice.service';
import { billMail } from './bill.mails';
import { billPdf } from './bill.pdf';
import { buyerOf, type BillSnapshot } from './bill-snapshot';
import { sellerOf } from './create-bill.service';
import {
  billsWithFile,
  findClientWithDetails,
  insertSdiReceiptOnce,
  lockBill,
  lockBillSettingsRow,
  type BillRow,
} from './bills.queries';
import { ownBill, snapshotOf } from './bills.service';
import { createSdiTransport } from './sdi-transport';
import { parseSdiNotification } from './sdi-notifications';
import {
  claimBillSending,
  insertSdiNotification,
  markBillSent,
  releaseBillSending,
  setSdiState,
  updateBillSnapshot,
  type SdiNotificationRow,
} from './bill-sdi.queries';
import { present } from '../../platform/db/rows';

export type { SdiNotificationRow };

/**
 * A rejected bill is corrected from the current data (the client's billing data, the bakery's
 * seller data: what SdI's errors are usually about) and gets a new file progressive — SdI
 * refuses a file name it has seen (00002). Number, date, lines and totals stay as they were.
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
    const snapshot: BillSnapshot = {
      ...old,
      buyer: buyerOf(client.user, client.details),
      seller: sellerOf(bakery.user, old.seller.name, settings),
    };
    const updated = await updateBillSnapshot(tx, bill.id, snapshot);
    return attachEInvoice(tx, updated, snapshot);
  });
}

async function note(platform: Platform, billId: number, kind: string, fields: Partial<SdiNotificationRow> = {}) {
  await insertSdiNotification(platform.db, { billId, kind, receivedAt: platform.now(), ...fields });
}

/**
 * Sends a bill (requirements/bills-and-e-invoices.md#sending): the e-invoice to SdI through the configured transport (outbox, PEC or
 * an intermediary), then the mail with the PDF and the XML to the client in its language. An
 * unsent or REJECTED bill only (a rejected one is corrected and re-sent with a new progressive);
 * else BILL_ALREADY_SENT. Transport failure → SDI_SEND_FAILED and the bill stays unsent; a mail
 * failure after the hand-over → BILL_MAIL_FAILED (the bill is sent; the history says so).
 */
export async function sendBill(ctx: RequestContext, id: number): Promise<BillRow> {
  const found = await ownBill(ctx, id);
  if (found.sent && found.sdiState !== 'REJECTED') fail('BILL_ALREADY_SENT');
  // one hand-over per bill: a second click or instance sending it at the same time finds it claimed (SdI
  // would refuse the second file as a duplicate, 00404, and that refusal would land on the accepted bill)
  const claimed = (await claimBillSending(ctx.platform.db, found.id, ctx.platform.now())) ?? fail('BILL_ALREADY_SENT');
  let handed: HandedOver;
  try {
    handed = await handOver(ctx, claimed);
  } catch (error) {
    await releaseBillSending(ctx.platform.db, found.id);
    throw error;
  }
  await mailToClient(ctx, handed);
  return handed.sent;
}

interface HandedOver {
  sent: BillRow;
  snap: BillSnapshot;
  file: { fileName: string; xml: string };
}

/** Under the claim: corrects a rejected or invalid bill, checks the XSD, hands the file to SdI's transport, marks it sent. */
async function handOver(ctx: RequestContext, claimed: BillRow): Promise<HandedOver> {
  let bill = claimed;
  if (bill.sdiState === 'INVALID') bill = await prepareResend(ctx, bill); // made again from the current data
  if (bill.sdiState === 'REJECTED') bill = await prepareResend(ctx, bill);
  const snap = snapshotOf(bill);
  const { xml, eInvoiceFile } = bill;
  if (!xml || !eInvoiceFile || !(await checkBillXsd(ctx.platform, bill)))
    fail('EINVOICE_INVALID', { errors: ['the e-invoice fails the official XSD; see the bill history'] });
  let receipt;
  try {
    receipt = await createSdiTransport(ctx.platform.config.sdi).send(
      { fileName: eInvoiceFile, xml },
      { name: snap.seller.name },
    );
  } catch (error) {
    await note(ctx.platform, bill.id, 'SEND_FAILED', {
      fileName: eInvoiceFile,
      message: error instanceof Error ? error.message.slice(0, 500) : String(error),
    });
    fail('SDI_SEND_FAILED');
  }
  const sent = await markBillSent(ctx.platform.db, bill.id, ctx.platform.now()); // ends the claim
  await note(ctx.platform, bill.id, 'SENT', {
    fileName: eInvoiceFile,
    message: [receipt.transport, receipt.reference].filter(Boolean).join(' '),
  });
  return { sent, snap, file: { fileName: eInvoiceFile, xml } };
}

/** The PDF and the XML to the client in its language, when it has an address; a failure is noted and reported. */
async function mailToClient(ctx: RequestContext, { sent, snap, file }: HandedOver): Promise<void> {
  const client = await findClientWithDetails(ctx.platform.db, sent.clientId);
  const to = client?.user.email?.trim();
  if (!to) return;
  const { pdf, fileName } = await billPdf(ctx, sent, snap);
  try {
    await ctx.platform.mailer.send(
      billMail(to, sent, snap, [
        { filename: fileName, content: pdf, contentType: 'application/pdf' },
        { filename: file.fileName, content: file.xml, contentType: 'application/xml' },
      ]),
    );
    await note(ctx.platform, sent.id, 'MAILED', { message: to });
  } catch (error) {
    await note(ctx.platform, sent.id, 'MAIL_FAILED', {
      message: error instanceof Error ? error.message.slice(0, 500) : String(error),
    });
    fail('BILL_MAIL_FAILED', { to });
  }
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
