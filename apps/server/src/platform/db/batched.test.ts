import { describe, expect, it } from 'vitest';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database';
import { batchedPerDatabase } from './batched';

/** A stand-in database: the batcher only keys its loader on the handle and passes it to `run`. */
const database = () => ({}) as Db;

function squares() {
  const runs: (readonly number[])[] = [];
  let offset = 0;
  const lookup = batchedPerDatabase(
    async (_db, keys: readonly number[]) => {
      runs.push(keys);
      return new Map(keys.map((k) => [k, k * k + offset]));
    },
    (result, key) => result.get(key),
  );
  return { runs, lookup, setOffset: (o: number) => void (offset = o) };
}

describe('batchedPerDatabase', () => {
  it('answers the lookups of one turn of the event loop with one run, each with its own answer', async () => {
    const { runs, lookup } = squares();
    const db = database();
    await expect(Promise.all([lookup(db, 2), lookup(db, 3), lookup(db, 2)])).resolves.toEqual([4, 9, 4]);
    expect(runs).toEqual([[2, 3, 2]]);
  });

  it('remembers nothing: a later lookup runs again and sees what changed meanwhile', async () => {
    const { runs, lookup, setOffset } = squares();
    const db = database();
    expect(await lookup(db, 3)).toBe(9);
    setOffset(100);
    expect(await lookup(db, 3)).toBe(109);
    expect(runs).toEqual([[3], [3]]);
  });

  it('keeps the lookups of two databases apart', async () => {
    const { runs, lookup } = squares();
    const [a, b] = [database(), database()];
    await Promise.all([lookup(a, 1), lookup(b, 2), lookup(a, 3)]);
    expect(runs).toEqual([[1, 3], [2]]);
  });

  it('rejects every lookup of a batch whose run fails, and the next batch runs afresh', async () => {
    let fail = true;
    const lookup = batchedPerDatabase(
      async (_db, keys: readonly number[]) => {
        if (fail) throw new Error('connection lost');
        return keys;
      },
      (result, key) => result.includes(key),
    );
    const db = database();
    const results = await Promise.allSettled([lookup(db, 1), lookup(db, 2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup(db, 1)).toBe(true);
  });

  it('inside a transaction runs the lookup alone, in that transaction', async () => {
    const seen: unknown[] = [];
    const lookup = batchedPerDatabase(
      async (db, keys: readonly number[]) => {
        seen.push([db, keys]);
        return keys.length;
      },
      (count) => count,
    );
    const tx = Object.create(PgTransaction.prototype) as Tx;
    expect(await Promise.all([lookup(tx, 1), lookup(tx, 2)])).toEqual([1, 1]);
    expect(seen).toEqual([
      [tx, [1]],
      [tx, [2]],
    ]);
  });
});
