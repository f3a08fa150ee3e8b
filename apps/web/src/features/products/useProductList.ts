import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { request } from '../../api/client';
import { ChangeDisplayOrderMutation, DeleteProductMutation, ProductsQuery, ResetDisplayOrderMutation, ToggleProductMutation } from '../../api/operations';
import type { Product } from '../../api/types';

export const SEARCH_DEBOUNCE_MS = 300;
/** §9: the server pages products 500 at a time. */
export const PRODUCT_PAGE_SIZE = 500;

type ListState = { status: 'loading' } | { status: 'ready'; items: Product[]; total: number } | { status: 'failed'; error: unknown };

/**
 * The bakery's products by display order with a debounced server search and the "show inactive"
 * filter; toggle, delete and move update the list in place once the server agrees.
 */
export function useProductList() {
  const [search, setSearchText] = useState('');
  const [showInactive, setShowInactiveFlag] = useState(true);
  const [page, setPageNumber] = useState(0);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    request(ProductsQuery, page > 0 ? { page, search: debouncedSearch || null, includeInactive: showInactive } : { search: debouncedSearch || null, includeInactive: showInactive })
      .then(({ products }) => live && setState({ status: 'ready', items: products.items, total: products.total }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [debouncedSearch, showInactive, page, reloads]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setReloads((count) => count + 1);
  }, []);

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
  const setPage = (value: number) => {
    setState({ status: 'loading' });
    setPageNumber(value);
  };

  const replace = (product: Product) =>
    setState((current) =>
      current.status === 'ready' ? { ...current, items: current.items.map((item) => (item.id === product.id ? product : item)) } : current,
    );

  const toggle = async (id: string): Promise<Product> => {
    const { toggleProduct } = await request(ToggleProductMutation, { id });
    replace(toggleProduct);
    return toggleProduct;
  };

  const remove = async (id: string): Promise<void> => {
    await request(DeleteProductMutation, { id });
    setState((current) =>
      current.status === 'ready'
        ? { ...current, items: current.items.filter((item) => item.id !== id), total: Math.max(0, current.total - 1) }
        : current,
    );
  };

  /**
   * Moves a product to the place of another (drag and drop) and stores the new sequence of all
   * ids. Optimistic: the list shows the new order at once and returns to the old one if the
   * server refuses (the error is rethrown for a message).
   */
  const reorder = async (id: string, overId: string): Promise<void> => {
    if (state.status !== 'ready') return;
    const before = state.items;
    const from = before.findIndex((item) => item.id === id);
    const to = before.findIndex((item) => item.id === overId);
    const moved = before[from];
    if (from < 0 || to < 0 || from === to || !moved) return;
    const items = before.filter((item) => item.id !== id);
    items.splice(to, 0, moved);
    setState({ ...state, items });
    try {
      await request(ChangeDisplayOrderMutation, { ids: items.map((item) => item.id) });
    } catch (error) {
      setState((current) => (current.status === 'ready' ? { ...current, items: before } : current));
      throw error;
    }
  };

  /** Moves a product one place up (-1) or down (+1): the accessible fallback of drag and drop. */
  const move = async (id: string, step: -1 | 1): Promise<void> => {
    if (state.status !== 'ready') return;
    const other = state.items[state.items.findIndex((item) => item.id === id) + step];
    if (other) await reorder(id, other.id);
  };

  /** Server rule: alphabetical by German name, then id; then the list loads again. */
  const resetOrder = async (): Promise<number> => {
    const { resetDisplayOrder } = await request(ResetDisplayOrderMutation);
    reload();
    return resetDisplayOrder;
  };

  /** Reordering sends every id, so it needs the complete list (one page, no search, inactive shown). */
  const canReorder =
    debouncedSearch === '' && search.trim() === '' && showInactive && state.status === 'ready' && state.items.length >= state.total;

  return {
    search, setSearch, showInactive, setShowInactive, page, setPage, state, reload, toggle, remove, move, reorder, resetOrder, canReorder, isFiltered: debouncedSearch !== '',
  };
}
