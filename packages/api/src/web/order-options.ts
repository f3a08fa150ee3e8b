/**
 * What the order forms read (/order/new, phone orders): the products and days a customer may order
 * (its own options, or a client's for a phone order by the bakery) and the clients to order for.
 * ../operations.test.ts validates them against apps/server/schema.graphql.
 */
import { graphql, type ResultOf } from '../graphql';

export const OrderableProductFields = graphql(`
  fragment OrderableProductFields on Product {
    id
    name
    approxWeight
    haveToWeight
    availableDays
  }
`);

/**
 * The rules of ordering as both order forms read them; `days` takes the operation's `$from` / `$to`.
 */
const OrderOptionsFields = graphql(
  `
    fragment OrderOptionsFields on OrderOptions {
      timeZone
      deadlineTime
      ignoreDeadline
      takeawayOnly
      deliveryCostCents
      deliveryCostMinCents
      noDeliveryCost
      products {
        priceCents
        gramPrice
        product {
          ...OrderableProductFields
        }
      }
      days(from: $from, to: $to) {
        date
        deadline
        reasons
      }
    }
  `,
  [OrderableProductFields],
);

/**
 * A host's or private customer's own ordering rules (the server's orderOptions: products at its
 * price, deadline time, delivery cost, each day from … to with its refusal reasons) and its
 * bakery's holidays (for their names).
 */
export const MyOrderOptionsQuery = graphql(
  `
    query MyOrderOptions($from: String!, $to: String!) {
      orderOptions {
        ...OrderOptionsFields
      }
      holidaysOfMyBakery {
        id
        name
        from
        to
      }
    }
  `,
  [OrderOptionsFields],
);

/**
 * The bakery's phone order for one of its clients: the server's orderOptions(clientId) (the
 * client's products at its price, deadline time, delivery cost, each day with its refusal reasons)
 * and the bakery's holidays (for their names). Same shape as MyOrderOptions.
 */
export const ClientOrderOptionsQuery = graphql(
  `
    query ClientOrderOptions($clientId: ID!, $from: String!, $to: String!) {
      orderOptions(clientId: $clientId) {
        ...OrderOptionsFields
      }
      holidaysOfMyBakery {
        id
        name
        from
        to
      }
    }
  `,
  [OrderOptionsFields],
);

/**
 * A private customer's products screen: what it may order from its bakery at its own price, with
 * the days each product is baked, its picture and its description.
 */
export const MyCatalogueQuery = graphql(
  `
    query MyCatalogue {
      orderOptions {
        timeZone
        products {
          priceCents
          gramPrice
          product {
            ...OrderableProductFields
            descriptions {
              de
              it
              en
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
        }
      }
    }
  `,
  [OrderableProductFields],
);

/** The bakery's clients for the phone order picker and the client filter. */
export const OrderClientsQuery = graphql(`
  query OrderClients($search: String, $page: Int) {
    clients(search: $search, page: $page) {
      total
      items {
        id
        displayName
        kind
        detail {
          deadline
        }
        clientSettings {
          priceListId
          deliveryCost
          deliveryCostMin
          noDeliveryCost
          takeaway
        }
      }
    }
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

/** A product as the order form needs it. */
export type OrderableProduct = ResultOf<typeof OrderableProductFields>;
/** The server's orderOptions for the viewer itself (a host or private customer) or a bakery's client. */
export type MyOrderOptions = ResultOf<typeof MyOrderOptionsQuery>['orderOptions'];
/** A bakery holiday (both ends included, YYYY-MM-DD). */
export type OrderHoliday = ResultOf<typeof MyOrderOptionsQuery>['holidaysOfMyBakery'][number];
/** One product of the private customer's catalogue, at its price. */
export type CatalogueOffer = ResultOf<typeof MyCatalogueQuery>['orderOptions']['products'][number];
export type PhoneOrderClient = ResultOf<typeof OrderClientsQuery>['clients']['items'][number];
