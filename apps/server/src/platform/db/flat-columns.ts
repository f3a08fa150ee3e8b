import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's columns for a hand-written statement that joins several tables into one flat row (a
 * list page in one statement): `select` names each column of `alias` `prefix` + its key in the row
 * type (numerics as text: money is never a float), and `read` takes them back out of a result row
 * as the table's row type, each value mapped as Drizzle maps it (timestamps, which `db.execute`
 * returns as text, as Date). Made from the table's definition, so a column added to the table is
 * never missing from the page.
 */
export function flatColumns<T extends PgTable>(table: T, alias: string, prefix = '') {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: `${prefix}${key}`,
    column,
    select: `${alias}.${column.name}${column.columnType === 'PgNumeric' ? '::text' : ''} as "${prefix}${key}"`,
  }));
  const select: SQL = sql.raw(columns.map((c) => c.select).join(', '));
  const read = (row: Record<string, unknown>): T['$inferSelect'] => {
    const out: Record<string, unknown> = {};
    for (const c of columns) {
      const value = row[c.name];
      out[c.key] = value === null || value === undefined ? null : c.column.mapFromDriverValue(value);
    }
    return out as T['$inferSelect'];
  };
  return { select, read };
}
