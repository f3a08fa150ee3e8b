/** A host's take-overs of its bakery's products and its own products. */
import { graphql, type ResultOf } from '../graphql';
import { ProductFields, ProductListFields } from './products';

export const OfferProductFields = graphql(`
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
`);

export const ProductOffersQuery = graphql(
  `
    query ProductOffers {
      productOffers {
        product {
          ...OfferProductFields
        }
        listGramPrice
        basePriceCents
        adopted
      }
    }
  `,
  [OfferProductFields],
);

export const HostProductFields = graphql(
  `
    fragment HostProductFields on HostProduct {
      id
      displayPrice
      basePriceCents
      priceCents
      product {
        ...OfferProductFields
      }
    }
  `,
  [OfferProductFields],
);

export const HostProductsQuery = graphql(
  `
    query HostProducts {
      hostProducts {
        ...HostProductFields
      }
    }
  `,
  [HostProductFields],
);

export const AdoptProductMutation = graphql(
  `
    mutation AdoptProduct($productId: ID!, $displayPrice: String) {
      adoptProduct(productId: $productId, displayPrice: $displayPrice) {
        ...HostProductFields
      }
    }
  `,
  [HostProductFields],
);

export const AdoptAllProductsMutation = graphql(`
  mutation AdoptAllProducts {
    adoptAllProducts
  }
`);

export const UpdateHostProductMutation = graphql(
  `
    mutation UpdateHostProduct($id: ID!, $displayPrice: String) {
      updateHostProduct(id: $id, displayPrice: $displayPrice) {
        ...HostProductFields
      }
    }
  `,
  [HostProductFields],
);

export const RemoveHostProductMutation = graphql(`
  mutation RemoveHostProduct($id: ID!) {
    removeHostProduct(id: $id)
  }
`);

/** The host's own products as its list shows them: no descriptions (the editor loads the one it opens with OwnProductQuery). */
export const OwnProductsQuery = graphql(
  `
    query OwnProducts {
      ownProducts {
        ...ProductListFields
      }
    }
  `,
  [ProductListFields],
);

export const OwnProductQuery = graphql(
  `
    query OwnProduct($id: ID!) {
      ownProduct(id: $id) {
        ...ProductFields
      }
    }
  `,
  [ProductFields],
);

export const CreateOwnProductMutation = graphql(
  `
    mutation CreateOwnProduct($input: ProductInput!) {
      createOwnProduct(input: $input) {
        ...ProductFields
      }
    }
  `,
  [ProductFields],
);

export const UpdateOwnProductMutation = graphql(
  `
    mutation UpdateOwnProduct($id: ID!, $input: ProductInput!) {
      updateOwnProduct(id: $id, input: $input) {
        ...ProductFields
      }
    }
  `,
  [ProductFields],
);

export const ToggleOwnProductMutation = graphql(
  `
    mutation ToggleOwnProduct($id: ID!) {
      toggleOwnProduct(id: $id) {
        ...ProductListFields
      }
    }
  `,
  [ProductListFields],
);

export const DeleteOwnProductMutation = graphql(`
  mutation DeleteOwnProduct($id: ID!) {
    deleteOwnProduct(id: $id)
  }
`);

/** All operations, for the schema validation test. */

// --- result and input types, derived from the operations above and the schema (ADR 017)

/** The part of a bakery product a host sees in offers and take-overs (no base gram price). */
export type OfferProduct = ResultOf<typeof OfferProductFields>;
/** A bakery product the host may take over (in the host's price list). */
export type ProductOffer = ResultOf<typeof ProductOffersQuery>['productOffers'][number];
/** A host's take-over of a bakery product; displayPrice null = the base price. */
export type HostProduct = ResultOf<typeof HostProductFields>;
