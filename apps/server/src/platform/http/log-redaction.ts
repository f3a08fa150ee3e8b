import type { FastifyRequest } from 'fastify';

const REDACTED = 'redacted';

/**
 * Addresses that carry a secret in their path: the segment after the prefix (and the given count of segments) is
 * it. The instruction sheet's address holds the guest's password (/printInstruction/:language/:username/:password/…,
 * SPEC §2); the e-mails' links hold one-time tokens (/password/restore/:token, /login/:token).
 */
const SECRET_SEGMENTS: readonly { prefix: string; skip: number }[] = [
  { prefix: '/printInstruction/', skip: 2 },
  { prefix: '/password/restore/', skip: 0 },
  { prefix: '/login/', skip: 0 },
];

/** Query parameters that are secrets: the guest's QR sign-in link (/guest?token=…). */
const SECRET_PARAMS: readonly string[] = ['token'];

/**
 * A request's address as the log writes it, without the secrets some addresses carry (SECRET_SEGMENTS,
 * SECRET_PARAMS): each becomes "redacted". Fastify logs every request's address at level info, production's
 * default, so the log would otherwise keep guests' passwords and sign-in tokens wherever logs are shipped.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
  for (const { prefix, skip } of SECRET_SEGMENTS) {
    if (!path.startsWith(prefix)) continue;
    const segments = path.slice(prefix.length).split('/');
    if (segments.length > skip && segments[skip] !== '') segments[skip] = REDACTED;
    path = prefix + segments.join('/');
  }
  if (query === '') return path;
  const params = new URLSearchParams(query);
  const secret = SECRET_PARAMS.filter((name) => params.has(name));
  if (secret.length === 0) return `${path}?${query}`;
  for (const name of secret) params.set(name, REDACTED);
  return `${path}?${params.toString()}`;
}

/** Fastify's own request serializer for the log, with the address through `loggedUrl`. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
