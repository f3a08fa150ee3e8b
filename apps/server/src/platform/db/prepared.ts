import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database';

/**
 * A statement of the hot path built once per database handle (issue 18): Drizzle builds the SQL
 * text of a query on every call (a third of the server's CPU per order under the morning rush),
 * a prepared query (`.prepare(name)` with `sql.placeholder`) only fills in its parameters. On
 * PostgreSQL the name also makes a named server-side statement, parsed once per pool connection.
 *
 * A statement prepared on the pool runs on whichever connection the pool hands out, never inside a
 * transaction: inside one (`Tx`) the query is built on the transaction each time, so it runs there.
 */
export function preparedPerDatabase<P>(build: (db: Db | Tx) => P): (db: Db | Tx) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    if (db instanceof PgTransaction) return build(db);
    const database = db as Db;
    let statement = built.get(database);
    if (statement === undefined) built.set(database, (statement = build(database)));
    return statement;
  };
}
