/** A bakery's discounts (Settings → Discounts) and their names for the client form. */
import type { DiscountStep } from '@bakery/core';
import { graphql, type ResultOf } from '../graphql';

export type { DiscountStep };

export const DiscountsQuery = graphql(`
  query Discounts {
    discounts {
      id
      name
      userCount
      steps {
        fromCents
        percent
      }
    }
  }
`);

export const DiscountNamesQuery = graphql(`
  query DiscountNames {
    discounts {
      id
      name
    }
  }
`);

export const CreateDiscountMutation = graphql(`
  mutation CreateDiscount($name: String!, $steps: [DiscountStepInput!]!) {
    createDiscount(name: $name, steps: $steps) {
      id
      name
      userCount
      steps {
        fromCents
        percent
      }
    }
  }
`);

export const UpdateDiscountMutation = graphql(`
  mutation UpdateDiscount($id: ID!, $name: String!, $steps: [DiscountStepInput!]!) {
    updateDiscount(id: $id, name: $name, steps: $steps) {
      id
      name
      userCount
      steps {
        fromCents
        percent
      }
    }
  }
`);

export const DeleteDiscountMutation = graphql(`
  mutation DeleteDiscount($id: ID!) {
    deleteDiscount(id: $id)
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type Discount = ResultOf<typeof DiscountsQuery>['discounts'][number];
