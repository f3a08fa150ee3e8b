import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import { countUsersWhere } from './users.queries';

/** Signed-in bakeries and hosts create many accounts at once (clients, guests): a larger budget, per account. */
const SIGNED_IN_FACTOR = 10;

/**
 * How many accounts use a username or e-mail (0 = free, requirements/accounts-and-sign-in.md#usernames-and-e-mail-addresses), within an hourly budget —
 * per IP address for visitors (the registration form), per account for signed-in bakeries and
 * hosts — so that nobody can walk a list of names or addresses through it. Over the budget:
 * TOO_MANY_ATTEMPTS; the registration itself still says USERNAME_TAKEN.
 */
export async function countAccountsWith(
  ctx: RequestContext,
  field: 'username' | 'email',
  value: string,
): Promise<number> {
  await spendAvailabilityBudget(ctx);
  return countUsersWhere(ctx.platform.db, field, value.trim());
}

/**
 * One look-up of whether a name or address is taken, from the hourly budget of `countAccountsWith`:
 * every path that can answer USERNAME_TAKEN or EMAIL_TAKEN for a value of the caller's choosing spends
 * it (the client form too), so none is an unlimited look-up. Over the budget: TOO_MANY_ATTEMPTS.
 */
export async function spendAvailabilityBudget(ctx: RequestContext): Promise<void> {
  const { config, throttle } = ctx.platform;
  const signedIn = ctx.viewer !== null;
  const budget = {
    name: 'availability',
    max: config.availabilityRateLimit * (signedIn ? SIGNED_IN_FACTOR : 1),
    windowMs: 3600_000,
  };
  const result = await throttle.hit(budget, ctx.viewer ? `user:${ctx.viewer.id}` : `ip:${ctx.ip}`);
  if (!result.allowed) fail('TOO_MANY_ATTEMPTS', { retryAfterSeconds: result.retryAfterSeconds });
}
