import { setImmediate as nextTurn } from 'node:timers/promises';
import { datedInvoiceGroups, invoiceDatesOf, type ErrorCode, type InvoicedOrder } from '@bakery/core';
import { AppError, fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { checkBillXsd } from './bill-einvoice.service';
import { billableClients } from './bills.service';
import { assertPeriod, billableClient, createBill, type BillPeriod } from './create-bill.service';
import { findBillableOrderDates, findBillableOrders, findClientWithDetails, type BillRow } from './bills.queries';
import { dateInZone } from '../../platform/time';
import {
  findBillRunClient,
  findBillRunOfBakery,
  findBillRunWithBakery,
  findLatestBillRun,
  findRunningBillRun,
  endBillRunWave,
  insertBillRun,
  isDue,
  type BillRunRow,
} from './bill-runs.queries';
import { toViewer } from '../users/account';
import { accountName } from './bill-snapshot';
import { findEBillData } from './bill-vat.queries';
import { regimeChangeDay, type RegimeHistory } from '@bakery/core/regime-change';

export type { BillRunRow };
export interface BillRunFailure {
  clientId: number;
  clientName: string;
  code: ErrorCode;
}

export const BILL_RUN_JOB = 'bill-run-client';

interface BillRunJob {
  runId: number;
  clientId: number;
  /** The wave: the client's bills of this date (all that are left on its last date); absent in jobs from before the waves. */
  through?: string;
}

/**
 * Bills one client's bills of one date of a run (its wave): a job of the queue, on whichever instance takes
 * it. The wave's last job sends the next date's (`endBillRunWave`), so the run numbers its bills in date order
 * across clients: an immediate invoice of 25 November is not numbered after a deferred one dated the 30th.
 */
async function billClient(platform: Platform, job: BillRunJob, lastAttempt: boolean): Promise<void> {
  // PGlite answers without I/O, so a worker going from job to job would never let the event loop
  // serve a request (not even a progress poll): yield per client
  await nextTurn();
  const through = job.through ?? null;
  const item = await findBillRunClient(platform.db, job.runId, job.clientId);
  if (!item || !isDue(item, through)) return; // already finished (a retry after the commit below)
  // on the client's last date whatever is left goes too (a deferred invoice of the running month is dated
  // today, which may have moved on since the run planned it)
  const last = through === null || !item.dates.some((d) => d > through);
  const { run, bakery } = await findBillRunWithBakery(platform.db, job.runId);
  const ctx: RequestContext = {
    platform,
    viewer: toViewer(bakery),
    ip: 'bill-run',
    isLocal: false,
    requestLanguage: 'de',
  };
  const today = dateInZone(platform.now(), bakery.timeZone ?? platform.config.bakeryTimeZone);
  const made: BillRow[] = [];
  let code: ErrorCode | null = null;
  try {
    // bills an earlier attempt made are no longer billable: a retry bills only what is left
    const orders = await findBillableOrders(platform.db, run.bakeryId, job.clientId, run.periodFrom, run.periodTo);
    const regimeChange = regimeChangeDay((await findEBillData(platform.db, run.bakeryId)) as RegimeHistory | null);
    // one bill per invoice the rule allows: docketed deliveries per month (TD24), the rest per day (TD01),
    // and never across a change of the bakery's tax regime
    for (const group of datedInvoiceGroups(orders, today, regimeChange)) {
      if (through !== null && !last && group.date > through) break;
      made.push(
        await createBill(
          { ...ctx },
          { clientId: job.clientId, from: run.periodFrom, to: run.periodTo, orderIds: group.orders.map((o) => o.id) },
          { checkXsd: false, billRunId: run.id },
        ),
      );
    }
  } catch (error) {
    // another worker took the orders meanwhile, or the database went away: try again later
    const retry = !(error instanceof AppError) || error.code === 'BILL_ORDERS_CHANGED';
    if (retry && !lastAttempt) throw error;
    if (retry) console.error('bill run job failed for good', error);
    code = error instanceof AppError ? error.code : 'INTERNAL';
  }
  const failure: BillRunFailure[] = code ? [{ clientId: job.clientId, clientName: item.clientName, code }] : [];
  const sent = await platform.db.transaction(async (tx) => {
    const end = await endBillRunWave(tx, {
      runId: run.id,
      clientId: job.clientId,
      through,
      code,
      failure,
      at: platform.now(),
    });
    if (!end.nextWave) return false;
    const wave = end.nextWave.date;
    await platform.jobs.sendMany<BillRunJob>(
      BILL_RUN_JOB,
      end.nextWave.clientIds.map((clientId) => ({ runId: run.id, clientId, through: wave })),
      tx,
    );
    return true;
  });
  if (sent) platform.jobs.wake(BILL_RUN_JOB);
  await checkXsdLater(platform, made);
}

/** XSD checks of bills the run made, still under way on this instance. */
const xsdBacklog = new Set<Promise<void>>();
/** Checks a worker may leave running before it waits: a few xmllint runs' worth (xsd.ts validates up to 40 files per run). */
const XSD_BACKLOG = 120;

/**
 * The XSD check of a job's bills (`checkBillXsd`, after their commit) goes on while the worker takes the next
 * client, so xsd.ts validates the run's files in batches — one xmllint run (≈ 0.15 s of CPU to start) for up to
 * 40 files instead of one per bill. The worker waits only when XSD_BACKLOG checks are under way. A check lost
 * with its instance costs nothing but time: every sending checks the file again.
 */
async function checkXsdLater(platform: Platform, bills: readonly BillRow[]): Promise<void> {
  for (const bill of bills) {
    const check: Promise<void> = checkBillXsd(platform, bill)
      .then(() => undefined)
      .catch((error: unknown) => console.error(`XSD check of bill ${bill.id} failed`, error))
      .finally(() => xsdBacklog.delete(check));
    xsdBacklog.add(check);
  }
  while (xsdBacklog.size > XSD_BACKLOG) await Promise.race(xsdBacklog);
}

/** Resolves when no XSD check of a run's bills is under way on this instance (the server's close waits for it). */
export async function xsdChecksDone(): Promise<void> {
  while (xsdBacklog.size > 0) await Promise.all(xsdBacklog);
}

/** Makes this instance work on bill-run jobs (every instance does; each job runs on one). */
export async function defineBillRunJobs(platform: Platform): Promise<void> {
  await platform.jobs.define<BillRunJob>(BILL_RUN_JOB, {
    expireInSeconds: platform.config.jobs.billJobExpireSeconds,
    retryLimit: 5,
    retryDelay: 2,
    concurrency: platform.database.kind === 'postgres' ? 2 : 1,
    handler: (job, attempt) => billClient(platform, job, attempt.lastAttempt),
  });
}

/**
 * Starts the bills of a period for every client with orders to bill (bulk, requirements/bills-and-e-invoices.md#creating-a-bill), in the
 * background: per client one deferred invoice (TD24) per month of docketed deliveries and one
 * immediate invoice (TD01) per day of deliveries without docket, as `createBill` makes them; a refusal for
 * one client (e.g. missing billing data) is recorded with its code and the run goes on. Each
 * client is one job of the queue, so any instance may bill it and a job of an instance that died
 * is taken over by another (ADR 019). A run already going for the bakery is returned instead of
 * starting a second. With `clientId` the run bills that one client (the bill form's "all in one go":
 * a month of deliveries without docket is one immediate invoice per day); another bakery's client is
 * NOT_FOUND, one with nothing to bill in the period BILL_NO_ORDERS.
 */
export async function startBillRun(
  ctx: RequestContext,
  period: BillPeriod,
  clientId: number | null = null,
): Promise<BillRunRow> {
  const bakeryId = requireBakery(ctx);
  assertPeriod(period);
  const bakery = await findClientWithDetails(ctx.platform.db, bakeryId);
  if (!bakery?.user.createBills) fail('BILLING_DISABLED');
  const only = clientId === null ? null : await billableClient(ctx, bakeryId, clientId);
  const current = await findRunningBillRun(ctx.platform.db, bakeryId);
  if (current) return current;
  const now = ctx.platform.now();
  const today = dateInZone(now, bakery.user.timeZone ?? ctx.platform.config.bakeryTimeZone);
  const planned = await plannedClients(ctx, bakeryId, period, today);
  const clients = clientId === null ? planned : planned.filter((c) => c.id === clientId);
  if (only && !clients.some((c) => c.dates.length > 0))
    fail('BILL_NO_ORDERS', { client: accountName(only.user, only.details) });
  // the first wave: the earliest date of any client's bills (a client with nothing to bill yet goes with it)
  const waveDate = clients.flatMap((c) => c.dates).sort()[0] ?? today;
  for (const client of clients) client.nextDate = client.dates[0] ?? waveDate;
  // the run, one row and one job per client: all or nothing, so no client is left without its job
  const run = await ctx.platform.db.transaction(async (tx) => {
    const inserted = await insertBillRun(
      tx,
      { bakeryId, periodFrom: period.from, periodTo: period.to, startedAt: now, waveDate },
      clients,
    );
    if (clients.length === 0) return inserted;
    await ctx.platform.jobs.sendMany<BillRunJob>(
      BILL_RUN_JOB,
      clients
        .filter((c) => c.nextDate === waveDate)
        .map((c) => ({ runId: inserted.id, clientId: c.id, through: waveDate })),
      tx,
    );
    return inserted;
  });
  ctx.platform.jobs.wake(BILL_RUN_JOB);
  return run;
}

/** The run's clients with the dates of their bills as planned today (`invoiceDatesOf`), earliest first. */
async function plannedClients(ctx: RequestContext, bakeryId: number, period: BillPeriod, today: string) {
  const clients = await billableClients(ctx, period);
  const regimeChange = regimeChangeDay((await findEBillData(ctx.platform.db, bakeryId)) as RegimeHistory | null);
  const byClient = new Map<number, InvoicedOrder[]>();
  for (const o of await findBillableOrderDates(ctx.platform.db, bakeryId, period.from, period.to)) {
    const own = byClient.get(Number(o.clientId));
    if (own) own.push(o);
    else byClient.set(Number(o.clientId), [o]);
  }
  return clients.map((c) => ({
    id: c.client.id,
    name: c.name,
    dates: invoiceDatesOf(byClient.get(c.client.id) ?? [], today, regimeChange),
    nextDate: null as string | null,
  }));
}

/** One of the bakery's runs, else NOT_FOUND. */
export async function getBillRun(ctx: RequestContext, id: number): Promise<BillRunRow> {
  const bakeryId = requireBakery(ctx);
  return (await findBillRunOfBakery(ctx.platform.db, id, bakeryId)) ?? fail('NOT_FOUND');
}

/** The bakery's latest run (the bills screen shows it while it runs), or null. */
export async function latestBillRun(ctx: RequestContext): Promise<BillRunRow | null> {
  const bakeryId = requireBakery(ctx);
  return findLatestBillRun(ctx.platform.db, bakeryId);
}
