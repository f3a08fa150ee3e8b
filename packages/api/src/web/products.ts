/** A bakery's products, VAT rates, display order and thumbnails. */
import { graphql, type ResultOf, type SchemaType } from '../graphql';

/**
 * What the screens that list the catalogue show of a product (the products list, the price-list
 * grid, the bake list's additional breads): no descriptions, no day lists, no display order (the
 * list's order is the order), only the VAT value and the thumb's small variants. A page of 500
 * answered ~290 KB with the descriptions; the editor loads the whole product (`ProductFields`)
 * for the one product it opens (`ProductQuery`).
 */
export const ProductListFields = graphql(`
  fragment ProductListFields on Product {
    id
    name
    names {
      de
      it
      en
    }
    gramPrice
    approxWeight
    haveToWeight
    easybackKodex
    availableDays
    active
    inPriceList
    vat {
      id
      value
    }
    thumb {
      id
      url
      formats {
        thumbnail
        small
      }
    }
  }
`);

/** A whole product, as the editor shows and saves it (descriptions, day lists, VAT rate, thumb). */
export const ProductFields = graphql(`
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
`);

export const ProductsQuery = graphql(
  `
    query Products($page: Int, $search: String, $priceListId: ID, $includeInactive: Boolean) {
      products(page: $page, search: $search, priceListId: $priceListId, includeInactive: $includeInactive) {
        items {
          ...ProductListFields
        }
        total
      }
    }
  `,
  [ProductListFields],
);

export const ProductQuery = graphql(
  `
    query Product($id: ID!) {
      product(id: $id) {
        ...ProductFields
      }
    }
  `,
  [ProductFields],
);

export const VatsQuery = graphql(`
  query Vats {
    vats {
      id
      name
      value
      active
    }
  }
`);

export const CreateProductMutation = graphql(
  `
    mutation CreateProduct($input: ProductInput!) {
      createProduct(input: $input) {
        ...ProductFields
      }
    }
  `,
  [ProductFields],
);

export const UpdateProductMutation = graphql(
  `
    mutation UpdateProduct($id: ID!, $input: ProductInput!) {
      updateProduct(id: $id, input: $input) {
        ...ProductFields
      }
    }
  `,
  [ProductFields],
);

export const ToggleProductMutation = graphql(
  `
    mutation ToggleProduct($id: ID!) {
      toggleProduct(id: $id) {
        ...ProductListFields
      }
    }
  `,
  [ProductListFields],
);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

/** One product to a 1-based place of the whole catalogue (any size, across pages); the server renumbers. */
export const MoveProductMutation = graphql(`
  mutation MoveProduct($id: ID!, $position: Int!) {
    moveProduct(id: $id, position: $position) {
      id
      displayOrder
    }
  }
`);

export const ResetDisplayOrderMutation = graphql(`
  mutation ResetDisplayOrder {
    resetDisplayOrder
  }
`);

/** Images are uploaded by POST /api/media (see api/upload.ts); these attach and detach them. */
export const SetProductThumbMutation = graphql(`
  mutation SetProductThumb($productId: ID!, $mediaId: ID!) {
    setProductThumb(productId: $productId, mediaId: $mediaId) {
      id
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
  }
`);

export const RemoveProductThumbMutation = graphql(`
  mutation RemoveProductThumb($productId: ID!) {
    removeProductThumb(productId: $productId) {
      id
    }
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

/** A bakery product; gramPrice is EUR per gram (up to 6 decimals) for its owner, null where hidden. */
export type Product = ResultOf<typeof ProductFields>;
/** A product as the catalogue's lists show it (`ProductsQuery`, `ToggleProductMutation`): no descriptions. */
export type ProductListItem = ResultOf<typeof ProductListFields>;
/** A text in the three interface languages. */
export type Texts = Product['names'];
export type Vat = ResultOf<typeof VatsQuery>['vats'][number];
/** An uploaded image (the answer of POST /api/media and `Product.thumb`) with its WebP variants. */
export type Media = NonNullable<Product['thumb']>;
export type MediaFormats = Media['formats'];
/** What a thumb in a list needs of its media: the URL and the small variants. */
export type ThumbMedia = NonNullable<ProductListItem['thumb']>;
export type ProductPage = ResultOf<typeof ProductsQuery>['products'];
export type ProductInput = SchemaType<'ProductInput'>;
