import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { request } from './client';
import type { AnyOperation, OperationData, OperationVariables } from './operation';

/** `request` without its per-operation overloads, for the generic hooks below. */
const send = request as (operation: AnyOperation, variables?: Record<string, unknown>) => Promise<unknown>;

/** The cache key of an operation: `[operationName, variables]`; `[operationName]` alone matches every variables. */
export function apiQueryKey<TOp extends AnyOperation>(operation: TOp, variables?: OperationVariables<TOp>) {
  return [operation.operationName, variables ?? {}] as const;
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
      await Promise.all(invalidates.map((query) => queryClient.invalidateQueries({ queryKey: [query.operationName] })));
      await onSuccess?.(...args);
    },
  });
}
