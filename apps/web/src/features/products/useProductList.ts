import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { operationName } from '../../api/operation';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import {
  DeleteProductMutation,
  MoveProductMutation,
  ProductsQuery,
  ResetDisplayOrderMutation,
  ToggleProductMutation,
} from '../../api/operations';
import type { ProductListItem } from '../../api/operations';

export const SEARCH_DEBOUNCE_MS = 300;
/** §9: the server pages products 500 at a time. */
export const PRODUCT_PAGE_SIZE = 500;

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; items: ProductListItem[]; total: number }
  | { status: 'failed'; error: unknown };

/**
 * The bakery's products by display order with a debounced server search and the "show inactive"
 * filter; toggle, delete and move update the list in place once the server agrees.
 */
export function useProductList() {
  const [search, setSearchText] = useState('');
  const [showInactive, setShowInactiveFlag] = useState(true);
  const [page, setPageNumber] = useState(0);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const queryClient = useQueryClient();
  /** Products before this page: position on the page + offset = place in the catalogue. */
  const offset = page * PRODUCT_PAGE_SIZE;
  const variables =
    page > 0
      ? { page, search: debouncedSearch || null, includeInactive: showInactive }
      : { search: debouncedSearch || null, includeInactive: showInactive };
  const key = apiQueryKey(ProductsQuery, variables);
  // a new search or filter keeps the old list until the answer comes; another page shows the dots
  const query = useApiQuery(ProductsQuery, variables, {
    placeholderData: (previous, previousQuery) =>
      ((previousQuery?.queryKey[1] as { page?: number } | undefined)?.page ?? 0) === page ? previous : undefined,
  });
  const loaded = loadStateOf(query);
  const state: ListState =
    loaded.status === 'ready'
      ? { status: 'ready', items: loaded.data.products.items, total: loaded.data.products.total }
      : loaded;

  type Page = { products: { items: ProductListItem[]; total: number } };
  const setState = (
    change: (current: { items: ProductListItem[]; total: number }) => { items: ProductListItem[]; total: number },
  ) =>
    queryClient.setQueryData<Page>(key, (current) =>
      current ? { products: { ...current.products, ...change(current.products) } } : current,
    );
  const invalidate = () => queryClient.invalidateQueries({ queryKey: [operationName(ProductsQuery)] });
  const reload = () => void query.refetch();

  /** A new search or filter starts again on the first page. */
  const setSearch = (value: string) => {
    setSearchText(value);
    setPageNumber(0);
  };
  const setShowInactive = (value: boolean) => {
    setShowInactiveFlag(value);
    setPageNumber(0);
  };
  /** Pages count from 0 here, from 1 on the screen. */
  const setPage = (value: number) => setPageNumber(value);

  const replace = (product: ProductListItem) =>
    setState((current) => ({
      ...current,
      items: current.items.map((item) => (item.id === product.id ? product : item)),
    }));

  // the answers are put in at the call, into the page shown then (`key` of that render); a moved
  // product's new place shows before the answer, a reset empties the lists (resetQueries)
  const toggleMutation = useApiMutation(ToggleProductMutation);
  const deleteProduct = useApiMutation(DeleteProductMutation);
  const moveProduct = useApiMutation(MoveProductMutation);
  const resetOrderMutation = useApiMutation(ResetDisplayOrderMutation);

  const toggle = async (id: string): Promise<ProductListItem> => {
    const { toggleProduct } = await toggleMutation.mutateAsync({ id });
    replace(toggleProduct);
    return toggleProduct;
  };

  const remove = async (id: string): Promise<void> => {
    await deleteProduct.mutateAsync({ id });
    setState((current) => ({
      ...current,
      items: current.items.filter((item) => item.id !== id),
      total: Math.max(0, current.total - 1),
    }));
    // other pages and lists of products are out of date; this one is right as it is
    void queryClient.invalidateQueries({ queryKey: [operationName(ProductsQuery)], refetchType: 'none' });
  };

  /** Loads the page again without emptying it (after a product left it or came onto it). */
  const refresh = () => void invalidate();

  /**
   * Moves a product to a 1-based place of the whole catalogue (clamped to 1 … total) with
   * moveProduct, so any catalogue size can be sorted. A place on this page shows at once and
   * returns to the old order if the server refuses (the error is rethrown for a message); a place
   * on another page loads this page again once the server agrees. Resolves to the place and
   * whether the product left this page.
   */
  const moveTo = async (id: string, position: number): Promise<{ position: number; leftPage: boolean }> => {
    if (state.status !== 'ready') return { position, leftPage: false };
    const target = Math.min(Math.max(1, Math.trunc(position)), state.total);
    const before = state.items;
    const from = before.findIndex((item) => item.id === id);
    const to = target - 1 - offset;
    const moved = before[from];
    const onPage = to >= 0 && to < before.length;
    if (!moved || (onPage && from === to)) return { position: target, leftPage: false };
    if (onPage) {
      const items = before.filter((item) => item.id !== id);
      items.splice(to, 0, moved);
      setState((current) => ({ ...current, items }));
    }
    try {
      await moveProduct.mutateAsync({ id, position: target });
    } catch (error) {
      if (onPage) setState((current) => ({ ...current, items: before }));
      throw error;
    }
    if (!onPage) refresh();
    return { position: target, leftPage: !onPage };
  };

  /** Drag and drop: the product takes the place of the one it was dropped on. */
  const reorder = async (id: string, overId: string): Promise<void> => {
    if (state.status !== 'ready') return;
    const to = state.items.findIndex((item) => item.id === overId);
    if (to >= 0) await moveTo(id, offset + to + 1);
  };

  /** One place up (-1) or down (+1), across the page border too: the accessible fallback of drag and drop. */
  const move = async (id: string, step: -1 | 1) => {
    if (state.status !== 'ready') return { position: 0, leftPage: false };
    const from = state.items.findIndex((item) => item.id === id);
    return moveTo(id, offset + from + 1 + step);
  };

  /** Server rule: alphabetical by German name, then id; then the list loads again. */
  const resetOrder = async (): Promise<number> => {
    const { resetDisplayOrder } = await resetOrderMutation.mutateAsync({});
    await queryClient.resetQueries({ queryKey: [operationName(ProductsQuery)] });
    return resetDisplayOrder;
  };

  /** Positions count in the whole catalogue, so sorting needs it unfiltered (no search, inactive shown); any size and page. */
  const canReorder = debouncedSearch === '' && search.trim() === '' && showInactive && state.status === 'ready';

  return {
    search,
    setSearch,
    showInactive,
    setShowInactive,
    page,
    setPage,
    offset,
    state,
    reload,
    toggle,
    remove,
    move,
    moveTo,
    reorder,
    resetOrder,
    canReorder,
    isFiltered: debouncedSearch !== '',
  };
}
