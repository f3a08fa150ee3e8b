import { accountDisplayName, type Language } from '@bakery/core';
import { isTutorialKey, knownTutorialKeys, type TutorialKey } from '@bakery/core/tutorials';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import { loader, byKeys } from '../../platform/graphql/loaders';
import type { UserRow } from './account';
import { findDetailsByUserIds, findUsersByIds, updateDismissedTutorial, updateUserLanguage } from './users.queries';

export function userLoader(ctx: RequestContext) {
  return loader<number, UserRow>(ctx, 'userById', async (ids) =>
    byKeys(ids, await findUsersByIds(ctx.platform.db, ids), (r) => r.id),
  );
}

export function userDetailLoader(ctx: RequestContext) {
  return loader(ctx, 'detailByUserId', async (ids: readonly number[]) =>
    byKeys(ids, await findDetailsByUserIds(ctx.platform.db, ids), (r) => r.userId),
  );
}

/**
 * Whether the viewer may see this account in full: itself, a bakery its own customers,
 * a host its own guests. Deny by default.
 */
export function canSeeUser(ctx: RequestContext, target: UserRow): boolean {
  const v = ctx.viewer;
  if (!v) return false;
  if (v.id === target.id) return true;
  if (v.kind === 'BAKERY') return target.bakeryId === v.id;
  if (v.kind === 'HOST') return target.hostId === v.id;
  return false;
}

/** A user by id within the viewer's relations; others are reported as not found (no existence leak). */
export async function getUser(ctx: RequestContext, id: number): Promise<UserRow> {
  const user = await userLoader(ctx).load(id);
  if (!user || !canSeeUser(ctx, user)) fail('NOT_FOUND');
  return user;
}

export async function getViewerUser(ctx: RequestContext): Promise<UserRow | null> {
  return ctx.viewer ? userLoader(ctx).load(ctx.viewer.id) : null;
}

export async function changeLanguage(ctx: RequestContext, language: Language): Promise<UserRow> {
  const viewer = ctx.viewer ?? fail('UNAUTHENTICATED');
  return (await updateUserLanguage(ctx.platform.db, viewer.id, language)) ?? fail('NOT_FOUND');
}

/**
 * The tutorials an account closed, told to the account itself only (another viewer gets none): known
 * keys, each once (a key dropped from core since is left out).
 */
export function dismissedTutorialsOf(ctx: RequestContext, user: UserRow): TutorialKey[] {
  return ctx.viewer?.id === user.id ? knownTutorialKeys(user.dismissedTutorials) : [];
}

/**
 * Closes (dismissed) or reopens one tutorial for the signed-in account itself, on every device it
 * signs in on; an unknown key is refused (TUTORIAL_UNKNOWN) before anything is written.
 */
export async function setTutorialDismissed(
  ctx: RequestContext,
  key: string,
  dismissed: boolean,
): Promise<TutorialKey[]> {
  const viewer = ctx.viewer ?? fail('UNAUTHENTICATED');
  if (!isTutorialKey(key)) fail('TUTORIAL_UNKNOWN');
  const list = (await updateDismissedTutorial(ctx.platform.db, viewer.id, key, dismissed)) ?? fail('NOT_FOUND');
  return knownTutorialKeys(list);
}

/** A display name for another account: company, else full name, else username label. */
export function displayName(
  user: UserRow,
  detail: { companyName: string | null; fullName: string | null } | null,
): string {
  return accountDisplayName({ companyName: detail?.companyName, fullName: detail?.fullName, username: user.username });
}
