/** A bakery's products, VAT rates, display order and thumbnails. */
import { operation } from '../operation';
import type { Product, ProductInput, ProductPage, Vat } from '../types';

export const PRODUCT_FIELDS = /* GraphQL */ `
  fragment ProductFields on Product {
    id
    name
    names {
      de
      it
      en
    }
    descriptions {
      de
      it
      en
    }
    gramPrice
    approxWeight
    haveToWeight
    easybackKodex
    availableDays
    availableWeekdays
    availableMonthDays
    displayOrder
    active
    inPriceList
    vat {
      id
      name
      value
      active
    }
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

export const ProductsQuery = operation<
  { products: ProductPage },
  { page?: number; search?: string | null; priceListId?: string | null; includeInactive?: boolean }
>(
  'Products',
  `query Products($page: Int, $search: String, $priceListId: ID, $includeInactive: Boolean) {
    products(page: $page, search: $search, priceListId: $priceListId, includeInactive: $includeInactive) { items { ...ProductFields } total }
  } ${PRODUCT_FIELDS}`,
);

export const ProductQuery = operation<{ product: Product }, { id: string }>(
  'Product',
  `query Product($id: ID!) { product(id: $id) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const VatsQuery = operation<{ vats: Vat[] }>('Vats', `query Vats { vats { id name value active } }`);

export const CreateProductMutation = operation<{ createProduct: Product }, { input: ProductInput }>(
  'CreateProduct',
  `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const UpdateProductMutation = operation<{ updateProduct: Product }, { id: string; input: ProductInput }>(
  'UpdateProduct',
  `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const ToggleProductMutation = operation<{ toggleProduct: Product }, { id: string }>(
  'ToggleProduct',
  `mutation ToggleProduct($id: ID!) { toggleProduct(id: $id) { ...ProductFields } } ${PRODUCT_FIELDS}`,
);

export const DeleteProductMutation = operation<{ deleteProduct: boolean }, { id: string }>(
  'DeleteProduct',
  `mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) }`,
);

export const ChangeDisplayOrderMutation = operation<{ changeDisplayOrder: boolean }, { ids: string[] }>(
  'ChangeDisplayOrder',
  `mutation ChangeDisplayOrder($ids: [ID!]!) { changeDisplayOrder(ids: $ids) }`,
);

/** One product to a 1-based place of the whole catalogue (any size, across pages); the server renumbers. */
export const MoveProductMutation = operation<
  { moveProduct: Pick<Product, 'id' | 'displayOrder'> },
  { id: string; position: number }
>(
  'MoveProduct',
  `mutation MoveProduct($id: ID!, $position: Int!) { moveProduct(id: $id, position: $position) { id displayOrder } }`,
);

export const ResetDisplayOrderMutation = operation<{ resetDisplayOrder: number }>(
  'ResetDisplayOrder',
  `mutation ResetDisplayOrder { resetDisplayOrder }`,
);

/** Images are uploaded by POST /api/media (see api/upload.ts); these attach and detach them. */
export const SetProductThumbMutation = operation<
  { setProductThumb: Pick<Product, 'id' | 'thumb'> },
  { productId: string; mediaId: string }
>(
  'SetProductThumb',
  `mutation SetProductThumb($productId: ID!, $mediaId: ID!) { setProductThumb(productId: $productId, mediaId: $mediaId) { id thumb { id url formats { thumbnail small medium } } } }`,
);

export const RemoveProductThumbMutation = operation<{ removeProductThumb: Pick<Product, 'id'> }, { productId: string }>(
  'RemoveProductThumb',
  `mutation RemoveProductThumb($productId: ID!) { removeProductThumb(productId: $productId) { id } }`,
);

export const DeleteMediaMutation = operation<{ deleteMedia: boolean }, { id: string }>(
  'DeleteMedia',
  `mutation DeleteMedia($id: ID!) { deleteMedia(id: $id) }`,
);

export const PRODUCTS_OPERATIONS = [
  ProductsQuery,
  ProductQuery,
  VatsQuery,
  CreateProductMutation,
  UpdateProductMutation,
  ToggleProductMutation,
  DeleteProductMutation,
  ChangeDisplayOrderMutation,
  MoveProductMutation,
  ResetDisplayOrderMutation,
  SetProductThumbMutation,
  RemoveProductThumbMutation,
  DeleteMediaMutation,
] as const;
