import type { KeyValueStore } from '../../platform/app-storage';

/** Keys of what the app keeps on the device besides the session token. */
export const LOCAL_KEYS = {
  basket: 'brotzeit.basket',
  /** The query cache's answers kept for a start without a connection (persisted-queries.ts). */
  queries: 'brotzeit.queries',
  /** The product list as kept before the query cache (issue 16): only removed on signing out. */
  catalogue: 'brotzeit.catalogue',
} as const;

/** What is stored: the owner's id, so another account signing in on the device never sees it. */
interface Stored<T> {
  userId: string | null;
  value: T;
}

/**
 * Reads a stored value of `userId` (null: the owner is not known yet, e.g. started offline, and
 * the stored session is the owner's). Unreadable data counts as none.
 */
export async function readLocal<T>(store: KeyValueStore, key: string, userId: string | null): Promise<T | null> {
  try {
    const text = await store.getItem(key);
    if (!text) return null;
    const stored = JSON.parse(text) as Stored<T>;
    if (userId !== null && stored.userId !== null && stored.userId !== userId) return null;
    return stored.value;
  } catch {
    return null;
  }
}

export async function writeLocal<T>(store: KeyValueStore, key: string, userId: string | null, value: T): Promise<void> {
  try {
    await store.setItem(key, JSON.stringify({ userId, value } satisfies Stored<T>));
  } catch {
    // a full or broken store: the app works on, it only forgets on a restart
  }
}

/** Forgets everything the app kept for the account (on signing out). */
export async function clearLocal(store: KeyValueStore): Promise<void> {
  await Promise.all(Object.values(LOCAL_KEYS).map((key) => store.removeItem(key).catch(() => undefined)));
}
