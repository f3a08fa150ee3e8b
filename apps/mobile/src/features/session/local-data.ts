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

/**
 * Forgets everything the app kept for an account: whenever a session ends (signing out, the
 * server ending it, a refused link) and when the app starts without one, so a shared device holds
 * nothing of the guest before. Not personal settings (the tester's server, the reminder choice).
 */
export async function clearLocal(store: KeyValueStore): Promise<void> {
  await Promise.all(Object.values(LOCAL_KEYS).map((key) => store.removeItem(key).catch(() => undefined)));
}

/**
 * On a new session of `userId`: forgets what the device kept for any other account, and what was
 * kept without a known owner (an earlier session's, started offline); keeps the account's own.
 */
export async function keepLocalOnlyFor(store: KeyValueStore, userId: string): Promise<void> {
  await Promise.all(
    Object.values(LOCAL_KEYS).map(async (key) => {
      try {
        const text = await store.getItem(key);
        if (text !== null && ownerOf(text) !== userId) await store.removeItem(key);
      } catch {
        // a broken store: what it holds cannot be read back either
      }
    }),
  );
}

/** The owner of a stored value; null when unknown or unreadable. */
function ownerOf(text: string): string | null {
  try {
    return (JSON.parse(text) as Partial<Stored<unknown>> | null)?.userId ?? null;
  } catch {
    return null;
  }
}
