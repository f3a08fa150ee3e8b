import type { IncomingHttpHeaders } from 'node:http';

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'] as const;

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * True for a request made on this machine: the socket's peer is a loopback address and no proxy
 * says it forwards someone else (a reverse proxy on the same host connects from 127.0.0.1 too).
 * Decided from the socket, never from TRUST_PROXY: the development mail outbox hangs on it.
 */
export function isLocalRequest(req: {
  socket: { remoteAddress?: string | undefined };
  headers: IncomingHttpHeaders;
}): boolean {
  return isLoopback(req.socket.remoteAddress) && PROXY_HEADERS.every((h) => req.headers[h] === undefined);
}
