/**
 * The query cache's hooks of the web and the guest app (@bakery/api/query, ADR 017/018): one
 * cache key per operation and variables, mutations naming the queries they change, paged lists.
 * Each app makes its hooks once with `createApiHooks`, giving how a request is sent (the web's
 * one client, the guest app's client of its session).
 *
 * Invariants: a key is `[operationName, variables]`, so `[operationName]` matches an operation's
 * answers for every variables; a mutation resolves only after the queries it invalidates refetched.
 */
import { useCallback } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { operationName, type AnyOperation, type OperationData, type OperationVariables } from './graphql';

/** Sends one operation: a client's `request` without its per-operation overloads. */
export type Send = (operation: AnyOperation, variables?: Record<string, unknown>) => Promise<unknown>;

/** The cache key of an operation: `[operationName, variables]`. */
export function apiQueryKey<TOp extends AnyOperation>(operation: TOp, variables?: OperationVariables<TOp>) {
  return [operationName(operation), variables ?? {}] as const;
}

/** `[operationName]`: matches the operation's cached answers for every variables (to invalidate them). */
export function operationKey(operation: AnyOperation): readonly [string] {
  return [operationName(operation)];
}

type ApiQueryKey = readonly [string, unknown];

export type ApiQueryOptions<TOp extends AnyOperation, TSelected> = Omit<
  UseQueryOptions<OperationData<TOp>, Error, TSelected, ApiQueryKey>,
  'queryKey' | 'queryFn'
>;

export type ApiMutationOptions<TOp extends AnyOperation> = Omit<
  UseMutationOptions<OperationData<TOp>, Error, OperationVariables<TOp>>,
  'mutationFn'
> & {
  /** Queries whose cached answers the mutation changes: refetched (every variables) after success. */
  invalidates?: readonly AnyOperation[];
};

/** A page of a paged list as the server answers it (`items` of the page, `total` of the list). */
export interface Paged<TItem> {
  items: TItem[];
  total: number;
}

/**
 * The hooks of one app. `useSend` is called inside each hook (it may itself be a hook, e.g. one
 * reading the session's client).
 */
export function createApiHooks(useSend: () => Send) {
  /** Runs a GraphQL query through the cache, keyed by its operation name and variables. */
  function useApiQuery<TOp extends AnyOperation, TSelected = OperationData<TOp>>(
    operation: TOp,
    variables: OperationVariables<TOp>,
    options: ApiQueryOptions<TOp, TSelected> = {},
  ) {
    const send = useSend();
    return useQuery({
      ...options,
      queryKey: apiQueryKey(operation, variables),
      queryFn: () => send(operation, variables) as Promise<OperationData<TOp>>,
    });
  }

  /**
   * A paged GraphQL list through the cache: the pages loaded so far under one key (`[operationName,
   * variables]` without `page`), more on demand; a refetch (invalidation, focus) asks all of them
   * again. `pageOf` picks the page out of the answer.
   */
  function useApiPagedQuery<TOp extends AnyOperation, TItem extends { id: string }>(
    operation: TOp,
    variables: Omit<OperationVariables<TOp>, 'page'>,
    pageOf: (data: OperationData<TOp>) => Paged<TItem>,
  ) {
    const send = useSend();
    return useInfiniteQuery({
      queryKey: apiQueryKey(operation, variables as OperationVariables<TOp>),
      queryFn: async ({ pageParam }) =>
        pageOf((await send(operation, { ...variables, page: pageParam })) as OperationData<TOp>),
      initialPageParam: 0,
      getNextPageParam: (last, pages) =>
        pages.reduce((count, page) => count + page.items.length, 0) < last.total ? pages.length : undefined,
      // an item added meanwhile moves the later pages on: one that shows already shows once
      select: ({ pages }) => ({
        items: [...new Map(pages.flatMap((page) => page.items).map((item) => [item.id, item])).values()],
        total: pages.at(-1)?.total ?? 0,
      }),
    });
  }

  /** Runs a GraphQL mutation; after success the `invalidates` queries are refetched before it resolves. */
  function useApiMutation<TOp extends AnyOperation>(
    operation: TOp,
    { invalidates = [], onSuccess, ...options }: ApiMutationOptions<TOp> = {},
  ) {
    const send = useSend();
    const queryClient = useQueryClient();
    return useMutation({
      ...options,
      mutationFn: (variables: OperationVariables<TOp>) => send(operation, variables) as Promise<OperationData<TOp>>,
      onSuccess: async (...args) => {
        await Promise.all(invalidates.map((query) => queryClient.invalidateQueries({ queryKey: operationKey(query) })));
        await onSuccess?.(...args);
      },
    });
  }

  /**
   * A query read outside a screen's render (a background task, a handler) through the same cache:
   * a request already under way is shared, and the answer lands under the operation's key for the
   * screens that show it.
   */
  function useApiFetch() {
    const send = useSend();
    const queryClient = useQueryClient();
    // one function while client and cache stay, so effects may depend on it
    return useCallback<ApiFetch>(
      (operation, variables) =>
        queryClient.fetchQuery({
          queryKey: apiQueryKey(operation, variables),
          queryFn: () => send(operation, variables) as Promise<OperationData<typeof operation>>,
        }),
      [send, queryClient],
    );
  }

  return { useApiQuery, useApiPagedQuery, useApiMutation, useApiFetch };
}

/** What `useApiFetch` returns: reads an operation through the cache. */
export type ApiFetch = <TOp extends AnyOperation>(
  operation: TOp,
  variables?: OperationVariables<TOp>,
) => Promise<OperationData<TOp>>;

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
