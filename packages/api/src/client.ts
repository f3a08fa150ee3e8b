import { operationName, operationText, type Operation, type OperationData, type OperationVariables } from './graphql';

/**
 * A failed GraphQL call. `code` is the server's `errors[0].extensions.code` (see @bakery/core
 * ERROR_CODES); a network failure or an unreadable answer becomes `INTERNAL` with `network` set.
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

/**
 * No answer from the server about what was asked: it was not reached (`network`), or it failed itself
 * (`INTERNAL`), or could not reach its database (`SERVICE_UNAVAILABLE`). A stored session survives such a
 * failure; only the server’s own refusal ends it.
 */
export function isUnanswered(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.network || error.code === 'INTERNAL' || error.code === 'SERVICE_UNAVAILABLE')
  );
}

interface GraphQLErrorBody {
  message?: string;
  extensions?: Record<string, unknown>;
}

interface GraphQLResponseBody {
  data?: unknown;
  errors?: GraphQLErrorBody[];
}

function toApiError(error: GraphQLErrorBody): ApiError {
  const extensions = error.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL';
  return new ApiError(code, extensions, error.message ?? code);
}

export interface ApiClientOptions {
  /** Absolute (`https://host/graphql`) or same-origin (`/graphql`) endpoint. */
  endpoint: string;
  /** The session token to send as `Authorization: Bearer …`; null or undefined sends none. */
  getToken: () => string | null | undefined;
  /** Called with the token sent when the server answers UNAUTHENTICATED (session ended or revoked). */
  onUnauthenticated?: (token: string) => void;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** Variables are optional for operations whose variables are all optional. */
export type RequestArgs<TOp> =
  Record<string, never> extends OperationVariables<TOp>
    ? [variables?: OperationVariables<TOp>]
    : [variables: OperationVariables<TOp>];

export interface ApiClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request<TOp extends Operation<any, any>>(operation: TOp, ...args: RequestArgs<TOp>): Promise<OperationData<TOp>>;
}

/**
 * The GraphQL client of the web and the guest app: `POST endpoint` with `{ operationName, variables,
 * query }` and the bearer token. Resolves with `data` or rejects with an ApiError carrying the first
 * error's code; an UNAUTHENTICATED error to a request sent with a token is reported to onUnauthenticated.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return {
    async request(operation, ...args) {
      const [variables] = args;
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const token = options.getToken() ?? null;
      if (token) headers.Authorization = `Bearer ${token}`;
      const doFetch = options.fetch ?? fetch;

      let body: GraphQLResponseBody;
      try {
        const response = await doFetch(options.endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            operationName: operationName(operation),
            variables: variables ?? {},
            query: operationText(operation),
          }),
        });
        body = await response.json().catch((cause: unknown) => {
          // a proxy's own page while the server restarts (502–504): the same "try again shortly" as the server's 503
          if (response.status >= 502 && response.status <= 504)
            throw new ApiError('SERVICE_UNAVAILABLE', {}, `HTTP ${response.status}`, true);
          throw cause;
        });
      } catch (cause) {
        if (cause instanceof ApiError) throw cause;
        throw new ApiError('INTERNAL', {}, cause instanceof Error ? cause.message : 'network error', true);
      }

      const errors = (body.errors ?? []).map(toApiError);
      if (token && errors.some((error) => error.code === 'UNAUTHENTICATED')) options.onUnauthenticated?.(token);
      const first = errors[0];
      if (first) throw first;
      if (body.data === undefined || body.data === null) throw new ApiError('INTERNAL', {}, 'answer without data');
      return body.data as OperationData<typeof operation>;
    },
  };
}
