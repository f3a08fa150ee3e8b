import { ApiError, TOKEN_KEY } from './client';

/**
 * What the server's plain HTTP routes beside /graphql (documents, uploads) share with it
 * (`platform/http/rest.ts` on the server): the session's bearer token and the error answer's shape.
 */

/** The answer of a plain route that failed: the same shape as /graphql's errors. */
export type RouteErrorAnswer = { errors?: { extensions?: Record<string, unknown> }[] };

/** `Bearer <token>` of the session in localStorage, or null when signed out. */
export function bearerAuthorization(): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? `Bearer ${token}` : null;
}

/** The ApiError a plain route answered: the first error's code and extensions, INTERNAL without a code. */
export function answeredError(answer: RouteErrorAnswer | null): ApiError {
  const extensions = answer?.errors?.[0]?.extensions ?? {};
  return new ApiError(typeof extensions.code === 'string' ? extensions.code : 'INTERNAL', extensions);
}
