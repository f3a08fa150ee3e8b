import { addDays, USERNAME_MIN_LENGTH } from '@bakery/core';
import { fail } from '../../platform/errors';
import { verifyPassword, dummyPasswordHash } from '../../platform/auth/password-hash';
import type { RequestContext } from '../../platform/graphql/context';
import { dateInZone } from '../../platform/time';
import { accountKind, OPERATOR_ROLE_ID, type UserRow } from '../users/account';
import {
  clearFailedLogins,
  findGuestCandidates,
  findUserByIdentifier,
  recordFailedLogin,
} from '../users/users.queries';

/** At most this many guests may match a guest identifier (requirements/accounts-and-sign-in.md#guest-sign-in). */
export const GUEST_MATCH_LIMIT = 10;

export interface SignedIn {
  jwt: string;
  user: UserRow;
}

/**
 * Web admin sign-in for bakeries, hosts and private customers (requirements/accounts-and-sign-in.md#when-an-account-may-sign-in). A guest's credentials,
 * typed as full username or as label, are recognised and refused with ONLY_FOR_ADMINS.
 */
export async function login(ctx: RequestContext, identifier: string, password: string): Promise<SignedIn> {
  const id = identifier.trim();
  if (!id || !password) fail('INVALID_CREDENTIALS');
  const user = await findUserByIdentifier(ctx.platform.db, id);
  const account = user
    ? await checkPassword(ctx, user, password)
    : id.length >= USERNAME_MIN_LENGTH
      ? await matchGuest(ctx, id, password)
      : await refuseUnknown();
  if (accountKind(account) === 'GUEST') fail('ONLY_FOR_ADMINS', { guestAppUrl: ctx.platform.config.guestAppUrl });
  assertUsable(ctx, account);
  return issue(ctx, account);
}

/** Guest app sign-in (requirements/accounts-and-sign-in.md#guest-sign-in); private customers may sign in there too. */
export async function guestLogin(ctx: RequestContext, identifier: string, password: string): Promise<SignedIn> {
  const id = identifier.trim();
  if (id.length < USERNAME_MIN_LENGTH) fail('GUEST_IDENTIFIER_TOO_SHORT');
  if (!password) fail('INVALID_CREDENTIALS');
  const exact = await findUserByIdentifier(ctx.platform.db, id);
  const account =
    exact && accountKind(exact) === 'PRIVATE'
      ? await checkPassword(ctx, exact, password)
      : await matchGuest(ctx, id, password);
  assertUsable(ctx, account);
  return issue(ctx, account);
}

/** Minutes a shared guest label waits after maxFailedLogins false passwords in a row of them. */
export const SHARED_LABEL_WINDOW_MINUTES = 15;

/**
 * Tries each matching guest with the password until one succeeds (requirements/accounts-and-sign-in.md#guest-sign-in).
 * One match counts its false passwords and locks at the limit (`checkPassword`). A label several
 * guests share ("101" in two hotels) cannot lock one of them for the others' mistakes, so its false
 * passwords are counted against the label instead, for every instance alike (`rate_limits`): at
 * maxFailedLogins in SHARED_LABEL_WINDOW_MINUTES it is refused with TOO_MANY_ATTEMPTS until the
 * window ends. Found by the security review of 2026-11-28: a shared label was never locked, so
 * another tenant's host could switch off a guest's lock by creating a guest of the same label.
 */
async function matchGuest(ctx: RequestContext, identifier: string, password: string): Promise<UserRow> {
  const candidates = await findMatchingGuests(ctx, identifier);
  if (candidates.length > GUEST_MATCH_LIMIT) fail('GUEST_IDENTIFIER_AMBIGUOUS');
  const [only, ...others] = candidates;
  if (only === undefined) return refuseUnknown();
  if (others.length === 0) return checkPassword(ctx, only, password);
  const budget = {
    name: 'guest-label',
    max: ctx.platform.config.maxFailedLogins,
    windowMs: SHARED_LABEL_WINDOW_MINUTES * 60_000,
  };
  const label = identifier.toLowerCase();
  const spent = await ctx.platform.throttle.peek(budget, label);
  if (spent.hits >= budget.max) fail('TOO_MANY_ATTEMPTS', { retryAfterSeconds: spent.retryAfterSeconds });
  for (const candidate of candidates) {
    if (!candidate.locked && (await verifyPassword(password, candidate.passwordHash))) {
      await clearFailedLogins(ctx.platform.db, candidate.id);
      return candidate;
    }
  }
  await ctx.platform.throttle.hit(budget, label);
  return fail('INVALID_CREDENTIALS');
}

