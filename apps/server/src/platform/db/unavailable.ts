/**
 * Whether `error` (or one of its causes) says the database cannot be reached right now — the server
 * restarting or failing over, the network to it gone, its connections used up — rather than that a
 * statement was wrong. Such a request is answered 503 with Retry-After and SERVICE_UNAVAILABLE, and
 * the next one after the database is back works again (the pool connects anew).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 6; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
    current = current.cause;
  }
  return false;
}

/** Node's socket errors on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of an unreachable server: class 08 (connection exception), 57P01–57P03
 * (shut down by the administrator, crash shutdown, cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08\w{3}|57P0[123]|53300)$/;

/** node-postgres's own messages when a connection breaks or cannot be had in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
