/**
 * The GraphQL operations of the bake list (issue 6, SPEC §2 /bakery): the deadlines to pick from,
 * the list of one deadline with its generated (frozen) amounts and changed orders, the breakdowns
 * by zone and by client (asked for only when shown), generating and the additional breads.
 * Re-exported by ../operations.ts, so operations.test.ts validates them against
 * apps/server/schema.graphql.
 */
import type { Language } from '@bakery/core';
import { operation } from '../operation';

export interface BakeListDeadlineOption {
  /** ISO instant. */
  deadline: string;
  /** YYYY-MM-DD of its first delivery; null when it has only additional breads. */
  deliveryDate: string | null;
  /** Accepted orders. */
  orderCount: number;
  generatedAt: string | null;
}

export interface BakeListProduct {
  id: string;
  name: string;
  haveToWeight: boolean;
  /** Grams per piece (current). */
  approxWeight: number;
}

export interface BakeListRow {
  product: BakeListProduct;
  orderedAmount: number;
  additionalAmount: number;
  totalAmount: number;
  /** Approximate grams of all pieces. */
  weightGrams: number;
  /** null: not on the generated list. */
  generatedOrderedAmount: number | null;
  generatedAdditionalAmount: number | null;
  /** Live amounts differ from the generated ones (meaningful only when generated). */
  changed: boolean;
}

export interface BakeListChangedOrder {
  orderId: string;
  number: number;
  publicId: string;
  clientId: string;
  changedAt: string;
}

export interface BakeListData {
  deadline: string;
  language: Language;
  generatedAt: string | null;
  items: BakeListRow[];
  totalAmount: number;
  totalWeightGrams: number;
  truncated: boolean;
  changed: boolean;
  changedOrders: BakeListChangedOrder[];
}

export interface BakeListBreakdownRow {
  product: BakeListProduct;
  amount: number;
  weightGrams: number;
}

export interface BakeListZoneGroup {
  zoneId: string | null;
  zoneName: string | null;
  items: BakeListBreakdownRow[];
}

export interface BakeListClientGroup {
  clientId: string;
  clientName: string;
  items: BakeListBreakdownRow[];
}

const BAKE_LIST_FIELDS = /* GraphQL */ `
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
`;

const BREAKDOWN_ITEM_FIELDS = /* GraphQL */ `
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
`;

export const BakeListDeadlinesQuery = operation<{ bakeListDeadlines: BakeListDeadlineOption[] }>(
  'BakeListDeadlines',
  `query BakeListDeadlines { bakeListDeadlines { deadline deliveryDate orderCount generatedAt } }`,
);

/** Without a deadline: the next production run (null when there is none). */
export const BakeListQuery = operation<
  { bakeList: BakeListData | null },
  { deadline: string | null; language: Language }
>(
  'BakeList',
  `query BakeList($deadline: String, $language: Language) { bakeList(deadline: $deadline, language: $language) { ...BakeListFields } } ${BAKE_LIST_FIELDS}`,
);

export const BakeListByZoneQuery = operation<
  { bakeList: { deadline: string; byZone: BakeListZoneGroup[] } | null },
  { deadline: string; language: Language }
>(
  'BakeListByZone',
  `query BakeListByZone($deadline: String, $language: Language) {
    bakeList(deadline: $deadline, language: $language) { deadline byZone { zoneId zoneName items { ...BakeListBreakdownFields } } }
  } ${BREAKDOWN_ITEM_FIELDS}`,
);

export const BakeListByClientQuery = operation<
  { bakeList: { deadline: string; byClient: BakeListClientGroup[] } | null },
  { deadline: string; language: Language }
>(
  'BakeListByClient',
  `query BakeListByClient($deadline: String, $language: Language) {
    bakeList(deadline: $deadline, language: $language) { deadline byClient { clientId clientName items { ...BakeListBreakdownFields } } }
  } ${BREAKDOWN_ITEM_FIELDS}`,
);

/** The names of the ordering accounts of a deadline, for the changed orders (which carry the client's id only). */
export const BakeListClientNamesQuery = operation<
  { bakeList: { deadline: string; byClient: { clientId: string; clientName: string }[] } | null },
  { deadline: string }
>(
  'BakeListClientNames',
  `query BakeListClientNames($deadline: String) { bakeList(deadline: $deadline) { deadline byClient { clientId clientName } } }`,
);

export const GenerateBakeListMutation = operation<
  { generateBakeList: BakeListData },
  { deadline: string; language: Language }
>(
  'GenerateBakeList',
  `mutation GenerateBakeList($deadline: String!, $language: Language) { generateBakeList(deadline: $deadline, language: $language) { ...BakeListFields } } ${BAKE_LIST_FIELDS}`,
);

export const SetAdditionalBreadMutation = operation<
  { setAdditionalBread: BakeListData },
  { deadline: string; productId: string; amount: number }
>(
  'SetAdditionalBread',
  `mutation SetAdditionalBread($deadline: String!, $productId: ID!, $amount: Int!) {
    setAdditionalBread(deadline: $deadline, productId: $productId, amount: $amount) { ...BakeListFields }
  } ${BAKE_LIST_FIELDS}`,
);

export const RemoveAdditionalBreadMutation = operation<
  { removeAdditionalBread: BakeListData },
  { deadline: string; productId: string }
>(
  'RemoveAdditionalBread',
  `mutation RemoveAdditionalBread($deadline: String!, $productId: ID!) {
    removeAdditionalBread(deadline: $deadline, productId: $productId) { ...BakeListFields }
  } ${BAKE_LIST_FIELDS}`,
);

export const BAKE_LIST_OPERATIONS = [
  BakeListDeadlinesQuery,
  BakeListQuery,
  BakeListByZoneQuery,
  BakeListByClientQuery,
  BakeListClientNamesQuery,
  GenerateBakeListMutation,
  SetAdditionalBreadMutation,
  RemoveAdditionalBreadMutation,
] as const;
