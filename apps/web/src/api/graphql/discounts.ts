/** A bakery's discounts (Settings → Discounts) and their names for the client form. */
import type { DiscountStep } from '@bakery/core';
import { operation } from '../operation';

export type { DiscountStep };

export interface Discount {
  id: string;
  name: string;
  /** Ascending by fromCents; percent as a decimal string with 2 decimals. */
  steps: DiscountStep[];
  userCount: number;
}

const DISCOUNT_FIELDS = 'id name userCount steps { fromCents percent }';

export const DiscountsQuery = operation<{ discounts: Discount[] }>(
  'Discounts',
  `query Discounts { discounts { ${DISCOUNT_FIELDS} } }`,
);

export const DiscountNamesQuery = operation<{ discounts: { id: string; name: string }[] }>(
  'DiscountNames',
  `query DiscountNames { discounts { id name } }`,
);

export const CreateDiscountMutation = operation<{ createDiscount: Discount }, { name: string; steps: DiscountStep[] }>(
  'CreateDiscount',
  `mutation CreateDiscount($name: String!, $steps: [DiscountStepInput!]!) { createDiscount(name: $name, steps: $steps) { ${DISCOUNT_FIELDS} } }`,
);

export const UpdateDiscountMutation = operation<
  { updateDiscount: Discount },
  { id: string; name: string; steps: DiscountStep[] }
>(
  'UpdateDiscount',
  `mutation UpdateDiscount($id: ID!, $name: String!, $steps: [DiscountStepInput!]!) { updateDiscount(id: $id, name: $name, steps: $steps) { ${DISCOUNT_FIELDS} } }`,
);

export const DeleteDiscountMutation = operation<{ deleteDiscount: boolean }, { id: string }>(
  'DeleteDiscount',
  `mutation DeleteDiscount($id: ID!) { deleteDiscount(id: $id) }`,
);

export const DISCOUNTS_OPERATIONS = [
  DiscountsQuery,
  DiscountNamesQuery,
  CreateDiscountMutation,
  UpdateDiscountMutation,
  DeleteDiscountMutation,
] as const;
