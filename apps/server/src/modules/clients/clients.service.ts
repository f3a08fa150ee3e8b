import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import { hashPassword } from '../../platform/auth/password-hash';
import type { RequestContext } from '../../platform/graphql/context';
import type { Tx } from '../../platform/db/database';
import { accountDisplayName, generatePassword, isLanguage } from '@bakery/core';
import { clientNameOptional } from '@bakery/core/account-schemas';
import { uniqueViolation } from '../auth/credentials';
import { accountKind, type UserRow } from '../users/account';
import { findDefaultPriceListId, findDetailsByUserIds, findUserById } from '../users/users.queries';
import { spendAvailabilityBudget } from '../users/availability.service';
import { cleanClientInput, type ClientInput } from './client-input';
import { welcomeMail } from './client.mails';
import {
  bakeryOwns,
  countAwaitingPrivates,
  countOthersWith,
  findClientPage,
  findCompanyName,
  type ClientKindFilter,
} from './clients.queries';
import { insertAccountWithDetails, updateAccount, upsertDetails } from '../users/users.queries';

/** Clients are listed 12 per page (requirements/platform-and-contract.md#page-sizes-and-limits). */
export const CLIENT_PAGE_SIZE = 12;

export interface ClientListArgs {
  page?: number | null;
  search?: string | null;
  kind?: ClientKindFilter | null;
  includeBlocked?: boolean | null;
}

/** A bakery gets its hosts and private customers, a host its guests; other roles FORBIDDEN. */
export async function listClients(ctx: RequestContext, args: ClientListArgs) {
  const viewer = requireViewer(ctx);
  if (viewer.kind !== 'BAKERY' && viewer.kind !== 'HOST') fail('FORBIDDEN');
  const page = args.page ?? 0;
  if (!Number.isInteger(page) || page < 0) fail('BAD_INPUT', { fields: ['page'] });
  const owner = viewer.kind === 'BAKERY' ? { bakeryId: viewer.id } : { hostId: viewer.id };
  const result = await findClientPage(
    ctx.platform.db,
    {
      owner,
      kind: args.kind ?? 'ALL',
      search: (args.search ?? '').slice(0, 100),
      includeBlocked: args.includeBlocked ?? false,
    },
    page,
    CLIENT_PAGE_SIZE,
  );
  return { ...result, page, pageSize: CLIENT_PAGE_SIZE };
}

export function countNewPrivates(ctx: RequestContext): Promise<number> {
  return countAwaitingPrivates(ctx.platform.db, requireBakery(ctx));
}

/**
 * A client of the viewer: for a bakery its hosts and private customers, for a host its guests.
 * Wrong role → FORBIDDEN; anyone else's account → NOT_FOUND (existence does not leak).
 */
export async function ownClient(ctx: RequestContext, id: number): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  if (viewer.kind !== 'BAKERY' && viewer.kind !== 'HOST') fail('FORBIDDEN');
  const user = await findUserById(ctx.platform.db, id);
  if (!user) fail('NOT_FOUND');
  const kind = accountKind(user);
  const mine =
    viewer.kind === 'BAKERY'
      ? user.bakeryId === viewer.id && (kind === 'HOST' || kind === 'PRIVATE')
      : user.hostId === viewer.id && kind === 'GUEST';
  if (!mine) fail('NOT_FOUND');
  return user;
}

/** Accepting a self-registered private customer clears awaiting_acceptance and blocked (requirements/host-and-guests.md#clients-of-a-bakery). */
export async function acceptPrivate(ctx: RequestContext, id: number): Promise<UserRow> {
  requireBakery(ctx);
  const user = await ownClient(ctx, id);
  if (accountKind(user) !== 'PRIVATE') fail('NOT_FOUND');
  return updateAccount(ctx.platform.db, id, { awaitingAcceptance: false, blocked: false });
}

/** Deleting a client blocks it (requirements/host-and-guests.md#clients-of-a-bakery) and ends its sessions (token version bump). */
export async function blockClient(ctx: RequestContext, id: number): Promise<UserRow> {
  await ownClient(ctx, id);
  return updateAccount(ctx.platform.db, id, { blocked: true }, { endSessions: true });
}

export async function restoreClient(ctx: RequestContext, id: number): Promise<UserRow> {
  const user = await ownClient(ctx, id);
  return updateAccount(ctx.platform.db, user.id, { blocked: false, awaitingAcceptance: false });
}

