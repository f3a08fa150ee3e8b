import { lt } from 'drizzle-orm';
import { usedCaptchas } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';

const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Records that the captcha with `nonce` was tried; true only for the first try on any instance
 * (the primary key decides between concurrent tries). Rows of expired captchas are dropped, at
 * most once a minute per instance and database, by the real clock: the one jose checks the
 * token's expiry with (a row swept earlier would let its token through again).
 */
export async function claimCaptcha(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const now = new Date();
  const claimed = await db
    .insert(usedCaptchas)
    .values({ nonce, expiresAt })
    .onConflictDoNothing({ target: usedCaptchas.nonce })
    .returning({ nonce: usedCaptchas.nonce });
  if (now.getTime() - (lastSweep.get(db) ?? 0) >= SWEEP_EVERY_MS) {
    lastSweep.set(db, now.getTime());
    await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
  }
  return claimed.length === 1;
}
