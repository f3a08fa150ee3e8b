/**
 * The name shown for an account (a bakery, host, private customer or guest) wherever another
 * account sees it: the company name, else the full name, else the username.
 *
 * Invariants: an empty string counts as missing (a cleared profile field is stored as ''), so the
 * result is never '' unless the username is; the server's SQL twin `displayNameSql` answers the same
 * for the same row (tested in `apps/server/src/modules/users/display-name.int.test.ts`).
 */
export interface AccountNameParts {
  companyName?: string | null;
  fullName?: string | null;
  username: string;
}

/** Company name, else full name, else username; '' and null are missing. */
export function accountDisplayName({ companyName, fullName, username }: AccountNameParts): string {
  return companyName || fullName || username;
}
