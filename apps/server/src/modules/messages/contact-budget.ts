import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';

/** Contact-form messages one e-mail address may send a day (issue 45). */
export const CONTACT_MESSAGES_PER_ADDRESS_PER_DAY = 5;
/** Notice mails the contact form sends support an hour, whichever addresses write; the messages are kept beyond it. */
export const SUPPORT_NOTICES_PER_HOUR = 20;

const DAY_MS = 24 * 3600_000;

/**
 * Spends one message of the address's daily budget, CONTACT_LIMIT_REACHED when it is used up. The
 * per-IP budget alone let one visitor fill support's inbox from a single address all day.
 */
export async function spendContactBudget(ctx: RequestContext, email: string): Promise<void> {
  const budget = { name: 'contact', max: CONTACT_MESSAGES_PER_ADDRESS_PER_DAY, windowMs: DAY_MS };
  if (!(await ctx.platform.throttle.hit(budget, email.toLowerCase())).allowed) fail('CONTACT_LIMIT_REACHED');
}

/**
 * Spends one of the hour's support notice mails of the contact form; false when they are used up.
 * Anyone may claim any address, so the per-address budget alone would not keep a flood out of the
 * operators' mailboxes.
 */
export async function maySendSupportNotice(ctx: RequestContext): Promise<boolean> {
  const budget = { name: 'support-notice', max: SUPPORT_NOTICES_PER_HOUR, windowMs: 3600_000 };
  return (await ctx.platform.throttle.hit(budget, 'contact-form')).allowed;
}
