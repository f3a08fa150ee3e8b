import { GUEST_SUFFIX_LENGTH, guestLabel } from '@bakery/core';
import { requireHost } from '../../platform/auth/require';
import { verifyPassword } from '../../platform/auth/password-hash';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import { findGuestsByLabel } from './clients.queries';
import { issueGuestSignInToken } from './guest-token.service';

/** More guests with one label than a host ever gives out; bounds the password checks. */
const MAX_SAME_LABEL = 50;

/**
 * The instruction sheet opened by its address (/printInstruction/…, a bookmark, another device):
 * the address carries label and password, not the guest's id. The host's own guest with that
 * label whose password matches (as at the guest sign-in, the password tells guests with the same
 * label apart) gets a fresh QR sign-in link (ADR 009: the sheet's code, revocable like the others);
 * the id lets the host download the sheet as a PDF. NOT_FOUND when no guest of this host matches
 * (another host's guest, a changed password, a renamed guest) — no token is issued then.
 */
export async function guestInstructionLink(
  ctx: RequestContext,
  label: string,
  password: string,
): Promise<{ guestId: number; signInUrl: string }> {
  const host = requireHost(ctx);
  if (label.length === 0 || label.length > 200 || password.length === 0 || password.length > 200) fail('NOT_FOUND');
  const candidates = await findGuestsByLabel(ctx.platform.db, host.id, label, GUEST_SUFFIX_LENGTH, MAX_SAME_LABEL);
  for (const guest of candidates) {
    if (guestLabel(guest.username) !== label || !(await verifyPassword(password, guest.passwordHash))) continue;
    const { url } = await issueGuestSignInToken(ctx, guest);
    return { guestId: guest.id, signInUrl: url };
  }
  return fail('NOT_FOUND');
}
