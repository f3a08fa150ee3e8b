import type { Database } from '../../src/platform/db/database';

/**
 * How the rows of every table belong to a tenant: a WHERE condition selecting the rows of the
 * bakery `$1` (its own rows, its accounts' rows, and rows referring to its data), or `GLOBAL`
 * for installation-wide tables no caller may change either. A table missing here fails the
 * matrix suite: whoever adds a table says how it belongs to a tenant.
 */
const ACCOUNTS = '(SELECT id FROM users WHERE id = $1 OR bakery_id = $1)';
const PRODUCTS = '(SELECT id FROM products WHERE bakery_id = $1)';
const PRICE_LISTS = '(SELECT id FROM price_lists WHERE bakery_id = $1)';
const ORDERS = '(SELECT id FROM orders WHERE bakery_id = $1)';
const BILLS = '(SELECT id FROM bills WHERE bakery_id = $1)';
const MEDIA = `(SELECT id FROM media WHERE owner_id IN ${ACCOUNTS})`;
const GLOBAL = 'TRUE';

export const TENANT_ROWS: Record<string, string> = {
  users: `id = $1 OR bakery_id = $1 OR host_id IN ${ACCOUNTS} OR price_list_id IN ${PRICE_LISTS}
    OR delivery_zone_id IN (SELECT id FROM delivery_zones WHERE bakery_id = $1) OR discount_id IN (SELECT id FROM discounts WHERE bakery_id = $1)
    OR profile_picture_id IN ${MEDIA}`,
  user_details: `user_id IN ${ACCOUNTS}`,
  auth_tokens: `user_id IN ${ACCOUNTS}`,
  products: `bakery_id = $1 OR host_id IN ${ACCOUNTS} OR thumb_id IN ${MEDIA}`,
  translations: `bakery_id = $1 OR key IN (SELECT name_key FROM products WHERE bakery_id = $1 UNION SELECT description_key FROM products WHERE bakery_id = $1)`,
  price_lists: 'bakery_id = $1',
  product_price_lists: `price_list_id IN ${PRICE_LISTS} OR product_id IN ${PRODUCTS}`,
  host_products: `host_id IN ${ACCOUNTS} OR base_product_id IN ${PRODUCTS}`,
  basket_products: `user_id IN ${ACCOUNTS} OR base_product_id IN ${PRODUCTS}`,
  discounts: 'bakery_id = $1 OR bakery_id IS NULL', // NULL: the platform's discounts, shared by all bakeries
  media: `owner_id IN ${ACCOUNTS}`,
  messages: `bakery_id = $1 OR writer_id IN ${ACCOUNTS} OR id IN (SELECT message_id FROM message_recipients WHERE user_id IN ${ACCOUNTS})`,
  message_recipients: `user_id IN ${ACCOUNTS} OR message_id IN (SELECT id FROM messages WHERE bakery_id = $1 OR writer_id IN ${ACCOUNTS})`,
  // mails to the tenant's addresses (a reset link sent to a victim is a change of the victim's data)
  mail_outbox: `"to" IN (SELECT email FROM users WHERE id IN ${ACCOUNTS})`,
  delivery_zones: 'bakery_id = $1',
  holidays: 'bakery_id = $1',
  abos: `user_id IN ${ACCOUNTS}`,
  abo_products: `abo_id IN (SELECT id FROM abos WHERE user_id IN ${ACCOUNTS}) OR product_id IN ${PRODUCTS}`,
  orders: `bakery_id = $1 OR host_id IN ${ACCOUNTS}`,
  ordered_products: `order_id IN ${ORDERS} OR base_product_id IN ${PRODUCTS}`,
  order_events: `order_id IN ${ORDERS}`,
  order_counters: 'bakery_id = $1',
  catalogue_versions: 'bakery_id = $1',
  bills: `bakery_id = $1 OR client_id IN ${ACCOUNTS}`,
  bill_settings: `bakery_id = $1 OR pdf_logo_id IN ${MEDIA}`,
  bill_sdi_notifications: `bill_id IN ${BILLS}`,
  bill_runs: 'bakery_id = $1',
  bill_run_clients: `run_id IN (SELECT id FROM bill_runs WHERE bakery_id = $1) OR client_id IN ${ACCOUNTS}`,
  document_number_changes: 'bakery_id = $1',
  printer_settings: 'bakery_id = $1',
  bake_list_snapshots: 'bakery_id = $1',
  bake_list_snapshot_items: `snapshot_id IN (SELECT id FROM bake_list_snapshots WHERE bakery_id = $1) OR product_id IN ${PRODUCTS}`,
  additional_breads: `bakery_id = $1 OR product_id IN ${PRODUCTS}`,
  delivery_dockets: `bakery_id = $1 OR client_id IN ${ACCOUNTS}`,
  // reference data and installation settings (the JWT secret): nobody changes them through the API
  roles: GLOBAL,
  languages: GLOBAL,
  vats: GLOBAL,
  plans: GLOBAL,
  app_settings: GLOBAL,
  // per-address attempt counters of the sign-in throttle: no tenant's data, and every caller's
  // sign-in attempt moves them legitimately (keys are addresses, not accounts)
  rate_limits: 'FALSE',
  // nonces of captchas tried: no account's data, any visitor's captcha answer adds one
  used_captchas: 'FALSE',
  einvoice_transmitters: 'FALSE', // a counter per intermediary, shared by the bakeries sending through it
  // the platform's backup runs (issue 46): no tenant's data, written by the schedule and the operator's tool only
  backup_runs: 'FALSE',
};

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
