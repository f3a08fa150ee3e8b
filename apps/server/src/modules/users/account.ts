import { isLanguage, type Language } from '@bakery/core';
import type { AccountKind, Viewer } from '../../platform/graphql/context';
import type { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** roles.id of the platform operator (role type 'admin', reference data); every other account has role 1. */
export const OPERATOR_ROLE_ID = 3;

/** bakery > host > guest (has a host) > private customer. */
export function accountKind(user: Pick<UserRow, 'isBakery' | 'isHost' | 'hostId'>): AccountKind {
  if (user.isBakery) return 'BAKERY';
  if (user.isHost) return 'HOST';
  if (user.hostId !== null) return 'GUEST';
  return 'PRIVATE';
}

export function userLanguage(user: Pick<UserRow, 'language'>): Language {
  return isLanguage(user.language) ? user.language : 'de';
}

export function toViewer(user: UserRow): Viewer {
  const kind = accountKind(user);
  return {
    id: user.id,
    kind,
    bakeryId: kind === 'BAKERY' ? user.id : user.bakeryId,
    hostId: user.hostId,
    language: userLanguage(user),
    operator: user.roleId === OPERATOR_ROLE_ID,
  };
}
