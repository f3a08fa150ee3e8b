import { and, desc, eq, sql } from 'drizzle-orm';
import { billRunClients, billRuns, bills, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { one } from '../../platform/db/rows';

export type BillRunRow = typeof billRuns.$inferSelect;

export async function findBillRunClient(db: Db, runId: number, clientId: number) {
  const [row] = await db
    .select()
    .from(billRunClients)
    .where(and(eq(billRunClients.runId, runId), eq(billRunClients.clientId, clientId)));
  return row ?? null;
}

/** The run and its bakery's account (a job acts as the bakery that started it). */
export async function findBillRunWithBakery(db: Db, runId: number) {
  return one(
    await db
      .select({ run: billRuns, bakery: users })
      .from(billRuns)
      .innerJoin(users, eq(users.id, billRuns.bakeryId))
      .where(eq(billRuns.id, runId)),
    'bill run of a job',
  );
}

/**
 * Ends one client of a run, once: the client's row leaves PENDING, the run's counters grow by it
 * (its bills counted from `bills.bill_run_id`, so those of an attempt that died after its commit
 * count too), and the run is DONE when its last client ended. False when another attempt ended it.
 */
export async function finishBillRunClient(
  tx: Tx,
  end: { runId: number; clientId: number; code: string | null; failure: unknown[]; at: Date },
): Promise<boolean> {
  const [finished] = await tx
    .update(billRunClients)
    .set({ state: end.code ? 'FAILED' : 'DONE', code: end.code, finishedAt: end.at })
    .where(
      and(
        eq(billRunClients.runId, end.runId),
        eq(billRunClients.clientId, end.clientId),
        eq(billRunClients.state, 'PENDING'),
      ),
    )
    .returning();
  if (!finished) return false;
  await tx
    .update(billRuns)
    .set({
      done: sql`${billRuns.done} + 1`,
      created: sql`${billRuns.created} + (select count(*)::int from ${bills} where ${bills.billRunId} = ${end.runId} and ${bills.clientId} = ${end.clientId})`,
      failed: sql`${billRuns.failed} || ${JSON.stringify(end.failure)}::jsonb`,
    })
    .where(eq(billRuns.id, end.runId));
  await tx
    .update(billRuns)
    .set({ state: 'DONE', finishedAt: end.at })
    .where(and(eq(billRuns.id, end.runId), eq(billRuns.state, 'RUNNING'), sql`${billRuns.done} >= ${billRuns.total}`));
  return true;
}

export async function findRunningBillRun(db: Db, bakeryId: number): Promise<BillRunRow | null> {
  const [row] = await db
    .select()
    .from(billRuns)
    .where(and(eq(billRuns.bakeryId, bakeryId), eq(billRuns.state, 'RUNNING')))
    .limit(1);
  return row ?? null;
}

/** A run with its clients' rows; a run without clients is DONE at once. */
export async function insertBillRun(
  tx: Tx,
  run: { bakeryId: number; periodFrom: string; periodTo: string; startedAt: Date },
  clients: readonly { id: number; name: string }[],
): Promise<BillRunRow> {
  const inserted = one(
    await tx
      .insert(billRuns)
      .values({
        ...run,
        total: clients.length,
        ...(clients.length === 0 ? { state: 'DONE', finishedAt: run.startedAt } : {}),
      })
      .returning(),
    'inserted billRuns',
  );
  if (clients.length > 0)
    await tx
      .insert(billRunClients)
      .values(clients.map((c) => ({ runId: inserted.id, clientId: c.id, clientName: c.name })));
  return inserted;
}

export async function findBillRunOfBakery(db: Db, id: number, bakeryId: number): Promise<BillRunRow | null> {
  const [row] = await db
    .select()
    .from(billRuns)
    .where(and(eq(billRuns.id, id), eq(billRuns.bakeryId, bakeryId)));
  return row ?? null;
}

export async function findLatestBillRun(db: Db, bakeryId: number): Promise<BillRunRow | null> {
  const [row] = await db
    .select()
    .from(billRuns)
    .where(eq(billRuns.bakeryId, bakeryId))
    .orderBy(desc(billRuns.id))
    .limit(1);
  return row ?? null;
}
