/** Price lists and the product prices in them. */
import { graphql, type ResultOf, type SchemaType } from '../graphql';

export const PriceListFields = graphql(`
  fragment PriceListFields on PriceList {
    id
    name
    isDefault
    visibleFor
    clientCount
    productCount
  }
`);

export const PriceListsQuery = graphql(
  `
    query PriceLists {
      priceLists {
        ...PriceListFields
      }
    }
  `,
  [PriceListFields],
);

export const PriceListProductsQuery = graphql(`
  query PriceListProducts($priceListId: ID!, $page: Int) {
    priceListProducts(priceListId: $priceListId, page: $page) {
      gramPrice
      product {
        id
      }
    }
  }
`);

export const CreatePriceListMutation = graphql(
  `
    mutation CreatePriceList($name: String!) {
      createPriceList(name: $name) {
        ...PriceListFields
      }
    }
  `,
  [PriceListFields],
);

export const RenamePriceListMutation = graphql(
  `
    mutation RenamePriceList($id: ID!, $name: String!) {
      renamePriceList(id: $id, name: $name) {
        ...PriceListFields
      }
    }
  `,
  [PriceListFields],
);

export const SetDefaultPriceListMutation = graphql(
  `
    mutation SetDefaultPriceList($id: ID!) {
      setDefaultPriceList(id: $id) {
        ...PriceListFields
      }
    }
  `,
  [PriceListFields],
);

export const SetPriceListVisibilityMutation = graphql(
  `
    mutation SetPriceListVisibility($id: ID!, $visibleFor: [PriceListGroup!]!) {
      setPriceListVisibility(id: $id, visibleFor: $visibleFor) {
        ...PriceListFields
      }
    }
  `,
  [PriceListFields],
);

export const DeletePriceListMutation = graphql(`
  mutation DeletePriceList($id: ID!) {
    deletePriceList(id: $id)
  }
`);

export const SetProductPriceMutation = graphql(`
  mutation SetProductPrice($priceListId: ID!, $productId: ID!, $gramPrice: String!) {
    setProductPrice(priceListId: $priceListId, productId: $productId, gramPrice: $gramPrice)
  }
`);

export const RemoveProductPriceMutation = graphql(`
  mutation RemoveProductPrice($priceListId: ID!, $productId: ID!) {
    removeProductPrice(priceListId: $priceListId, productId: $productId)
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type PriceList = ResultOf<typeof PriceListFields>;
/** Groups a price list can be visible for. */
export type PriceListGroup = SchemaType<'PriceListGroup'>;
/** A product's gram price (EUR, up to 6 decimals) in one price list. */
export type PriceListProduct = ResultOf<typeof PriceListProductsQuery>['priceListProducts'][number];