/**
 * The guests a label names: those who may still sign in (not removed, stay not over; yesterday in UTC
 * is before today in every zone), so a room's past stays never make its label ambiguous (found by the
 * review of 2026-11-29: a hotel's eleventh guest of room "101" could not sign in); when none is
 * current, all of them, so a guest whose stay is over is told so (ACCOUNT_OUTSIDE_STAY).
 */
async function findMatchingGuests(ctx: RequestContext, identifier: string): Promise<UserRow[]> {
  const { db } = ctx.platform;
  const earliestToday = addDays(dateInZone(ctx.platform.now(), 'UTC'), -1);
  const current = await findGuestCandidates(db, identifier, GUEST_MATCH_LIMIT + 1, earliestToday);
  return current.length > 0 ? current : findGuestCandidates(db, identifier, GUEST_MATCH_LIMIT + 1);
}

/** Same work as a real check, so response time does not tell whether an account exists. */
async function refuseUnknown(): Promise<never> {
  await verifyPassword('x', await dummyPasswordHash());
  return fail('INVALID_CREDENTIALS');
}

/** Checks the password; counts false logins in the database and locks at the limit (requirements/accounts-and-sign-in.md#when-an-account-may-sign-in). */
async function checkPassword(ctx: RequestContext, user: UserRow, password: string): Promise<UserRow> {
  if (user.locked) fail('ACCOUNT_LOCKED');
  if (!(await verifyPassword(password, user.passwordHash))) {
    const lockedNow = await recordFailedLogin(ctx.platform.db, user.id, ctx.platform.config.maxFailedLogins);
    fail(lockedNow ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
  }
  await clearFailedLogins(ctx.platform.db, user.id);
  return user;
}

/**
 * A blocked account's refusal says why and whom to contact: a bakery whose contract ended (its last day)
 * or that the platform operator blocked asks the operator; a client blocked by its bakery asks the bakery.
 */
function failBlocked(user: UserRow): never {
  if (!user.isBakery) fail('ACCOUNT_BLOCKED');
  if (user.contractEndedAt && user.contractLastDay) fail('CONTRACT_ENDED', { lastDay: user.contractLastDay });
  fail('BAKERY_BLOCKED');
}

/** The conditions of requirements/accounts-and-sign-in.md#when-an-account-may-sign-in after a correct password; each refusal has its own code. */
export function assertUsable(ctx: RequestContext, user: UserRow): void {
  if (!user.confirmed) fail('ACCOUNT_NOT_CONFIRMED');
  if (user.awaitingAcceptance) fail('ACCOUNT_NOT_ACCEPTED');
  if (user.blocked) failBlocked(user);
  const today = dateInZone(ctx.platform.now(), user.timeZone ?? ctx.platform.config.bakeryTimeZone);
  if (today < user.activeFrom || today > user.activeTo) {
    fail('ACCOUNT_OUTSIDE_STAY', { activeFrom: user.activeFrom, activeTo: user.activeTo });
  }
  const kind = accountKind(user);
  // the platform operator belongs to no bakery by design
  if ((kind === 'PRIVATE' || kind === 'HOST') && user.bakeryId === null && user.roleId !== OPERATOR_ROLE_ID)
    fail('ACCOUNT_FAULTY');
}

async function issue(ctx: RequestContext, user: UserRow): Promise<SignedIn> {
  return { jwt: await ctx.platform.tokens.sign(user.id, user.tokenVersion), user };
}
