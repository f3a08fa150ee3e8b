import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { request } from '../../api/client';
import {
  AcceptPrivateMutation,
  ClientsQuery,
  CountNewPrivatesQuery,
  DeleteClientMutation,
  RestoreClientMutation,
} from '../../api/operations';
import type { Client, ClientKind, ClientPage } from '../../api/types';

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
  const [filter, setFilterState] = useState<ClientFilter>({ search: '', kind: 'ALL', includeBlocked: false });
  const [page, setPage] = useState(0);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [newPrivates, setNewPrivates] = useState(0);
  const [reloads, setReloads] = useState(0);
  const [search] = useDebouncedValue(filter.search.trim(), 300);

  useEffect(() => {
    let live = true;
    request(ClientsQuery, { page, search: search || null, kind: filter.kind, includeBlocked: filter.includeBlocked })
      .then(({ clients }) => live && setState({ status: 'ready', page: clients }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [page, search, filter.kind, filter.includeBlocked, reloads]);

  useEffect(() => {
    if (!isBakery) return;
    let live = true;
    request(CountNewPrivatesQuery, {})
      .then(({ countNewPrivates }) => live && setNewPrivates(countNewPrivates))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [isBakery, reloads]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setReloads((n) => n + 1);
  }, []);

  const setFilter = (change: Partial<ClientFilter>) => {
    setFilterState((current) => ({ ...current, ...change }));
    setPage(0);
  };

  const put = (client: Client) =>
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            page: { ...current.page, items: current.page.items.map((c) => (c.id === client.id ? client : c)) },
          }
        : current,
    );

  /** A client deleted while deleted ones are hidden leaves the page; the server's next page fills it. */
  const drop = (id: string) => {
    const onlyOne = state.status === 'ready' && state.page.items.length === 1 && state.page.items[0]?.id === id;
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            page: {
              ...current.page,
              items: current.page.items.filter((c) => c.id !== id),
              total: Math.max(0, current.page.total - 1),
            },
          }
        : current,
    );
    if (onlyOne && page > 0) setPage(page - 1);
    else setReloads((n) => n + 1);
  };

  return {
    state,
    filter,
    setFilter,
    page,
    setPage,
    newPrivates,
    reload,
    accept: async (id: string) => {
      put((await request(AcceptPrivateMutation, { id })).acceptPrivate);
      setNewPrivates((n) => Math.max(0, n - 1));
    },
    block: async (id: string) => {
      const blocked = (await request(DeleteClientMutation, { id })).deleteClient;
      if (filter.includeBlocked) put(blocked);
      else drop(id);
    },
    restore: async (id: string) => put((await request(RestoreClientMutation, { id })).restoreClient),
  };
}
