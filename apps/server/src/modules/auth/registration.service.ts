import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '@bakery/core';
import { priceLists, userDetails, users } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/password-hash';
import type { RequestContext } from '../../platform/graphql/context';
import { userLanguage } from '../users/account';
import { countUsersWhere, findUserByEmail, findUserByIdentifier } from '../users/users.queries';
import { consumeAuthToken, createAuthToken } from './auth-tokens.queries';
import { verificationMail } from './auth.mails';
import { assertEmailValid, assertPasswordValid, assertUsernameValid, uniqueViolation } from './credentials';

const VERIFY_VALID_MS = 48 * 3600 * 1000;

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  language?: Language | null;
}

/** The one bakery that takes self-registrations (§2), or null when none is configured. */
export async function findRegistrationBakery(ctx: RequestContext) {
  const bakery = await findUserByIdentifier(ctx.platform.db, ctx.platform.config.registrationBakery);
  return bakery?.isBakery && !bakery.blocked ? bakery : null;
}

/**
 * Self-registration of a private customer of the registration bakery. The account must confirm
 * its e-mail, then waits (blocked) until the bakery accepts it. Nothing is written on bad input.
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
  if ((await countUsersWhere(db, 'email', email)) > 0) fail('EMAIL_TAKEN', { field: 'email' });
  const language = input.language ?? ctx.requestLanguage;
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [defaultList] = await tx.select({ id: priceLists.id }).from(priceLists).where(and(eq(priceLists.bakeryId, bakery.id), eq(priceLists.isDefault, true))).limit(1);
      const [created] = await tx
        .insert(users)
        .values({ username, email, passwordHash, language, bakeryId: bakery.id, confirmed: false, blocked: true, awaitingAcceptance: true, priceListId: defaultList?.id ?? null })
        .returning({ id: users.id });
      await tx.insert(userDetails).values({ userId: created!.id });
      return created!.id;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'users_email_lower_uq') fail('EMAIL_TAKEN', { field: 'email' });
    if (constraint !== null) fail('USERNAME_TAKEN', { field: 'username' });
    throw err;
  }
  await sendVerification(ctx, { id: userId, username, email, language });
}

async function sendVerification(ctx: RequestContext, user: { id: number; username: string; email: string; language: Language }) {
  const { token, code } = await createAuthToken(ctx.platform.db, user.id, 'verify', VERIFY_VALID_MS, ctx.platform.now());
  const link = `${ctx.platform.config.publicUrl}/login/${token}`;
  await ctx.platform.mailer.send(verificationMail(user.language, user.email, user.username, link, code));
}

/** Verifies by the link's token, or by e-mail plus the typed code. */
export async function confirmEmail(ctx: RequestContext, input: { token?: string | null; email?: string | null; code?: string | null }): Promise<void> {
  const { db } = ctx.platform;
  let userId: number | null;
  if (input.token) {
    userId = await consumeAuthToken(db, 'verify', { token: input.token }, ctx.platform.now());
    if (userId === null) fail('LINK_INVALID');
  } else if (input.email && input.code) {
    const user = await findUserByEmail(db, input.email.trim());
    userId = user ? await consumeAuthToken(db, 'verify', { userId: user.id, code: input.code.trim() }, ctx.platform.now()) : null;
    if (userId === null) fail('VERIFICATION_CODE_WRONG');
  } else {
    fail('BAD_INPUT', { fields: ['token', 'code'] });
  }
  await db.update(users).set({ confirmed: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Sends a fresh verification mail to an unconfirmed account. */
export async function resendConfirmation(ctx: RequestContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.platform.db, email.trim());
  if (!user?.email) fail('EMAIL_NOT_FOUND');
  if (user.confirmed) return;
  await sendVerification(ctx, { id: user.id, username: user.username, email: user.email, language: userLanguage(user) });
}
