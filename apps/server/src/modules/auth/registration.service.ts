import type { Language } from '@bakery/core';
import { fail } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/password-hash';
import type { RequestContext } from '../../platform/graphql/context';
import { userLanguage, type UserRow } from '../users/account';
import {
  countUsersWhere,
  findDefaultPriceListId,
  findUserByEmail,
  findUserByIdentifier,
  insertAccount,
  markConfirmed,
} from '../users/users.queries';
import { consumeAuthToken, createAuthToken } from './auth-tokens.queries';
import { accountExistsMail, verificationMail } from './auth.mails';
import { mayMail } from './mail-budget';
import { runAfterAnswer } from '../../platform/background';
import { RESET_VALID_MS } from './password.service';
import { assertEmailValid, assertPasswordValid, assertUsernameValid, uniqueViolation } from './credentials';

const VERIFY_VALID_MS = 48 * 3600 * 1000;
/**
 * Typed codes one address may try per hour: a 6-digit code lives 48 h, so at most 240 guesses of
 * a million, however many addresses the guesser has (the per-IP budget alone would not bound it).
 */
export const CODE_TRIES_PER_HOUR = 5;

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  language?: Language | null;
}

/** The one bakery that takes self-registrations (requirements/accounts-and-sign-in.md#registration), or null when none is configured. */
export async function findRegistrationBakery(ctx: RequestContext) {
  const bakery = await findUserByIdentifier(ctx.platform.db, ctx.platform.config.registrationBakery);
  return bakery?.isBakery && !bakery.blocked ? bakery : null;
}

/**
 * Self-registration of a private customer of the registration bakery. The account must confirm
 * its e-mail, then waits (blocked) until the bakery accepts it. Nothing is written on bad input.
 * A taken username is said (the registrant must choose another; the per-IP throttle bounds the
 * guesses); a taken e-mail is not: the answer and its timing are those of a new account, and the
 * address's owner gets a notice with a reset link instead (ASVS: registration must not enumerate).
 */
export async function register(ctx: RequestContext, input: RegisterInput): Promise<void> {
  const username = input.username.trim();
  const email = input.email.trim();
  assertUsernameValid(username);
  assertEmailValid(email);
  assertPasswordValid(input.password);
  const bakery = await findRegistrationBakery(ctx);
  if (!bakery) fail('REGISTRATION_CLOSED');
  const { db } = ctx.platform;
  if ((await countUsersWhere(db, 'username', username)) > 0) fail('USERNAME_TAKEN', { field: 'username' });
  const language = input.language ?? ctx.requestLanguage;
  const passwordHash = await hashPassword(input.password); // also for a taken address: the same time
  const owner = await findUserByEmail(db, email);
  if (owner) return noticeExistingAccount(ctx, owner);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const priceListId = await findDefaultPriceListId(tx, bakery.id);
      const created = await insertAccount(tx, {
        username,
        email,
        passwordHash,
        language,
        bakeryId: bakery.id,
        confirmed: false,
        blocked: true,
        awaitingAcceptance: true,
        priceListId,
      });
      return created.id;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'users_email_lower_uq') return; // registered in the same moment: one account, same answer
    if (constraint !== null) fail('USERNAME_TAKEN', { field: 'username' });
    throw err;
  }
  runAfterAnswer('verification mail', () => sendVerification(ctx, { id: userId, username, email, language }));
}

function noticeExistingAccount(ctx: RequestContext, owner: UserRow): void {
  runAfterAnswer('account notice mail', async () => {
    if (!owner.email || !(await mayMail(ctx, owner.email))) return;
    const { token } = await createAuthToken(ctx.platform.db, owner.id, 'reset', RESET_VALID_MS, ctx.platform.now());
    const link = `${ctx.platform.config.publicUrl}/password/restore/${token}`;
    await ctx.platform.mailer.queue(accountExistsMail(userLanguage(owner), owner.email, owner.username, link));
  });
}

async function sendVerification(
  ctx: RequestContext,
  user: { id: number; username: string; email: string; language: Language },
) {
  if (!(await mayMail(ctx, user.email))) return;
  const { token, code } = await createAuthToken(
    ctx.platform.db,
    user.id,
    'verify',
    VERIFY_VALID_MS,
    ctx.platform.now(),
  );
  const link = `${ctx.platform.config.publicUrl}/login/${token}`;
  await ctx.platform.mailer.queue(verificationMail(user.language, user.email, user.username, link, code));
}

/** Verifies by the link's token, or by e-mail plus the typed code. */
export async function confirmEmail(
  ctx: RequestContext,
  input: { token?: string | null; email?: string | null; code?: string | null },
): Promise<void> {
  const { db } = ctx.platform;
  let userId: number | null;
  if (input.token) {
    userId = await consumeAuthToken(db, 'verify', { token: input.token }, ctx.platform.now());
    if (userId === null) fail('LINK_INVALID');
  } else if (input.email && input.code) {
    const tries = { name: 'verify-code', max: CODE_TRIES_PER_HOUR, windowMs: 3600_000 };
    if (!(await ctx.platform.throttle.hit(tries, input.email.trim().toLowerCase())).allowed) fail('TOO_MANY_ATTEMPTS');
    const user = await findUserByEmail(db, input.email.trim());
    userId = user
      ? await consumeAuthToken(db, 'verify', { userId: user.id, code: input.code.trim() }, ctx.platform.now())
      : null;
    if (userId === null) fail('VERIFICATION_CODE_WRONG');
  } else {
    fail('BAD_INPUT', { fields: ['token', 'code'] });
  }
  await markConfirmed(db, userId);
}

/** Sends a fresh verification mail to an unconfirmed account; the same answer, as fast, for any address. */
export function resendConfirmation(ctx: RequestContext, email: string): void {
  runAfterAnswer('verification mail', async () => {
    const user = await findUserByEmail(ctx.platform.db, email.trim());
    if (!user?.email || user.confirmed) return;
    await sendVerification(ctx, {
      id: user.id,
      username: user.username,
      email: user.email,
      language: userLanguage(user),
    });
  });
}
