import { setImmediate as nextTurn } from 'node:timers/promises';
import { aboDeliveryDates, addDays, dateInTimeZone, isBeforeDeadline, orderDeadline } from '@bakery/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { runPeriodically } from '../../platform/jobs/queue';
import { toViewer } from '../users/account';
import { uniqueViolation } from '../auth/credentials';
import { loadOrderClient } from '../orders/order-client';
import { writeOrder } from '../orders/place-order.service';
import { findAboLines, findActiveAbos, recordAboOrder } from './abos.queries';

/** The job orders delivery days whose deadline falls within this many days from now. */
export const ABO_LEAD_DAYS = 2;

export interface AboJobReport {
  created: number;
  /** Already there (an earlier or a concurrent run made it). */
  existing: number;
  /** Refused by the ordering rules (e.g. a product no longer orderable), per abo id. */
  failed: { aboId: number; code: string }[];
}

/**
 * Creates the orders of every active abo for the delivery days that rules allow and whose
 * deadline lies ahead within ABO_LEAD_DAYS, so the client can still change them until the
 * deadline. Exactly once per abo and day: (abo_id, delivery_date) is unique, so a concurrent run
 * (another instance) loses the insert and counts it as existing. One abo's failure does not stop
 * the others. The order is written as the client (its prices, its deadline).
 */
export async function runAboJob(platform: Platform): Promise<AboJobReport> {
  const report: AboJobReport = { created: 0, existing: 0, failed: [] };
  const now = platform.now();
  for (const abo of await findActiveAbos(platform.db)) {
    await nextTurn(); // let requests in between abos: on PGlite the job's awaits alone never yield to I/O
    const ctx: RequestContext = { platform, viewer: null, ip: 'abo-job', isLocal: false, requestLanguage: 'de' };
    try {
      const client = await loadOrderClient(ctx, abo.userId);
      // a closed bakery takes no orders (BAKERY_CLOSED), a blocked client or the guest of a blocked host none (ACCOUNT_BLOCKED)
      if (client.account.blocked || client.bakery.blocked || client.host?.blocked) continue;
      ctx.viewer = toViewer(client.account);
      const today = dateInTimeZone(now, client.timeZone);
      const dates = aboDeliveryDates(
        { interval: abo.interval, active: abo.active, anchor: abo.startsOn, pausedUntil: abo.pausedUntil },
        addDays(today, 1),
        addDays(today, ABO_LEAD_DAYS + 1),
        client.delivery,
      ).filter((date) => {
        const deadline = orderDeadline(date, client.deadlineTime, client.timeZone);
        return isBeforeDeadline(now, deadline) && deadline.getTime() - now.getTime() <= ABO_LEAD_DAYS * 86_400_000;
      });
      const lines = (await findAboLines(platform.db, [abo.id])).map((l) => ({
        productId: l.productId,
        amount: l.amount,
      }));
      const record = async (date: string) => {
        await recordAboOrder(platform.db, abo.id, abo.lastOrder, date);
        abo.prevOrder = abo.lastOrder;
        abo.lastOrder = date;
      };
      for (const date of dates) {
        try {
          await writeOrder(ctx, client, { deliveryDate: date, lines }, false, abo.id);
          await record(date);
          report.created += 1;
        } catch (err) {
          if (uniqueViolation(err) !== 'orders_abo_delivery_uq') throw err;
          report.existing += 1;
          // the order and the abo's note of it are two statements: a run stopped between them (an instance
          // killed) left the order unnoted, so the abo would not show it as its last one; note it now
          if (abo.lastOrder === null || abo.lastOrder < date) await record(date);
        }
      }
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      report.failed.push({ aboId: abo.id, code: typeof code === 'string' ? code : 'INTERNAL' });
    }
  }
  return report;
}

/**
 * The abo job every ABO_JOB_MINUTES on whichever instance takes it; standing orders due soon are
 * made at start, not a period later.
 */
export function scheduleAboJob(platform: Platform, log: FastifyBaseLogger): Promise<() => void> {
  return runPeriodically(
    platform.jobs,
    'abo-job',
    platform.config.aboJobMinutes,
    async () => {
      const report = await runAboJob(platform);
      if (report.created > 0 || report.failed.length > 0) log.info({ abos: report }, 'abo job');
    },
    { startNow: true },
  );
}
