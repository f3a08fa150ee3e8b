import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A column reference (a table's or an alias's column) or a raw alias such as sql.raw('ad.company_name'). */
type NamePart = AnyPgColumn | SQL;

/**
 * The SQL twin of core `accountDisplayName`: company name, else full name, else username, with ''
 * counted as missing. Kept in one place because lists sort and search by it in SQL while services
 * compute it in TS; `display-name.int.test.ts` proves both agree.
 */
export function displayNameSql(
  details: { companyName: NamePart; fullName: NamePart },
  user: { username: NamePart },
): SQL<string> {
  return sql<string>`coalesce(nullif(${details.companyName}, ''), nullif(${details.fullName}, ''), ${user.username})`;
}
