import { lazy, type ComponentType } from 'react';

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  /** Imports a chunk by address; the retries use it with a fresh address (a failed import() is cached by the browser). */
  importFresh?: (url: string) => Promise<unknown>;
  /** Reloads the page: the new page gets the current chunk names after a deploy. */
  reload?: () => void;
  /** Where the reload is remembered, so that a chunk that stays missing shows the error page instead of reloading forever. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The prefix of the session storage key that remembers the reload for a chunk. */
export const RELOAD_KEY = 'chunk-reload:';

/**
 * The address of the chunk a failed dynamic import names in its message (Chromium: "Failed to
 * fetch dynamically imported module: http://…/assets/x.js", Firefox: "error loading dynamically
 * imported module: http://…"); undefined when the browser does not say or it is another origin.
 */
export function chunkUrlOf(error: unknown, origin = window.location.origin): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const match = /https?:\/\/[^\s'"]+/.exec(message);
  if (!match) return undefined;
  try {
    const url = new URL(match[0].replace(/[.,;:)]+$/, ''));
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The chunk's address with a query no cache has seen. */
function freshUrl(url: string, attempt: number): string {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', `${Date.now()}-${attempt}`);
  return fresh.href;
}

/**
 * Runs `load` (a dynamic import). When it fails, the chunk is fetched again at 1-second intervals
 * up to 3 times under a fresh address; if it still fails the page is reloaded — once per chunk and
 * browser tab (session storage): when the chunk is missing after that, the error is thrown for the
 * error page (requirements/platform-and-contract.md#screens-and-who-may-open-them).
 */
export async function loadWithRetry<TModule>(
  load: () => Promise<TModule>,
  {
    retries = 3,
    delayMs = 1000,
    importFresh = (url) => import(/* @vite-ignore */ url),
    reload = () => window.location.reload(),
    storage = window.sessionStorage,
  }: RetryOptions = {},
): Promise<TModule> {
  let lastError: unknown;
  try {
    return await load();
  } catch (error) {
    lastError = error;
  }
  const url = chunkUrlOf(lastError);
  // without the address (Safari does not name it) a new import() would only repeat the cached failure
  if (url)
    for (let attempt = 1; attempt <= retries; attempt += 1) {
      await sleep(delayMs);
      try {
        return (await importFresh(freshUrl(url, attempt))) as TModule;
      } catch (error) {
        lastError = error;
      }
    }
  const key = RELOAD_KEY + (url ?? window.location.pathname);
  if (storage.getItem(key) === null) {
    storage.setItem(key, new Date().toISOString());
    reload();
    // the page is going away: nothing renders in between
    return new Promise<TModule>(() => undefined);
  }
  throw lastError;
}

/**
 * React.lazy with the retry above for a module's named component, drawn once the screens' Mantine styles are there: `lazyWithRetry(() =>
 * import('./LoggedInRoutes'), (m) => m.LoggedInRoutes)` (after a deploy old chunk names are gone).
 */
export function lazyWithRetry<TModule, TProps extends object>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType<TProps>,
  options?: RetryOptions,
) {
  return lazy(async () => {
    const [module] = await Promise.all([loadWithRetry(load, options), mantineStyles()]);
    return { default: pick(module) };
  });
}

let styles: Promise<unknown> | null = null;

/**
 * The styles of the Mantine components beyond the first page's (ui/mantine-styles.ts), fetched once, before the first
 * lazily loaded component draws.
 */
function mantineStyles(): Promise<unknown> {
  styles ??= loadWithRetry(() => import('../ui/mantine-styles'));
  return styles;
}
