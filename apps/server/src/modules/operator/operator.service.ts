import type { Language } from '@bakery/core';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/graphql/context';
import { requireOperator } from '../../platform/auth/require';
import { dateInZone } from '../../platform/time';
import { fail } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/password-hash';
import { assertEmailValid, assertPasswordValid, assertUsernameValid } from '../auth/credentials';
import { countUsersWhere, insertAccount } from '../users/users.queries';
import { OPERATOR_ROLE_ID } from '../users/account';
import { findAllBakeries } from './operator.queries';

export interface BakeryAccount {
  id: number;
  username: string;
  email: string | null;
  companyName: string | null;
  city: string | null;
  blocked: boolean;
  /** The day the account was made (YYYY-MM-DD in the bakery's time zone): the contract's start. */
  contractStart: string;
  /** The contract's last day by the bakery's notice (YYYY-MM-DD), null without notice. */
  contractLastDay: string | null;
}

/** "All bakeries" (requirements/platform-and-contract.md#platform-operator): every bakery of the platform, for the platform operator only. */
export async function listAllBakeries(ctx: RequestContext): Promise<BakeryAccount[]> {
  requireOperator(ctx);
  const rows = await findAllBakeries(ctx.platform.db);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    email: r.email,
    companyName: r.companyName,
    city: r.city,
    blocked: r.blocked,
    contractStart: dateInZone(r.createdAt, r.timeZone ?? ctx.platform.config.bakeryTimeZone),
    contractLastDay: r.contractLastDay,
  }));
}

/**
 * The admin tool acts as the platform operator: whoever runs it holds the database. Services
 * still check the operator role, so the CLI and the API pass the same gate.
 */
export function operatorContext(platform: RequestContext['platform']): RequestContext {
  return {
    platform,
    viewer: { id: 0, kind: 'PRIVATE', bakeryId: null, hostId: null, language: 'en', operator: true },
    ip: 'admin-cli',
    isLocal: true,
    requestLanguage: 'en',
  };
}

/**
 * A platform operator account (role 'admin'): signs in like anyone, belongs to no bakery. Validates like
 * registration. Its screens and mails are in `language`, German unless given (the platform's default).
 */
export async function createOperator(
  db: Db,
  input: { username: string; email: string; password: string; language?: Language },
) {
  assertUsernameValid(input.username);
  assertEmailValid(input.email);
  assertPasswordValid(input.password);
  if ((await countUsersWhere(db, 'username', input.username)) > 0) fail('USERNAME_TAKEN');
  if ((await countUsersWhere(db, 'email', input.email)) > 0) fail('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  return db.transaction((tx) =>
    insertAccount(tx, {
      username: input.username,
      email: input.email,
      passwordHash,
      confirmed: true,
      roleId: OPERATOR_ROLE_ID,
      language: input.language ?? 'de',
    }),
  );
}
