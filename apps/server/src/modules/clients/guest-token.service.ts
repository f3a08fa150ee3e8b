import { addDays, orderDeadline } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireHost } from '../../platform/auth/require';
import { randomUrlToken, sha256 } from '../../platform/auth/tokens';
import type { RequestContext } from '../../platform/graphql/context';
import type { Tx } from '../../platform/db/database';
import { accountKind, type UserRow } from '../users/account';
import { findUserById } from '../users/users.queries';
import { assertUsable } from '../auth/login.service';
import { ownClient } from './clients.service';
import {
  findGuestIdByToken,
  GUEST_QR_PURPOSE,
  insertGuestToken,
  revokeGuestTokens,
  setGuestTokensExpiry,
} from './guest-tokens.queries';

/** auth_tokens.purpose of a guest's QR sign-in token (ADR 009). `used_at` set = revoked. */
export { GUEST_QR_PURPOSE };

/** The end of the guest's last stay day in the bakery's time zone: the token expires then. */
export function stayEnd(ctx: RequestContext, guest: Pick<UserRow, 'activeTo' | 'timeZone'>): Date {
  const zone = guest.timeZone ?? ctx.platform.config.bakeryTimeZone;
  try {
    return orderDeadline(addDays(guest.activeTo, 1), '00:00', zone, 0);
  } catch {
    return new Date(ctx.platform.now().getTime() + 366 * 86_400_000);
  }
}

/** The guest app's full address: GUEST_APP_URL as is when absolute, else below PUBLIC_URL. */
export function guestAppFullUrl(
  config: Pick<RequestContext['platform']['config'], 'publicUrl' | 'guestAppUrl'>,
): string {
  return /^https?:\/\//.test(config.guestAppUrl) ? config.guestAppUrl : `${config.publicUrl}${config.guestAppUrl}`;
}

export function guestSignInUrl(ctx: RequestContext, token: string): string {
  return `${guestAppFullUrl(ctx.platform.config)}?token=${encodeURIComponent(token)}`;
}

/** Stores a new token (hashed) for the guest; earlier ones stay valid until revoked or expired. */
export async function issueGuestSignInToken(
  ctx: RequestContext,
  guest: UserRow,
  db: Tx | RequestContext['platform']['db'] = ctx.platform.db,
) {
  const token = randomUrlToken();
  const expiresAt = stayEnd(ctx, guest);
  await insertGuestToken(db, guest.id, sha256(token), expiresAt);
  return { url: guestSignInUrl(ctx, token), expiresAt };
}

/** The host creates a QR sign-in link for one of its guests. */
export async function createGuestSignInToken(ctx: RequestContext, guestId: number) {
  requireHost(ctx);
  const guest = await ownClient(ctx, guestId);
  return issueGuestSignInToken(ctx, guest);
}

/** Revokes every sign-in link of the guest (printed sheets stop working); returns how many. */
export async function revokeGuestSignInTokens(ctx: RequestContext, guestId: number): Promise<number> {
  requireHost(ctx);
  await ownClient(ctx, guestId);
  return revokeGuestTokens(ctx.platform.db, guestId, ctx.platform.now());
}

/** A changed stay moves the expiry of the guest's live tokens with it. */
export async function moveGuestTokenExpiry(ctx: RequestContext, tx: Tx, guest: UserRow): Promise<void> {
  await setGuestTokensExpiry(tx, guest.id, stayEnd(ctx, guest));
}

/**
 * Public: signs a guest in with the token from its QR code. Unknown, revoked or expired tokens
 * are LINK_INVALID; then the same account rules as the guest login (blocked, stay dates…).
 */
export async function guestTokenLogin(ctx: RequestContext, token: string): Promise<{ jwt: string; user: UserRow }> {
  const db = ctx.platform.db;
  if (!token || token.length > 200) fail('LINK_INVALID');
  const guestId = await findGuestIdByToken(db, sha256(token), ctx.platform.now());
  const user = guestId === undefined ? undefined : await findUserById(db, guestId);
  if (!user || accountKind(user) !== 'GUEST') fail('LINK_INVALID');
  if (user.locked) fail('ACCOUNT_LOCKED');
  assertUsable(ctx, user);
  return { jwt: await ctx.platform.tokens.sign(user.id, user.tokenVersion), user };
}
