import { lazy, type ComponentType } from 'react';

interface RetryOptions {
  retries?: number;
  delayMs?: number;
  /** Called when every attempt failed; the page reload fetches the current chunk names. */
  onGiveUp?: () => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load`, retrying failures: 3 retries at 1-second intervals, then reload
 * (requirements/platform-and-contract.md#screens-and-who-may-open-them).
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  { retries = 3, delayMs = 1000, onGiveUp = () => window.location.reload() }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) {
        onGiveUp();
        throw error;
      }
      await sleep(delayMs);
    }
  }
}

/** React.lazy for a named export with the retry above (after a deploy old chunk names are gone). */
export function lazyWithRetry<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  options?: RetryOptions,
) {
  return lazy(async () => ({ default: await loadWithRetry(load, options) }));
}
