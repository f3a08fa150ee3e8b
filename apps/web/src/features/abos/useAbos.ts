import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, loadStateOf, useApiQuery } from '../../api/query';
import type { OperationData } from '../../api/operation';
import { AbosQuery } from '../../api/operations';
import type { Abo } from '../../api/operations';

export type AboListState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; items: Abo[]; total: number };

const PAGE_SIZE = 10;

/** The signed-in client's abos, 10 per page; `replace` applies a mutation's answer without reloading. */
export function useAbos(enabled = true) {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const query = useApiQuery(AbosQuery, { page: page - 1 }, { enabled });
  const loaded = loadStateOf(query);
  const list: AboListState =
    loaded.status === 'ready'
      ? { status: 'ready', items: loaded.data.abos.items, total: loaded.data.abos.total }
      : loaded;

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const replace = useCallback(
    (abo: Abo) =>
      queryClient.setQueryData<OperationData<typeof AbosQuery>>(
        apiQueryKey(AbosQuery, { page: page - 1 }),
        (current) =>
          current && { abos: { ...current.abos, items: current.abos.items.map((a) => (a.id === abo.id ? abo : a)) } },
      ),
    [queryClient, page],
  );

  const pages = list.status === 'ready' ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  return { list, page, pages, setPage, reload, replace };
}
