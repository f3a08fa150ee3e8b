import { AppState, Platform } from 'react-native';
import { focusManager, QueryClient } from '@tanstack/react-query';
import { createApiHooks, type Send } from '@bakery/api/query';
import { useSession } from './SessionProvider';

export { apiQueryKey, operationKey, type ApiFetch } from '@bakery/api/query';

// Native apps have no window focus: the app coming to the foreground is the focus that refetches
// stale queries (refetchOnWindowFocus). The web build keeps the library's visibilitychange listener.
if (Platform.OS !== 'web') {
  focusManager.setEventListener((handleFocus) => {
    const subscription = AppState.addEventListener('change', (state) => handleFocus(state === 'active'));
    return () => subscription.remove();
  });
}

/**
 * The app's one query cache (per GuestApp; cleared when a session begins or ends). Fails fast as
 * the screens did before the cache: an error shows at once with its retry button, and a lost
 * connection is a failed request (`networkMode: 'always'`: the screens say the app is offline)
 * rather than a paused one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}

/** The hooks of @bakery/api/query, sending through the session's client. */
export const { useApiQuery, useApiPagedQuery, useApiMutation, useApiFetch } = createApiHooks(
  () => useSession().client.request as Send,
);
