import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../graphql/context';
import { countCredentialFields } from '../throttle/throttled-fields';
import type { Budget } from '../throttle/throttle';

/** Sign-in, registration and mail attempts of one client address per minute (AUTH_RATE_LIMIT). */
export function credentialBudget(platform: Platform): Budget {
  return { name: 'auth', max: platform.config.authRateLimit, windowMs: 60_000 };
}

/**
 * preHandler of POST /graphql: every credential or mail operation in the document spends one
 * attempt of the client address's budget, shared by all instances; over it, 429 and nothing runs.
 * The address is the socket's unless TRUST_PROXY names the proxies in front.
 */
export function throttleCredentialAttempts(platform: Platform) {
  const budget = credentialBudget(platform);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const query = (req.body as { query?: unknown } | undefined)?.query;
    const attempts = typeof query === 'string' ? countCredentialFields(query) : 0;
    if (attempts === 0) return;
    const result = await platform.throttle.hit(budget, req.ip, attempts);
    if (result.allowed) return;
    await reply
      .code(429)
      .header('retry-after', String(result.retryAfterSeconds))
      .send({ errors: [{ message: 'TOO_MANY_ATTEMPTS', extensions: { code: 'TOO_MANY_ATTEMPTS' } }] });
  };
}
