import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** Retry only what may heal by itself: once after a network failure, never after an error code from the server. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && !error.network) return false;
  return failureCount < 1;
}

/**
 * The web's one query cache: answers count as fresh for a few seconds (two screens asking the same
 * query share one request), are refetched when the window regains focus, and are dropped on sign-out
 * (AuthProvider clears the client). Tests pass `{ retry: false }`.
 */
/**
 * Answers reach the screens in the same task (a microtask) instead of a timer later: a weight saved
 * on the compile screen showed "saved" a task and a second render after its answer (issue 45,
 * item 13: 97 → 77 ms with the CPU 4× slower). Notifications of one batch still come together.
 */
notifyManager.setScheduler((callback) => queueMicrotask(callback));

export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5_000, retry: retry ? shouldRetry : false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
