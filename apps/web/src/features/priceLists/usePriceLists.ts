import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
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

  // each answers the changed list, put in place before the action resolves
  const createList = useApiMutation(CreatePriceListMutation, { onSuccess: (data) => void put(data.createPriceList) });
  const renameList = useApiMutation(RenamePriceListMutation, { onSuccess: (data) => void put(data.renamePriceList) });
  const setDefaultList = useApiMutation(SetDefaultPriceListMutation, {
    onSuccess: (data) => void put(data.setDefaultPriceList),
  });
  const setListVisibility = useApiMutation(SetPriceListVisibilityMutation, {
    onSuccess: (data) => void put(data.setPriceListVisibility),
  });
  const deleteList = useApiMutation(DeletePriceListMutation, {
    onSuccess: (_data, { id }) => void update((lists) => lists.filter((item) => item.id !== id)),
  });

  return {
    state,
    reload,
    create: async (name: string) => (await createList.mutateAsync({ name })).createPriceList,
    rename: async (id: string, name: string) => (await renameList.mutateAsync({ id, name })).renamePriceList,
    setDefault: async (id: string) => (await setDefaultList.mutateAsync({ id })).setDefaultPriceList,
    setVisibility: async (id: string, visibleFor: PriceListGroup[]) =>
      (await setListVisibility.mutateAsync({ id, visibleFor })).setPriceListVisibility,
    remove: async (id: string) => {
      await deleteList.mutateAsync({ id });
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
