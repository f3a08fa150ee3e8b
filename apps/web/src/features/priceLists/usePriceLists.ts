import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { apiQueryKey, loadStateOf, useApiQuery } from '../../api/query';
import {
  CreatePriceListMutation,
  DeletePriceListMutation,
  PriceListsQuery,
  RenamePriceListMutation,
  SetDefaultPriceListMutation,
  SetPriceListVisibilityMutation,
} from '../../api/operations';
import type { PriceList, PriceListGroup } from '../../api/operations';

type ListsState =
  { status: 'loading' } | { status: 'ready'; lists: PriceList[] } | { status: 'failed'; error: unknown };

/** The bakery's price lists; every change updates the cached list in place once the server agrees. */
export function usePriceLists() {
  const queryClient = useQueryClient();
  const query = useApiQuery(PriceListsQuery, {});
  const loaded = loadStateOf(query);
  const state: ListsState = loaded.status === 'ready' ? { status: 'ready', lists: loaded.data.priceLists } : loaded;

  const reload = () => void query.refetch();

  const update = (change: (lists: PriceList[]) => PriceList[]) =>
    queryClient.setQueryData<{ priceLists: PriceList[] }>(apiQueryKey(PriceListsQuery, {}), (current) =>
      current ? { priceLists: change(current.priceLists) } : current,
    );

  /** Puts the server's version of one list in place; a new default clears the others' flag. */
  const put = (list: PriceList) =>
    update((lists) => {
      const next = lists.map((item) =>
        item.id === list.id ? list : list.isDefault ? { ...item, isDefault: false } : item,
      );
      return next.some((item) => item.id === list.id) ? next : [...next, list];
    });

  const create = async (name: string) => (await request(CreatePriceListMutation, { name })).createPriceList;
  const withPut =
    <A extends unknown[]>(call: (...args: A) => Promise<PriceList>) =>
    async (...args: A) => {
      const list = await call(...args);
      put(list);
      return list;
    };

  return {
    state,
    reload,
    create: withPut(create),
    rename: withPut(
      async (id: string, name: string) => (await request(RenamePriceListMutation, { id, name })).renamePriceList,
    ),
    setDefault: withPut(async (id: string) => (await request(SetDefaultPriceListMutation, { id })).setDefaultPriceList),
    setVisibility: withPut(
      async (id: string, visibleFor: PriceListGroup[]) =>
        (await request(SetPriceListVisibilityMutation, { id, visibleFor })).setPriceListVisibility,
    ),
    remove: async (id: string) => {
      await request(DeletePriceListMutation, { id });
      update((lists) => lists.filter((item) => item.id !== id));
    },
    /** Keeps the product count of a list in step with the price grid. */
    countProducts: (id: string, delta: number) =>
      update((lists) =>
        lists.map((item) =>
          item.id === id && item.productCount !== null ? { ...item, productCount: item.productCount + delta } : item,
        ),
      ),
  };
}
