import type { Platform, RequestContext } from '../../platform/graphql/context';
import { toViewer } from '../users/account';
import { billMail } from './bill.mails';
import { billPdf } from '../bills/bill.pdf';
import { findBill, findClientWithDetails, type BillRow } from '../bills/bills.queries';
import { snapshotOf } from '../bills/bills.service';
import {
  findSdiNotifications,
  insertSdiNotification,
  markBillSent,
  releaseBillSending,
  type SdiNotificationRow,
} from './sdi.queries';
import { SDI_SENDING_CLAIM_MS } from '../bills/bill-send-claim';
import { createSdiTransport, sdiFailureOf, sdiFailureText } from './sdi-transport';

export const SDI_SEND_JOB = 'sdi-send';

/** One hand-over of a bill's e-invoice file, under the claim its request took at `claimedAt`. */
export interface SdiSendJob {
  billId: number;
  fileName: string;
  claimedAt: string;
}

/** Makes this instance work on SdI hand-overs (every instance does; each job runs on one, ADR 019). */
export async function defineSdiSendJob(platform: Platform): Promise<void> {
  await platform.jobs.define<SdiSendJob>(SDI_SEND_JOB, {
    // config.sdi.sendExpireSeconds (default 180) is longer than any transport's timeouts (HTTP 30 s,
    // PEC SMTP 20 + 20 + 60 s): a job still running then lost its instance
    expireInSeconds: platform.config.sdi.sendExpireSeconds,
    retryLimit: platform.config.sdi.sendRetryLimit,
    retryDelay: platform.config.sdi.sendRetrySeconds,
    concurrency: 2,
    handler: (job, attempt) => sendOnce(platform, job, attempt.lastAttempt),
  });
}

/** Puts a claimed bill's hand-over on the queue, with the retries configured now; the job's id. */
export function enqueueSdiSend(platform: Platform, job: SdiSendJob): Promise<string> {
  return platform.jobs.send(SDI_SEND_JOB, job, {
    limit: platform.config.sdi.sendRetryLimit,
    delaySeconds: platform.config.sdi.sendRetrySeconds,
  });
}

export async function noteSdi(
  platform: Platform,
  billId: number,
  kind: string,
  fields: Partial<SdiNotificationRow> = {},
): Promise<void> {
  await insertSdiNotification(platform.db, { billId, kind, receivedAt: platform.now(), ...fields });
}

/** The note that `fileName` was handed over, and whether the client was mailed after it. */
export function sendingProgress(notes: readonly SdiNotificationRow[], fileName: string) {
  const sent = notes.findLast((n) => n.kind === 'SENT' && n.fileName === fileName);
  const mails = sent ? notes.filter((n) => n.id > sent.id && (n.kind === 'MAILED' || n.kind === 'MAIL_FAILED')) : [];
  return { sent, mailed: mails.some((n) => n.kind === 'MAILED'), mailFailed: mails.at(-1)?.kind === 'MAIL_FAILED' };
}

/**
 * One attempt: hands the file to SdI's transport unless an earlier attempt did, then mails the
 * client unless an earlier attempt did. A refusal is noted and tried again later (the claim held
 * meanwhile); the last refusal gives the claim back and leaves the bill unsent.
 */
async function sendOnce(platform: Platform, job: SdiSendJob, lastAttempt: boolean): Promise<void> {
  const bill = await findBill(platform.db, job.billId);
  if (!bill) return;
  const progress = sendingProgress(await findSdiNotifications(platform.db, bill.id), job.fileName);
  let sent = bill;
  if (!progress.sent) {
    if (!holdsClaim(platform, bill, job)) return; // given back, taken by a later send, or too old to be sure
    const handed = await handOver(platform, bill, job, lastAttempt);
    if (!handed) return;
    sent = handed;
  } else if (progress.mailed) return;
  await mailToClient(platform, sent, lastAttempt);
}

/**
 * The job may hand over only under its own claim, and only while no later send can have taken the
 * lapsed claim over (its longest attempt ends before the lapse).
 */
function holdsClaim(platform: Platform, bill: BillRow, job: SdiSendJob): boolean {
  const claimedAt = Date.parse(job.claimedAt);
  const until = claimedAt + SDI_SENDING_CLAIM_MS - 2 * platform.config.sdi.sendExpireSeconds * 1000;
  return (
    bill.sdiSendingSince?.getTime() === claimedAt &&
    bill.eInvoiceFile === job.fileName &&
    platform.now().getTime() < until
  );
}

async function handOver(
  platform: Platform,
  bill: BillRow,
  job: SdiSendJob,
  lastAttempt: boolean,
): Promise<BillRow | null> {
  const xml = bill.xml ?? '';
  let receipt;
  try {
    receipt = await createSdiTransport(platform.config.sdi).send(
      { fileName: job.fileName, xml },
      { name: snapshotOf(bill).seller.name },
    );
  } catch (error) {
    const message = sdiFailureText(error);
    await noteSdi(platform, bill.id, 'SEND_FAILED', {
      fileName: job.fileName,
      message: message.slice(0, 500),
      reason: sdiFailureOf(error),
    });
    if (!lastAttempt) throw new Error(`bill ${bill.id} not handed over to SdI, tried again later: ${message}`);
    await releaseBillSending(platform.db, bill.id, new Date(job.claimedAt));
    return null;
  }
  const sent = await markBillSent(platform.db, bill.id, platform.now()); // ends the claim
  await noteSdi(platform, bill.id, 'SENT', {
    fileName: job.fileName,
    message: [receipt.transport, receipt.reference].filter(Boolean).join(' '),
  });
  return sent;
}

/** The PDF and the XML to the client in its language, when it has an address; a failure is noted and tried again. */
async function mailToClient(platform: Platform, bill: BillRow, lastAttempt: boolean): Promise<void> {
  const [client, bakery] = await Promise.all([
    findClientWithDetails(platform.db, bill.clientId),
    findClientWithDetails(platform.db, bill.bakeryId),
  ]);
  const to = client?.user.email?.trim();
  if (!to || !bakery) return;
  const ctx: RequestContext = {
    platform,
    viewer: toViewer(bakery.user),
    ip: SDI_SEND_JOB,
    isLocal: false,
    requestLanguage: 'de',
  };
  const snap = snapshotOf(bill);
  const { pdf, fileName } = await billPdf(ctx, bill, snap);
  try {
    await platform.mailer.send(
      billMail(to, bill, snap, [
        { filename: fileName, content: pdf, contentType: 'application/pdf' },
        { filename: bill.eInvoiceFile ?? '', content: bill.xml ?? '', contentType: 'application/xml' },
      ]),
    );
  } catch (error) {
    const message = sdiFailureText(error);
    await noteSdi(platform, bill.id, 'MAIL_FAILED', { message: message.slice(0, 500), reason: sdiFailureOf(error) });
    if (!lastAttempt) throw new Error(`bill ${bill.id} not mailed to ${to}, tried again later: ${message}`);
    return;
  }
  await noteSdi(platform, bill.id, 'MAILED', { message: to });
}
