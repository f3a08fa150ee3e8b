import type { Database } from '../../src/platform/db/database';
import type { TenantSets } from '../../src/platform/feature';
import { FEATURES } from '../../src/app/features';

/**
 * How the rows of every table belong to a tenant: a WHERE condition selecting the rows of the
 * bakery `$1` (its own rows, its accounts' rows, and rows referring to its data), 'TRUE' for
 * installation-wide tables no caller may change either, 'FALSE' for tables that are no tenant's
 * data. Each feature's manifest says it for the tables it owns (`tenantRows`), the platform's own
 * tables are listed here. A table missing fails the matrix suite: whoever adds a table says how it
 * belongs to a tenant.
 */
const ACCOUNTS = '(SELECT id FROM users WHERE id = $1 OR bakery_id = $1)';
const SETS: TenantSets = {
  accounts: ACCOUNTS,
  products: '(SELECT id FROM products WHERE bakery_id = $1)',
  priceLists: '(SELECT id FROM price_lists WHERE bakery_id = $1)',
  orders: '(SELECT id FROM orders WHERE bakery_id = $1)',
  bills: '(SELECT id FROM bills WHERE bakery_id = $1)',
  media: `(SELECT id FROM media WHERE owner_id IN ${ACCOUNTS})`,
};

const PLATFORM_ROWS: Record<string, string> = {
  // mails to the tenant's addresses (a reset link sent to a victim is a change of the victim's data)
  mail_outbox: `"to" IN (SELECT email FROM users WHERE id IN ${ACCOUNTS})`,
  // installation settings (the JWT secret): nobody changes them through the API
  app_settings: 'TRUE',
  // per-address attempt counters of the sign-in throttle: no tenant's data, and every caller's
  // sign-in attempt moves them legitimately (keys are addresses, not accounts)
  rate_limits: 'FALSE',
  // the platform's backup runs (issue 46): no tenant's data, written by the schedule and the operator's tool only
  backup_runs: 'FALSE',
};

function tenantRows(): Record<string, string> {
  const rows: Record<string, string> = { ...PLATFORM_ROWS };
  for (const feature of FEATURES) {
    for (const [table, condition] of Object.entries(feature.tenantRows?.(SETS) ?? {})) {
      if (table in rows) throw new Error(`${table}: claimed by two owners (${feature.name})`);
      rows[table] = condition;
    }
  }
  return rows;
}

export const TENANT_ROWS: Record<string, string> = tenantRows();

/** The tables of the database's public schema (what migrations created). */
export async function databaseTables(database: Database): Promise<string[]> {
  const rows = (await database.rawQuery(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  )) as { name: string }[];
  return rows.map((r) => r.name);
}

const FINGERPRINT_SQL = `SELECT json_build_object(${Object.entries(TENANT_ROWS)
  .map(
    ([table, where]) =>
      `'${table}', (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) || ':' || count(*) FROM ${table} t WHERE ${where})`,
  )
  .join(', ')})::text AS fp`;

/** One statement: per table a hash (and count) of the tenant's rows. */
export async function fingerprint(database: Database, bakeryId: number): Promise<Record<string, string>> {
  const rows = (await database.rawQuery(FINGERPRINT_SQL, [bakeryId])) as { fp: string }[];
  return JSON.parse(rows[0]!.fp) as Record<string, string>;
}

/** The tables whose tenant rows differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

/** The ids of a table's rows owned by the bakery `$1` (`where`: a condition as in TENANT_ROWS). */
export async function idsWhere(database: Database, table: string, where: string, bakeryId: number): Promise<number[]> {
  const rows = (await database.rawQuery(`SELECT id FROM ${table} t WHERE ${where} ORDER BY id`, [bakeryId])) as {
    id: number;
  }[];
  return rows.map((r) => Number(r.id));
}
