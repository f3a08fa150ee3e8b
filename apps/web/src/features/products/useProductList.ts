import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { request } from '../../api/client';
import { ChangeDisplayOrderMutation, DeleteProductMutation, ProductsQuery, ToggleProductMutation } from '../../api/operations';
import type { Product } from '../../api/types';

export const SEARCH_DEBOUNCE_MS = 300;

type ListState = { status: 'loading' } | { status: 'ready'; items: Product[]; total: number } | { status: 'failed'; error: unknown };

/**
 * The bakery's products by display order with a debounced server search and the "show inactive"
 * filter; toggle, delete and move update the list in place once the server agrees.
 */
export function useProductList() {
  const [search, setSearch] = useState('');
  const [showInactive, setShowInactive] = useState(true);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    request(ProductsQuery, { search: debouncedSearch || null, includeInactive: showInactive })
      .then(({ products }) => live && setState({ status: 'ready', items: products.items, total: products.total }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [debouncedSearch, showInactive, reloads]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setReloads((count) => count + 1);
  }, []);

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

  /** Moves a product one place up (-1) or down (+1) and stores the new sequence of all ids. */
  const move = async (id: string, step: -1 | 1): Promise<void> => {
    if (state.status !== 'ready') return;
    const items = [...state.items];
    const from = items.findIndex((item) => item.id === id);
    const to = from + step;
    const moved = items[from];
    const other = items[to];
    if (from < 0 || !moved || !other) return;
    items[from] = other;
    items[to] = moved;
    await request(ChangeDisplayOrderMutation, { ids: items.map((item) => item.id) });
    setState({ ...state, items });
  };

  /** Reordering sends every id, so it needs the complete list. */
  const canReorder =
    debouncedSearch === '' && search.trim() === '' && showInactive && state.status === 'ready' && state.items.length >= state.total;

  return { search, setSearch, showInactive, setShowInactive, state, reload, toggle, remove, move, canReorder, isFiltered: debouncedSearch !== '' };
}
