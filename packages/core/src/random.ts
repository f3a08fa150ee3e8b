/**
 * Crypto-strength random choices for passwords and guest suffixes.
 *
 * Invariants: every value comes from `globalThis.crypto.getRandomValues` (Node 20 and browsers)
 * or an injected source with the same contract; `randomInt` is unbiased (rejection sampling
 * discards the top partial block of 2^32 so each result has exactly the same number of
 * preimages); `shuffle` is a Fisher–Yates over the same source. No `Math.random`.
 */

/** Fills a `Uint32Array` with random values, like `crypto.getRandomValues`. */
export type RandomSource = (array: Uint32Array) => Uint32Array;

const UINT32_RANGE = 2 ** 32;

export const cryptoRandomSource: RandomSource = (array) => globalThis.crypto.getRandomValues(array);

/** A uniformly distributed integer in `0 … bound - 1`; `bound` is an integer in 1 … 2^32. */
export function randomInt(bound: number, source: RandomSource = cryptoRandomSource): number {
  if (!Number.isSafeInteger(bound) || bound < 1 || bound > UINT32_RANGE) {
    throw new RangeError(`bound must be an integer in 1..2^32: ${bound}`);
  }
  // Largest multiple of bound that fits in 2^32; draws at or above it would favour small results.
  const limit = UINT32_RANGE - (UINT32_RANGE % bound);
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = source(buffer)[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

/** One element of a non-empty list, chosen uniformly. */
export function randomElement<T>(items: readonly T[], source: RandomSource = cryptoRandomSource): T {
  if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
  return items[randomInt(items.length, source)] as T;
}

/**
 * `count` elements of a non-empty list, each chosen uniformly and independently: the same draws as
 * `count` calls of `randomElement` (rejected values skipped in order), but a batch of values per call
 * of the source instead of one (issue 18: twelve `getRandomValues` calls made an order's public id).
 */
export function randomElements<T>(items: readonly T[], count: number, source: RandomSource = cryptoRandomSource): T[] {
  if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
  const limit = UINT32_RANGE - (UINT32_RANGE % items.length);
  const picked: T[] = [];
  const buffer = new Uint32Array(count);
  while (picked.length < count) {
    // only as many values as are still missing, so no draw is wasted
    for (const value of source(buffer.subarray(0, count - picked.length)))
      if (value < limit) picked.push(items[value % items.length] as T);
  }
  return picked;
}

/** A uniformly shuffled copy of `items` (Fisher–Yates); the input is left unchanged. */
export function shuffle<T>(items: readonly T[], source: RandomSource = cryptoRandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1, source);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
