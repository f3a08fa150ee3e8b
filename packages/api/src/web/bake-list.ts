/**
 * The GraphQL operations of the bake list (issue 6, SPEC §2 /bakery): the deadlines to pick from, the
 * list of one deadline with its generated (frozen) amounts and changed orders, the breakdowns by zone
 * and by client (asked for only when shown), generating and the additional breads.
 * ../operations.test.ts validates them against apps/server/schema.graphql.
 */
import { graphql, type ResultOf } from '../graphql';

export const BakeListFields = graphql(`
  fragment BakeListFields on BakeList {
    deadline
    language
    generatedAt
    totalAmount
    totalWeightGrams
    truncated
    changed
    items {
      orderedAmount
      additionalAmount
      totalAmount
      weightGrams
      generatedOrderedAmount
      generatedAdditionalAmount
      changed
      product {
        id
        name
        haveToWeight
        approxWeight
      }
    }
    changedOrders {
      orderId
      number
      publicId
      clientId
      changedAt
    }
  }
`);

export const BakeListBreakdownFields = graphql(`
  fragment BakeListBreakdownFields on BakeListBreakdownItem {
    amount
    weightGrams
    product {
      id
      name
      haveToWeight
      approxWeight
    }
  }
`);

export const BakeListDeadlinesQuery = graphql(`
  query BakeListDeadlines {
    bakeListDeadlines {
      deadline
      deliveryDate
      orderCount
      generatedAt
    }
  }
`);

/** Without a deadline: the next production run (null when there is none). */
export const BakeListQuery = graphql(
  `
    query BakeList($deadline: String, $language: Language) {
      bakeList(deadline: $deadline, language: $language) {
        ...BakeListFields
      }
    }
  `,
  [BakeListFields],
);

/** A whole delivery day: every deadline of the day summed (issue 45), with the deadlines it is made of. */
export const BakeListOfDayQuery = graphql(`
  query BakeListOfDay($deliveryDate: String!, $language: Language) {
    bakeListOfDay(deliveryDate: $deliveryDate, language: $language) {
      deliveryDate
      language
      totalAmount
      totalWeightGrams
      truncated
      deadlines {
        deadline
        deliveryDate
        orderCount
        generatedAt
      }
      items {
        orderedAmount
        additionalAmount
        totalAmount
        weightGrams
        product {
          id
          name
          haveToWeight
          approxWeight
        }
      }
    }
  }
`);

export const BakeListByZoneQuery = graphql(
  `
    query BakeListByZone($deadline: String, $language: Language) {
      bakeList(deadline: $deadline, language: $language) {
        deadline
        byZone {
          zoneId
          zoneName
          items {
            ...BakeListBreakdownFields
          }
        }
      }
    }
  `,
  [BakeListBreakdownFields],
);

export const BakeListByClientQuery = graphql(
  `
    query BakeListByClient($deadline: String, $language: Language) {
      bakeList(deadline: $deadline, language: $language) {
        deadline
        byClient {
          clientId
          clientName
          items {
            ...BakeListBreakdownFields
          }
        }
      }
    }
  `,
  [BakeListBreakdownFields],
);

/** The names of the ordering accounts of a deadline, for the changed orders (which carry the client's id only). */
export const BakeListClientNamesQuery = graphql(`
  query BakeListClientNames($deadline: String) {
    bakeList(deadline: $deadline) {
      deadline
      byClient {
        clientId
        clientName
      }
    }
  }
`);

export const GenerateBakeListMutation = graphql(
  `
    mutation GenerateBakeList($deadline: String!, $language: Language) {
      generateBakeList(deadline: $deadline, language: $language) {
        ...BakeListFields
      }
    }
  `,
  [BakeListFields],
);

export const SetAdditionalBreadMutation = graphql(
  `
    mutation SetAdditionalBread($deadline: String!, $productId: ID!, $amount: Int!) {
      setAdditionalBread(deadline: $deadline, productId: $productId, amount: $amount) {
        ...BakeListFields
      }
    }
  `,
  [BakeListFields],
);

export const RemoveAdditionalBreadMutation = graphql(
  `
    mutation RemoveAdditionalBread($deadline: String!, $productId: ID!) {
      removeAdditionalBread(deadline: $deadline, productId: $productId) {
        ...BakeListFields
      }
    }
  `,
  [BakeListFields],
);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type BakeListDeadlineOption = ResultOf<typeof BakeListDeadlinesQuery>['bakeListDeadlines'][number];
export type BakeListData = ResultOf<typeof BakeListFields>;
export type BakeListRow = BakeListData['items'][number];
export type DayBakeListData = ResultOf<typeof BakeListOfDayQuery>['bakeListOfDay'];
export type BakeListProduct = BakeListRow['product'];
export type BakeListChangedOrder = BakeListData['changedOrders'][number];
export type BakeListBreakdownRow = ResultOf<typeof BakeListBreakdownFields>;
export type BakeListZoneGroup = NonNullable<ResultOf<typeof BakeListByZoneQuery>['bakeList']>['byZone'][number];
export type BakeListClientGroup = NonNullable<ResultOf<typeof BakeListByClientQuery>['bakeList']>['byClient'][number];
