import { eq, sql } from 'drizzle-orm';
import { userDetails, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';

type UserRow = typeof users.$inferSelect;
type DetailsRow = typeof userDetails.$inferSelect;
type DetailsValues = Omit<typeof userDetails.$inferInsert, 'userId' | 'country'> & { country?: string | null };

/** The bakery's account and its order deadline ('HH:MM:SS' or null). */
export async function findBakeryWithDeadline(
  db: Db,
  bakeryId: number,
): Promise<{ user: UserRow | undefined; deadline: string | null }> {
  const [user] = await db.select().from(users).where(eq(users.id, bakeryId));
  const [detail] = await db
    .select({ deadline: userDetails.deadline })
    .from(userDetails)
    .where(eq(userDetails.userId, bakeryId));
  return { user, deadline: detail?.deadline ?? null };
}

export async function updateAccountSettings(
  tx: Tx,
  userId: number,
  set: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function upsertDeadline(tx: Tx, userId: number, deadline: string | null): Promise<void> {
  await tx
    .insert(userDetails)
    .values({ userId, deadline })
    .onConflictDoUpdate({ target: userDetails.userId, set: { deadline } });
}

export async function findDetails(db: Db, userId: number): Promise<DetailsRow | undefined> {
  const [stored] = await db.select().from(userDetails).where(eq(userDetails.userId, userId));
  return stored;
}

/** Stores the account's base data (country IT when none is given) and marks the account changed. */
export async function saveDetails(db: Db, userId: number, values: DetailsValues): Promise<DetailsRow> {
  const set = { ...values, country: values.country ?? 'IT' };
  const [row] = await db
    .insert(userDetails)
    .values({ ...set, userId })
    .onConflictDoUpdate({ target: userDetails.userId, set })
    .returning();
  if (!row) throw new Error('upsert of user_details returned no row');
  await db
    .update(users)
    .set({ updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return row;
}

export async function setAcceptsGuestOrders(db: Db, userId: number, accepts: boolean): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ acceptsGuestOrders: accepts, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
