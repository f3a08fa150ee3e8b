import { dateInTimeZone, sdiReissueBy } from '@bakery/core';
import type { RequestContext } from '../../platform/graphql/context';
import { bakeryTimeZone } from '../settings/time-zone';
import { findSdiNotifications, type SdiNotificationRow } from './sdi.queries';
import type { BillRow } from '../bills/bills.queries';

/** Bill.sdiNotifications: the e-invoice's history is the bakery's; a client sees none. */
export async function visibleSdiNotifications(ctx: RequestContext, bill: BillRow): Promise<SdiNotificationRow[]> {
  return ctx.viewer?.kind === 'BAKERY' ? findSdiNotifications(ctx.platform.db, bill.id) : [];
}

/**
 * Bill.reissueBy, for the bill's bakery only: the last day to send a REJECTED bill corrected and
 * keep its number and date — its latest NS's day in the bakery's time zone + SDI_REISSUE_DAYS.
 */
export async function reissueDeadline(ctx: RequestContext, bill: BillRow): Promise<string | null> {
  if (bill.sdiState !== 'REJECTED' || ctx.viewer?.kind !== 'BAKERY' || ctx.viewer.id !== bill.bakeryId) return null;
  const rejections = (await findSdiNotifications(ctx.platform.db, bill.id)).filter((n) => n.kind === 'NS');
  if (rejections.length === 0) return null;
  const latest = rejections.reduce((a, n) => (n.receivedAt > a.receivedAt ? n : a));
  return sdiReissueBy(dateInTimeZone(latest.receivedAt, await bakeryTimeZone(ctx, bill.bakeryId)));
}
