import { and, count, desc, eq, sql } from 'drizzle-orm';
import { billRunClients, billRuns, bills, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { one } from '../../platform/db/rows';

export type BillRunRow = typeof billRuns.$inferSelect;
export type BillRunClientRow = typeof billRunClients.$inferSelect;

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

/** What ending one wave of one client did: whether it ended it (false: another attempt had), and the next wave to send. */
export interface BillRunWaveEnd {
  ended: boolean;
  nextWave: { date: string; clientIds: number[] } | null;
}

/**
 * Ends one client's wave of a run (`through`: the wave's date; null for a job of a run from before the
 * waves, which bills the client whole), once, under the run's row lock so that exactly one of the
 * wave's last jobs sees it complete: the client's row moves to its next date, or leaves PENDING after its
 * last; the run's counters grow by it (its bills counted from `bills.bill_run_id`, so those of an attempt
 * that died after its commit count too); the run is DONE when its last client ended. When this was the
 * wave's last job the run moves to the next date and its clients are returned, to be sent in this transaction.
 */
export async function endBillRunWave(
  tx: Tx,
  end: { runId: number; clientId: number; through: string | null; code: string | null; failure: unknown[]; at: Date },
): Promise<BillRunWaveEnd> {
  // NO KEY UPDATE: serialises the wave ends without blocking another job's bill insert (its foreign key to the run takes KEY SHARE)
  const [run] = await tx.select().from(billRuns).where(eq(billRuns.id, end.runId)).for('no key update');
  const [row] = await tx
    .select()
    .from(billRunClients)
    .where(and(eq(billRunClients.runId, end.runId), eq(billRunClients.clientId, end.clientId)));
  if (!run || !row || !isDue(row, end.through)) return { ended: false, nextWave: null };
  const [made] = await tx
    .select({ n: count() })
    .from(bills)
    .where(and(eq(bills.billRunId, end.runId), eq(bills.clientId, end.clientId)));
  const billCount = made?.n ?? 0;
  const through = end.through;
  const next = end.code || through === null ? null : (row.dates.find((d) => d > through) ?? null);
  await tx
    .update(billRunClients)
    .set({
      bills: billCount,
      nextDate: next,
      ...(next === null ? { state: end.code ? 'FAILED' : 'DONE', code: end.code, finishedAt: end.at } : {}),
    })
    .where(and(eq(billRunClients.runId, end.runId), eq(billRunClients.clientId, end.clientId)));
  await tx
    .update(billRuns)
    .set({
      created: sql`${billRuns.created} + ${billCount - row.bills}`,
      ...(next === null
        ? { done: sql`${billRuns.done} + 1`, failed: sql`${billRuns.failed} || ${JSON.stringify(end.failure)}::jsonb` }
        : {}),
    })
    .where(eq(billRuns.id, end.runId));
  await tx
    .update(billRuns)
    .set({ state: 'DONE', finishedAt: end.at })
    .where(and(eq(billRuns.id, end.runId), eq(billRuns.state, 'RUNNING'), sql`${billRuns.done} >= ${billRuns.total}`));
  if (run.waveDate === null || through === null || run.waveDate !== through) return { ended: true, nextWave: null };
  // the wave's last job: every pending client is due later; the run moves on to the earliest of those dates
  const waiting = await tx
    .select({ clientId: billRunClients.clientId, nextDate: billRunClients.nextDate })
    .from(billRunClients)
    .where(and(eq(billRunClients.runId, end.runId), eq(billRunClients.state, 'PENDING')));
  if (waiting.some((w) => w.nextDate !== null && w.nextDate <= through)) return { ended: true, nextWave: null };
  const date = waiting
    .map((w) => w.nextDate)
    .filter((d): d is string => d !== null)
    .sort()[0];
  if (date === undefined) return { ended: true, nextWave: null };
  await tx.update(billRuns).set({ waveDate: date }).where(eq(billRuns.id, end.runId));
  return {
    ended: true,
    nextWave: { date, clientIds: waiting.filter((w) => w.nextDate === date).map((w) => w.clientId) },
  };
}

/** Whether a client's row still waits for the wave `through` (null: a job billing it whole). */
export function isDue(row: Pick<BillRunClientRow, 'state' | 'nextDate'>, through: string | null): boolean {
  if (row.state !== 'PENDING') return false;
  return through === null || row.nextDate === null || row.nextDate <= through;
}

export async function findRunningBillRun(db: Db, bakeryId: number): Promise<BillRunRow | null> {
  const [row] = await db
    .select()
    .from(billRuns)
    .where(and(eq(billRuns.bakeryId, bakeryId), eq(billRuns.state, 'RUNNING')))
    .limit(1);
  return row ?? null;
}

/** A run with its clients' rows (each with its planned dates and first wave); a run without clients is DONE at once. */
export async function insertBillRun(
  tx: Tx,
  run: { bakeryId: number; periodFrom: string; periodTo: string; startedAt: Date; waveDate: string | null },
  clients: readonly { id: number; name: string; dates: string[]; nextDate: string | null }[],
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
    await tx.insert(billRunClients).values(
      clients.map((c) => ({
        runId: inserted.id,
        clientId: c.id,
        clientName: c.name,
        dates: c.dates,
        nextDate: c.nextDate,
      })),
    );
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

/** What the issue deadline of a run's bills is judged on (bill-issue-time.ts). */
export function findRunBillTimings(db: Db, runId: number) {
  return db
    .select({ id: bills.id, documentType: bills.documentType, sentAt: bills.sentAt, snapshot: bills.snapshot })
    .from(bills)
    .where(eq(bills.billRunId, runId));
}
