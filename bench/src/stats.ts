/** Percentile by nearest rank over a sorted copy; figures in milliseconds. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

export interface Series {
  name: string;
  p50: number;
  p95: number;
  n: number;
}

export async function measure(
  name: string,
  n: number,
  run: (i: number) => Promise<void>,
  /** Runs before each call, untimed (e.g. a write that makes the next call a cache miss). */
  prepare?: () => Promise<void>,
): Promise<Series> {
  for (let i = 0; i < Math.min(20, n); i++) await prepare?.().then(() => run(i)); // warm-up, not counted
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    await prepare?.();
    const t = performance.now();
    await run(i);
    samples.push(performance.now() - t);
  }
  return { name, p50: percentile(samples, 50), p95: percentile(samples, 95), n };
}

export const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(2));
