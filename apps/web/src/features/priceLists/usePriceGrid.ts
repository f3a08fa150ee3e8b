import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { operationName } from '../../api/operation';
import { loadStateOf, useApiMutation } from '../../api/query';
import {
  PriceListProductsQuery,
  ProductsQuery,
  RemoveProductPriceMutation,
  SetProductPriceMutation,
} from '../../api/operations';
import type { ProductListItem } from '../../api/operations';

/** Products of a price list come 1000 per page (docs/requirements/platform-and-contract.md#page-sizes-and-limits). */
export const PRICE_LIST_PAGE = 1000;
/** Parallel requests of "add all at base price". */
const ADD_ALL_BATCH = 5;

type GridState =
  | { status: 'loading' }
  | { status: 'ready'; products: ProductListItem[]; prices: ReadonlyMap<string, string> }
  | { status: 'failed'; error: unknown };

async function loadAllProducts(): Promise<ProductListItem[]> {
  const products: ProductListItem[] = [];
  for (let page = 0; ; page += 1) {
    const { products: result } = await request(ProductsQuery, { page, includeInactive: true });
    products.push(...result.items);
    if (result.items.length === 0 || products.length >= result.total) return products;
  }
}

async function loadListPrices(priceListId: string): Promise<Map<string, string>> {
  const prices = new Map<string, string>();
  for (let page = 0; ; page += 1) {
    const { priceListProducts } = await request(PriceListProductsQuery, { priceListId, page });
    for (const row of priceListProducts) prices.set(row.product.id, row.gramPrice);
    if (priceListProducts.length < PRICE_LIST_PAGE) return prices;
  }
}

/**
 * All of the bakery's products beside the gram prices one price list holds for them.
 * `onCount` hears how many products joined (+) or left (−) the list. Mount one per list (key by id).
 */
export function usePriceGrid(priceListId: string, onCount: (delta: number) => void) {
  const queryClient = useQueryClient();
  // keyed under the operations they page through, so invalidating Products or PriceListProducts reaches them
  const pricesKey = [operationName(PriceListProductsQuery), { priceListId, allPages: true }];
  const query = useQuery({
    queryKey: pricesKey,
    queryFn: async () => {
      const [products, prices] = await Promise.all([
        queryClient.fetchQuery({
          queryKey: [operationName(ProductsQuery), { includeInactive: true, allPages: true }],
          queryFn: loadAllProducts,
        }),
        loadListPrices(priceListId),
      ]);
      return { products, prices: prices as ReadonlyMap<string, string> };
    },
  });
  const loaded = loadStateOf(query);
  const state: GridState = loaded.status === 'ready' ? { status: 'ready', ...loaded.data } : loaded;

  const reload = () => void query.refetch();

  const changePrices = (change: (prices: Map<string, string>) => void) =>
    queryClient.setQueryData<{ products: ProductListItem[]; prices: ReadonlyMap<string, string> }>(
      pricesKey,
      (current) => {
        if (!current) return current;
        const prices = new Map(current.prices);
        change(prices);
        return { ...current, prices };
      },
    );

  // the answers are put in at the call: "add all" puts a whole batch in at once, after its last answer
  const setProductPrice = useApiMutation(SetProductPriceMutation);
  const removeProductPrice = useApiMutation(RemoveProductPriceMutation);

  const setPrice = async (productId: string, gramPrice: string) => {
    await setProductPrice.mutateAsync({ priceListId, productId, gramPrice });
    const isNew = state.status === 'ready' && !state.prices.has(productId);
    changePrices((prices) => prices.set(productId, gramPrice));
    if (isNew) onCount(1);
  };

  const remove = async (productId: string) => {
    await removeProductPrice.mutateAsync({ priceListId, productId });
    changePrices((prices) => prices.delete(productId));
    onCount(-1);
  };

  /** Puts every product the list lacks in at its base gram price; returns how many were added. */
  const addAllAtBasePrice = async (): Promise<number> => {
    if (state.status !== 'ready') return 0;
    // a product without a base gram price (never the bakery's own) has nothing to copy into the list
    const missing = state.products.flatMap(({ id, gramPrice }) =>
      gramPrice !== null && !state.prices.has(id) ? [{ id, gramPrice }] : [],
    );
    let added = 0;
    try {
      for (let start = 0; start < missing.length; start += ADD_ALL_BATCH) {
        const batch = missing.slice(start, start + ADD_ALL_BATCH);
        await Promise.all(
          batch.map((product) =>
            setProductPrice.mutateAsync({ priceListId, productId: product.id, gramPrice: product.gramPrice }),
          ),
        );
        changePrices((prices) => batch.forEach((product) => prices.set(product.id, product.gramPrice)));
        added += batch.length;
      }
    } finally {
      if (added > 0) onCount(added);
    }
    return added;
  };

  return { state, reload, setPrice, remove, addAllAtBasePrice };
}
