import { fail } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash';
import type { RequestContext } from '../../platform/graphql/context';
import { userLanguage, type UserRow } from '../users/account';
import { findUserByEmail, findUserById, setPasswordHash } from '../users/users.queries';
import { consumeAuthToken, createAuthToken } from './auth-tokens.queries';
import { resetMail } from './auth.mails';
import { assertPasswordValid } from './credentials';
import { assertCaptcha } from './captcha.service';
import { mayMail } from './mail-budget';
import { runAfterAnswer } from '../../platform/background';

export const RESET_VALID_MS = 2 * 3600 * 1000;

/**
 * Mails a link to /password/restore/{code} (requirements/accounts-and-sign-in.md#passwords) when an account has the address. The answer is
 * the same, and as fast, for any address (the lookup and the mail run after it): nobody learns
 * which addresses have an account. At most MAILS_PER_ADDRESS_PER_HOUR mails per address.
 */
export function forgotPassword(ctx: RequestContext, email: string): void {
  runAfterAnswer('password reset mail', async () => {
    const user = await findUserByEmail(ctx.platform.db, email.trim());
    if (!user?.email || !(await mayMail(ctx, user.email))) return;
    const { token } = await createAuthToken(ctx.platform.db, user.id, 'reset', RESET_VALID_MS, ctx.platform.now());
    const link = `${ctx.platform.config.publicUrl}/password/restore/${token}`;
    await ctx.platform.mailer.queue(resetMail(userLanguage(user), user.email, user.username, link));
  });
}

export interface ResetInput {
  code: string;
  password: string;
  passwordConfirmation: string;
  captchaToken: string;
  captchaAnswer: number;
}

/**
 * Sets a new password from a reset link. Also unlocks an account locked by false logins,
 * confirms the e-mail (the link proves it) and ends every earlier session.
 */
export async function resetPassword(ctx: RequestContext, input: ResetInput): Promise<void> {
  // the password first: a refused one does not spend the captcha
  assertPasswordValid(input.password, input.passwordConfirmation);
  await assertCaptcha(ctx, input.captchaToken, input.captchaAnswer);
  const passwordHash = await hashPassword(input.password);
  const userId = await consumeAuthToken(ctx.platform.db, 'reset', { token: input.code }, ctx.platform.now());
  if (userId === null) fail('LINK_INVALID');
  await setPassword(ctx, userId, passwordHash, { unlock: true });
}

/** Changes the viewer's password; returns the account so a fresh session token can be issued. */
export async function changePassword(
  ctx: RequestContext,
  input: { currentPassword: string; password: string; passwordConfirmation: string },
): Promise<UserRow> {
  const viewer = ctx.viewer ?? fail('UNAUTHENTICATED');
  const user = (await findUserById(ctx.platform.db, viewer.id)) ?? fail('UNAUTHENTICATED');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) fail('PASSWORD_WRONG');
  assertPasswordValid(input.password, input.passwordConfirmation);
  return setPassword(ctx, user.id, await hashPassword(input.password), { unlock: false });
}

async function setPassword(
  ctx: RequestContext,
  userId: number,
  passwordHash: string,
  opts: { unlock: boolean },
): Promise<UserRow> {
  return (await setPasswordHash(ctx.platform.db, userId, passwordHash, opts.unlock)) ?? fail('NOT_FOUND');
}
