import { and, eq, gt, isNull } from 'drizzle-orm';
import { authTokens } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';

/** The purpose of a guest's QR sign-in token in auth_tokens. */
export const GUEST_QR_PURPOSE = 'guest_qr';

const liveTokensOf = (guestId: number) =>
  and(eq(authTokens.userId, guestId), eq(authTokens.purpose, GUEST_QR_PURPOSE), isNull(authTokens.usedAt));

export async function insertGuestToken(
  db: Db | Tx,
  guestId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(authTokens).values({ userId: guestId, purpose: GUEST_QR_PURPOSE, tokenHash, expiresAt });
}

/** Marks every live QR token of the guest used; returns how many. */
export async function revokeGuestTokens(db: Db, guestId: number, now: Date): Promise<number> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(liveTokensOf(guestId))
    .returning({ id: authTokens.id });
  return rows.length;
}

export async function setGuestTokensExpiry(tx: Tx, guestId: number, expiresAt: Date): Promise<void> {
  await tx.update(authTokens).set({ expiresAt }).where(liveTokensOf(guestId));
}

/** The guest a live, unexpired QR token (by its hash) belongs to. */
export async function findGuestIdByToken(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, GUEST_QR_PURPOSE),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  return row?.userId;
}
