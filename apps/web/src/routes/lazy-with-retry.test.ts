import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkUrlOf, loadWithRetry, RELOAD_KEY } from './lazy-with-retry';

const ORIGIN = window.location.origin;
const CHUNK = `${ORIGIN}/assets/OrdersRoute-1a2b3c.js`;
// what Chromium's import() rejects with when the chunk cannot be fetched
const chromiumError = (url = CHUNK) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('chunkUrlOf', () => {
  it('reads the chunk address from Chromium’s and Firefox’s messages', () => {
    expect(chunkUrlOf(chromiumError())).toBe(CHUNK);
    expect(chunkUrlOf(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
  });

  it('has none for Safari’s message or another origin', () => {
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(chunkUrlOf(chromiumError('https://elsewhere.example/x.js'))).toBeUndefined();
  });
});

describe('loadWithRetry', () => {
  it('loads once when the chunk arrives', async () => {
    const importFresh = vi.fn();
    const reload = vi.fn();
    await expect(
      loadWithRetry(() => Promise.resolve('chunk'), { importFresh, reload, storage: memoryStorage() }),
    ).resolves.toBe('chunk');
    expect(importFresh).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('retries a failed chunk under a fresh address at 1-second intervals (a failed import() is cached)', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(chromiumError());
    const importFresh = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(chromiumError())
      .mockResolvedValue('chunk');
    const reload = vi.fn();
    const result = loadWithRetry(load, { importFresh, reload, storage: memoryStorage() });

    await vi.advanceTimersByTimeAsync(999);
    expect(importFresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(importFresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('chunk');

    expect(load).toHaveBeenCalledTimes(1);
    const urls = importFresh.mock.calls.map(([url]) => new URL(url));
    for (const url of urls) {
      expect(`${url.origin}${url.pathname}`).toBe(CHUNK);
      expect(url.searchParams.get('retry')).toBeTruthy();
    }
    expect(new Set(urls.map((u) => u.href)).size).toBe(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('after 3 failed retries reloads the page once and remembers it for this tab', async () => {
    vi.useFakeTimers();
    const importFresh = vi.fn<(url: string) => Promise<unknown>>().mockRejectedValue(chromiumError());
    const reload = vi.fn();
    const storage = memoryStorage();
    let settled = false;
    void loadWithRetry(() => Promise.reject(chromiumError()), { importFresh, reload, storage }).finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(3000);
    expect(importFresh).toHaveBeenCalledTimes(3);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.has(RELOAD_KEY + CHUNK)).toBe(true);
    // nothing renders while the page goes away
    await vi.advanceTimersByTimeAsync(10_000);
    expect(settled).toBe(false);
  });

  it('after the reload, a chunk still missing throws for the error page instead of reloading again', async () => {
    vi.useFakeTimers();
    const error = chromiumError();
    const importFresh = vi.fn<(url: string) => Promise<unknown>>().mockRejectedValue(error);
    const reload = vi.fn();
    const storage = memoryStorage();
    storage.setItem(RELOAD_KEY + CHUNK, '2026-11-27T05:00:00.000Z');
    const result = loadWithRetry(() => Promise.reject(chromiumError()), { importFresh, reload, storage }).catch(
      (cause: unknown) => cause,
    );

    await vi.advanceTimersByTimeAsync(3000);
    expect(await result).toBe(error);
    expect(importFresh).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at once when the browser does not name the chunk (nothing to fetch afresh)', async () => {
    const importFresh = vi.fn();
    const reload = vi.fn();
    const storage = memoryStorage();
    void loadWithRetry(() => Promise.reject(new TypeError('Importing a module script failed.')), {
      importFresh,
      reload,
      storage,
    });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(importFresh).not.toHaveBeenCalled();
  });
});
