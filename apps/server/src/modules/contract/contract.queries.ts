import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { userDetails, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';

/** The hosts and private customers of a bakery that can be told by mail: usable, with an address. */
function mailableClientOf(bakeryId: number) {
  return and(
    eq(users.bakeryId, bakeryId),
    isNull(users.hostId),
    eq(users.isBakery, false),
    eq(users.blocked, false),
    eq(users.awaitingAcceptance, false),
    isNotNull(users.email),
  );
}

/** Hosts and private customers of a bakery that can be told by mail (usable, with an address). */
export function findMailableClients(db: Db, bakeryId: number) {
  return db
    .select({
      email: users.email,
      username: users.username,
      language: users.language,
      companyName: userDetails.companyName,
      fullName: userDetails.fullName,
    })
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(mailableClientOf(bakeryId));
}

/** How many clients a notice of the bakery would tell by mail (the confirmation names the number). */
export async function countMailableClients(db: Db, bakeryId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(mailableClientOf(bakeryId));
  return row?.n ?? 0;
}

/** Bakeries whose notice has a first blocked day and that the contract job has not blocked yet. */
export function findPendingContractEnds(db: Db) {
  return db
    .select({ id: users.id, timeZone: users.timeZone, blockedFrom: users.contractBlockedFrom })
    .from(users)
    .where(and(eq(users.isBakery, true), isNotNull(users.contractBlockedFrom), isNull(users.contractEndedAt)));
}

/**
 * Blocks a bakery whose contract ended, once: only while contract_ended_at is empty, so a second
 * run or another instance changes nothing. Ends its sessions (token version). True when this call blocked it.
 */
export async function endContract(db: Db, bakeryId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      blocked: true,
      contractEndedAt: sql`now()`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, bakeryId), isNotNull(users.contractBlockedFrom), isNull(users.contractEndedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

type UserRow = typeof users.$inferSelect;

/** Records the bakery's notice unless it already gave one (then undefined). */
export async function recordNotice(
  db: Db,
  bakeryId: number,
  notice: { on: string; lastDay: string; blockedFrom: string },
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({
      contractNoticeOn: notice.on,
      contractLastDay: notice.lastDay,
      contractBlockedFrom: notice.blockedFrom,
      contractEndedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, bakeryId), isNull(users.contractNoticeOn)))
    .returning();
  return updated;
}

/** Clears the notice while the contract still runs (not ended, blocking still after `today`); undefined otherwise. */
export async function clearRunningNotice(db: Db, bakeryId: number, today: string): Promise<UserRow | undefined> {
  const [withdrawn] = await db
    .update(users)
    .set({ contractNoticeOn: null, contractLastDay: null, contractBlockedFrom: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, bakeryId), isNull(users.contractEndedAt), gt(users.contractBlockedFrom, today)))
    .returning();
  return withdrawn;
}

/** Clears the notice and its end; `unblock` also lifts the block the contract's end had set. */
export async function clearNotice(db: Db, bakeryId: number, unblock: boolean): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      contractNoticeOn: null,
      contractLastDay: null,
      contractBlockedFrom: null,
      contractEndedAt: null,
      ...(unblock ? { blocked: false } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, bakeryId))
    .returning();
  return row;
}
