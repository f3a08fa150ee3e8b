import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { priceLists, userDetails, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { one } from '../../platform/db/rows';
import { batchedPerDatabase } from '../../platform/db/batched';
import { preparedPerDatabase } from '../../platform/db/prepared';
import type { UserRow } from './account';

const userByIdStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

/** One account by id (prepared: the SQL is built once). The token check reads through findSessionUser. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await userByIdStatement(db).execute({ id });
  return row;
}

const usersByIdsStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('users_by_ids'),
);

/**
 * The token check's account read (every signed-in request): the requests of one turn of the event
 * loop read their accounts in one statement (platform/db/batched; a burst of 200 orders needs a
 * handful of statements instead of 200). Never cached: a signed-out token fails at once.
 */
export const findSessionUser = batchedPerDatabase(
  (db, ids: readonly number[]) => findUsersByIds(db, ids),
  (rows, id): UserRow | undefined => rows.find((r) => r.id === id),
);

/** The accounts of these ids (any order; ids without an account are left out). */
export function findUsersByIds(db: Db | Tx, ids: readonly number[]): Promise<UserRow[]> {
  return usersByIdsStatement(db).execute({ ids: [...ids] });
}

export function findDetailsByUserIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(userDetails)
    .where(inArray(userDetails.userId, [...ids]));
}

/** Exact, case-insensitive match on username or e-mail. */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const lower = identifier.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lower}`, sql`lower(${users.email}) = ${lower}`))
    .limit(2);
  // a username match wins over another account's e-mail
  return rows.find((r) => r.username.toLowerCase() === lower) ?? rows[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * Guests whose username starts with the identifier (label + 32-character suffix), at most `limit`;
 * with `currentOn`, only those not removed (blocked) whose stay has not ended before that day.
 */
export function findGuestCandidates(db: Db, identifier: string, limit: number, currentOn?: string) {
  const pattern = identifier.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
  return db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) like ${pattern}`,
        sql`${users.hostId} is not null`,
        eq(users.isBakery, false),
        eq(users.isHost, false),
        currentOn === undefined ? undefined : and(eq(users.blocked, false), gte(users.activeTo, currentOn)),
      ),
    )
    .orderBy(users.id)
    .limit(limit);
}

export async function countUsersWhere(db: Db, column: 'username' | 'email', value: string): Promise<number> {
  const col = column === 'username' ? users.username : users.email;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`lower(${col}) = ${value.toLowerCase()}`);
  return row?.n ?? 0;
}

/** Counts a false login; locks the account when the limit is reached. Atomic across instances. */
export async function recordFailedLogin(db: Db, userId: number, maxFailed: number): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1`, locked: sql`${users.failedLogins} + 1 >= ${maxFailed}` })
    .where(eq(users.id, userId))
    .returning({ locked: users.locked });
  return row?.locked ?? false;
}

export async function clearFailedLogins(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: 0 })
    .where(and(eq(users.id, userId), sql`${users.failedLogins} > 0`));
}

/** Sets an account's language; undefined when there is no such account. */
export async function updateUserLanguage(db: Db, id: number, language: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Adds (once) or removes one tutorial key of an account's closed tutorials in one statement, so two
 * devices closing at the same time both count; the list after the change, or undefined without the account.
 */
export async function updateDismissedTutorial(
  db: Db,
  id: number,
  key: string,
  dismissed: boolean,
): Promise<string[] | undefined> {
  const list = users.dismissedTutorials;
  const [row] = await db
    .update(users)
    .set({
      dismissedTutorials: dismissed
        ? sql`case when ${key}::text = any(${list}) then ${list} else array_append(${list}, ${key}::text) end`
        : sql`array_remove(${list}, ${key}::text)`,
    })
    .where(eq(users.id, id))
    .returning({ dismissedTutorials: users.dismissedTutorials });
  return row?.dismissedTutorials;
}

/** Inserts an account with its (empty) base data row; returns the account. */
export async function insertAccount(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('insert into users returned no row');
  await tx.insert(userDetails).values({ userId: user.id });
  return user;
}

/** Sets a new password hash and ends every session (token version + 1); `unlock` also clears a lock. */
export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  unlock: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
      ...(unlock ? { failedLogins: 0, locked: false, confirmed: true } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** The bakery's default price list (what a newly registered private customer gets), if it has one. */
export async function findDefaultPriceListId(tx: Tx, bakeryId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(and(eq(priceLists.bakeryId, bakeryId), eq(priceLists.isDefault, true)))
    .limit(1);
  return row?.id ?? null;
}

/** The address is confirmed (the verification link or code was right). */
export async function markConfirmed(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ confirmed: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

type DetailValues = Omit<typeof userDetails.$inferInsert, 'userId'>;

/** Changes an account's columns and marks it changed; `endSessions` also bumps the token version. */
export async function updateAccount(
  db: Db | Tx,
  id: number,
  change: Partial<typeof users.$inferInsert>,
  opts: { endSessions?: boolean } = {},
): Promise<UserRow> {
  return one(
    await db
      .update(users)
      .set({
        ...change,
        ...(opts.endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning(),
    'updated account',
  );
}

/** Inserts an account with its base data. */
export async function insertAccountWithDetails(
  tx: Tx,
  values: typeof users.$inferInsert,
  detail: DetailValues,
): Promise<UserRow> {
  const row = one(await tx.insert(users).values(values).returning(), 'inserted account');
  await tx.insert(userDetails).values({ ...detail, userId: row.id });
  return row;
}

/** Writes an account's base data, inserting its row if it has none. */
export async function upsertDetails(tx: Tx, userId: number, detail: DetailValues): Promise<void> {
  await tx
    .insert(userDetails)
    .values({ ...detail, userId })
    .onConflictDoUpdate({ target: userDetails.userId, set: detail });
}
