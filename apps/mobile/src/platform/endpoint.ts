import type { KeyValueStore } from './app-storage';

/** Where a tester's server address is kept (requirements/accounts-and-sign-in.md#testers-server-switch). */
export const ENDPOINT_OVERRIDE_KEY = 'brotzeit.endpointOverride';

/**
 * Whether the hidden endpoint switch (requirements/accounts-and-sign-in.md#testers-server-switch) exists in this build:
 * development builds, and any build made with EXPO_PUBLIC_ENDPOINT_SWITCH=1 (the EAS development and preview profiles).
 * Store builds (production profile) leave it out unless that flag is set for them.
 */
export function isEndpointSwitchEnabled(
  flag: string | undefined = process.env.EXPO_PUBLIC_ENDPOINT_SWITCH,
  dev: boolean = typeof __DEV__ !== 'undefined' && __DEV__,
): boolean {
  return flag === '1' || flag === 'true' || dev;
}

/** A typed server address as an origin ("https://staging.example:8443"), or null when it is none. */
export function parseServerOrigin(input: string): string | null {
  const text = input.trim();
  if (!/^https?:\/\/[^\s/]+/i.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
      return null;
    return `${url.protocol}//${url.host}`;
  } catch {
    return null;
  }
}

/** The tester's stored server address, if one is stored and still valid. */
export async function readEndpointOverride(store: KeyValueStore): Promise<string | null> {
  const stored = await store.getItem(ENDPOINT_OVERRIDE_KEY);
  return stored ? parseServerOrigin(stored) : null;
}

/** Stores (or with null forgets) the tester's server address. */
export async function writeEndpointOverride(store: KeyValueStore, origin: string | null): Promise<void> {
  if (origin) await store.setItem(ENDPOINT_OVERRIDE_KEY, origin);
  else await store.removeItem(ENDPOINT_OVERRIDE_KEY);
}
