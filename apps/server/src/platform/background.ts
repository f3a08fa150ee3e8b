const pending = new Set<Promise<void>>();

/**
 * Runs work after the answer has gone out, so the answer's timing does not tell what the work
 * found (e.g. whether an address has an account and got a mail). Failures are logged, never thrown.
 */
export function runAfterAnswer(label: string, work: () => Promise<void>): void {
  const task = work()
    .catch((error: unknown) => console.warn(`${label} failed:`, error instanceof Error ? error.message : error))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves when the work started so far has ended (server shutdown, tests). */
export async function waitForWorkAfterAnswers(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
