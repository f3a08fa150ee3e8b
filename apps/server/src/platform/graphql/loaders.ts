import DataLoader from 'dataloader';
import type { RequestContext } from './context';

const caches = new WeakMap<RequestContext, Map<string, DataLoader<unknown, unknown>>>();

/**
 * A per-request DataLoader, created on first use, so a list never costs one query per row.
 * `batch` receives the collected keys and returns values in the same order.
 */
export function loader<K, V>(
  ctx: RequestContext,
  name: string,
  batch: (keys: readonly K[]) => Promise<(V | null)[]>,
): DataLoader<K, V | null> {
  let map = caches.get(ctx);
  if (!map) caches.set(ctx, (map = new Map()));
  let found = map.get(name) as DataLoader<K, V | null> | undefined;
  if (!found) {
    found = new DataLoader<K, V | null>(batch);
    map.set(name, found as DataLoader<unknown, unknown>);
  }
  return found;
}

/** Orders rows by the requested keys (null where missing). */
export function byKeys<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const index = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => index.get(k) ?? null);
}
