import DataLoader from 'dataloader';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database';

/**
 * One statement for the lookups of many requests (issue 18): the requests whose data arrived in the
 * same turn of the event loop (a burst of guests ordering at once) ask for their rows together,
 * and `run` answers all of them with ONE statement instead of one each. Each caller gets its own
 * answer (`pick`). Nothing is cached: every lookup reads the database of its own moment, so a
 * change (a signed-out token, a new price) counts at once, as without batching.
 *
 * The batch waits for `setImmediate`, i.e. until the requests read in this turn have all reached
 * their lookup; a lone request waits for nothing else. Inside a transaction (`Tx`) there is no
 * batching: the lookup runs in that transaction, alone.
 */
export function batchedPerDatabase<K, R, V>(
  run: (db: Db | Tx, keys: readonly K[]) => Promise<R>,
  pick: (result: R, key: K) => V,
): (db: Db | Tx, key: K) => Promise<V> {
  const loaders = new WeakMap<Db, DataLoader<K, V>>();
  return async (db, key) => {
    if (db instanceof PgTransaction) return pick(await run(db, [key]), key);
    const database = db as Db;
    let loader = loaders.get(database);
    if (loader === undefined) {
      loader = new DataLoader<K, V>(
        async (keys) => {
          const result = await run(database, keys);
          return keys.map((k) => pick(result, k));
        },
        { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
      );
      loaders.set(database, loader);
    }
    return loader.load(key);
  };
}
