/** Price lists and the product prices in them. */
import { operation } from '../operation';
import type { PriceList, PriceListProduct } from '../types';

const PRICE_LIST_FIELDS = /* GraphQL */ `
  fragment PriceListFields on PriceList {
    id
    name
    isDefault
    visibleFor
    clientCount
    productCount
  }
`;

export const PriceListsQuery = operation<{ priceLists: PriceList[] }>(
  'PriceLists',
  `query PriceLists { priceLists { ...PriceListFields } } ${PRICE_LIST_FIELDS}`,
);

export const PriceListProductsQuery = operation<
  { priceListProducts: PriceListProduct[] },
  { priceListId: string; page?: number }
>(
  'PriceListProducts',
  `query PriceListProducts($priceListId: ID!, $page: Int) { priceListProducts(priceListId: $priceListId, page: $page) { gramPrice product { id } } }`,
);

export const CreatePriceListMutation = operation<{ createPriceList: PriceList }, { name: string }>(
  'CreatePriceList',
  `mutation CreatePriceList($name: String!) { createPriceList(name: $name) { ...PriceListFields } } ${PRICE_LIST_FIELDS}`,
);

export const RenamePriceListMutation = operation<{ renamePriceList: PriceList }, { id: string; name: string }>(
  'RenamePriceList',
  `mutation RenamePriceList($id: ID!, $name: String!) { renamePriceList(id: $id, name: $name) { ...PriceListFields } } ${PRICE_LIST_FIELDS}`,
);

export const SetDefaultPriceListMutation = operation<{ setDefaultPriceList: PriceList }, { id: string }>(
  'SetDefaultPriceList',
  `mutation SetDefaultPriceList($id: ID!) { setDefaultPriceList(id: $id) { ...PriceListFields } } ${PRICE_LIST_FIELDS}`,
);

export const SetPriceListVisibilityMutation = operation<
  { setPriceListVisibility: PriceList },
  { id: string; visibleFor: string[] }
>(
  'SetPriceListVisibility',
  `mutation SetPriceListVisibility($id: ID!, $visibleFor: [PriceListGroup!]!) { setPriceListVisibility(id: $id, visibleFor: $visibleFor) { ...PriceListFields } } ${PRICE_LIST_FIELDS}`,
);

export const DeletePriceListMutation = operation<{ deletePriceList: boolean }, { id: string }>(
  'DeletePriceList',
  `mutation DeletePriceList($id: ID!) { deletePriceList(id: $id) }`,
);

export const SetProductPriceMutation = operation<
  { setProductPrice: boolean },
  { priceListId: string; productId: string; gramPrice: string }
>(
  'SetProductPrice',
  `mutation SetProductPrice($priceListId: ID!, $productId: ID!, $gramPrice: String!) { setProductPrice(priceListId: $priceListId, productId: $productId, gramPrice: $gramPrice) }`,
);

export const RemoveProductPriceMutation = operation<
  { removeProductPrice: boolean },
  { priceListId: string; productId: string }
>(
  'RemoveProductPrice',
  `mutation RemoveProductPrice($priceListId: ID!, $productId: ID!) { removeProductPrice(priceListId: $priceListId, productId: $productId) }`,
);

export const PRICE_LISTS_OPERATIONS = [
  PriceListsQuery,
  PriceListProductsQuery,
  CreatePriceListMutation,
  RenamePriceListMutation,
  SetDefaultPriceListMutation,
  SetPriceListVisibilityMutation,
  DeletePriceListMutation,
  SetProductPriceMutation,
  RemoveProductPriceMutation,
] as const;
