import type { BillRow } from './bills.queries';

/**
 * How long a send's claim holds at most: its job on the queue retries a refused hand-over within
 * this time, and gives the claim back after its last refusal; a claim whose job was lost lapses.
 */
export const SDI_SENDING_CLAIM_MS = 3600_000;

/** Its hand-over to SdI has begun (a send claimed it, the claim not lapsed): a retry may still follow. */
export function isBeingSent(bill: Pick<BillRow, 'sdiSendingSince'>, now: Date): boolean {
  return bill.sdiSendingSince !== null && now.getTime() - bill.sdiSendingSince.getTime() < SDI_SENDING_CLAIM_MS;
}

/** Sent or being sent: no longer edited or deleted (a hand-over cannot be taken back). */
export function isSentOrSending(bill: Pick<BillRow, 'sent' | 'sdiSendingSince'>, now: Date): boolean {
  return bill.sent || isBeingSent(bill, now);
}
