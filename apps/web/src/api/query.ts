import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { request } from './client';
import { operationName, type AnyOperation, type OperationData, type OperationVariables } from './operation';

/** `request` without its per-operation overloads, for the generic hooks below. */
const send = request as (operation: AnyOperation, variables?: Record<string, unknown>) => Promise<unknown>;

/** The cache key of an operation: `[operationName, variables]`; `[operationName]` alone matches every variables. */
export function apiQueryKey<TOp extends AnyOperation>(operation: TOp, variables?: OperationVariables<TOp>) {
  return [operationName(operation), variables ?? {}] as const;
}

/** `[operationName]`: matches the operation's cached answers for every variables (to invalidate them). */
export function operationKey(operation: AnyOperation): readonly [string] {
  return [apiQueryKey(operation)[0]];
}

type ApiQueryKey = readonly [string, unknown];
type QueryOptions<TOp extends AnyOperation, TSelected> = Omit<
  UseQueryOptions<OperationData<TOp>, Error, TSelected, ApiQueryKey>,
  'queryKey' | 'queryFn'
>;

/** Runs a GraphQL query through the cache, keyed by its operation name and variables. */
export function useApiQuery<TOp extends AnyOperation, TSelected = OperationData<TOp>>(
  operation: TOp,
  variables: OperationVariables<TOp>,
  options: QueryOptions<TOp, TSelected> = {},
) {
  return useQuery({
    ...options,
    queryKey: apiQueryKey(operation, variables),
    queryFn: () => send(operation, variables) as Promise<OperationData<TOp>>,
  });
}

type MutationOptions<TOp extends AnyOperation> = Omit<
  UseMutationOptions<OperationData<TOp>, Error, OperationVariables<TOp>>,
  'mutationFn'
> & {
  /** Queries whose cached answers the mutation changes: refetched (every variables) after success. */
  invalidates?: readonly AnyOperation[];
};

/** Runs a GraphQL mutation; after success the `invalidates` queries are refetched before it resolves. */
export function useApiMutation<TOp extends AnyOperation>(
  operation: TOp,
  { invalidates = [], onSuccess, ...options }: MutationOptions<TOp> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (variables: OperationVariables<TOp>) => send(operation, variables) as Promise<OperationData<TOp>>,
    onSuccess: async (...args) => {
      await Promise.all(
        invalidates.map((query) => queryClient.invalidateQueries({ queryKey: [operationName(query)] })),
      );
      await onSuccess?.(...args);
    },
  });
}

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * A query as the three faces a screen shows: ready while it has data (a failed background refetch
 * keeps the last answer), else loading (also while a failed query is retried) or failed.
 */
export function loadStateOf<T>(query: UseQueryResult<T>): LoadState<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError && !query.isFetching) return { status: 'failed', error: query.error };
  return { status: 'loading' };
}
