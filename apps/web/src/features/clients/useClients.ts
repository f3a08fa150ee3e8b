import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { operationName } from '../../api/operation';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import {
  AcceptPrivateMutation,
  ClientsQuery,
  CountNewPrivatesQuery,
  DeleteClientMutation,
  RestoreClientMutation,
} from '../../api/operations';
import type { Client, ClientKind, ClientPage } from '../../api/operations';

type PageState = { status: 'loading' } | { status: 'ready'; page: ClientPage } | { status: 'failed'; error: unknown };

export interface ClientFilter {
  search: string;
  kind: ClientKind;
  includeBlocked: boolean;
}

/**
 * One page (12, §9) of the viewer's clients with search, kind filter and blocked toggle, plus the
 * bakery's count of private customers waiting. Actions put the server's answer in place; a client
 * deleted while deleted ones are hidden leaves the list at once.
 */
export function useClients(isBakery: boolean) {
  const queryClient = useQueryClient();
  const [filter, setFilterState] = useState<ClientFilter>({ search: '', kind: 'ALL', includeBlocked: false });
  const [page, setPage] = useState(0);
  const [search] = useDebouncedValue(filter.search.trim(), 300);
  const variables = { page, search: search || null, kind: filter.kind, includeBlocked: filter.includeBlocked };
  const query = useApiQuery(ClientsQuery, variables, { placeholderData: keepPreviousData });
  const loaded = loadStateOf(query);
  const state: PageState = loaded.status === 'ready' ? { status: 'ready', page: loaded.data.clients } : loaded;
  const newPrivatesQuery = useApiQuery(CountNewPrivatesQuery, {}, { enabled: isBakery });
  const newPrivates = newPrivatesQuery.data?.countNewPrivates ?? 0;

  const reload = () => {
    void query.refetch();
    if (isBakery) void newPrivatesQuery.refetch();
  };

  const setFilter = (change: Partial<ClientFilter>) => {
    setFilterState((current) => ({ ...current, ...change }));
    setPage(0);
  };

  const changePage = (change: (page: ClientPage) => ClientPage) =>
    queryClient.setQueryData<{ clients: ClientPage }>(apiQueryKey(ClientsQuery, variables), (current) =>
      current ? { clients: change(current.clients) } : current,
    );
  const put = (client: Client) =>
    changePage((current) => ({ ...current, items: current.items.map((c) => (c.id === client.id ? client : c)) }));

  /** A client deleted while deleted ones are hidden leaves the page; the server's next page fills it. */
  const drop = (id: string) => {
    const onlyOne = state.status === 'ready' && state.page.items.length === 1 && state.page.items[0]?.id === id;
    changePage((current) => ({
      ...current,
      items: current.items.filter((c) => c.id !== id),
      total: Math.max(0, current.total - 1),
    }));
    if (onlyOne && page > 0) setPage(page - 1);
    void queryClient.invalidateQueries({ queryKey: [operationName(ClientsQuery)] });
  };

  // the answers are put in at the call, into the page shown then (`variables`, `filter` of that render)
  const acceptPrivate = useApiMutation(AcceptPrivateMutation);
  const deleteClient = useApiMutation(DeleteClientMutation);
  const restoreClient = useApiMutation(RestoreClientMutation);

  return {
    state,
    filter,
    setFilter,
    page,
    setPage,
    newPrivates,
    reload,
    accept: async (id: string) => {
      put((await acceptPrivate.mutateAsync({ id })).acceptPrivate);
      queryClient.setQueryData<{ countNewPrivates: number }>(apiQueryKey(CountNewPrivatesQuery, {}), (current) =>
        current ? { countNewPrivates: Math.max(0, current.countNewPrivates - 1) } : current,
      );
    },
    block: async (id: string) => {
      const blocked = (await deleteClient.mutateAsync({ id })).deleteClient;
      if (filter.includeBlocked) put(blocked);
      else drop(id);
    },
    restore: async (id: string) => {
      put((await restoreClient.mutateAsync({ id })).restoreClient);
    },
  };
}
