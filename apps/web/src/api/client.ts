import type { Operation, OperationData, OperationVariables } from './operations';

/** localStorage keys of the session (SPEC §3: "Stored in the browser: token, userID"). */
export const TOKEN_KEY = 'token';
export const USER_ID_KEY = 'userID';

/**
 * A failed GraphQL call. `code` is the server's `extensions.code` (see @bakery/core ERROR_CODES);
 * a network failure or an unreadable answer becomes `INTERNAL` with `network` set.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly extensions: Record<string, unknown>;
  readonly network: boolean;

  constructor(code: string, extensions: Record<string, unknown> = {}, message = code, network = false) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.extensions = extensions;
    this.network = network;
  }
}

interface GraphQLErrorBody {
  message?: string;
  extensions?: Record<string, unknown>;
}

interface GraphQLResponseBody<TData> {
  data?: TData | null;
  errors?: GraphQLErrorBody[];
}

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

function toApiError(error: GraphQLErrorBody): ApiError {
  const extensions = error.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL';
  return new ApiError(code, extensions, error.message ?? code);
}

/**
 * Sends one operation as `POST /graphql` with `{ operationName, variables, query }` and the bearer
 * token from localStorage. Resolves with `data` or rejects with an ApiError (first GraphQL error);
 * an UNAUTHENTICATED answer to a request with a token is also reported to `onUnauthenticated`.
 */
export async function request<TOp extends Operation<unknown, Record<string, unknown>>>(
  operation: TOp,
  ...args: Record<string, never> extends OperationVariables<TOp>
    ? [variables?: OperationVariables<TOp>]
    : [variables: OperationVariables<TOp>]
): Promise<OperationData<TOp>> {
  const [variables] = args;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: GraphQLResponseBody<OperationData<TOp>>;
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        operationName: operation.operationName,
        variables: variables ?? {},
        query: operation.query,
      }),
    });
    body = (await response.json()) as GraphQLResponseBody<OperationData<TOp>>;
  } catch (cause) {
    throw new ApiError('INTERNAL', {}, cause instanceof Error ? cause.message : 'network error', true);
  }

  const errors = (body.errors ?? []).map(toApiError);
  if (token && errors.some((error) => error.code === 'UNAUTHENTICATED')) {
    for (const listener of [...unauthenticatedListeners]) listener(token);
  }
  const first = errors[0];
  if (first) throw first;
  if (body.data == null) throw new ApiError('INTERNAL', {}, 'empty response');
  return body.data;
}
