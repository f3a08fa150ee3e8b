import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq } from 'drizzle-orm';
import { invoiceGroups, type ErrorCode } from '@bakery/core';
import { billRuns } from '../../db/schema/index';
import { AppError, fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { checkBillXsd } from './bill-einvoice.service';
import { billableClients } from './bills.service';
import { assertPeriod, createBill, type BillPeriod } from './create-bill.service';
import { findBillableOrders, findClientWithDetails, type BillRow } from './bills.queries';
import { dateInZone } from '../../platform/time';
import { one } from '../../platform/db/rows';

export type BillRunRow = typeof billRuns.$inferSelect;
export interface BillRunFailure {
  clientId: number;
  clientName: string;
  code: ErrorCode;
}

/** Runs in progress in this process (tests and shutdown wait for them). */
const running = new Set<Promise<void>>();

export function waitForBillRuns(): Promise<void> {
  return Promise.all([...running]).then(() => undefined);
}

/** Runs a server stopped in the middle of are marked INTERRUPTED at start (their bills stay; start again for the rest). */
export async function markInterruptedBillRuns(platform: Platform): Promise<void> {
  await platform.db
    .update(billRuns)
    .set({ state: 'INTERRUPTED', finishedAt: platform.now() })
    .where(eq(billRuns.state, 'RUNNING'));
}

async function execute(
  ctx: RequestContext,
  run: BillRunRow,
  clients: { id: number; name: string }[],
  today: string,
): Promise<void> {
  const failed: BillRunFailure[] = [];
  const made: BillRow[] = [];
  let done = 0;
  for (const client of clients) {
    // PGlite answers without I/O, so a run of awaits alone would never let the event loop serve
    // a request (not even this run's own startBillRun answer or a progress poll): yield per client
    await nextTurn();
    try {
      // one bill per invoice the rule allows: docketed deliveries per month (TD24), the rest per day (TD01)
      const orders = await findBillableOrders(ctx.platform.db, run.bakeryId, client.id, run.periodFrom, run.periodTo);
      for (const group of invoiceGroups(orders, today)) {
        // a fresh context per bill: DataLoader caches are per request
        made.push(
          await createBill(
            { ...ctx },
            { clientId: client.id, from: run.periodFrom, to: run.periodTo, orderIds: group.map((o) => o.id) },
            { checkXsd: false },
          ),
        );
      }
    } catch (error) {
      failed.push({
        clientId: client.id,
        clientName: client.name,
        code: error instanceof AppError ? error.code : 'INTERNAL',
      });
    }
    done += 1;
    await ctx.platform.db.update(billRuns).set({ done, created: made.length, failed }).where(eq(billRuns.id, run.id));
  }
  await Promise.all(made.map((bill) => checkBillXsd(ctx.platform, bill))); // validated as one batch (xsd.ts queues them into one run)
  await ctx.platform.db
    .update(billRuns)
    .set({ state: 'DONE', finishedAt: ctx.platform.now() })
    .where(eq(billRuns.id, run.id));
}

/**
 * Starts the bills of a period for every client with orders to bill (bulk, requirements/bills-and-e-invoices.md#creating-a-bill), in the
 * background: per client one deferred invoice (TD24) per month of docketed deliveries and one
 * immediate invoice (TD01) per day of deliveries without docket, as `createBill` makes them; a refusal for
 * one client (e.g. missing billing data) is recorded with its code and the run goes on. A run
 * already going for the bakery is returned instead of starting a second.
 */
export async function startBillRun(ctx: RequestContext, period: BillPeriod): Promise<BillRunRow> {
  const bakeryId = requireBakery(ctx);
  assertPeriod(period);
  const bakery = await findClientWithDetails(ctx.platform.db, bakeryId);
  if (!bakery?.user.createBills) fail('BILLING_DISABLED');
  const [current] = await ctx.platform.db
    .select()
    .from(billRuns)
    .where(and(eq(billRuns.bakeryId, bakeryId), eq(billRuns.state, 'RUNNING')))
    .limit(1);
  if (current) return current;
  const clients = (await billableClients(ctx, period)).map((c) => ({ id: c.client.id, name: c.name }));
  const run = one(
    await ctx.platform.db
      .insert(billRuns)
      .values({
        bakeryId,
        periodFrom: period.from,
        periodTo: period.to,
        total: clients.length,
        startedAt: ctx.platform.now(),
      })
      .returning(),
    'inserted billRuns',
  );
  const today = dateInZone(ctx.platform.now(), bakery.user.timeZone ?? ctx.platform.config.bakeryTimeZone);
  const job = execute(ctx, run, clients, today)
    .catch(async (error: unknown) => {
      console.error('bill run failed', error);
      await ctx.platform.db
        .update(billRuns)
        .set({ state: 'INTERRUPTED', finishedAt: ctx.platform.now() })
        .where(eq(billRuns.id, run.id))
        .catch(() => undefined);
    })
    .finally(() => running.delete(job));
  running.add(job);
  return run;
}

/** One of the bakery's runs, else NOT_FOUND. */
export async function getBillRun(ctx: RequestContext, id: number): Promise<BillRunRow> {
  const bakeryId = requireBakery(ctx);
  const [run] = await ctx.platform.db
    .select()
    .from(billRuns)
    .where(and(eq(billRuns.id, id), eq(billRuns.bakeryId, bakeryId)));
  return run ?? fail('NOT_FOUND');
}

/** The bakery's latest run (the bills screen shows it while it runs), or null. */
export async function latestBillRun(ctx: RequestContext): Promise<BillRunRow | null> {
  const bakeryId = requireBakery(ctx);
  const [run] = await ctx.platform.db
    .select()
    .from(billRuns)
    .where(eq(billRuns.bakeryId, bakeryId))
    .orderBy(desc(billRuns.id))
    .limit(1);
  return run ?? null;
}
