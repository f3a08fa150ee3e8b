import { AppState, Platform } from 'react-native';
import {
  focusManager,
  QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import {
  operationName,
  type AnyOperation,
  type ApiClient,
  type OperationData,
  type OperationVariables,
} from '@bakery/api';
import { useSession } from './SessionProvider';

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

/** `request` without its per-operation overloads, for the generic hooks below. */
function sender(client: ApiClient) {
  return client.request as (operation: AnyOperation, variables?: Record<string, unknown>) => Promise<unknown>;
}

/** The cache key of an operation, as in the web: `[operationName, variables]`. */
export function apiQueryKey<TOp extends AnyOperation>(operation: TOp, variables?: OperationVariables<TOp>) {
  return [operationName(operation), variables ?? {}] as const;
}

/** `[operationName]`: matches the operation's cached answers for every variables (to invalidate them). */
export function operationKey(operation: AnyOperation): readonly [string] {
  return [operationName(operation)];
}

type ApiQueryKey = readonly [string, unknown];
type QueryOptions<TOp extends AnyOperation, TSelected> = Omit<
  UseQueryOptions<OperationData<TOp>, Error, TSelected, ApiQueryKey>,
  'queryKey' | 'queryFn'
>;

/** Runs a GraphQL query of the session's client through the cache, keyed by operation name and variables. */
export function useApiQuery<TOp extends AnyOperation, TSelected = OperationData<TOp>>(
  operation: TOp,
  variables: OperationVariables<TOp>,
  options: QueryOptions<TOp, TSelected> = {},
) {
  const { client } = useSession();
  return useQuery({
    ...options,
    queryKey: apiQueryKey(operation, variables),
    queryFn: () => sender(client)(operation, variables) as Promise<OperationData<TOp>>,
  });
}

/** A page of a paged list as the server answers it (`items` of the page, `total` of the list). */
interface Paged<TItem> {
  items: TItem[];
  total: number;
}

/**
 * A paged GraphQL list through the cache: the pages loaded so far under one key (`[operationName,
 * variables]` without `page`), more on demand; a refetch (invalidation, focus) asks all of them again.
 * `pageOf` picks the page out of the answer.
 */
export function useApiPagedQuery<TOp extends AnyOperation, TItem extends { id: string }>(
  operation: TOp,
  variables: Omit<OperationVariables<TOp>, 'page'>,
  pageOf: (data: OperationData<TOp>) => Paged<TItem>,
) {
  const { client } = useSession();
  return useInfiniteQuery({
    queryKey: apiQueryKey(operation, variables as OperationVariables<TOp>),
    queryFn: async ({ pageParam }) =>
      pageOf((await sender(client)(operation, { ...variables, page: pageParam })) as OperationData<TOp>),
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
  const { client } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (variables: OperationVariables<TOp>) =>
      sender(client)(operation, variables) as Promise<OperationData<TOp>>,
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((query) => queryClient.invalidateQueries({ queryKey: operationKey(query) })));
      await onSuccess?.(...args);
    },
  });
}
