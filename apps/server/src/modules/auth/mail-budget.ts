import type { RequestContext } from '../../platform/graphql/context';

/** Account mails (reset, verification, "you already have an account") one address gets per hour. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;

/**
 * Spends one mail of the address's hourly budget; false when it is used up. Keeps anyone from
 * flooding one inbox through forgotPassword/resendConfirmation/register from many addresses,
 * which the per-IP throttle alone would allow. The caller's answer stays the same either way.
 */
export async function mayMail(ctx: RequestContext, address: string): Promise<boolean> {
  const budget = { name: 'mail', max: MAILS_PER_ADDRESS_PER_HOUR, windowMs: 3600_000 };
  return (await ctx.platform.throttle.hit(budget, address.toLowerCase())).allowed;
}
