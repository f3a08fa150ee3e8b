import { describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './lazy-with-retry';

describe('loadWithRetry', () => {
  it('retries a failed chunk load at 1-second intervals', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('chunk');
    const onGiveUp = vi.fn();
    const result = loadWithRetry(load, { onGiveUp });

    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(3);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('gives up after 3 retries and reloads', async () => {
    vi.useFakeTimers();
    const error = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(error);
    const onGiveUp = vi.fn();
    const result = loadWithRetry(load, { onGiveUp });
    const settled = result.catch((cause: unknown) => cause);

    await vi.advanceTimersByTimeAsync(3000);
    expect(await settled).toBe(error);
    expect(load).toHaveBeenCalledTimes(4);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });
});
