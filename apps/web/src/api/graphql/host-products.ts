/** A host's take-overs of its bakery's products and its own products. */
import { operation } from '../operation';
import type { HostProduct, Product, ProductInput, ProductOffer } from '../types';
import { PRODUCT_FIELDS } from './products';

const OFFER_PRODUCT_FIELDS = /* GraphQL */ `
  fragment OfferProductFields on Product {
    id
    name
    names {
      de
      it
      en
    }
    approxWeight
    haveToWeight
    thumb {
      id
      url
      formats {
        thumbnail
        small
        medium
      }
    }
  }
`;

export const ProductOffersQuery = operation<{ productOffers: ProductOffer[] }>(
  'ProductOffers',
  `query ProductOffers { productOffers { product { ...OfferProductFields } listGramPrice basePriceCents adopted } } ${OFFER_PRODUCT_FIELDS}`,
);

const HOST_PRODUCT_FIELDS = /* GraphQL */ `
  fragment HostProductFields on HostProduct {
    id
    displayPrice
    basePriceCents
    priceCents
    product {
      ...OfferProductFields
    }
  }
`;

export const HostProductsQuery = operation<{ hostProducts: HostProduct[] }>(
  'HostProducts',
  `query HostProducts { hostProducts { ...HostProductFields } } ${HOST_PRODUCT_FIELDS} ${OFFER_PRODUCT_FIELDS}`,
);

export const AdoptProductMutation = operation<
  { adoptProduct: HostProduct },
  { productId: string; displayPrice?: string | null }
>(
  'AdoptProduct',
  `mutation AdoptProduct($productId: ID!, $displayPrice: String) { adoptProduct(productId: $productId, displayPrice: $displayPrice) { ...HostProductFields } } ${HOST_PRODUCT_FIELDS} ${OFFER_PRODUCT_FIELDS}`,
);

export const AdoptAllProductsMutation = operation<{ adoptAllProducts: number }>(
  'AdoptAllProducts',
  `mutation AdoptAllProducts { adoptAllProducts }`,
);

export const UpdateHostProductMutation = operation<
  { updateHostProduct: HostProduct },
  { id: string; displayPrice: string | null }
>(
  'UpdateHostProduct',
  `mutation UpdateHostProduct($id: ID!, $displayPrice: String) { updateHostProduct(id: $id, displayPrice: $displayPrice) { ...HostProductFields } } ${HOST_PRODUCT_FIELDS} ${OFFER_PRODUCT_FIELDS}`,
);

export const RemoveHostProductMutation = operation<{ removeHostProduct: boolean }, { id: string }>(
  'RemoveHostProduct',
  `mutation RemoveHostProduct($id: ID!) { removeHostProduct(id: $id) }`,
);

export const OwnProductsQuery = operation<{ ownProducts: Product[] }>(
  'OwnProducts',
  `query OwnProducts { ownProducts { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const OwnProductQuery = operation<{ ownProduct: Product }, { id: string }>(
  'OwnProduct',
  `query OwnProduct($id: ID!) { ownProduct(id: $id) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const CreateOwnProductMutation = operation<{ createOwnProduct: Product }, { input: ProductInput }>(
  'CreateOwnProduct',
  `mutation CreateOwnProduct($input: ProductInput!) { createOwnProduct(input: $input) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const UpdateOwnProductMutation = operation<{ updateOwnProduct: Product }, { id: string; input: ProductInput }>(
  'UpdateOwnProduct',
  `mutation UpdateOwnProduct($id: ID!, $input: ProductInput!) { updateOwnProduct(id: $id, input: $input) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const ToggleOwnProductMutation = operation<{ toggleOwnProduct: Product }, { id: string }>(
  'ToggleOwnProduct',
  `mutation ToggleOwnProduct($id: ID!) { toggleOwnProduct(id: $id) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const DeleteOwnProductMutation = operation<{ deleteOwnProduct: boolean }, { id: string }>(
  'DeleteOwnProduct',
  `mutation DeleteOwnProduct($id: ID!) { deleteOwnProduct(id: $id) }`,
);

/** All operations, for the schema validation test. */

export const HOST_PRODUCTS_OPERATIONS = [
  ProductOffersQuery,
  HostProductsQuery,
  AdoptProductMutation,
  AdoptAllProductsMutation,
  UpdateHostProductMutation,
  RemoveHostProductMutation,
  OwnProductsQuery,
  OwnProductQuery,
  CreateOwnProductMutation,
  UpdateOwnProductMutation,
  ToggleOwnProductMutation,
  DeleteOwnProductMutation,
] as const;
