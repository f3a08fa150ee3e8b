import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/index';
import type { Db } from '../db/database';

/** How many attempts one key may make in one fixed window. */
export interface Budget {
  /** Prefix of the keys, e.g. `auth` → `auth:203.0.113.9`. */
  name: string;
  max: number;
  windowMs: number;
}

export interface ThrottleResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

const SWEEP_EVERY_MS = 60_000;

/** The fixed window `nowMs` falls in, and the seconds until it ends (for Retry-After). */
function windowOf(budget: Budget, nowMs: number): { windowStart: Date; retryAfterSeconds: number } {
  const start = Math.floor(nowMs / budget.windowMs) * budget.windowMs;
  return {
    windowStart: new Date(start),
    retryAfterSeconds: Math.max(1, Math.ceil((start + budget.windowMs - nowMs) / 1000)),
  };
}

/**
 * Attempt counters in the database (table `rate_limits`), so that every server instance on one
 * database spends the same budget: a per-instance counter would give N instances N budgets.
 * One upsert per counted request; the row lock makes concurrent increments exact.
 */
export class Throttle {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Counts `weight` attempts for `key` under `budget`; refused once the window's total passes `max`. */
  async hit(budget: Budget, key: string, weight = 1): Promise<ThrottleResult> {
    const nowMs = this.now().getTime();
    const { windowStart, retryAfterSeconds } = windowOf(budget, nowMs);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: `${budget.name}:${key}`, windowStart, hits: weight })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          // a newer window starts from this attempt; the same (or, from a lagging clock, an older) one adds to it
          hits: sql`case when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.hits} + excluded.hits else excluded.hits end`,
          windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
        },
      })
      .returning({ hits: rateLimits.hits });
    await this.sweep(nowMs);
    const hits = row?.hits ?? weight;
    return { allowed: hits <= budget.max, hits, retryAfterSeconds };
  }

  /** What `key` has spent in the current window, without counting an attempt (no write). */
  async peek(budget: Budget, key: string): Promise<ThrottleResult> {
    const { windowStart, retryAfterSeconds } = windowOf(budget, this.now().getTime());
    const [row] = await this.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, `${budget.name}:${key}`), gte(rateLimits.windowStart, windowStart)));
    const hits = row?.hits ?? 0;
    return { allowed: hits < budget.max, hits, retryAfterSeconds };
  }

  /** Drops counters of windows long gone, at most once a minute per instance. */
  private async sweep(nowMs: number): Promise<void> {
    if (nowMs - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = nowMs;
    await this.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(nowMs - 24 * 3600_000)));
  }
}