/** Price list, zone and discount must be the bakery's own; a missing price list becomes the default one. */
async function resolveRefs(tx: Tx, bakeryId: number, input: ClientInput, isCreate: boolean) {
  const bad: string[] = [];
  let priceListId = input.priceListId ?? null;
  if (priceListId !== null) {
    if (!(await bakeryOwns(tx, bakeryId, 'priceList', priceListId))) bad.push('priceListId');
  } else if (isCreate) {
    priceListId = await findDefaultPriceListId(tx, bakeryId);
  }
  const deliveryZoneId = input.deliveryZoneId ?? null;
  if (deliveryZoneId !== null) {
    if (!(await bakeryOwns(tx, bakeryId, 'deliveryZone', deliveryZoneId))) bad.push('deliveryZoneId');
  }
  const discountId = input.discountId ?? null;
  if (discountId !== null) {
    if (!(await bakeryOwns(tx, bakeryId, 'discount', discountId))) bad.push('discountId');
  }
  if (bad.length) fail('BAD_INPUT', { fields: bad });
  return { priceListId, deliveryZoneId, discountId };
}

/**
 * The username and e-mail are free. A new or changed one is looked up within the availability budget
 * (as `emailCount`): the answer tells whether an account has it, so the form is no unlimited look-up.
 */
async function assertAvailable(
  ctx: RequestContext,
  username: string,
  email: string | null,
  existing: Pick<UserRow, 'id' | 'username' | 'email'> | null,
) {
  const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
  if (!existing || !same(existing.username, username) || !same(existing.email, email))
    await spendAvailabilityBudget(ctx);
  const exceptId = existing?.id ?? null;
  if ((await countOthersWith(ctx.platform.db, 'username', username, exceptId)) > 0)
    fail('USERNAME_TAKEN', { field: 'username' });
  if (email && (await countOthersWith(ctx.platform.db, 'email', email, exceptId)) > 0)
    fail('EMAIL_TAKEN', { field: 'email' });
}

/** Two requests raced for the same username or e-mail: the unique index decides, the loser gets the code. */
function rethrowTaken(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint?.includes('email')) fail('EMAIL_TAKEN', { field: 'email' });
  if (constraint !== null) fail('USERNAME_TAKEN', { field: 'username' });
  throw err;
}

/**
 * The bakery creates a host or private customer: confirmed, unblocked, with a generated
 * password returned once so the bakery can hand it over.
 */
export async function createClient(
  ctx: RequestContext,
  input: ClientInput,
  options: { sendWelcomeMail?: boolean } = {},
): Promise<{ user: UserRow; password: string; mailed: boolean }> {
  const bakeryId = requireBakery(ctx);
  const clean = cleanClientInput(input);
  await assertAvailable(ctx, clean.user.username, clean.user.email, null);
  const password = generatePassword({ special: true });
  const passwordHash = await hashPassword(password);
  try {
    const user = await ctx.platform.db.transaction(async (tx) => {
      const refs = await resolveRefs(tx, bakeryId, input, true);
      return insertAccountWithDetails(
        tx,
        { ...clean.user, ...refs, passwordHash, bakeryId, confirmed: true, blocked: false },
        clean.detail,
      );
    });
    const mailed =
      options.sendWelcomeMail && user.email
        ? await sendWelcome(ctx, { bakeryId, email: user.email }, user, clean.detail, password)
        : false;
    return { user, password, mailed };
  } catch (err) {
    return rethrowTaken(err);
  }
}

/** A failed mail does not undo the account: the bakery still sees the password once. */
async function sendWelcome(
  ctx: RequestContext,
  to: { bakeryId: number; email: string },
  user: UserRow,
  detail: { companyName: string | null; fullName: string | null },
  password: string,
): Promise<boolean> {
  const bakeryName = await findCompanyName(ctx.platform.db, to.bakeryId);
  const language = isLanguage(user.language) ? user.language : 'de';
  const name = accountDisplayName({ ...detail, username: user.username });
  try {
    await ctx.platform.mailer.send(
      welcomeMail(
        language,
        to.email,
        name,
        bakeryName || 'Brotzeit',
        user.username,
        password,
        `${ctx.platform.config.publicUrl}/login`,
      ),
    );
    return true;
  } catch {
    return false;
  }
}

/** The bakery edits a host or private customer; the kind (host / private) stays as it is. */
export async function updateClient(ctx: RequestContext, id: number, input: ClientInput): Promise<UserRow> {
  const bakeryId = requireBakery(ctx);
  const existing = await ownClient(ctx, id);
  const kind = existing.isHost ? 'HOST' : 'PRIVATE';
  // read, not through the request's loader: the answer reads the details again after the update
  const [stored] = await findDetailsByUserIds(ctx.platform.db, [existing.id]);
  const clean = cleanClientInput({ ...input, kind }, { nameOptional: clientNameOptional(kind, stored) });
  await assertAvailable(ctx, clean.user.username, clean.user.email, existing);
  try {
    return await ctx.platform.db.transaction(async (tx) => {
      const refs = await resolveRefs(tx, bakeryId, input, false);
      const row = await updateAccount(tx, id, { ...clean.user, ...refs });
      await upsertDetails(tx, id, clean.detail);
      return row;
    });
  } catch (err) {
    return rethrowTaken(err);
  }
}
