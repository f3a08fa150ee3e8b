import type { Db } from '../src/platform/db/database';

/**
 * Records the SQL statements the server sends through `db` until `restore()`: `texts` holds them in
 * order, `reset()` empties it. The job queue polls the same database in the background; its
 * statements (schema `pgboss`) are left out, they are no request's.
 */
export function recordStatements(db: Db) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text);
    if (!text.includes('pgboss')) texts.push(text);
    return original.apply(this, args);
  };
  return {
    texts,
    reset: () => void (texts.length = 0),
    restore: () => void (client.query = original),
  };
}
