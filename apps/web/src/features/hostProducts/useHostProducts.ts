import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { operationName } from '../../api/operation';
import { loadStateOf, useApiMutation } from '../../api/query';
import {
  AdoptAllProductsMutation,
  AdoptProductMutation,
  DeleteOwnProductMutation,
  HostProductsQuery,
  OwnProductsQuery,
  ProductOffersQuery,
  RemoveHostProductMutation,
  ToggleOwnProductMutation,
  UpdateHostProductMutation,
} from '../../api/operations';
import type { HostProduct, ProductListItem, ProductOffer } from '../../api/operations';

export type HostProductsState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; offers: ProductOffer[]; takeOvers: HostProduct[]; own: ProductListItem[] };

type Ready = Extract<HostProductsState, { status: 'ready' }>;

type Lists = Omit<Ready, 'status'>;

async function fetchAll(): Promise<Lists> {
  const [offers, takeOvers, own] = await Promise.all([
    request(ProductOffersQuery),
    request(HostProductsQuery),
    request(OwnProductsQuery),
  ]);
  return { offers: offers.productOffers, takeOvers: takeOvers.hostProducts, own: own.ownProducts };
}

/** Keyed under the take-overs, so invalidating HostProducts reaches the three lists read together. */
const HOST_PRODUCTS_KEY = [operationName(HostProductsQuery), { withOffersAndOwn: true }];

/** The host's product screen data (offers, take-overs, own products) and its actions; each action keeps the lists in step. */
export function useHostProducts() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: HOST_PRODUCTS_KEY, queryFn: fetchAll });
  const loaded = loadStateOf(query);
  const state: HostProductsState = loaded.status === 'ready' ? { status: 'ready', ...loaded.data } : loaded;

  const patch = (change: (lists: Lists) => Partial<Lists>) =>
    queryClient.setQueryData<Lists>(HOST_PRODUCTS_KEY, (current) => current && { ...current, ...change(current) });

  const adoptProduct = useApiMutation(AdoptProductMutation, {
    onSuccess: ({ adoptProduct }, { productId }) =>
      patch((s) => ({
        takeOvers: [...s.takeOvers, adoptProduct],
        offers: s.offers.map((o) => (o.product.id === productId ? { ...o, adopted: true } : o)),
      })),
  });
  // the three lists are read again (HOST_PRODUCTS_KEY is under HostProducts) before it resolves
  const adoptAllProducts = useApiMutation(AdoptAllProductsMutation, { invalidates: [HostProductsQuery] });
  const updateHostProduct = useApiMutation(UpdateHostProductMutation, {
    onSuccess: ({ updateHostProduct }, { id }) =>
      patch((s) => ({ takeOvers: s.takeOvers.map((h) => (h.id === id ? updateHostProduct : h)) })),
  });
  // put in at the call: the offer to mark is the removed take-over's product, which the variables lack
  const removeHostProduct = useApiMutation(RemoveHostProductMutation);
  const toggleOwnProduct = useApiMutation(ToggleOwnProductMutation, {
    onSuccess: ({ toggleOwnProduct }, { id }) =>
      patch((s) => ({ own: s.own.map((p) => (p.id === id ? toggleOwnProduct : p)) })),
  });
  const deleteOwnProduct = useApiMutation(DeleteOwnProductMutation, {
    onSuccess: (_data, { id }) => patch((s) => ({ own: s.own.filter((p) => p.id !== id) })),
  });

  const adopt = async (productId: string, displayPrice: string | null): Promise<HostProduct> =>
    (await adoptProduct.mutateAsync({ productId, displayPrice })).adoptProduct;

  /** Takes over all offers; reloads the lists and returns how many were new. */
  const adoptAll = async (): Promise<number> => (await adoptAllProducts.mutateAsync({})).adoptAllProducts;

  const setDisplayPrice = async (id: string, displayPrice: string | null): Promise<HostProduct> =>
    (await updateHostProduct.mutateAsync({ id, displayPrice })).updateHostProduct;

  const removeTakeOver = async (takeOver: HostProduct): Promise<void> => {
    await removeHostProduct.mutateAsync({ id: takeOver.id });
    patch((s) => ({
      takeOvers: s.takeOvers.filter((h) => h.id !== takeOver.id),
      offers: s.offers.map((o) => (o.product.id === takeOver.product.id ? { ...o, adopted: false } : o)),
    }));
  };

  const toggleOwn = async (id: string): Promise<ProductListItem> =>
    (await toggleOwnProduct.mutateAsync({ id })).toggleOwnProduct;

  const deleteOwn = async (id: string): Promise<void> => {
    await deleteOwnProduct.mutateAsync({ id });
  };

  return { state, adopt, adoptAll, setDisplayPrice, removeTakeOver, toggleOwn, deleteOwn };
}

export type HostProductsApi = ReturnType<typeof useHostProducts>;
