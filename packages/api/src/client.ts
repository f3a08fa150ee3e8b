import type { Operation, OperationData, OperationVariables } from './operation';

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

interface GraphQLResponseBody {
  data?: unknown;
  errors?: { message?: string; extensions?: Record<string, unknown> }[];
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

/** Variables are optional for operations that take none. */
export type RequestArgs<TOp> =
  Record<string, never> extends OperationVariables<TOp>
    ? [variables?: OperationVariables<TOp>]
    : [variables: OperationVariables<TOp>];

export interface ApiClient {
  request<TOp extends Operation<unknown, Record<string, unknown>>>(
    operation: TOp,
    ...args: RequestArgs<TOp>
  ): Promise<OperationData<TOp>>;
}

/**
 * A tiny GraphQL client: `POST endpoint` with `{ operationName, variables, query }` and the bearer
 * token. Resolves with `data` or rejects with an ApiError carrying the first error's code.
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
            operationName: operation.operationName,
            variables: variables ?? {},
            query: operation.query,
          }),
        });
        body = (await response.json()) as GraphQLResponseBody;
      } catch (cause) {
        throw new ApiError('INTERNAL', {}, cause instanceof Error ? cause.message : 'network error', true);
      }

      const first = body.errors?.[0];
      if (first) {
        const extensions = first.extensions ?? {};
        const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL';
        if (code === 'UNAUTHENTICATED' && token) options.onUnauthenticated?.(token);
        throw new ApiError(code, extensions, first.message ?? code);
      }
      if (body.data === undefined || body.data === null) throw new ApiError('INTERNAL', {}, 'answer without data');
      return body.data as OperationData<typeof operation>;
    },
  };
}
