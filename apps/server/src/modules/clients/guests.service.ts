import {
  generateGuestSuffix,
  generatePassword,
  guestLabel,
  makeGuestUsername,
  GUEST_SUFFIX_LENGTH,
  type Language,
} from '@bakery/core';
import { requireHost } from '../../platform/auth/require';
import { hashPassword } from '../../platform/auth/password-hash';
import type { RequestContext } from '../../platform/graphql/context';
import { uniqueViolation } from '../auth/credentials';
import { failOnIssues } from '../../platform/schema-issues';
import { GuestInputSchema, type CleanGuest } from '@bakery/core/guest-schema';
import type { UserRow } from '../users/account';
import { ownClient } from './clients.service';
import { issueGuestSignInToken, moveGuestTokenExpiry, revokeGuestSignInTokens } from './guest-token.service';
import { insertAccountWithDetails, updateAccount } from '../users/users.queries';

export interface GuestInput {
  label: string;
  activeFrom: string;
  activeTo: string;
  language?: Language | null;
  /** Typed by the host; omitted → a generated 12-character password. */
  password?: string | null;
}

/**
 * Checks a guest with core's GuestInputSchema — the schema the host's guest form uses too: the
 * label by the username rules (their codes, `field` label) and at most 60 characters, the stay
 * (INVALID_DATE), a typed password (its first broken rule, all in `problems`).
 */
function cleanGuest(input: GuestInput): CleanGuest {
  const result = GuestInputSchema.safeParse(input);
  if (!result.success) failOnIssues(result.error.issues, ['label', 'activeFrom', 'activeTo', 'language', 'password']);
  return result.data;
}

/**
 * A host creates a guest for a stay: username = label + random 32-character suffix (requirements/host-and-guests.md#guests),
 * a generated (or typed) password and a QR sign-in link, both returned once.
 */
export async function createGuest(
  ctx: RequestContext,
  input: GuestInput,
): Promise<{ user: UserRow; password: string; signInUrl: string }> {
  const host = requireHost(ctx);
  const clean = cleanGuest(input);
  const label = clean.label;
  const language = clean.language ?? host.language;
  const password = clean.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  for (let attempt = 0; ; attempt++) {
    try {
      const user = await ctx.platform.db.transaction(async (tx) => {
        return insertAccountWithDetails(
          tx,
          {
            username: makeGuestUsername(label, generateGuestSuffix()),
            passwordHash,
            language,
            hostId: host.id,
            bakeryId: host.bakeryId,
            confirmed: true,
            blocked: false,
            activeFrom: clean.activeFrom,
            activeTo: clean.activeTo,
          },
          {},
        );
      });
      const { url } = await issueGuestSignInToken(ctx, user);
      return { user, password, signInUrl: url };
    } catch (err) {
      // 36^32 suffixes make a collision practically impossible; retry once anyway
      if (uniqueViolation(err) === null || attempt > 0) throw err;
    }
  }
}

/** The host changes a guest's label, stay or language; the suffix stays, so the username stays unique. */
export async function updateGuest(
  ctx: RequestContext,
  id: number,
  input: Omit<GuestInput, 'password'>,
): Promise<UserRow> {
  requireHost(ctx);
  const guest = await ownClient(ctx, id);
  const clean = cleanGuest({ ...input, password: null });
  const label = clean.label;
  const suffix =
    guest.username.length > GUEST_SUFFIX_LENGTH ? guest.username.slice(-GUEST_SUFFIX_LENGTH) : generateGuestSuffix();
  const username = guestLabel(guest.username) === label ? guest.username : makeGuestUsername(label, suffix);
  const language = clean.language ?? guest.language;
  const row = await ctx.platform.db.transaction(async (tx) => {
    const updated = await updateAccount(tx, id, {
      username,
      language,
      activeFrom: clean.activeFrom,
      activeTo: clean.activeTo,
    });
    await moveGuestTokenExpiry(ctx, tx, updated);
    return updated;
  });
  return row;
}

/**
 * The host gives a guest a new generated password (e.g. the sheet got lost): open sessions end,
 * earlier QR links are revoked, and a new link comes back with the password, both shown once.
 */
export async function resetGuestPassword(
  ctx: RequestContext,
  id: number,
): Promise<{ user: UserRow; password: string; signInUrl: string }> {
  requireHost(ctx);
  await ownClient(ctx, id);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await revokeGuestSignInTokens(ctx, id);
  const user = await updateAccount(
    ctx.platform.db,
    id,
    { passwordHash, failedLogins: 0, locked: false },
    { endSessions: true },
  );
  const { url } = await issueGuestSignInToken(ctx, user);
  return { user, password, signInUrl: url };
}
