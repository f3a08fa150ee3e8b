import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseCookies } from 'cookie';
import { LANGUAGE_COOKIE, resolveLanguage } from '@bakery/core';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { isLocalRequest } from '../../platform/http/local-request';
import { dateInZone } from '../../platform/time';
import { toViewer, type UserRow } from './account';
import { findSessionUser } from './users.queries';
import { userLoader } from './users.service';

/**
 * The account behind a bearer token, or null when the token is missing, stale or the account unusable:
 * blocked, locked, unconfirmed, awaiting acceptance, or outside its active dates — a guest's session
 * ends with its stay, and when its host shortens the stay, as sign-in refuses it then
 * (`assertUsable`, ACCOUNT_OUTSIDE_STAY).
 */
export async function userFromToken(platform: Platform, authorization: string | undefined): Promise<UserRow | null> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const claims = await platform.tokens.verify(token);
  if (!claims) return null;
  const user = await findSessionUser(platform.db, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) return null;
  if (user.blocked || user.locked || !user.confirmed || user.awaitingAcceptance) return null;
  if (!withinActiveDates(platform, user)) return null;
  return user;
}

/** Whether today, in the account's time zone, lies within its active dates (a guest's stay). */
function withinActiveDates(platform: Platform, user: UserRow): boolean {
  const today = dateInZone(platform.now(), user.timeZone ?? platform.config.bakeryTimeZone);
  return today >= user.activeFrom && today <= user.activeTo;
}

/** The request context of a /graphql request: the bearer token's account, language from cookie or browser. */
export async function graphqlContext(
  platform: Platform,
  server: { req: FastifyRequest; reply: FastifyReply },
): Promise<RequestContext> {
  const { req } = server;
  const user = await userFromToken(platform, req.headers.authorization);
  const ctx: RequestContext = {
    platform,
    viewer: user ? toViewer(user) : null,
    ip: req.ip,
    isLocal: isLocalRequest(req.raw),
    requestLanguage: resolveLanguage({
      browser: req.headers['accept-language'],
      cookie: req.headers.cookie ? parseCookies(req.headers.cookie)[LANGUAGE_COOKIE] : undefined,
    }),
  };
  // `me`, placeOrder and friends reuse the row just read. Yoga copies this object into the context it
  // hands to resolvers, which is `server` itself (Object.assign): the loader must be primed there.
  if (user) userLoader(server as unknown as RequestContext).prime(user.id, user);
  return ctx;
}

/**
 * The request context of a plain HTTP route (uploads, document downloads): the same bearer token
 * and language resolution as /graphql, so services check permissions and tenancy alike.
 */
export async function restContext(platform: Platform, req: FastifyRequest): Promise<RequestContext> {
  const user = await userFromToken(platform, req.headers.authorization);
  return {
    platform,
    viewer: user ? toViewer(user) : null,
    ip: req.ip,
    isLocal: isLocalRequest(req.raw),
    requestLanguage: resolveLanguage({ browser: req.headers['accept-language'] }),
  };
}
