import { QueryClient } from '@tanstack/react-query';
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
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5_000, retry: retry ? shouldRetry : false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
