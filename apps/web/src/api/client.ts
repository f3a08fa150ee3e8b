import { createApiClient } from '@bakery/api';

export { ApiError, isUnanswered } from '@bakery/api';

/** localStorage keys of the session: the browser keeps the token and the user id (requirements/accounts-and-sign-in.md#sessions). */
export const TOKEN_KEY = 'token';
export const USER_ID_KEY = 'userID';

/** Receives the token the refused request was sent with. */
type UnauthenticatedListener = (token: string) => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/**
 * Calls `listener` whenever a request sent with a token is answered with an UNAUTHENTICATED error
 * (the session expired or was revoked). Returns the unsubscribe function.
 */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => {
    unauthenticatedListeners.delete(listener);
  };
}

/** The web's instance of the one GraphQL client (@bakery/api): same origin, the token from localStorage. */
const client = createApiClient({
  endpoint: '/graphql',
  getToken: () => localStorage.getItem(TOKEN_KEY),
  onUnauthenticated: (token) => {
    for (const listener of [...unauthenticatedListeners]) listener(token);
  },
});

/**
 * Sends one operation as `POST /graphql` with `{ operationName, variables, query }` and the bearer
 * token from localStorage. Resolves with `data` or rejects with an ApiError (first GraphQL error);
 * an UNAUTHENTICATED answer to a request with a token is also reported to `onUnauthenticated`.
 */
export const request = client.request;
