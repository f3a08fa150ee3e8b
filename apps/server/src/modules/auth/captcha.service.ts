import { randomBytes, randomInt } from 'node:crypto';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import { claimCaptcha } from './captcha.queries';

const CAPTCHA_VALID = '15m';

/**
 * A maths captcha (password reset, contact form); the answer travels only as a keyed hash inside a
 * signed token, beside a nonce that `assertCaptcha` lets through once.
 */
export async function createCaptcha(ctx: RequestContext): Promise<{ question: string; token: string }> {
  const a = randomInt(2, 20);
  const b = randomInt(2, 20);
  const nonce = randomBytes(12).toString('base64url');
  const token = await ctx.platform.tokens.signPayload(
    { n: nonce, h: ctx.platform.tokens.hmac(`${nonce}:${a + b}`) },
    CAPTCHA_VALID,
  );
  return { question: `${a} + ${b}`, token };
}

/**
 * CAPTCHA_WRONG unless the token is the server's, unexpired, never tried before and `answer` is its
 * sum (issue 45). The try is recorded in the database before the answer is compared, so a right
 * answer spends the token and a wrong one voids it, on every instance: one solved captcha sends one
 * form, and the 35 possible answers cannot be guessed on one token.
 */
export async function assertCaptcha(ctx: RequestContext, token: string, answer: number): Promise<void> {
  const { tokens, db } = ctx.platform;
  const payload = await tokens.verifyPayload(token);
  if (!payload || typeof payload.n !== 'string' || typeof payload.exp !== 'number') fail('CAPTCHA_WRONG');
  const first = await claimCaptcha(db, payload.n, new Date(payload.exp * 1000));
  if (!first || payload.h !== tokens.hmac(`${payload.n}:${answer}`)) fail('CAPTCHA_WRONG');
}
