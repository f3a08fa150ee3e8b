import { and, eq, gt, isNull } from 'drizzle-orm';
import { authTokens } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';
import { randomCode, randomUrlToken, sha256 } from '../../platform/auth/tokens';

export type TokenPurpose = 'verify' | 'reset';

/** Creates a one-time link token (and a typed code); earlier unused ones of the same purpose stop working. */
export async function createAuthToken(db: Db, userId: number, purpose: TokenPurpose, validMs: number, now: Date) {
  const token = randomUrlToken();
  const code = randomCode();
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({
      userId,
      purpose,
      tokenHash: sha256(token),
      codeHash: sha256(`${userId}:${code}`),
      expiresAt: new Date(now.getTime() + validMs),
    });
  });
  return { token, code };
}

/** Marks a valid token used and returns its user id, or null when unknown, used or expired. */
export async function consumeAuthToken(
  db: Db,
  purpose: TokenPurpose,
  by: { token: string } | { userId: number; code: string },
  now: Date,
) {
  const match =
    'token' in by
      ? eq(authTokens.tokenHash, sha256(by.token))
      : and(eq(authTokens.userId, by.userId), eq(authTokens.codeHash, sha256(`${by.userId}:${by.code}`)));
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(match, eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}
